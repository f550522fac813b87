import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { intendedWord, oneSlipApart, withPlaceNounsRespelt } from './misspelt-words.js';
import { readRequestAction } from './request-action.js';

describe('a slip of the keyboard in a request word', () => {
  it('reads a swapped, missing, extra or mistyped letter as the lexicon word meant', () => {
    expect(['opne', 'lsit', 'shwo', 'mvoe', 'foldr', 'chnage', 'delte', 'serach', 'renmae'].map(intendedWord)).toEqual([
      'open',
      'list',
      'show',
      'move',
      'folder',
      'change',
      'delete',
      'search',
      'rename',
    ]);
  });

  it('leaves known words, names, people and short words as written', () => {
    // "dave" is one letter from "save", "wife" from "wipe", "stat" from "start": none of them is a slip.
    for (const word of ['dave', 'wife', 'stat', 'files', 'grades', 'cna', 'receipt']) expect(intendedWord(word)).toBeUndefined();
  });

  it('reads a word written without its vowels as the one lexicon word with those consonants', () => {
    expect(['srch', 'frgt', 'strt'].map(intendedWord)).toEqual(['search', 'forget', 'start']);
    // Too short to say which word was meant, or no lexicon word has those consonants.
    for (const word of ['shw', 'lst', 'thx', 'brnd', 'nvm']) expect(intendedWord(word)).toBeUndefined();
  });

  it('counts one slip only', () => {
    expect(oneSlipApart('opne', 'open')).toBe(true);
    expect(oneSlipApart('foldr', 'folder')).toBe(true);
    expect(oneSlipApart('fodlr', 'folder')).toBe(false);
  });

  it('reads what a misspelt English request asks, but not words of another language', () => {
    expect(readRequestAction('lsit my photos folder').action).toBe('list');
    expect(readRequestAction('mvoe notes/a.txt to archive/a.txt').action).toBe('move');
    // "archivo" is Spanish for file, not a misspelt "archive".
    expect(readRequestAction('busca el archivo de la hipoteca').action).toBe('search');
  });
});

describe('a slip of the keyboard in the verb of keeping what is told', () => {
  it('reads the request to remember as written right', () => {
    for (const message of ['remmber marcus is on the 38 too', 'rmbr my mentor on ward 7 is Sinead', 'please remeber that Jo likes tea']) {
      const request = readRequestAction(message);
      expect([request.action, request.objects.has('memory')], message).toEqual(['write', true]);
    }
  });

  it('leaves other languages and long runs as they are', () => {
    expect(readRequestAction('recuerda que Sofi es vegetariana').action).toBe('write');
    // Timed once the lexicon's indexes are built (the requests above build them).
    readRequestAction('remmbr that the subfolders are tidy');
    for (const text of [','.repeat(65536), '. '.repeat(30000), 'a '.repeat(30000), 'a'.repeat(65536), 'remmbr '.repeat(8000)]) {
      expect(
        fastestRead((attempt) => {
          readRequestAction(text.slice(attempt));
        }),
      ).toBeLessThan(300);
    }
  });
});

describe('a slip of the keyboard in a folder noun', () => {
  it('is read as the noun, and every other word is kept as written', () => {
    expect(withPlaceNounsRespelt('lsit the foldr people')).toBe('lsit the folder people');
    expect(withPlaceNounsRespelt('whats in the recipes fodler')).toBe('whats in the recipes folder');
    // A value with a slip in it, a path, or a word one slip from a noun it is not, stays.
    for (const text of [
      'read foldr/notes.md',
      'list the holder people',
      'show the Foldr folder',
      'open tiles.md',
      'my daughter flies there',
      'the folded letter',
      'write "fodler" to notes.md',
      "write 'the foldr' to notes.md",
      'rename notes.md to fodler',
    ]) {
      expect(withPlaceNounsRespelt(text)).toBe(text);
    }
  });
});
