import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { correctionRequest } from './corrected-fact.js';
import { selectCalls } from '../select/select-calls.js';
import type { ToolSpec } from '../types.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const calls = (message: string) => selectCalls({ message, history: [], tools, shortlist: 8 }).calls.map((call) => [call.tool.split('.').pop(), call.arguments]);
const argumentOf = (message: string, tool: string, name: string) =>
  selectCalls({ message, history: [], tools, shortlist: 8 }).calls.find((call) => call.tool === tool)?.arguments[name];

describe('a thing of someone said to be wrong, or its new value with the old denied', () => {
  it('forgets what is kept of the thing and keeps the value said right', () => {
    expect(correctionRequest('Bolot number is wrong, its 0555 123 465')).toBe("forget that Bolot's number and remember that Bolot's number is 0555 123 465");
    expect(correctionRequest("Tom's address is wrong, it should be 4 Elm Rd")).toBe("forget that Tom's address and remember that Tom's address is 4 Elm Rd");
  });

  it('takes a date said with its month first, and a name typed with its possessive once', () => {
    expect(correctionRequest('Binu birthday is March 13, not 3')).toBe("forget that Binu's birthday is 3 and remember that Binu's birthday is March 13");
    expect(correctionRequest("Tom's number is 0412 not 0413")).toBe("forget that Tom's number is 0413 and remember that Tom's number is 0412");
  });

  it('corrects nothing in a question, of no one, of a thing people do not tell of each other, or with no value', () => {
    for (const message of [
      'Bolot number is wrong?',
      'my number is wrong, its 0555',
      'the date is wrong, it is 3 May',
      "Tom's answer is wrong, it's 42",
      'Bolot number is wrong, its the one he gave me last week and i need it',
    ])
      expect(correctionRequest(message), message).toBeUndefined();
  });
});

describe('a folder made at the start of a clause', () => {
  it('is the path after the folder noun, not the verb before it', () => {
    expect(calls('march is finish. make folder tours/old')).toEqual([['create_directory', { path: 'tours/old' }]]);
    expect(calls('ok, make folder tours/old')).toEqual([['create_directory', { path: 'tours/old' }]]);
    // Not opening a clause, the word before the folder noun names it.
    expect(argumentOf('what is in the make folder', 'filesystem.list_directory', 'path')).toBe('make');
  });
});

describe('a file named after words of another language', () => {
  it('leaves out words opened by a function word, which say what kind of file it is', () => {
    expect(argumentOf('¿qué hay en mi archivo de notas notes.txt?', 'filesystem.read_text_file', 'path')).toBe('notes.txt');
    // A function word inside a name keeps the name whole.
    expect(argumentOf('abre el archivo lista de compras.txt', 'filesystem.read_text_file', 'path')).toBe('lista de compras.txt');
  });
});

describe('where a search for a file about a name looks', () => {
  it('is the root when the name is never placed as a folder nor searched through', () => {
    expect(argumentOf('find the fixtures file about Labasa', 'filesystem.search_files', 'path')).toBe('.');
    expect(argumentOf('When is the birthday of Tyler? It is in the file of the grandchildren.', 'filesystem.search_files', 'path')).toBe('.');
  });

  it('is the folder the request places things in or searches through', () => {
    expect(argumentOf('search photos for png files', 'filesystem.search_files', 'path')).toBe('photos');
    expect(argumentOf('search Documents for the lease', 'filesystem.search_files', 'path')).toBe('Documents');
    expect(argumentOf('find budget.xlsx in taxes', 'filesystem.search_files', 'path')).toBe('taxes');
  });
});

describe('an entry written under a record named without a file name', () => {
  const plan = (message: string) => calls(message).map(([tool]) => tool);

  it('looks for the record by its name, reads the one found and adds the entry to it', () => {
    for (const message of [
      'add to todo: call Mikkjal about the new oars',
      'write in incidents: 16.04 wind sensor froze',
      'add to generator fuel: 14.04 refill 200 l',
    ])
      expect(plan(message), message).toEqual(['search_files', 'read_text_file', 'edit_file']);
    expect(argumentOf('add to generator fuel: 14.04 refill 200 l', 'filesystem.search_files', 'pattern')).toMatch(/generator|fuel/);
  });

  it('reads and changes a file named as one, and leaves a person’s record to the memory', () => {
    expect(plan('add to shopping.md: eggs')).toEqual(['read_text_file', 'edit_file']);
    expect(plan("add to Tom's profile: likes tea")).not.toContain('search_files');
  });
});

describe('what is asked of a file named by what it is', () => {
  it('is asked of the one file a search for its words finds', () => {
    const planned = selectCalls({ message: 'when did i last change the training plan', history: [], tools, shortlist: 8 }).calls;
    expect(planned.map((call) => call.tool)).toEqual(['filesystem.search_files', 'filesystem.get_file_info']);
    expect(planned[0]?.arguments.pattern).toMatch(/training/i);
    expect(planned[1]?.takesOutput).toMatchObject({ argument: 'path', call: 0, found: true });
  });

  it('is asked of the file itself when the request names it', () => {
    expect(calls('how big is notes.txt')).toEqual([['get_file_info', { path: 'notes.txt' }]]);
  });
});

describe('a thing of theirs named first, then a question of it', () => {
  it('looks for the record by the thing named, not by a word of the question', () => {
    expect(argumentOf('My sugar measurements... is it better this month?', 'filesystem.search_files', 'pattern')).toMatch(/sugar|measurement/i);
    expect(argumentOf('lice count from last week / was it over the limit?', 'filesystem.search_files', 'pattern')).toMatch(/lice|count/i);
  });
});
