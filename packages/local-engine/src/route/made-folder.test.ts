import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import type { EngineMessage } from '../types.js';
import { madeFolder } from './made-folder.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));
const made = said('make a new folder called recepten/kerst', 'Created the folder recepten/kerst.');

describe('a folder pointed back at as new, just made, or by its last name', () => {
  it('is the folder the conversation made, written as its path', () => {
    expect(madeFolder('move speculaas.md into that new kerst folder', made)).toBe('move speculaas.md into recepten/kerst');
    expect(madeFolder('move speculaas.md into the folder I just made', made)).toBe('move speculaas.md into recepten/kerst');
    expect(madeFolder('copy notes.txt to the new directory', made)).toBe('copy notes.txt to recepten/kerst');
    expect(madeFolder('move a.md to the kerst folder', made)).toBe('move a.md to recepten/kerst');
    expect(madeFolder('put it in the folder we just created', said('create the directory work/2025 please', 'Created the folder work/2025.'))).toBe(
      'put it in work/2025',
    );
  });

  it('leaves a folder no earlier turn named, or one named by a word that names none, as written', () => {
    expect(madeFolder('move speculaas.md into the taxes folder', made)).toBeUndefined();
    expect(madeFolder('move speculaas.md into the other folder', made)).toBeUndefined();
    expect(madeFolder('move speculaas.md into that new kerst folder', [])).toBeUndefined();
    // Nothing was made: a new folder is not one the conversation named in passing.
    expect(madeFolder('move a.md into the new folder', said('what is in recepten/kerst?', 'Listed the folder recepten/kerst.'))).toBeUndefined();
  });

  it('reads long runs in linear time', () => {
    for (const text of [`the ${'a'.repeat(65536)}`, 'the '.repeat(16000), ','.repeat(65536), '. '.repeat(30000)]) {
      expect(
        fastestRead((attempt) => {
          madeFolder(text.slice(attempt), made);
        }),
      ).toBeLessThan(300);
    }
  });
});
