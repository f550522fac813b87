import { describe, expect, it } from 'vitest';
import { decideRoute } from '@switchyard/local-engine';
import { attack } from './attack-table.js';

// The engine answers plain arithmetic itself. Whatever is asked, it never throws or hangs, and it writes "="
// only before the exact value: a number it cannot write exactly gets "≈", one it cannot compute no answer.
const answer = (message: string) => decideRoute({ message, history: [], tools: [] }).directAnswer;

describe('arithmetic answers', () => {
  it('never writes a wrong number after "="', async () => {
    const cases: Array<[string, string]> = [
      ['what is 100000000000000001 - 100000000000000000', '= 1'],
      ['what is 100000000000000.5 + 1', '≈'],
      ['what is 4503599627370495 + 0.5', '≈'],
      ['what is 1 + 0.000000000000001', '≈'],
      ['what is 2^53 + 1', '≈'],
      ['what is 123456789 * 987654321', '≈'],
      ['what is 0.1 + 0.2', '= 0.3'],
      ['what is 10^308', '= 1 × 10^308'],
      ['what is 2^-1074', '≈'],
      ['what is -0 * 5', '= 0'],
      ['what is 0.000001 * 0.000001', '= 1 × 10^-12'],
      ['what is 1.0000001^100000000', '≈'],
      ['what is sqrt 2', '≈'],
      ['what is 7 % 2.5', '= 2'],
    ];
    const row = await attack('digits past a float (10^17+1-10^17, x.5 at 15 digits, 1+10^-15), 10^308, -0, tiny powers', cases.length, async (i) => {
      const [message, expected] = cases[i]!;
      return (answer(message) ?? '').includes(` ${expected}`);
    });
    expect(row.broke).toBe(0);
  });

  // "-2^2 = 4" read the sign before the power, and "0x10 + 1 = 1" read a hexadecimal number as 0 times 10.
  it('reads a sign after a power, and no hexadecimal number as a product', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['what is -2^2', '= -4'],
      ['what is 10 - -2^2', '= 14'],
      ['what is 2*-3^2', '= -18'],
      ['what is -2^-2', '= -0.25'],
      ['what is (-2)^2', '= 4'],
      ['what is 2^-1', '= 0.5'],
      ['what is 2^3^2', '= 512'],
      ['what is 3x4', '= 12'],
      ['what is 0 x 5', '= 0'],
      ['what is 0x10 + 1', undefined],
      ['what is 0x5', undefined],
    ];
    const row = await attack('"-2^2", "2*-3^2", "0x10 + 1": a sign read before a power, a hexadecimal number as a product', cases.length, async (i) => {
      const [message, expected] = cases[i]!;
      const said = answer(message);
      return expected === undefined ? !/=\s*-?\d/.test(said ?? '') : (said ?? '').includes(` ${expected}`);
    });
    expect(row.broke).toBe(0);
  });

  it('gives no number where there is none: division by zero, overflow, decimal commas it cannot read', async () => {
    const messages = [
      'what is 1/0',
      'what is 0/0',
      'what is 5 % 0',
      'what is 1e308 * 10',
      'what is 10^309',
      'what is 9^9^9',
      'what is 1,5 + 2,5',
      'what is 3,14 * 2',
    ];
    const row = await attack('NaN and Infinity results, 1e308 overflow, "1,5 + 2,5"', messages.length, async (i) => !/[=≈]/.test(answer(messages[i]!) ?? ''));
    expect(row.broke).toBe(0);
  });

  it('decides long expressions within two seconds without throwing', async () => {
    const messages = [
      `what is ${'1+'.repeat(5_000)}1`,
      `what is ${'('.repeat(3_000)}1${')'.repeat(3_000)}`,
      // As long as the ingress lets a message be (64 KB).
      `what is ${'9'.repeat(60_000)} * 2`,
      `what is 0.${'3'.repeat(60_000)} * 3`,
      `what is ${'12.5 '.repeat(12_000)}% of 2`,
      `what is ${'2^'.repeat(2_000)}2`,
      `what is ${'1.5*'.repeat(1_500)}1`,
    ];
    const row = await attack('5,000 terms, 3,000 parentheses, 60,000 digits, towers of powers', messages.length, async (i) => {
      const started = performance.now();
      decideRoute({ message: messages[i]!, history: [], tools: [] });
      return performance.now() - started < 2_000;
    });
    expect(row.broke).toBe(0);
  });
});
