import { describe, expect, it } from 'vitest';
import { arithmeticReply, evaluateArithmetic } from './arithmetic.js';

describe('operations said once before a list of numbers', () => {
  it('sums, multiplies, subtracts, divides and averages what the list holds', () => {
    expect(evaluateArithmetic('add 12, 30 and 7')?.value).toBe(49);
    expect(evaluateArithmetic('can you add up 12, 30, and 7?')?.value).toBe(49);
    expect(evaluateArithmetic("what's the total of 1,200, 30 and 7.5")?.value).toBe(1237.5);
    expect(evaluateArithmetic('sum of 4 & 5 & 6')?.value).toBe(15);
    expect(evaluateArithmetic('multiply 6 by 7')?.value).toBe(42);
    expect(evaluateArithmetic('the product of 3, 4 and 5')?.value).toBe(60);
    expect(evaluateArithmetic('subtract 5 from 20')?.value).toBe(15);
    expect(evaluateArithmetic('subtract -5 from 20')?.value).toBe(25);
    expect(evaluateArithmetic('take 20 away from 85')?.value).toBe(65);
    expect(evaluateArithmetic('divide 90 by 4')?.value).toBe(22.5);
    expect(evaluateArithmetic('the average of 3, 8 and 10')?.value).toBe(7);
  });
  it('shares an amount out, and takes a share off it', () => {
    expect(evaluateArithmetic('if I split 68.98 between 3 people how much each')?.value).toBeCloseTo(22.9933, 3);
    expect(evaluateArithmetic('split 120 between 4')?.value).toBe(30);
    expect(evaluateArithmetic("what's 20% off £34")?.value).toBe(27.2);
    expect(evaluateArithmetic('take 20% off the price')).toBeUndefined();
  });
  it('multiplies a count at a price each, and no sum tool is taken for it', () => {
    expect(evaluateArithmetic('If I buy 4 packets of sweet peas at £2.75 each, how much is that altogether?')?.value).toBe(11);
    expect(evaluateArithmetic('If I sold 37 sarees at Rs. 1,200 each, what is the total amount?')?.value).toBe(44400);
    expect(evaluateArithmetic('3 coffees at 2.50 each')?.value).toBe(7.5);
    expect(evaluateArithmetic('add 4 packets of seeds at £2.75 each to my shopping list')).toBeUndefined();
  });
  it('reads a share of an amount asked in other languages', () => {
    expect(evaluateArithmetic('¿cuánto es el 15% de 1240?')?.value).toBe(186);
    expect(evaluateArithmetic('wie viel ist 20 % von 80')?.value).toBe(16);
    expect(evaluateArithmetic('quanto fa il 10% di 50')?.value).toBe(5);
  });
  it('says the answer in the words it was asked, without the politeness', () => {
    const answer = evaluateArithmetic('could you please add 12, 30 and 7?');
    expect(answer && arithmeticReply(answer)).toBe('add 12, 30 and 7 = 49');
  });
  it('reads nothing but the operation and its numbers', () => {
    expect(evaluateArithmetic('add 3 and 4 to the list')).toBeUndefined();
    expect(evaluateArithmetic('add 2 eggs and 3 cups of flour')).toBeUndefined();
    expect(evaluateArithmetic('add 12')).toBeUndefined();
    expect(evaluateArithmetic('divide 90 by 0')).toBeUndefined();
  });
});
