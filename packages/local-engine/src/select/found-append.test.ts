import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../route/decide-route.js';
import { selectCalls } from './select-calls.js';
import type { ToolSpec } from '../types.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const select = (message: string) => selectCalls({ message, history: [], tools, shortlist: 8 });
const plan = (message: string) => select(message).calls.map((call) => call.tool);

describe('an item added to a document of theirs named by what it is', () => {
  it.each([
    ['add eggs to my shopping list', '**/*shopping*', 'eggs'],
    ['put sweet cicely on my seeds to buy list', '**/*seed*buy*', 'sweet cicely'],
    ["add 'call mum' to my todo list", '**/*todo*', 'call mum'],
    ["note the vet's number in my pet file", '**/*pet*', "the vet's number"],
    ['add eggs to the shopping list', '**/*shopping*', 'eggs'],
    ['Please put Oisín into the birthdays list, the second of November', '**/*birthday*', 'Oisín, the second of November'],
    ['put in the student notes that Andre got the F major scale', '**/*student*', 'Andre got the F major scale'],
    ['add eggs to my shopping list, thanks', '**/*shopping*', 'eggs'],
    ['Please add the Hendersons, 14 Oak Lane, to my Christmas card list.', '**/*[Cc]hristmas*', 'the Hendersons, 14 Oak Lane'],
    ['add to the boat list: new impeller before may', '**/*boat*', 'new impeller before may'],
    ["Stick 'Kawakami Mieko — All the Lovers in the Night' on my reading list.", '**/*reading*', 'Kawakami Mieko — All the Lovers in the Night'],
    // Typed without "my": the document is theirs all the same.
    ['add to smell diary: today 3pm, ambroxan drydown too clean', '**/*smell*', 'today 3pm, ambroxan drydown too clean'],
    ["add 'bring 2 crates of malt' to church thanksgiving list", '**/*church*', 'bring 2 crates of malt'],
  ])('"%s" looks for it, reads the one found and edits it to add the item at its end', (message, pattern, line) => {
    const selection = select(message);
    const [search, read, write] = selection.calls;
    expect(selection.calls).toHaveLength(3);
    expect(search?.tool).toBe('filesystem.search_files');
    expect(search?.arguments.pattern).toBe(pattern);
    expect(read?.tool).toBe('filesystem.read_text_file');
    expect(read?.takesOutput).toEqual({ argument: 'path', call: 0, found: true });
    expect(write?.tool).toBe('filesystem.edit_file');
    expect(write?.arguments).toEqual({});
    expect(write?.takesFoundPath).toEqual({ argument: 'path', call: 0 });
    expect(write?.takesOutput).toEqual({ argument: 'edits', call: 1, append: { line, as: 'edits' } });
    expect(write?.missing).toEqual([]);
    // The change is to a file found by a search: never run unasked.
    expect(selection.neverAlone).toBe(true);
  });

  it('asks for the item when the request says none, and leaves one that points back at the conversation as it was', () => {
    const write = select('add to my shopping list').calls.at(-1);
    expect(write?.takesFoundPath).toEqual({ argument: 'path', call: 0 });
    expect(write?.missing).toEqual(['edits']);
    expect(write?.takesOutput).toEqual({ argument: 'edits', call: 1, append: { as: 'edits' } });
    // "that" is the text of an earlier reply, which the plan cannot write: the file and the text are for a model to say.
    for (const message of ['add it to my shopping list', 'nice!! put that in my blue vase draft file pls']) {
      expect(
        select(message).calls.some((call) => call.takesFoundPath !== undefined),
        message,
      ).toBe(false);
    }
  });

  it('adds the line to the one file of that name found, when the reply offered to look for it and the yes said so', () => {
    for (const message of ['find shopping.md in your folders and add "milk" to it', 'find shopping.md in your folders and add "milk" to docs/shopping.md']) {
      const [search, read, write] = select(message).calls;
      expect(search?.tool, message).toBe('filesystem.search_files');
      expect(search?.arguments.pattern).toBe('**/shopping.md');
      expect(read?.takesOutput).toEqual({ argument: 'path', call: 0, found: true });
      expect(write?.takesFoundPath).toEqual({ argument: 'path', call: 0 });
      expect(write?.takesOutput).toEqual({ argument: 'edits', call: 1, append: { line: 'milk', as: 'edits' } });
    }
    // Another file's path after "to" is not the file looked for.
    expect(plan('find shopping.md in your folders and add "milk" to notes/other.md')).not.toEqual([
      'filesystem.search_files',
      'filesystem.read_text_file',
      'filesystem.edit_file',
    ]);
  });

  it('writes the file back whole where the catalog has no editor: the line is added all the same', () => {
    const writerOnly = tools.filter((tool) => tool.name !== 'filesystem.edit_file');
    const [search, read, write] = selectCalls({ message: 'add eggs to my shopping list', history: [], tools: writerOnly, shortlist: 8 }).calls;
    expect([search?.tool, read?.tool, write?.tool]).toEqual(['filesystem.search_files', 'filesystem.read_text_file', 'filesystem.write_file']);
    expect(write?.takesOutput).toEqual({ argument: 'content', call: 1, append: { line: 'eggs' } });
  });

  it('still reads and edits a place named by its path, with no search', () => {
    expect(plan('add milk to notes/shopping.txt')).toEqual(['filesystem.read_text_file', 'filesystem.edit_file']);
    expect(select('add milk to notes/shopping.txt').calls[1]?.takesFoundPath).toBeUndefined();
  });

  it('writes nothing for a question about what was noted, nor for a list app asked after', () => {
    expect(plan("did I note the vet's number in my pet file?")).not.toContain('filesystem.write_file');
    expect(plan("did I note the vet's number in my pet file?")).not.toContain('filesystem.edit_file');
    expect(decideRoute({ message: "what's a good shopping list app", history: [], tools }).needsTool).toBe(false);
  });
});
