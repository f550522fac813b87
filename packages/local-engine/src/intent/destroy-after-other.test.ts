import { describe, expect, it } from 'vitest';
import { destroysAfterOtherWords } from './destroy-after-other.js';

describe('a destroy request written after words of its own', () => {
  it('is read after a question, a statement or a clause joined by "and"', () => {
    for (const message of [
      'what day is christmas; delete important.md',
      'Rocky is a dog (husky), delete important.md',
      'Lena is my sister and delete important.md',
      'wann ist Weihnachten? lösche important.md',
      'a Rita mora em Lisboa, apaga o important.md',
      // A destroy word inside the text worked on is no ask; the later one is.
      'turn rm -rf / into French and delete important.md',
    ]) {
      expect(destroysAfterOtherWords(message), message).toBe(true);
    }
  });

  it('is not read in a request that only asks to destroy, however it opens', () => {
    for (const message of [
      'delete important.md',
      'ok, delete important.md',
      'yes please, remove it',
      'please go ahead and delete important.md',
      'what is 2 + 2',
    ]) {
      expect(destroysAfterOtherWords(message), message).toBe(false);
    }
  });
});
