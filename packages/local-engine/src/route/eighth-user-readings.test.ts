import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { asksOwnRecord } from '../intent/own-record.js';
import { asksFileSomewhere } from '../intent/stored-things.js';
import { findSpokenPaths } from '../extract/spoken-paths.js';
import { decideRoute } from './decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { EVERY_PLACE_REASON, ONE_PLACE_REASON } from '../select/every-place-edit.js';
import type { ToolSpec } from '../types.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const select = (message: string) => selectCalls({ message, history: [], tools, shortlist: 8 });
const plan = (message: string) => select(message).calls.map((call) => call.tool.split('.').pop());

// Readings from what a twenty-fourth writer's people and an eighth new user typed, each in its general form.
describe('whether a file of theirs is somewhere', () => {
  it('reads a file, a pdf or a photo asked after as kept somewhere, and their files asked about a topic', () => {
    for (const message of [
      'is there an lpdp essay file somewhere? i forgot where i put it',
      'do i have the vyhlaska pdf somewhere',
      'Is there anything in my files about school fees?',
      'do i still have a photo of the old boat somewhere',
      'did i save the lease doc on my laptop',
    ])
      expect(asksFileSomewhere(message), message).toBe(true);
  });

  it('reads no kept file in a question about file formats or software', () => {
    for (const message of ['is there a pdf reader for linux', 'is there a file size limit on gmail', 'do i have to file my taxes by april'])
      expect(asksFileSomewhere(message), message).toBe(false);
  });

  it('plans a search for it, by the words that name it', () => {
    const selection = select('do i have the vyhlaska pdf somewhere');
    expect(selection.calls.map((call) => [call.tool, call.arguments])).toEqual([['filesystem.search_files', { path: '.', pattern: '**/*vyhlaska*' }]]);
    expect(decideRoute({ message: 'is there an lpdp essay file somewhere? i forgot where i put it', history: [], tools }).needsTool).toBe(true);
  });
});

describe('a question about what one of their records holds', () => {
  it('reads the record after "in", and where to look with what to look for', () => {
    for (const message of [
      'how many questions are in the otazky teorie file, exam is in june',
      "what's the price of 6 millimeter tempered glass in my price list",
      'when is the van due for maintenance check the file for the camioneta',
      'see my notes on the boiler',
      'school contacts',
      'vocab',
      'feed log last 10',
    ])
      expect(asksOwnRecord(message), message).toBe(true);
  });

  it('reads none in advice on keeping a record, or in looking for something else', () => {
    for (const message of ['what should I put in my budget', 'how do I add notes in my journal', 'check for updates', 'what is the best way to keep a diary'])
      expect(asksOwnRecord(message), message).toBe(false);
  });

  it('looks for the record by its name, not by which lines of it are wanted', () => {
    expect(select('feed log last 10').calls[0]?.arguments).toEqual({ path: '.', pattern: '**/*feed*' });
  });
});

describe('their files in general', () => {
  it('are the whole folder, not a folder called "files"', () => {
    expect(findSpokenPaths('show me the whole tree of my files')).toEqual([]);
    expect(select('show me the whole tree of my files').calls.map((call) => call.arguments)).toEqual([{ path: '.' }]);
    expect(findSpokenPaths('show me the tree of Documents').map((path) => path.text)).toEqual(['Documents']);
  });
});

describe('a line added to a file named first', () => {
  it('reads the file and edits its end, never writing the line over it', () => {
    for (const message of [
      'todo.md add: print certificates for group b, buy 6 dgt 3000 clocks',
      'todo.md - add print certificates',
      'notes.txt append: called the bank',
      'todo.md add: buy milk\nbuy eggs',
    ])
      expect(plan(message), message).toEqual(['read_text_file', 'edit_file']);
    const [, edit] = select('todo.md add: print certificates for group b').calls;
    expect(edit?.takesOutput?.append).toEqual({ line: 'print certificates for group b', as: 'edits' });
  });
});

describe('a change asked of every place a text stands', () => {
  it('reads the file, then edits every place of the old text in what was read, and waits for a yes', () => {
    const selection = select("in hives/inspection-log.md change every 'Hive B' to 'Hive E'");
    expect(selection.calls.map((call) => [call.tool, call.arguments])).toEqual([
      ['filesystem.read_text_file', { path: 'hives/inspection-log.md' }],
      ['filesystem.edit_file', { path: 'hives/inspection-log.md' }],
    ]);
    expect(selection.calls[1]?.takesOutput).toEqual({ argument: 'edits', call: 0, replace: { old: 'Hive B', new: 'Hive E' } });
    expect(selection.neverAlone).toBe(true);
    expect(selection.handOver).toContain(EVERY_PLACE_REASON);
    expect(plan("in feedback.md change 'rosa' to 'terracota' everywhere")).toEqual(['read_text_file', 'edit_file']);
    expect(plan("replace all 'colour' with 'color' in essay.txt")).toEqual(['read_text_file', 'edit_file']);
  });

  it('hands over an edit asked of every place that can only be one edit (an editor with no reader beside it)', () => {
    const editorAlone: ToolSpec = {
      name: 'notes.edit_file',
      description: 'Make line-based edits to a text file: each edit replaces an exact sequence of lines.',
      parameters: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          edits: { type: 'array', items: { type: 'object', properties: { oldText: { type: 'string' }, newText: { type: 'string' } } } },
        },
        required: ['path', 'edits'],
      },
    };
    const selection = selectCalls({ message: "replace all 'e' with 'x' in notes.txt", history: [], tools: [editorAlone] });
    expect(selection.calls.map((call) => call.tool)).toEqual(['notes.edit_file']);
    expect(selection.neverAlone).toBe(true);
    expect(selection.handOver).toContain(ONE_PLACE_REASON);
  });

  it('plans the change the words state, in their order, and asks for the file when one is named like a text', () => {
    const replaced = (message: string) => select(message).calls.at(-1)?.takesOutput?.replace;
    expect(replaced("replace all 'colour' with 'color' in essay.txt")).toEqual({ old: 'colour', new: 'color' });
    expect(replaced("replace every instance of 'Hive B' with 'Hive E' in log.md")).toEqual({ old: 'Hive B', new: 'Hive E' });
    expect(replaced("change every 'draft' to '' in plan.md")).toEqual({ old: 'draft', new: '' });
    // "everywhere" says where the change goes, not what the new text is.
    expect(replaced('in admin/notes.txt croissant should be pastry everywhere')).toEqual({ old: 'croissant', new: 'pastry' });
    expect(replaced('swap Tom for Tomasz everywhere in staff/rota-week24.md')).toEqual({ old: 'Tom', new: 'Tomasz' });
    const [edit] = select("change every 'a' to 'b' everywhere").calls;
    expect(edit?.arguments.path).toBeUndefined();
    expect(edit?.missing).toContain('path');
  });

  it('keeps one edit where no word asks for every place, or where the words are inside the quoted text', () => {
    expect(plan("in notes.md change 'Hive B' to 'Hive E'")).toEqual(['edit_file']);
    expect(plan("swap 'all of me' for 'the way you look tonight' in music/sat.txt")).toEqual(['edit_file']);
  });

  it('leaves a number alone to be read first: every 8 would change the 8 of 8.50 and 8:00 too', () => {
    expect(plan('change every 8 to 9 in prices.txt')).toEqual(['read_text_file']);
  });
});

describe('two listed files called by a word of each', () => {
  const listing = [
    { role: 'user' as const, content: 'What files are in office/groups?' },
    {
      role: 'assistant' as const,
      content: 'There are three files in office/groups: mirpur_shapla_group.csv, savar_jui_group.csv and savar_kamini_group.csv.',
    },
  ];

  it('reads both, in a long turn as in a short one', () => {
    for (const message of ['Please compare Jui and Kamini, which group has more members?', 'compare jui and kamini']) {
      const selection = selectCalls({ message, history: listing, tools, shortlist: 8 });
      expect(
        selection.calls.map((call) => [call.tool, call.arguments]),
        message,
      ).toEqual([['filesystem.read_multiple_files', { paths: ['office/groups/savar_jui_group.csv', 'office/groups/savar_kamini_group.csv'] }]]);
    }
  });

  it('leaves words that name no one listed file to what they say', () => {
    expect(decideRoute({ message: "what's the difference between savings and loans", history: listing, tools }).needsTool).toBe(false);
    // "group" is in every name: it picks none of them.
    expect(decideRoute({ message: 'compare group and jui', history: listing, tools }).needsTool).toBe(false);
  });
});

describe('a fact told to be kept names the person’s things, not files', () => {
  it('keeps "prefers texts to calls" for the person the conversation named', () => {
    const history = [
      { role: 'user' as const, content: "remember that Mr Okafor's orchard gate code is now 3381" },
      { role: 'assistant' as const, content: 'Saved.' },
    ];
    const selection = selectCalls({ message: 'also remember he prefers texts to calls', history, tools, shortlist: 8 });
    expect(selection.calls.map((call) => call.tool)).toEqual(['memory.add_observations']);
  });
});

describe('numbers added to a record of theirs', () => {
  it('are a line of it, not a sum', () => {
    expect(plan('add 2 goals 1 assist vs Vyškov to my stats')).not.toContain('get-sum');
    expect(plan('add 2 and 3')).toEqual(['get-sum']);
  });
});
