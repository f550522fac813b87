import { describe, expect, it } from 'vitest';
import { decideRoute, selectCalls, type ToolSpec } from '@switchyard/local-engine';
import { attack } from './attack-table.js';

// The engine builds patterns from the offered tools' names ("use the echo tool", "run read_text_file"). A server
// may publish any name the executor accepts (1-128 of letters, digits, "_", "." and "-"): none may make a
// decision throw, whatever the message, and a few hundred of them stay fast.
const tool = (name: string): ToolSpec => ({
  name,
  description: `does ${name}`,
  parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
});

const HOSTILE_NAMES = [
  'srv.a_(b',
  'srv.__proto__',
  'srv.constructor',
  'srv.hasOwnProperty',
  'srv....',
  'srv._',
  'srv.-',
  'srv.get_',
  `srv.${'a_'.repeat(64)}`,
  `srv.${'aB'.repeat(62)}`,
  `srv.${'.-'.repeat(62)}`,
];
const MESSAGES = [
  'use the a_(b tool on notes/a.md',
  'run __proto__ now',
  'try the constructor tool',
  'check re-run of the get_ tool',
  `use the ${'a '.repeat(64)}tool`,
  'cat .bashrc and the _ tool',
  '- _ tool',
];

describe('hostile tool names in the embedded engine', () => {
  it('no name a server may publish makes routing or selection throw', async () => {
    const tools = HOSTILE_NAMES.map(tool);
    const row = await attack('tool names with pattern characters, 128 long, or named like Object members', MESSAGES.length, async (i) => {
      const message = MESSAGES[i]!;
      const route = decideRoute({ message, history: [], tools });
      const selection = selectCalls({ message, tools });
      return typeof route.needsTool === 'boolean' && Array.isArray(selection.calls);
    });
    expect(row.broke).toBe(0);
  });

  it('a catalog of 500 tools with 128-character names decides a long message within a second', async () => {
    const tools = Array.from({ length: 500 }, (_, i) => tool(`srv${i % 20}.${`do_thing_${i}_`.padEnd(120, 'x_')}`));
    const message = `run it ${'the x tool '.repeat(1_000)}`;
    const row = await attack('500 long tool names against an 11 KB message naming tools', 1, async () => {
      const started = performance.now();
      decideRoute({ message, history: [], tools });
      selectCalls({ message, tools });
      return performance.now() - started < 1_000;
    });
    expect(row.broke).toBe(0);
  });
});
