import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from '../route/decide-route.js';
import { actionFit, readRequestAction, readToolAction, toolBuiltFor } from './index.js';
import type { ToolSpec } from '../types.js';

const sum: ToolSpec = {
  name: 'get-sum',
  description: 'Returns the sum of two numbers',
  parameters: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
};
const calculator: ToolSpec = {
  name: 'calculate',
  description: 'Add, subtract, multiply or divide numbers',
  parameters: { type: 'object', properties: { numbers: { type: 'array' }, operation: { type: 'string' } }, required: ['numbers'] },
};
const tools = [...mcpTools, sum];
const fitToSum = (message: string): number => actionFit(readRequestAction(message), readToolAction(sum));

describe('arithmetic a tool that sums does not serve', () => {
  it.each([
    "what's 1450 kroner times 12",
    'how much is 36 euros multiplied by 4',
    'If a patient takes 5 ml three times a day for 7 days, how many ml is that in total?',
    'what is 900 divided by 12',
    "what's 1200 minus 875",
    'add up 54.20, 38.75, 61.10 and 29.90',
    'If I sold 37 sarees at Rs. 1,200 each, what is the total amount?',
  ])('"%s" is not a sum of two numbers', (message) => {
    expect(readRequestAction(message).action).toBe('compute');
    expect(fitToSum(message)).toBeLessThan(0.5);
    expect(toolBuiltFor(message, tools)).toBeUndefined();
    expect(decideRoute({ message, history: [], tools }).needsTool).toBe(false);
  });

  it.each(['add 3 and 4', 'what is 250 plus 175', "what's the total of 40 and 65"])('"%s" is one', (message) => {
    expect(fitToSum(message)).toBe(1);
    expect(toolBuiltFor(message, tools)?.name).toBe('get-sum');
  });

  it('leaves a product to a tool that names multiplying among its operations', () => {
    expect(toolBuiltFor("what's 1450 times 12", [...mcpTools, calculator])?.name).toBe('calculate');
  });

  it('does not re-run a sum for a conversion asked after an answer worked out without it', () => {
    const history = [
      { role: 'user' as const, content: 'If a patient takes 5 ml three times a day for 7 days, how many ml is that in total?' },
      { role: 'assistant' as const, content: "That's 5 × 3 × 7 = 105 ml in total." },
    ];
    expect(decideRoute({ message: 'and in pounds roughly?', history, tools }).needsTool).toBe(false);
    expect(decideRoute({ message: 'and in dollars?', history, tools }).needsTool).toBe(false);
  });

  it('reads "two numbers" as how many are meant, not as one of them', () => {
    const message = "there's a tool that adds two numbers right? try it with 2.5 and 7.25";
    expect(toolBuiltFor(message, tools)?.name).toBe('get-sum');
  });
});
