import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { reviseDoc, saveDoc, showDoc } from '../../test-support/document-tools.js';
import { findPatternValues } from './glob-pattern.js';
import { findReplacementPairs } from './replacement-pair.js';
import { findPaths } from './text-mentions.js';
import { findSpokenPaths } from './spoken-paths.js';

// A made-up folder tool; the document tools are shared made-up ones.
const listFolder = madeUpTool('list_folder', 'List the entries of a folder', { path: { type: 'string' } }, ['path']);

describe('names with spaces', () => {
  it('keeps every word of a title-cased folder or file name', () => {
    expect(extractArguments("what's in my School Stuff folder", listFolder).arguments).toEqual({ path: 'School Stuff' });
    expect(extractArguments('open my Tax Return 2023 file', showDoc).arguments).toEqual({ path: 'Tax Return 2023' });
    expect(extractArguments('pull up the file called Meeting Notes.txt in Documents', showDoc).arguments).toEqual({ path: 'Documents/Meeting Notes.txt' });
  });

  it('takes the word that ends a folder path into its last part', () => {
    expect(extractArguments('whats inside music/old mixes', listFolder).arguments).toEqual({ path: 'music/old mixes' });
    expect(extractArguments('list notes/2024 please', listFolder).arguments).toEqual({ path: 'notes/2024' });
    expect(extractArguments('anything saved under school/history yet?', listFolder).arguments).toEqual({ path: 'school/history' });
  });

  it('places a file put "in it" in the folder named before it, not one moved there', () => {
    expect(extractArguments("make a folder drafts and save a file ideas.md in it that says 'bake bread'", saveDoc).arguments).toEqual({
      path: 'drafts/ideas.md',
      body: 'bake bread',
    });
    expect(findPaths('make a folder called archive/2023 and move old-invoices.zip in it').map((path) => path.text)).toEqual([
      'archive/2023',
      'old-invoices.zip',
    ]);
  });

  it('places every file of a list in the folder said after the last, and every file in the folder that opens the request', () => {
    const texts = (text: string) => findPaths(text).map((path) => path.text);
    expect(texts('open chapter1.txt, chapter2.txt and chapter3.txt from novel/')).toEqual(['novel/chapter1.txt', 'novel/chapter2.txt', 'novel/chapter3.txt']);
    expect(texts('in school, rename essay_v2.md to essay_final.md')).toEqual(['school/essay_v2.md', 'school/essay_final.md']);
    expect(texts('In cv.md, change my title Junior Developer to Software Engineer')).toEqual(['cv.md']);
  });

  it('reads the first name after mv or cp as what is moved or copied', () => {
    expect(findSpokenPaths('mv old_notes archive/old_notes').map((path) => path.text)).toContain('old_notes');
  });

  it('places a file every project names the same way in the folder said with it', () => {
    expect(extractArguments('read the README in projects/weather-bot', showDoc).arguments).toEqual({ path: 'projects/weather-bot/README' });
  });
});

describe('words about a folder that name none', () => {
  it('reads "my folder" and "the top folder" as the root, and "full" or "after" as no name', () => {
    expect(findSpokenPaths("what's in the root of my folder").map((path) => path.text)).toEqual([]);
    expect(findSpokenPaths('what’s in the top folder of my stuff').map((path) => path.text)).toEqual([]);
    expect(findSpokenPaths('show the full folder structure of school/').map((path) => path.text)).not.toContain('full');
    expect(findSpokenPaths("what's in my documents folder").map((path) => path.text)).toEqual(['documents']);
  });
});

describe('kinds of file looked for', () => {
  it('reads a kind named by what it holds as the formats it is kept in', () => {
    expect(findPatternValues('find all my photos', []).map((value) => value.value)).toContain('*.{jpg,jpeg,png}');
    expect(findPatternValues('where are my spreadsheets', []).map((value) => value.value)).toContain('*.{xlsx,csv}');
    expect(findPatternValues('find the photos from the wedding', []).map((value) => value.value)).not.toContain('*.{jpg,jpeg,png}');
  });
});

describe('a rename', () => {
  it('gives its old and new names to the two ends of a move', () => {
    const relocate = madeUpTool('relocate_entry', 'Move or rename a file or folder', { source: { type: 'string' }, destination: { type: 'string' } }, [
      'source',
      'destination',
    ]);
    expect(extractArguments('Rename "untitled folder" to "Kids Art"', relocate).arguments).toEqual({ source: 'untitled folder', destination: 'Kids Art' });
    expect(extractArguments('rename notes to notes-old', relocate).arguments).toEqual({ source: 'notes', destination: 'notes-old' });
  });
});

describe('a file named whole in a search', () => {
  const lookFor = madeUpTool(
    'look_for_files',
    'Search for files matching a glob pattern under a folder',
    { path: { type: 'string' }, pattern: { type: 'string' } },
    ['path', 'pattern'],
  );

  it('is the name looked for, and the folder said with it is where to look', () => {
    expect(extractArguments('find budget.xlsx in documents', lookFor).arguments).toEqual({ path: 'documents', pattern: 'budget.xlsx' });
    expect(extractArguments('search projects for any file named package.json', lookFor).arguments).toEqual({ path: 'projects', pattern: 'package.json' });
  });
});

describe('the text handed over to a write', () => {
  it('keeps a colon inside quotes or braces with the text', () => {
    expect(extractArguments("save 'wifi: hunter2' to home/wifi.txt", saveDoc).arguments).toEqual({ path: 'home/wifi.txt', body: 'wifi: hunter2' });
    expect(extractArguments('new file .prettierrc with {"semi": false}', saveDoc).arguments).toEqual({ path: '.prettierrc', body: '{"semi": false}' });
  });

  it('writes items listed "one per line" as lines', () => {
    expect(extractArguments('make a new file groceries.md with eggs, flour and butter, one per line', saveDoc).arguments).toEqual({
      path: 'groceries.md',
      body: 'eggs\nflour\nbutter',
    });
    expect(extractArguments('create list.md with apples, pears', saveDoc).arguments).toEqual({ path: 'list.md', body: 'apples, pears' });
  });

  it('keeps who said a quote with it', () => {
    expect(extractArguments('save this as notes/quote.txt: "The only way out is through." — Robert Frost', saveDoc).arguments.body).toBe(
      '"The only way out is through." — Robert Frost',
    );
  });
});

describe('stated replacements', () => {
  it('reads settings written as in the file, and a numbered value that is now another', () => {
    expect(extractArguments('in config/settings.json, replace "theme": "light" with "theme": "dark"', reviseDoc).arguments).toEqual({
      path: 'config/settings.json',
      changes: [{ oldValue: '"theme": "light"', newValue: '"theme": "dark"' }],
    });
    const [pair] = findReplacementPairs('in email/signature.txt, the phone number 555-0134 is now 555-0199');
    expect([pair?.first.value, pair?.second.value]).toEqual(['555-0134', '555-0199']);
    expect(findReplacementPairs('my number is now 555-0199, update contacts/me.txt')).toEqual([]);
  });

  it('reads what a file says and what it should say, a value to set instead, and a setting instead of another', () => {
    const sides = (text: string) => findReplacementPairs(text).map((pair) => [pair.first.value, pair.second.value]);
    expect(sides('in party/invite.txt the date is wrong, it says June 5 and it should be June 12')).toEqual([['June 5', 'June 12']]);
    expect(sides('in cv/resume.txt it says Jonh Smith, should be John Smith')).toEqual([['Jonh Smith', 'John Smith']]);
    expect(sides('In config/settings.json the port is 8080, set it to 3000 instead please')).toEqual([['8080', '3000']]);
    expect(sides('in settings.yaml set theme: light instead of theme: dark')).toEqual([['theme: dark', 'theme: light']]);
  });

  it('reads a one-word old side that holds a digit, a price raised from one value to another, and a quote changed as "it"', () => {
    const sides = (text: string) => findReplacementPairs(text).map((pair) => [pair.first.value, pair.second.value]);
    expect(sides('in pc-build.txt change 4060 to 4060 ti')).toEqual([['4060', '4060 ti']]);
    expect(sides('raise the price of baguettes from 1.20 to 1.35 in bakery/prices.txt')).toEqual([['1.20', '1.35']]);
    expect(sides('in todo.txt tick off "buy ink" by changing it to "[x] buy ink"')).toEqual([['buy ink', '[x] buy ink']]);
  });
});

describe('a name whose first words follow a word that places it', () => {
  const paths = (text: string) => findPaths(text).map((path) => path.text);

  it('keeps the nouns of the name after "of", "to", "at" or the opening verb', () => {
    expect(paths('just the last 15 lines of shift handover log.txt')).toEqual(['shift handover log.txt']);
    expect(paths('Rename honey labels DRAFT.docx to honey labels FINAL.docx')).toEqual(['honey labels DRAFT.docx', 'honey labels FINAL.docx']);
    expect(paths('listen to voice memos/memo 12.m4a and tell me what I said')).toEqual(['voice memos/memo 12.m4a']);
  });

  it('leaves out verbs, words for files, what of a file is asked and quantifiers', () => {
    expect(paths('look at the picture comb_closeup.jpg')).toEqual(['comb_closeup.jpg']);
    expect(paths('read both CS101/lab3.py and CS101/lab4.py')).toEqual(['CS101/lab3.py', 'CS101/lab4.py']);
    expect(paths('tell me the size of photos/cat.jpg')).toEqual(['photos/cat.jpg']);
    expect(paths('how big is video.mp4')).toEqual(['video.mp4']);
    expect(paths('copy notes/recipe.md to backup/recipe.md')).toEqual(['notes/recipe.md', 'backup/recipe.md']);
  });
});

describe('file names by their extension', () => {
  const paths = (text: string) => findPaths(text).map((path) => path.text);

  it('reads the extensions of files people keep, in either case, and a folder after the name before a question verb', () => {
    expect(paths('what did i write in TODO.TXT')).toEqual(['TODO.TXT']);
    expect(paths('How large is TM_export.tmx?')).toEqual(['TM_export.tmx']);
    expect(paths('cat .env.example')).toEqual(['.env.example']);
    expect(extractArguments('what does pancakes.md in recipes say?', showDoc).arguments).toEqual({ path: 'recipes/pancakes.md' });
  });

  it('leaves alone what only looks like one: an extension alone, a one-letter capital, a web address', () => {
    expect(paths('any .odt files in docs?')).toEqual([]);
    expect(paths('the shortest drive from New York City to Washington D.C.')).toEqual([]);
    expect(paths('go to wikipedia.org')).toEqual([]);
  });
});
