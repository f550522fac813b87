import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import type { ToolSpec } from '../types.js';
import { arithmeticReply, evaluateArithmetic } from './arithmetic.js';
import { decideRoute } from './decide-route.js';

describe('a total or difference of amounts the request states', () => {
  it('adds the amounts told when their total is asked', () => {
    const total = evaluateArithmetic("if I paid 142.30 in January and 131.90 in February, what's the total?");
    expect(total?.value).toBe(274.2);
    expect(total?.asked).toBe('142.30 + 131.90');
    expect(evaluateArithmetic('I spent £12.50 on Monday, £8 on Tuesday and £4.25 on Friday. How much is that altogether?')?.value).toBe(24.75);
    expect(evaluateArithmetic('the gas was 1,200.50 and the water 99.50, what would be the total?')?.value).toBe(1300);
    expect(evaluateArithmetic('zapłaciłam 40 zł i 25,50 zł, ile to razem?')?.value).toBe(65.5);
  });

  it('takes the larger from the smaller when their difference is asked', () => {
    expect(evaluateArithmetic('January was 142.30 and February 131.90, how much more was January?')?.value).toBe(10.4);
    expect(evaluateArithmetic("I paid 20 in May and 35 in June, what's the difference?")?.value).toBe(15);
  });

  it('leaves dates, shares, files, things to keep and a single amount to the other readings', () => {
    for (const other of [
      'I paid 142.30 on 3 March and 131.90 on 4 April, what is the total?',
      "what's the total of my bills in 2026?",
      "add 12.50 and 8 to my shopping list, what's the total?",
      "what's the total in bills/electricity-2026.csv?",
      "I paid 142.30 in January, what's the total?",
      "if 20% of 50 and 30 more, what's the total?",
      'I paid 142.30 in January and 131.90 in February',
      'remember I paid 142.30 in January and 131.90 in February, what is the total?',
      'January was 10, February 20 and March 30, how much more?',
    ])
      expect(evaluateArithmetic(other), other).toBeUndefined();
    // In English a comma between digits is no decimal point: "12,50" is not read as an amount. Two digits after it are
    // cents only where an operator joins the numbers ("187,40 plus 87,35"), never in a list ("12,50 and 3").
    expect(evaluateArithmetic("I paid 12,50 and 3, what's the total?")).toBeUndefined();
  });
});

describe('operators in more languages', () => {
  it('reads Polish, Czech, Turkish, Finnish and Russian words for the four operations between two numbers', () => {
    expect(evaluateArithmetic('ile to jest 12 razy 7?')?.value).toBe(84);
    expect(evaluateArithmetic('ile jest 12 przez 4')?.value).toBe(3);
    expect(evaluateArithmetic('ile wynosi 2,5 plus 1,25')?.value).toBe(3.75);
    expect(evaluateArithmetic('12 krát 3')?.value).toBe(36);
    expect(evaluateArithmetic('20 bölü 4')?.value).toBe(5);
    expect(evaluateArithmetic('6 kertaa 7')?.value).toBe(42);
    expect(evaluateArithmetic('10 минус 4')?.value).toBe(6);
  });

  it('reads an operator word only between two numbers', () => {
    expect(evaluateArithmetic('ile to jest razy dwa')).toBeUndefined();
    expect(evaluateArithmetic('przez 4 dni')).toBeUndefined();
  });
});

describe('numbers that are no amounts of one currency', () => {
  it('gives no total of two currencies, of numbers naming a room or an order, or beside another request', () => {
    for (const other of [
      'if I paid 40 usd and 25 eur, how much altogether?',
      'I paid $40 and €25, how much in total?',
      'ile razem, jeśli zapłaciłam 40 zł i 25 eur?',
      'what is the difference between room 204 and 112',
      'how much more is order 5512 than 5513',
      'what is the difference between #12 and #7',
      'I paid 10 and 20, how much altogether? also email bob',
    ]) {
      expect(evaluateArithmetic(other), other).toBeUndefined();
    }
    expect(evaluateArithmetic('I paid $40 and 25 dollars, how much in total?')?.value).toBe(65);
  });
});

describe('how a total of amounts is written', () => {
  const reply = (message: string) => {
    const answer = evaluateArithmetic(message);
    return answer && arithmeticReply(answer);
  };

  it('keeps the decimal places the amounts were written to', () => {
    expect(reply('I spent 12.50 on Monday and 8.50 on Tuesday, how much altogether?')).toBe('12.50 + 8.50 = 21.00');
    expect(reply('what is 0.25 - 0.05')).toBe('0.25 - 0.05 = 0.20');
  });

  it('writes the number as computed where the amounts differ in places or the operation is not a sum', () => {
    expect(reply('I spent 12.50 on Monday and 8 on Tuesday, how much altogether?')).toBe('12.50 + 8 = 20.5');
    expect(reply('what is 2.50 * 3.10')).toBe('2.50 * 3.10 = 7.75');
    expect(reply('what is 12 + 30')).toBe('12 + 30 = 42');
  });
});

describe('a total of stated amounts beside a tool built for arithmetic', () => {
  const calculator: ToolSpec = {
    name: 'calculate',
    description: 'Add, subtract, multiply or divide numbers',
    parameters: { type: 'object', properties: { numbers: { type: 'array' }, operation: { type: 'string' } }, required: ['numbers'] },
  };

  it('is answered by the engine without one, and left to the tool when one is offered', () => {
    const message = "if I paid 142.30 in January and 131.90 in February, what's the total?";
    const alone = decideRoute({ message, history: [], tools: mcpTools });
    expect(alone.needsTool).toBe(false);
    expect(alone.directAnswer).toBe('142.30 + 131.90 = 274.20');
    expect(decideRoute({ message, history: [], tools: [...mcpTools, calculator] }).needsTool).toBe(true);
  });
});
