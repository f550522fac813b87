import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { withTextedWordsSpelledOut } from './texted-words.js';
import { readRequestAction } from '../intent/request-action.js';

describe('the words of a request typed short', () => {
  it('reads texting spellings of the words a request is framed with as those words', () => {
    expect(withTextedWordsSpelledOut('wat do i kno about marcus')).toBe('what do i know about marcus');
    expect(withTextedWordsSpelledOut('what do u know abt sofi')).toBe('what do you know about sofi');
    expect(withTextedWordsSpelledOut('did u save tht pls')).toBe('did you save that please');
    expect(withTextedWordsSpelledOut('anything on jessica b4 her appt?')).toBe('anything on jessica before her appt?');
  });

  it('reads what is asked of the memory through them', () => {
    expect(readRequestAction(withTextedWordsSpelledOut('wat do u remember abt priya')).objects.has('memory')).toBe(true);
    expect(readRequestAction(withTextedWordsSpelledOut('what did i tell u abt ngozi')).action).toBe('search');
  });

  it('keeps quotes, paths, capitals and other languages as written', () => {
    expect(withTextedWordsSpelledOut("write 'u r late' to notes.txt")).toBe("write 'u r late' to notes.txt");
    expect(withTextedWordsSpelledOut('open u/abt.txt')).toBe('open u/abt.txt');
    expect(withTextedWordsSpelledOut('Plan U is ready, what about UR codes')).toBe('Plan U is ready, what about UR codes');
    expect(withTextedWordsSpelledOut('wat weet je over Sigrid')).toBe('wat weet je over Sigrid');
    expect(withTextedWordsSpelledOut('what do you know about sofi')).toBe('what do you know about sofi');
  });

  it('stays quick on a long run of short words', () => {
    expect(
      fastestRead((attempt) => {
        for (const text of ['u '.repeat(30000), 'wat '.repeat(16000), ','.repeat(65536), 'a'.repeat(65536)]) withTextedWordsSpelledOut(text.slice(attempt));
      }),
    ).toBeLessThan(300);
  });
});
