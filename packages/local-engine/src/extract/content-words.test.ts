import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import { contentNamed, isContentVerb } from './content-words.js';
import { findPatternValues } from './glob-pattern.js';

describe('what a file is asked to hold', () => {
  it('is the name after a verb of mentioning or holding, past a title, in English and its neighbours', () => {
    expect(contentNamed('which of my files mention Mrs. Visser?')?.value).toBe('Visser');
    expect(contentNamed('which documents mention Dr. Jansen?')?.value).toBe('Jansen');
    expect(contentNamed('notes that talk about the dentist')?.value).toBe('dentist');
    expect(contentNamed('find files containing the word invoice')?.value).toBe('invoice');
    expect(contentNamed('welke bestanden noemen mevrouw Visser?')?.value).toBe('Visser');
    expect(contentNamed('welche Dateien erwähnen Herr Müller')?.value).toBe('Müller');
    expect(contentNamed('qué archivos mencionan a Pedro')?.value).toBe('Pedro');
  });

  it('is none where no thing follows, or a pronoun does', () => {
    expect(contentNamed('does the file mention it?')).toBeUndefined();
    expect(contentNamed('show me the files in recipes')).toBeUndefined();
    expect(contentNamed('read notes.txt')).toBeUndefined();
  });

  it('makes the verb no name looked for, and the named thing the pattern', () => {
    expect(isContentVerb('mention')).toBe(true);
    expect(isContentVerb('recipes')).toBe(false);
    const values = findPatternValues('which of my files mention Mrs. Visser?', []).map((value) => value.value);
    expect(values).toContain('Visser');
    expect(values.some((value) => value.includes('mention'))).toBe(false);
  });

  it('reads long runs in linear time', () => {
    for (const text of [`mention ${'a'.repeat(65536)}`, 'mention '.repeat(8000), ','.repeat(65536), '. '.repeat(30000), 'a '.repeat(30000)]) {
      expect(
        fastestRead((attempt) => {
          contentNamed(text.slice(attempt));
        }),
      ).toBeLessThan(300);
    }
  });
});
