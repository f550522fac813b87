import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { findSpokenPaths } from './spoken-paths.js';
import { findPaths } from './text-mentions.js';

// Made-up tools in the shape of a document store: not any server's own.
const showDoc = madeUpTool('show_document', 'Show a document as text', { path: { type: 'string' } }, ['path']);
const saveDoc = madeUpTool('save_document', 'Save text to a document, replacing it', { path: { type: 'string' }, body: { type: 'string' } }, ['path', 'body']);
const relocate = madeUpTool('relocate_file', 'Move a file or directory to a new place', { source: { type: 'string' }, destination: { type: 'string' } }, [
  'source',
  'destination',
]);
const pathsIn = (text: string) => findPaths(text).map((path) => path.text);

describe('file names with spaces', () => {
  it('reads the words after "my", "the" or "called" as part of the file name', () => {
    expect(extractArguments('open my travel plans.txt', showDoc).arguments).toEqual({ path: 'travel plans.txt' });
    expect(extractArguments('show the file called packing list.md', showDoc).arguments).toEqual({ path: 'packing list.md' });
    expect(pathsIn('print our meeting notes.md please')).toEqual(['meeting notes.md']);
    // Nouns right after the opening verb are the name's first words too (more in spaced-names.test.ts).
    expect(pathsIn('open travel plans.txt')).toEqual(['travel plans.txt']);
  });

  it('leaves out the words that say what the file is', () => {
    expect(pathsIn('open the file notes.txt')).toEqual(['notes.txt']);
    expect(pathsIn('read my new budget.csv')).toEqual(['budget.csv']);
  });

  it('takes a short quote that is a file name whole, spaces and all', () => {
    expect(extractArguments('show "Exam Dates.md" to me', showDoc).arguments).toEqual({ path: 'Exam Dates.md' });
    expect(pathsIn("read 'packing list.md'")).toEqual(['packing list.md']);
  });

  it('takes a quoted path with spaces whole, even when the quote is most of the message', () => {
    expect(pathsIn("read 'work stuff/projects/garden plan/beds.md'")).toEqual(['work stuff/projects/garden plan/beds.md']);
    expect(extractArguments('show "work stuff/standup notes.txt"', showDoc).arguments).toEqual({ path: 'work stuff/standup notes.txt' });
    expect(pathsIn("list 'old stuff/2023'")).toEqual(['old stuff/2023']);
    expect(pathsIn("'hello there, how are you'")).toEqual([]);
  });

  it('keeps a quoted text that mentions a file as text when a path is written outside the quotes', () => {
    expect(pathsIn("write 'see old plan.md for more' to notes/b.md")).toEqual(['plan.md', 'notes/b.md']);
  });

  it('reads sound and video files by their extension', () => {
    expect(pathsIn('play memos/walk 3.m4a')).toEqual(['memos/walk 3.m4a']);
    expect(pathsIn('how long is clip.mov')).toEqual(['clip.mov']);
  });
});

describe('a folder named beside a file', () => {
  it('puts the file in the folder it is said to be in', () => {
    expect(extractArguments('show me recipe.md in the baking folder', showDoc).arguments).toEqual({ path: 'baking/recipe.md' });
    expect(extractArguments("show 'tax notes.txt', which is inside the money folder", showDoc).arguments).toEqual({ path: 'money/tax notes.txt' });
    expect(pathsIn('open config.ini in settings')).toEqual(['settings/config.ini']);
    expect(pathsIn('put an empty .keep in assets')).toEqual(['assets/.keep']);
    // A folder written as a path, capitals and all, is one path with the file.
    expect(pathsIn('open the shotlist.md in Weddings/2025-06-14_Hartley-Nguyen')).toEqual(['Weddings/2025-06-14_Hartley-Nguyen/shotlist.md']);
    // "a new file in Memoir called x.txt": the folder before "called" needs no folder noun.
    expect(pathsIn('make a new file in Memoir called chapter-07.txt')).toEqual(['Memoir/chapter-07.txt']);
    // A system folder said in lower case ("on my desktop", "in documents") is spelt as the system spells it.
    expect(pathsIn('write hi in a file called reminder.txt on my desktop')).toEqual(['Desktop/reminder.txt']);
    expect(pathsIn('open notes.txt in documents')).toEqual(['Documents/notes.txt']);
    expect(pathsIn('open notes.txt in projects')).toEqual(['projects/notes.txt']);
  });

  it('moves a file from the folder it is in to the one it goes to, keeping its name', () => {
    expect(extractArguments('move draft.md from inbox to archive', relocate).arguments).toEqual({ source: 'inbox/draft.md', destination: 'archive/draft.md' });
  });

  it('leaves a file alone when the word after "in" is a language, a time or no folder', () => {
    expect(pathsIn('save summary.txt in spanish')).toEqual(['summary.txt']);
    expect(pathsIn('save summary.txt in Spanish')).toEqual(['summary.txt']);
    expect(pathsIn('I wrote report.pdf in March')).toEqual(['report.pdf']);
    // A capitalised name is a folder's, as people name them ("Dokumenty", "Recipes"), a city's name too.
    expect(pathsIn('open report.pdf in Dokumenty')).toEqual(['Dokumenty/report.pdf']);
    expect(pathsIn('keep list.md in the same folder')).toEqual(['list.md']);
  });

  it('keeps the folder apart when the request looks for the file there', () => {
    expect(pathsIn('find budget.xlsx in documents')).toEqual(['budget.xlsx']);
  });
});

describe('the text a new file is made with', () => {
  it('hands over what follows "with", after a quoted name too', () => {
    expect(extractArguments('create chores.txt with wash the car', saveDoc).arguments).toEqual({ path: 'chores.txt', body: 'wash the car' });
    expect(extractArguments('make a file called "Film Night.md" with Alien and Heat', saveDoc).arguments).toEqual({
      path: 'Film Night.md',
      body: 'Alien and Heat',
    });
  });

  it('hands over the words written to a file, but not a thing to make first', () => {
    expect(extractArguments('write pick up parcel to chores.txt', saveDoc).arguments).toEqual({ path: 'chores.txt', body: 'pick up parcel' });
    expect(extractArguments('put feed cat in lists/today.md', saveDoc).arguments).toEqual({ path: 'lists/today.md', body: 'feed cat' });
    expect(extractArguments('write a limerick to fun.txt', saveDoc).arguments).toEqual({ path: 'fun.txt' });
  });

  it('drops "just" before the text, and hands over nothing made of "just the word"', () => {
    expect(extractArguments('overwrite tasks.txt with just: sleep, eat', saveDoc).arguments).toEqual({ path: 'tasks.txt', body: 'sleep, eat' });
    expect(extractArguments('overwrite flags.json with {"beta": false}', saveDoc).arguments).toEqual({ path: 'flags.json', body: '{"beta": false}' });
  });
});

describe('folders said in words', () => {
  const spoken = (text: string) => findSpokenPaths(text).map((folder) => folder.text);

  it('puts a folder named with its noun inside the folder it is said to be in', () => {
    expect(spoken('make an old-stuff folder inside school')).toEqual(['school/old-stuff']);
    expect(spoken('make a receipts directory in the taxes folder')).toEqual(['taxes/receipts']);
  });

  it('reads a name after a naming word with its spaces, up to where the clause ends', () => {
    expect(spoken('make a folder called Tax 2024')).toEqual(['Tax 2024']);
    expect(spoken('what is in the folder called "Old Stuff"?')).toEqual(['Old Stuff']);
    expect(spoken('archive the folder called old projects by moving it')).toEqual(['old projects']);
    expect(spoken('make a folder called trips please')).toEqual(['trips']);
    expect(spoken('make a folder called trips and copy the photos from my phone into it right away')).toContain('trips');
  });

  it('reads the bare name after "list" when the rest says how to list it', () => {
    expect(spoken('list music sorted by date')).toEqual(['music']);
    expect(spoken('list videos with their sizes')).toEqual(['videos']);
    expect(spoken('list everything')).toEqual([]);
    expect(spoken('list all files')).toEqual([]);
  });

  it('reads a place name followed by how it is shown', () => {
    expect(spoken('the layout of games as a tree')).toEqual(['games']);
  });

  it('takes the folder asked for over a file the request leaves out', () => {
    const tree = madeUpTool('folder_tree', 'Show a folder as a tree', { path: { type: 'string' }, leaveOut: { type: 'array', items: { type: 'string' } } }, [
      'path',
    ]);
    expect(extractArguments('tree for blog, skip .cache', tree).arguments).toMatchObject({ path: 'blog' });
  });
});
