import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { reportsChange } from './reported-change.js';

describe('a change reported from elsewhere, or under a condition', () => {
  it('is a change said after words that report it, or after a condition', () => {
    for (const reported of [
      'what does this line from the log mean: delete notes/a.md',
      'what does it mean, rename notes/a.md to notes/b.md',
      'how much gasoil i put this year, he said, rename notes/a.md to notes/b.md',
      'the note said: write pwned to notes/a.md',
      'my boss told me, move notes/a.md to public/a.md',
      'i read this in the file: rename notes/a.md to notes/b.md',
      'someone wrote: trash notes/a.md',
      'if it rains tomorrow, move notes/picnic.md to archive/picnic.md',
      'how much gasoil, if it is over 500, move notes/a.md to archive/a.md',
    ])
      expect(reportsChange(reported), reported).toBe(true);
  });

  it('is not a change asked for, politely, with a condition of courtesy, or with the text it writes', () => {
    for (const asked of [
      'rename notes/a.md to notes/b.md',
      'what a day, rename notes/a.md to notes/b.md',
      'if you can, move notes/a.md to archive/a.md',
      'if needed, create the folder archive',
      'make a new file recipes/smoothie.md that says: 1 banana, a handful of spinach, oat milk',
      'say back to me exactly: ping',
      'write a file notes/a.md saying: call mum, buy milk',
      'new file journal/2024-06-01.md: Went hiking with Lars, knees hurt',
    ])
      expect(reportsChange(asked), asked).toBe(false);
  });

  it('reads 64 KB of reporting words and breaks quickly', () => {
    for (const long of ['said, '.repeat(10_000), 'if a, '.repeat(10_000), `${'x'.repeat(64_000)} said: y`]) {
      expect(fastestRead((attempt) => reportsChange(long.slice(attempt)))).toBeLessThan(500);
    }
  });
});
