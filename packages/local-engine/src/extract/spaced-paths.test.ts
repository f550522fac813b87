import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { findSpokenPaths } from './spoken-paths.js';
import { findNames, findPaths } from './text-mentions.js';

// Made-up tools in the shape of a document store: not any server's own.
const showDoc = madeUpTool('show_document', 'Show a document as text', { path: { type: 'string' } }, ['path']);
const relocate = madeUpTool('relocate_file', 'Move a file or directory to a new place', { source: { type: 'string' }, destination: { type: 'string' } }, [
  'source',
  'destination',
]);
const pathsIn = (text: string) => findPaths(text).map((path) => path.text);
const spokenIn = (text: string) => findSpokenPaths(text).map((path) => path.text);

describe('a quoted path through a folder, beside a path outside quotes', () => {
  it('is one path, spaces and all, where quotes of a name alone or of a text stay as they were', () => {
    expect(pathsIn("move 'Kids School/permission slip.txt' to notes/slips.txt")).toEqual(['Kids School/permission slip.txt', 'notes/slips.txt']);
    expect(extractArguments("move 'Kids School/slip.txt' to notes/slip.txt", relocate).arguments).toEqual({
      source: 'Kids School/slip.txt',
      destination: 'notes/slip.txt',
    });
    // A quoted text that only mentions a name is no path of the request.
    expect(pathsIn("write 'see the packing list' to notes/todo.md")).toEqual(['notes/todo.md']);
  });
});

describe('paths written without quotes, spaces and all', () => {
  it('keeps a folder part with a space in it as one path', () => {
    expect(pathsIn('open work/Acme Ltd/invoice_june.txt')).toEqual(['work/Acme Ltd/invoice_june.txt']);
    expect(pathsIn('show me school/Chem 201/lab2.md pls')).toEqual(['school/Chem 201/lab2.md']);
    expect(extractArguments('what does work/Acme Ltd/invoice_june.txt say', showDoc).arguments).toEqual({ path: 'work/Acme Ltd/invoice_june.txt' });
  });

  it("goes on over a possessive in a file's name", () => {
    expect(pathsIn("open Cooking/Mum's apple crumble.txt")).toEqual(["Cooking/Mum's apple crumble.txt"]);
  });

  it('starts a path at the title-cased words of its first folder', () => {
    expect(pathsIn('when did I make Travel Notes/2019.md?')).toEqual(['Travel Notes/2019.md']);
    // A word opening the request is the request's, not the folder's.
    expect(pathsIn('Open Work/todo.md')).toEqual(['Work/todo.md']);
  });

  it('keeps two paths apart when a word joins them', () => {
    expect(pathsIn('copy notes/old to archive/old')).toEqual(['notes/old', 'archive/old']);
    expect(pathsIn('compare notes/a.md notes/b.md')).toEqual(['notes/a.md', 'notes/b.md']);
  });
});

describe('file names after the words that name them', () => {
  it('reads the words after a file noun, in any language, as the name', () => {
    expect(pathsIn('Otwórz plik lista zakupów.txt')).toEqual(['lista zakupów.txt']);
    // A function word ("moje", my) opens no name: it says whose the file is.
    expect(pathsIn('Otwórz plik moje notatki.txt')).toEqual(['notatki.txt']);
    expect(pathsIn('show the file trip budget.csv')).toEqual(['trip budget.csv']);
  });

  it('leaves out what of the file is asked and the naming word', () => {
    expect(pathsIn('file size report_q1.csv')).toEqual(['report_q1.csv']);
    expect(pathsIn('make a file called hello.txt')).toEqual(['hello.txt']);
  });

  it('reads the nouns between a verb or a placing word and a file name as the name', () => {
    expect(pathsIn('when did i last change revalidation notes.docx?')).toEqual(['revalidation notes.docx']);
    expect(pathsIn('what did I save in wifi password.txt')).toEqual(['wifi password.txt']);
    expect(pathsIn('the first ten lines of Varroa counts.csv')).toEqual(['Varroa counts.csv']);
    expect(pathsIn('Look at Receipts 2024/scan0002.jpg')).toEqual(['Receipts 2024/scan0002.jpg']);
    // A word that tells one file from another, or a function word of the text's language, is no part of a name.
    expect(pathsIn('delete old notes.txt')).toEqual(['notes.txt']);
    expect(pathsIn('Was steht in der Verein/protokoll.txt?')).toEqual(['Verein/protokoll.txt']);
  });

  it('keeps the title-cased word before a name that starts with a date', () => {
    expect(pathsIn('call it Standup 2025-01-07.md')).toEqual(['Standup 2025-01-07.md']);
  });
});

describe('a file and its folder named apart', () => {
  it('places a file said after its folder', () => {
    expect(pathsIn('I stored it in the Letters folder as birthday card.txt')).toEqual(['Letters/birthday card.txt']);
    expect(pathsIn('there is a scan in the Old Receipts folder, march-bill.pdf. Show it')).toEqual(['Old Receipts/march-bill.pdf']);
  });

  it('places a file said before its folder, however it says the file is there', () => {
    expect(pathsIn('It is called plan-b.md and it sits in the Side Projects folder.')).toEqual(['Side Projects/plan-b.md']);
    expect(pathsIn('take intro.md out of the drafts folder')).toEqual(['drafts/intro.md']);
  });

  it('puts a folder made for something inside the folder it goes in', () => {
    expect(spokenIn('new folder for Acme Ltd inside work')).toEqual(['work/Acme Ltd']);
    expect(spokenIn('make a directory for my 2024 receipts under Documents')).toEqual(['Documents/2024 receipts']);
  });
});

describe('names that end in numbers', () => {
  it('keeps a year that closes a name', () => {
    expect(findNames('rename the folder Trips to Peak District 2026').map((name) => name.text)).toContain('Peak District 2026');
    expect(spokenIn('Crée un dossier appelé Impôts 2024')).toEqual(['Impôts 2024']);
  });

  it('lets two written ends of a move win over a bare word after "to"', () => {
    expect(extractArguments("rename 'Trips/a.txt' to 'Trips/Summer plan.txt' so it is easy to spot", relocate).arguments).toEqual({
      source: 'Trips/a.txt',
      destination: 'Trips/Summer plan.txt',
    });
  });
});
