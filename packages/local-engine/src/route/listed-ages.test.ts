import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectCalls } from '../select/select-calls.js';
import type { EngineMessage, ToolSpec } from '../types.js';
import { listedAgesRequest } from './listed-ages.js';
import { standaloneRequest } from './standalone-request.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));
const listed = said('whats in school/safety', 'school/safety contains: msds/, eyewash-log.txt, fire-drill-2024.pdf');
const each = 'when was each of school/safety/msds, school/safety/eyewash-log.txt and school/safety/fire-drill-2024.pdf last modified';

describe('when the things a listing showed were changed, asked of them all', () => {
  it.each(['when did I change them', 'how old are those?', 'ok when were they last modified', 'when were those made', 'what dates are on them'])(
    '"%s" after a listing asks it of each listed thing',
    (asked) => {
      expect(listedAgesRequest(asked, listed)).toBe(each);
      expect(standaloneRequest(asked, listed)).toBe(each);
    },
  );

  it("plans each listed thing's details", () => {
    const calls = selectCalls({ message: 'when did I change them', history: listed, tools, shortlist: 8 }).calls;
    expect(calls.map((call) => [call.tool, call.arguments.path])).toEqual([
      ['filesystem.get_file_info', 'school/safety/msds'],
      ['filesystem.get_file_info', 'school/safety/eyewash-log.txt'],
      ['filesystem.get_file_info', 'school/safety/fire-drill-2024.pdf'],
    ]);
  });

  it('writes the things of a listing that named no folder path in the folder the request named', () => {
    const recipes = said('ls recipes', 'recipes has: pancakes.md, lasagna.md');
    expect(listedAgesRequest('how old are they', recipes)).toBe('when was each of recipes/pancakes.md and recipes/lasagna.md last modified');
  });

  it('leaves an age asked after a file was read, or of one thing, or of someone, or after no listing', () => {
    expect(listedAgesRequest('how old are they', said('show me notes/todo.md', 'notes/todo.md: buy milk'))).toBeUndefined();
    expect(listedAgesRequest('how old is it', listed)).toBeUndefined();
    expect(listedAgesRequest('how old are your kids', listed)).toBeUndefined();
    expect(listedAgesRequest('how old are they', said('tell me about blue whales', 'Blue whales live for 80 to 90 years.'))).toBeUndefined();
    expect(listedAgesRequest('when did I change them', [])).toBeUndefined();
  });
});
