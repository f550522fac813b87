import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findReplacementPair } from '../extract/replacement-pair.js';
import { findStatedFact } from '../extract/payload.js';
import { standaloneRequest } from '../route/standalone-request.js';
import type { EngineMessage, ToolSpec } from '../types.js';
import { selectCalls } from './select-calls.js';
import { speaksOfKeptRecord } from './prepare-record.js';

/** The filesystem, memory and everything servers' tools, as offered to the engine. */
const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));
const first = (message: string, history: EngineMessage[] = []) => selectCalls({ message, history, tools }).calls[0];
const sides = (text: string) => {
  const pair = findReplacementPair(text);
  return pair ? [pair.first.value, pair.second.value] : undefined;
};

describe('a change to a file said in other forms', () => {
  it('reads the change in the past, the passive and "should become"', () => {
    expect(sides('what would it look like if I renamed "Draft" to "Final" in a/title.txt')).toEqual(['Draft', 'Final']);
    expect(sides("show me what it would look like if 'two eggs' were changed to 'three eggs'")).toEqual(['two eggs', 'three eggs']);
    expect(sides('"血圧 = blood pressure" should become "血圧 = blood pressure (BP)"')).toEqual(['血圧 = blood pressure', '血圧 = blood pressure (BP)']);
  });

  it('reads a change said in Chinese or Japanese, and a setting set to a new value', () => {
    expect(sides('帮我在 茶叶/库存.txt 里把 "龙井 20斤" 改成 "龙井 12斤"')).toEqual(['龙井 20斤', '龙井 12斤']);
    expect(sides('notes.txt の "旧住所" を "新住所" に変更して')).toEqual(['旧住所', '新住所']);
    expect(sides('in config/app.json set "fullscreen": false to true')).toEqual(['"fullscreen": false', '"fullscreen": true']);
    expect(sides('set PORT=3000 to 8080 in .env')).toEqual(['PORT=3000', 'PORT=8080']);
    expect(sides('set the alarm to 7am')).toBeUndefined();
  });

  it('previews it as an edit, not a read', () => {
    const call = first("show me what it would look like if 'two eggs' were changed to 'three eggs' in Recipes/lemon drizzle.txt");
    expect(call?.tool).toBe('filesystem.edit_file');
    expect(call?.arguments).toMatchObject({ edits: [{ oldText: 'two eggs', newText: 'three eggs' }], dryRun: true });
  });

  it('runs the previewed change when the preview is approved', () => {
    const history = said("preview changing 'data is' to 'data are' in thesis/ch4.tex", 'Dry run: 6 lines would change.');
    expect(standaloneRequest('ok do it for real now', history)).toBe("changing 'data is' to 'data are' in thesis/ch4.tex");
    const call = first('ok looks right, do it for real', history);
    expect(call?.tool).toBe('filesystem.edit_file');
    expect(call?.arguments).not.toHaveProperty('dryRun', true);
    // An assent that asks something of its own is that request.
    const cut = said('cut it to under 250 words, dont save yet', 'Here is a 243-word version: "..."');
    expect(standaloneRequest('ok good, overwrite the v2 file with that', cut)).toBe('ok good, overwrite the v2 file with that');
    // A refusal runs nothing, and nor does an assent that still asks only to see it.
    expect(standaloneRequest('no leave it', history)).not.toMatch(/changing/);
    for (const notYet of ['ok, but not for real yet', 'ok good, but do not actually apply it']) {
      expect(standaloneRequest(notYet, history)).not.toMatch(/changing/);
    }
  });
});

describe('a fact added to someone kept', () => {
  it('reads "add that", "put that on her" and "what you know of her" as adding to a kept record', () => {
    expect(speaksOfKeptRecord('Priya moved to Lisbon last month, add that', 'Priya')).toBe(true);
    expect(speaksOfKeptRecord('Maria prefers email, put that on her', 'Maria')).toBe(true);
    expect(speaksOfKeptRecord('Margaret has moved. Please add that to what you know of her.', 'Margaret')).toBe(true);
    expect(speaksOfKeptRecord("remember that Tom's birthday is June 14", 'Tom')).toBe(false);
    expect(speaksOfKeptRecord('add that Tom likes tea', 'Tom')).toBe(false);
  });

  it('keeps the fact without the words that hand it over', () => {
    expect(findStatedFact('Margaret has moved to Norfolk. Please add that to what you know of her.')?.value).toBe('has moved to Norfolk');
    expect(findStatedFact('Maria works remote on fridays. put that on her')?.value).toBe('works remote on fridays');
  });

  it('adds the fact to the record', () => {
    expect(first('Priya moved to Lisbon last month, add that')).toMatchObject({
      tool: 'memory.add_observations',
      arguments: { observations: [{ entityName: 'Priya', contents: ['moved to Lisbon last month'] }] },
    });
  });
});

describe('a fact said to hold no longer', () => {
  it('is planned as dropping the old fact, and waits for a yes', () => {
    const plan = selectCalls({ message: "Dani isn't vegetarian anymore", history: [], tools });
    expect(plan.calls.map((call) => [call.tool, call.arguments])).toEqual([
      ['memory.delete_observations', { deletions: [{ entityName: 'Dani', observations: ['vegetarian'] }] }],
    ]);
    expect(plan.neverAlone).toBe(true);
  });

  it('keeps a second fact told after a comma, and drops only what ended', () => {
    expect(findStatedFact('remember Jonas is my brother, he lives in Berlin')?.value).toBe('my brother, he lives in Berlin');
    expect(findStatedFact('remember Tom plays tennis, he quit')?.value).toBe('plays tennis');
    expect(findStatedFact("Tina isn't vegan anymore, she eats fish now")?.value).toBe('vegan');
  });
});

describe('adding up what a file holds', () => {
  it('reads the file and changes nothing', () => {
    const history = said('read money/budget-2026.csv', 'month,category,amount\nJanuary,food,120\nJanuary,hobbies,40');
    const call = first('add up the January amounts in that file', history);
    expect(call).toMatchObject({ tool: 'filesystem.read_text_file', arguments: { path: 'money/budget-2026.csv' } });
    expect(selectCalls({ message: 'add up the numbers in money/budget.csv', tools }).calls.map((planned) => planned.tool)).toEqual([
      'filesystem.read_text_file',
    ]);
  });
});

describe('where a thing is to go', () => {
  it('is the folder named after "into" or "to", though words stand between', () => {
    const call = first('move the orange cake recipe into the new baking folder');
    expect(call).toMatchObject({ tool: 'filesystem.move_file', arguments: { destination: 'baking' } });
    // The thing moved is told only by what it is: asked for, not taken from the folder's name.
    expect(call?.missing).toEqual(['source']);
  });
});

describe('a quote put somewhere', () => {
  it('is what is put, not the file it goes to: the file is looked for when only its title is said', () => {
    const calls = selectCalls({ message: "add 'bread flour' to my shopping list", tools }).calls;
    expect(calls[0]).toMatchObject({ tool: 'filesystem.search_files', arguments: { pattern: '**/*shopping*' } });
    expect(calls.at(-1)).toMatchObject({ tool: 'filesystem.edit_file', takesOutput: { append: { line: 'bread flour', as: 'edits' } } });
    // A quote written as a path is a path all the same; added to a list, it is the line added, and the list is looked for.
    const listed = selectCalls({ message: "add 'notes/x.md' to the list", tools }).calls;
    expect(listed[0]?.tool).toBe('filesystem.search_files');
    expect(listed.at(-1)).toMatchObject({ tool: 'filesystem.edit_file', takesOutput: { append: { line: 'notes/x.md' } } });
  });
});

describe('adding to a file in another language', () => {
  it.each([
    ["Füge 'Milch bestellen' zu notes/ideas.md hinzu", 'Milch bestellen'],
    ["añade 'pedir leche' a notes/ideas.md", 'pedir leche'],
  ])('reads the file and edits it to add the line at its end, never writes the line alone: %s', (message, line) => {
    const selection = selectCalls({ message, tools });
    expect(selection.calls.map((call) => [call.tool, call.takesOutput?.append])).toEqual([
      ['filesystem.read_text_file', undefined],
      ['filesystem.edit_file', { line, as: 'edits' }],
    ]);
    expect(selection.neverAlone).toBe(true);
  });
});

describe('a sum of numbers the request gives', () => {
  it('is never a write to the memory, whose tools share the word "add"', () => {
    const selection = selectCalls({ message: 'add 12, 30 and 7', tools });
    expect(selection.calls.filter((call) => call.tool.startsWith('memory.'))).toEqual([]);
    expect(selection.neverAlone).toBe(true);
    // Two numbers: the tool made for the sum.
    expect(first('add 12 and 30')).toMatchObject({ tool: 'everything.get-sum', arguments: { a: 12, b: 30 } });
  });
});

describe('a month or a day in a search', () => {
  it('says when, not which folder, unless the request calls it a folder', () => {
    expect(first("where's that coffee bean order I made in march?")?.arguments).toMatchObject({ path: '.', pattern: '**/*coffee*' });
    expect(first('find the photos in the march folder')?.arguments).toMatchObject({ path: 'march' });
  });
});
