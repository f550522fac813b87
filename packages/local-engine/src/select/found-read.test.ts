import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { FOUND_READ_WHY } from './found-read.js';
import { selectCalls } from './select-calls.js';
import { decideRoute } from '../route/decide-route.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const planned = (message: string) => selectCalls({ message, tools }).calls.map((call) => [call.tool, call.takesOutput]);

describe('a document of theirs asked to be shown by what it is', () => {
  it.each(['show me my pancake recipe', "what's on my shopping list?", 'open my gym plan', 'read my fantasy team notes'])(
    'is looked for, then the one file found is read: %s',
    (message) => {
      const selection = selectCalls({ message, tools });
      expect(planned(message)).toEqual([
        ['filesystem.search_files', undefined],
        ['filesystem.read_text_file', { argument: 'path', call: 0, found: true }],
      ]);
      expect(selection.calls[1]?.why).toBe(FOUND_READ_WHY);
    },
  );

  it.each(['find my pancake recipe', 'where did i put my pancake recipe', 'read notes/todo.md', 'show me photos/wedding.jpg'])(
    'stays one call when it asks where a file is, or names it: %s',
    (message) => {
      expect(planned(message)).toHaveLength(1);
    },
  );

  it.each([
    'show me the photo of the wedding',
    'show me the hanbok ref pic 🙏',
    'show me the picture of the new uniform model',
    "show me nino's before and after pic",
  ])('opens a picture found with the reader of images, never as text: %s', (message) => {
    expect(planned(message)).toEqual([
      ['filesystem.search_files', undefined],
      ['filesystem.read_media_file', { argument: 'path', call: 0, found: true }],
    ]);
  });

  it.each([
    ['read me my to do list', '**/*to*do*'],
    ["what's on my seeds to buy list?", '**/*seed*buy*'],
    ['what did I write in my garden notes', '**/*garden*'],
  ])('looks for a document named by a phrase by the words a file name would join: %s', (message, pattern) => {
    const calls = selectCalls({ message, tools }).calls;
    expect(calls.map((call) => call.tool)).toEqual(['filesystem.search_files', 'filesystem.read_text_file']);
    expect(calls[0]?.arguments.pattern).toBe(pattern);
  });

  it('reads a list named by its path directly, and looks for nothing when the request asks about no list of theirs', () => {
    expect(planned('read me notes/to-do.md')).toEqual([['filesystem.read_text_file', undefined]]);
    expect(decideRoute({ message: 'how do I make a to do list', history: [], tools }).needsTool).toBe(false);
  });
});

describe('a file looked for by its name, then opened', () => {
  // A new user's "open first-tomato.png", not at the top of their folder, then "yes" to looking for it: the photo found
  // was read as text and its bytes printed. A picture or a sound found is opened by the media reader.
  it('opens a picture found with the media reader, and a text file with the text reader', () => {
    expect(planned('find first-tomato.png in your folders and open it')).toEqual([
      ['filesystem.search_files', undefined],
      ['filesystem.read_media_file', { argument: 'path', call: 0, found: true }],
    ]);
    expect(planned('find pasteis-de-nata.md and open it')).toEqual([
      ['filesystem.search_files', undefined],
      ['filesystem.read_text_file', { argument: 'path', call: 0, found: true }],
    ]);
  });
});
