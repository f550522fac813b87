import { describe, expect, it } from 'vitest';
import { findForgottenNames } from './forgotten-name.js';

const names = (text: string) => findForgottenNames(text).map((mention) => mention.text);

describe('whom to forget, named in lower case', () => {
  it('reads a name after a verb of forgetting that ends the clause or goes from the memory', () => {
    expect(names('forget everything about jess, she left the ward')).toEqual(['jess']);
    expect(names('actually forget marta completely she quit')).toEqual(['marta']);
    expect(names('delete kuba from memory')).toEqual(['kuba']);
  });

  it('reads no name in a thing or a pronoun', () => {
    expect(names('forget the notes')).toEqual([]);
    expect(names('forget it')).toEqual([]);
    expect(names('delete notes')).toEqual([]);
    expect(names('remove everything about me')).toEqual([]);
  });
});
