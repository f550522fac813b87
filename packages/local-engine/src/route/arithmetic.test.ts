import { describe, expect, it } from 'vitest';
import { arithmeticReply, evaluateArithmetic, parseExpression } from './arithmetic.js';

describe('evaluateArithmetic', () => {
  it('computes plain expressions with precedence and parentheses', () => {
    expect(evaluateArithmetic('what is 12 * (3 + 4)?')?.value).toBe(84);
    expect(evaluateArithmetic('2 + 3 * 4')?.value).toBe(14);
    expect(evaluateArithmetic('2 ^ 3 ^ 2')?.value).toBe(512);
    expect(evaluateArithmetic('-4 + 10 / 4')?.value).toBe(-1.5);
  });
  it('understands spoken operators', () => {
    expect(evaluateArithmetic('how much is 7 times 8')?.value).toBe(56);
    expect(evaluateArithmetic('what is 100 divided by 8?')?.value).toBe(12.5);
    expect(evaluateArithmetic('calculate the square root of 81')).toBeUndefined();
    expect(evaluateArithmetic('what is square root of 81')?.value).toBe(9);
  });
  it('reads "whats" without its apostrophe, and a percentage of a number', () => {
    expect(evaluateArithmetic('whats 12 * 7 + 3')?.value).toBe(87);
    expect(evaluateArithmetic('what’s 9 - 4')?.value).toBe(5);
    expect(evaluateArithmetic('what is 17% of 240?')?.value).toBe(40.8);
    // A share charged on an amount is a share of it.
    expect(evaluateArithmetic('what is 18% tip on 64.50?')?.value).toBe(11.61);
    expect(evaluateArithmetic('8 percent tax on 120')?.value).toBe(9.6);
    expect(evaluateArithmetic('how much is 5 percent of 80')?.value).toBe(4);
    // A fraction of an amount: "3/4 of 500".
    expect(evaluateArithmetic("what's 3/4 of 500")?.value).toBe(375);
    expect(evaluateArithmetic('2/3 of 90')?.value).toBe(60);
    // A currency beside an amount: "19% VAT on 340 euro".
    expect(evaluateArithmetic('how much is 19% VAT on 340 euro')?.value).toBe(64.6);
    expect(evaluateArithmetic('$12 plus 30 dollars')?.value).toBe(42);
    expect(evaluateArithmetic('what is 17 % 5')?.value).toBe(2);
  });
  it('leaves anything that is not pure arithmetic alone', () => {
    expect(evaluateArithmetic('calculate the factorial of 5')).toBeUndefined();
    expect(evaluateArithmetic('what is the weather in 2024')).toBeUndefined();
    expect(evaluateArithmetic('what is 5 / 0')).toBeUndefined();
    expect(evaluateArithmetic('hello')).toBeUndefined();
    // "squared" becomes "^2", which is no expression without a number before it.
    expect(evaluateArithmetic('what is x squared')).toBeUndefined();
    expect(evaluateArithmetic('squared')).toBeUndefined();
  });
  it('keeps whole numbers exact, however large, and drops float noise', () => {
    expect(evaluateArithmetic('what is 2^40')?.value).toBe(1_099_511_627_776);
    expect(evaluateArithmetic("what's 15% of 1240")?.value).toBe(186);
    expect(evaluateArithmetic('what is 0.1 + 0.2')?.value).toBe(0.3);
  });
  it('rejects malformed expressions instead of guessing', () => {
    expect(() => parseExpression('2 +')).toThrow();
    expect(() => parseExpression('(1 + 2')).toThrow();
  });
});

describe('arithmeticReply', () => {
  const reply = (message: string) => {
    const answer = evaluateArithmetic(message);
    if (!answer) throw new Error(`not arithmetic: ${message}`);
    return arithmeticReply(answer);
  };

  it("repeats the question in the person's words, with the number as a person writes it", () => {
    expect(reply("what's 15% of 1240")).toBe('15% of 1240 = 186');
    expect(reply('how much is 7 times 8?')).toBe('7 times 8 = 56');
    expect(reply('what is 12 * (3 + 4)?')).toBe('12 * (3 + 4) = 84');
    expect(reply('what is 2^40')).toBe('2^40 = 1,099,511,627,776');
  });

  it('says ≈ where it rounded a decimal that does not end', () => {
    expect(reply('what is 10 / 3')).toBe('10 / 3 ≈ 3.33');
    expect(reply('what is 1 divided by 7')).toBe('1 divided by 7 ≈ 0.143');
    expect(reply('what is 19.99 * 3')).toBe('19.99 * 3 = 59.97');
  });

  it('leaves out what is counted beside a number, and a sales tax named by its letters', () => {
    expect(reply('23 walks times 38')).toBe('23 walks times 38 = 874');
    expect(reply('what is 12 hours times 18.50?')).toBe('12 hours times 18.50 = 222');
    expect(reply('10 apples minus 3 apples')).toBe('10 apples minus 3 apples = 7');
    expect(reply('13% HST on 874 dollars')).toBe('13% HST on 874 dollars = 113.62');
    expect(reply("what's 3200 words times 0.12 zł")).toBe('3200 words times 0.12 zł = 384');
    expect(reply('what is 5% GST on 120')).toBe('5% GST on 120 = 6');
  });

  it('does not add or take away two different things', () => {
    expect(evaluateArithmetic('3 days minus 2 hours')).toBeUndefined();
    expect(evaluateArithmetic('2 cats plus 3 dogs')).toBeUndefined();
  });
});
