import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EngineMessage, ToolSpec } from '../types.js';
import { findSpokenPaths } from '../extract/spoken-paths.js';
import { acquaintanceSubject, asksAcquaintanceFact } from '../intent/acquaintance-fact.js';
import { readRequestAction } from '../intent/index.js';
import { selectCalls } from '../select/select-calls.js';
import { resolveFileReference } from './file-reference.js';
import { standaloneRequest } from './standalone-request.js';
import { foldersMadeInside } from './folders-made-inside.js';
import { introducedNames, withIntroducedNames } from './introduced-names.js';

/** The filesystem, memory and everything servers' tools, as offered to the engine. */
const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));
const chosen = (message: string, history: EngineMessage[] = []) =>
  selectCalls({ message, history, tools }).calls.map((call) => ({ tool: call.tool, arguments: call.arguments }));
const found = said('find my todo list', 'I found one file: notes/todo.md');

/** Readings a new user needed on their own folder, each in the general form people say it. */
describe('pointing back at the file a search found', () => {
  it('reads "the file", "the list", "the one you found" and a bare "that" as the file', () => {
    expect(resolveFileReference('open the file', found)).toBe('open notes/todo.md');
    expect(resolveFileReference('open the one you found', found)).toBe('open notes/todo.md');
    expect(resolveFileReference('open that', found)).toBe('open notes/todo.md');
    expect(resolveFileReference("add 'renew passport' to the list", found)).toBe("add 'renew passport' to notes/todo.md");
    expect(resolveFileReference('rename that to notes/tasks.md', found)).toBe('rename notes/todo.md to notes/tasks.md');
  });

  it('leaves "that" which is no thing acted on, and a file named after its noun', () => {
    expect(resolveFileReference('why is that?', found)).toBe('why is that?');
    expect(resolveFileReference("that's all, thanks", found)).toBe("that's all, thanks");
    expect(resolveFileReference('open the file notes/ideas.md', found)).toBe('open the file notes/ideas.md');
  });

  it('adds a quoted line said with nowhere to put it to the file the search found', () => {
    expect(standaloneRequest("append 'renew passport'", found)).toBe("append 'renew passport' to notes/todo.md");
    expect(standaloneRequest("add 'renew passport' at the end", found)).toBe("add 'renew passport' at the end of notes/todo.md");
    expect(standaloneRequest("append 'renew passport'", [])).toBe("append 'renew passport'");
  });

  it('reads the file the search found, to open it or add to it', () => {
    expect(chosen('open the file', found)[0]?.arguments).toEqual({ path: 'notes/todo.md' });
    const added = chosen("add 'renew passport' to the list", found).map((call) => call.tool);
    expect(added.some((tool) => tool.startsWith('memory.'))).toBe(false);
    expect(added.at(-1)).toMatch(/^filesystem\.(?:write_file|edit_file)$/);
  });
});

describe('a name the conversation introduced', () => {
  const told = said('my dog is called Biscuit', 'Noted!');

  it('is found after a naming word or before the tie, and written as a name', () => {
    expect(introducedNames(told)).toEqual(['Biscuit']);
    expect(introducedNames(said('Dev is our new neighbour', 'ok'))).toEqual(['Dev']);
    expect(introducedNames(said('I have a cat named mochi', 'ok'))).toEqual(['Mochi']);
    expect(introducedNames(said('This is my dog', 'cute'))).toEqual([]);
    expect(introducedNames(said('make a folder called Trips', 'done'))).toEqual([]);
  });

  it('is written as introduced where a later turn has it in lower case, but not inside a path or another word', () => {
    expect(withIntroducedNames('how old is biscuit', told)).toBe('how old is Biscuit');
    expect(withIntroducedNames('open biscuit-recipes/biscuits.md', told)).toBe('open biscuit-recipes/biscuits.md');
  });

  it('is looked up in the memory when its age is asked, though the lexicon knows it as a word', () => {
    expect(chosen('how old is biscuit', told)).toEqual([{ tool: 'memory.search_nodes', arguments: { query: 'Biscuit' } }]);
  });
});

describe("someone's age", () => {
  it('is a fact of someone the user knows, by a name or a tie', () => {
    expect(asksAcquaintanceFact('how old is Anna')).toBe(true);
    expect(asksAcquaintanceFact('how old is kuba now?')).toBe(true);
    expect(asksAcquaintanceFact('how old is my sister')).toBe(true);
    expect(acquaintanceSubject('how old is Anna?')).toBe('Anna');
    expect(readRequestAction('how old is Anna').objects).toContain('memory');
  });

  it("is not a file's age, a word's or a place's", () => {
    expect(asksAcquaintanceFact('how old is journal/2019-summer.md')).toBe(false);
    expect(asksAcquaintanceFact('how old is the universe')).toBe(false);
    expect(asksAcquaintanceFact('how old is Texas')).toBe(false);
    expect(readRequestAction('how old is notes/a.md').action).toBe('info');
  });
});

describe('a set phrase of "in" is no place', () => {
  it('names no folder "mind"', () => {
    const paths = (text: string) => findSpokenPaths(text).map((path) => path.text);
    expect(paths('I have a directory for 2025 letters in mind')).not.toContain('mind/2025 letters');
    expect(paths('I have a directory for 2025 letters in mind').join(' ')).not.toMatch(/\bmind\b/);
    expect(paths('keep the letters folder in mind')).toEqual(['letters']);
    expect(paths('an archive folder inside notes')).toContain('notes/archive');
    // A folder after "in" is still one.
    expect(paths('a new folder for Greenleaf Cafe inside clients')).toContain('clients/Greenleaf Cafe');
    expect(paths('what is in projects?')).toContain('projects');
  });
});

describe('folders listed to be made inside another', () => {
  it('writes each listed folder inside the place, said before, between or after', () => {
    expect(foldersMadeInside('inside projects make three folders: drafts, final and archive')).toBe(
      'make three folders projects/drafts, projects/final and projects/archive',
    );
    expect(foldersMadeInside('make folders inside projects: drafts and final')).toBe('make folders projects/drafts and projects/final');
    expect(foldersMadeInside('create folders a1 and b2 under work')).toBe('create folders work/a1 and work/b2');
    expect(foldersMadeInside('in projects create a folder called drafts')).toBe('create a folder projects/drafts');
    // A word that opens the turn before the verb ("ok", "so") keeps the reading.
    expect(foldersMadeInside('ok create a folder antigas inside viagens')).toBe('ok create a folder viagens/antigas');
  });

  it("reads a sentence's last dot as its end, and a folder named last but placed earlier", () => {
    expect(foldersMadeInside('make a folder called archive inside notes.')).toBe('make a folder notes/archive');
    expect(foldersMadeInside('Please make a new folder named "Deepavali 2024" inside Shop.')).toBe('Please make a new folder "Shop/Deepavali 2024"');
    expect(foldersMadeInside('make a folder in Gigs for the wedding stuff call it weddings')).toBe('make a folder Gigs/weddings');
    expect(foldersMadeInside('make a folder for the 2025 harvest inside Finca call it cosecha 2025')).toBe('make a folder "Finca/cosecha 2025"');
    // No place, or two: as written.
    expect(foldersMadeInside('make a folder call it weddings')).toBeUndefined();
    expect(foldersMadeInside('make a folder in a for the stuff in b call it c')).toBeUndefined();
    expect(foldersMadeInside('make a folder in there call it x')).toBeUndefined();
  });

  it('reads "relating to Henderson" as what is looked for, not where', () => {
    expect(chosen('Please search my files for anything relating to Henderson.')).toEqual([
      { tool: 'filesystem.search_files', arguments: { path: '.', pattern: '**/*[Hh]enderson*' } },
    ]);
    expect(findSpokenPaths('copy it to Henderson').map((path) => path.text)).toEqual(['Henderson']);
  });

  it('looks for "my budget" everywhere when the search has nothing else to look for (then reads what it finds), and searches a folder it places', () => {
    expect(chosen('show me my budget')).toEqual([
      { tool: 'filesystem.search_files', arguments: { path: '.', pattern: '**/*budget*' } },
      { tool: 'filesystem.read_text_file', arguments: {} },
    ]);
    expect(chosen('search the budget folder')[0]?.arguments).toMatchObject({ path: 'budget' });
  });

  it('leaves a request that lists no folders or gives no one place', () => {
    expect(foldersMadeInside('make three folders: drafts, final and archive')).toBeUndefined();
    expect(foldersMadeInside('inside projects list the folders')).toBeUndefined();
    expect(foldersMadeInside('in a make folders b and c in d')).toBeUndefined();
  });

  it('makes each of them', () => {
    expect(chosen('inside projects make three folders: drafts, final and archive')).toEqual([
      { tool: 'filesystem.create_directory', arguments: { path: 'projects/drafts' } },
      { tool: 'filesystem.create_directory', arguments: { path: 'projects/final' } },
      { tool: 'filesystem.create_directory', arguments: { path: 'projects/archive' } },
    ]);
  });
});

describe('when a file was changed, asked in other languages', () => {
  it.each([
    'wanneer is notes/todo.md aangepast?',
    'wanneer is notes/todo.md gewijzigd?',
    'cuándo se modificó notes/todo.md?',
    'quando è stato modificato notes/todo.md?',
    'quando foi alterado notes/todo.md?',
    'när ändrades notes/todo.md?',
    'kiedy zmieniono notes/todo.md?',
    'wann ist notes/todo.md zuletzt geändert worden?',
  ])('%s asks the file information', (message) => {
    expect(readRequestAction(message).action).toBe('info');
    expect(chosen(message)[0]?.tool).toBe('filesystem.get_file_info');
  });
});
