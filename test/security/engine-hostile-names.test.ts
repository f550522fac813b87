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

  it('a name longer than any server may publish names nothing and throws nothing when the engine is called directly', async () => {
    const row = await attack('a 40,000-character tool name beside a message with "-" and "tool"', 1, async () => {
      const route = decideRoute({ message: 'check re-run with the tool', history: [], tools: [tool(`srv.${'ab_'.repeat(13_334)}`)] });
      return typeof route.needsTool === 'boolean';
    });
    expect(row.broke).toBe(0);
  });
});

// A 64 KB message (the ingress's default body limit) made of what the engine's readings look at from every place:
// paths, runs of whitespace, dashes. Each must be decided in well under the time a stage allows a visit.
describe('long hostile messages in the embedded engine', () => {
  const tools = [tool('fs.read_text_file'), tool('fs.list_directory'), tool('memory.search_nodes')];
  const SHAPES: Array<[string, string]> = [
    ['dotfile-like tokens', ' .a'.repeat(21_334)],
    ['a run of spaces', `please look at the report${' '.repeat(64_000)}now`],
    ['tabs and newlines', '\n\t'.repeat(32_000)],
    ['spaced dashes', `a${' - '.repeat(21_000)}b`],
  ];
  it('each shape is routed and selected within three seconds', { timeout: 120_000 }, async () => {
    const row = await attack('64 KB of paths, whitespace or dashes', SHAPES.length, async (i) => {
      const [, message] = SHAPES[i]!;
      const started = performance.now();
      decideRoute({ message, history: [], tools });
      selectCalls({ message, tools });
      return performance.now() - started < 3_000;
    });
    expect(row.broke).toBe(0);
  });
});

/** One 64 KB shape as an attack row: routed and selected beside `tools` within three seconds. */
function decidedWithinThreeSeconds(tools: ToolSpec[]): (label: string, message: string) => Promise<void> {
  return async (label, message) => {
    const row = await attack(`64 KB of ${label}`, 1, async () => {
      const started = performance.now();
      decideRoute({ message, history: [], tools });
      selectCalls({ message, tools });
      return performance.now() - started < 3_000;
    });
    expect(row.broke).toBe(0);
  };
}

// Runs a pattern could read again from each of their characters: a file name or an amount read forward from every
// word start, a path from every dot or slash, capitals split from every capital, words cut at every length, one
// mention checked against every other. Each was seconds to a minute at 64 KB; each is read once now.
describe('64 KB runs the engine reads once', () => {
  // Beside a tool that writes text: its text parameter is filled from the message (lists of words among the readings).
  const writes: ToolSpec = {
    name: 'fs.write_file',
    description: 'Create a new file or completely overwrite an existing file with new content.',
    parameters: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] },
  };
  const tools = [tool('fs.read_text_file'), tool('fs.list_directory'), tool('memory.search_nodes'), writes];
  const fill = (unit: string): string => unit.repeat(Math.ceil(64_000 / unit.length)).slice(0, 64_000);
  const SHAPES: Array<[string, string]> = [
    ['letters and dashes', fill('a-')],
    ['letters and dots', fill('a.')],
    ['digits and dashes', fill('1-')],
    ['digits and dots', fill('1.')],
    ['capitals', fill('A')],
    ['dots inside a word', `read ${fill('.')}x`],
    ['dots and slashes', fill('./')],
    ['dots and slashes, then a letter', `${fill('./').slice(0, 63_000)}a`],
    ['folders beside file names', fill('a/ b.md ')],
    ['addresses beside paths', fill('http://a.b/c x/y.md ')],
    ['quoted names', fill('"a" Bob ')],
    ['sentences', fill('Bob went. ')],
    // Folders listed to be made inside a place, the list never ending as one does.
    ['folders listed to be made inside a place', `inside x make folders ${fill('a, ').slice(0, 63_900)}!x`],
    ['quoted folders listed to be made inside a place', `inside x make folders ${fill('"a", ').slice(0, 63_900)}!x`],
    // A list of words ("efficient, organized and kind") is what a text parameter may be filled with: a comma list
    // that never reaches its "and", beside the tool that writes text.
    ['a comma list of one-word items with no "and"', `write ${fill('a, ').slice(0, 63_000)}`],
    ['a comma list of two-word items with no "and"', `write ${fill('ab cd, ').slice(0, 63_000)} in x y`],
    ['a comma list of hyphened items ending in "or"', `write ${fill('a-b, ').slice(0, 63_000)}, or`],
    ['folders to make in a comma list with no "and"', `make folders ${fill('a, ').slice(0, 63_000)} in x y`],
  ];
  it.each(SHAPES)('%s is routed and selected within three seconds', decidedWithinThreeSeconds(tools), 60_000);
});

// The newest readings: a change said as "from X to Y" (each "change" read on to every later "from"), folders made
// inside a place the list ends with (each of thousands of names written again with the place), and the quoted sides
// of a change. Beside a tool that edits a file's text, so a stated replacement is looked for.
describe('64 KB shaped for the replacement and folder readings', () => {
  const edits: ToolSpec = {
    name: 'fs.edit_file',
    description: 'Make line-based edits to a text file. Each edit replaces exact line sequences with new content.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string' },
        edits: { type: 'array', items: { type: 'object', properties: { oldText: { type: 'string' }, newText: { type: 'string' } } } },
      },
      required: ['path', 'edits'],
    },
  };
  const tools = [tool('fs.read_text_file'), tool('fs.create_directory'), tool('fs.list_directory'), edits];
  const fill = (unit: string): string => unit.repeat(Math.ceil(64_000 / unit.length)).slice(0, 64_000);
  const SHAPES: Array<[string, string]> = [
    ['"change from a" again and again', fill('change from a ')],
    ['"change x from a b to" again and again', fill('change x from a b to ')],
    ['"change" and a quoted side again and again', fill('change "a" ')],
    ['"replace" and four words again and again', fill('replace a b c d ')],
    ['folders listed to be made in a place the list ends with', `make folders ${fill('a, ').slice(0, 63_900)}b in etc`],
    ['folders listed to be made in a path from the root', `make folders ${fill('a, ').slice(0, 63_900)}b in /etc`],
    ['folders made in a 64 KB place', `make folders a and b in ${fill('a.')}`],
  ];
  it.each(SHAPES)('%s is routed and selected within three seconds', decidedWithinThreeSeconds(tools), 120_000);
});

// A short follow-up ("and the other one?") is read with the user's previous turn, which may be anything: that turn is
// read through the same bounds as a message of its own.
describe('a follow-up after a 64 KB turn', () => {
  const tools = [tool('fs.read_text_file'), tool('fs.list_directory'), tool('memory.search_nodes')];
  const PREVIOUS = [`look${' '.repeat(64_000)}here`, 'a-'.repeat(32_000), `read ${'x/'.repeat(31_000)}`, '"q.md" '.repeat(9_000)];
  it('is routed and selected within three seconds', { timeout: 120_000 }, async () => {
    const row = await attack('a follow-up after 64 KB of whitespace, dashes, slashes or quoted names', PREVIOUS.length, async (i) => {
      const history = [
        { role: 'user' as const, content: PREVIOUS[i]! },
        { role: 'assistant' as const, content: 'Done.' },
      ];
      const started = performance.now();
      decideRoute({ message: 'and the other one?', history, tools });
      selectCalls({ message: 'and the other one?', history, tools });
      return performance.now() - started < 3_000;
    });
    expect(row.broke).toBe(0);
  });
});
