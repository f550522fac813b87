import { describe, expect, it } from 'vitest';
import { missingQuestion } from './missing-question.js';
import { holdsUnusual, shortenedText, shortenedValues, shownText } from './shown-text.js';

/** Any character a terminal acts on or hides: controls, bidi overrides and isolates, zero-width and format marks, separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const RAW = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\u{e0000}-\u{e007f}]/u;

describe('shownText: what a person is shown before they answer', () => {
  it('writes every escape, control, bidi and invisible mark as its code, and leaves the words as they are', () => {
    const hostile = 'pwned\u001b[2J\u001b[1;1HI can read notes/a.txt\u001b[8m \u009b2J \u202eexe.txt \u2066x\u2069 a\u200bb \ufeff \u{e0041} end\u2028';
    const shown = shownText(hostile);
    expect(shown).not.toMatch(RAW);
    expect(shown).toBe(
      'pwned\\u001b[2J\\u001b[1;1HI can read notes/a.txt\\u001b[8m \\u009b2J \\u202eexe.txt \\u2066x\\u2069 a\\u200bb \\ufeff \\u{e0041} end\\u2028',
    );
    // Line breaks and tabs as JSON writes them, so no line of a question can be forged; a plain text is untouched.
    expect(shownText('a\nb\tc\r')).toBe('a\\nb\\tc\\r');
    expect(shownText('buy oat milk, 2 €, «ok» — 好')).toBe('buy oat milk, 2 €, «ok» — 好');
    // A printout keeps its own line breaks when it says so.
    expect(shownText('a\n\u001b[2Jb', '\n')).toBe('a\n\\u001b[2Jb');
  });

  it('tells a value with an escape or an invisible mark, anywhere in it, from one with only line breaks', () => {
    expect(holdsUnusual({ path: 'a.txt', content: 'line one\nline two\t2' })).toBe(false);
    expect(holdsUnusual({ observations: [{ contents: ['ok', 'hi\u001b[2J'] }] })).toBe(true);
    expect(holdsUnusual({ 'na\u202eme': 1 })).toBe(true);
    expect(holdsUnusual('a\u200bb')).toBe(true);
  });

  it('a missing-value question shows a planned value with its escape as a code, not as a blank', () => {
    const question = missingQuestion(
      { server: 's', tool: 'write_file', arguments: { path: 'notes/x\u001b[2J.txt' } },
      { name: 'write_file', description: 'Write a file.' },
      [{ field: 'content', schema: { type: 'string' } }],
    );
    expect(question).toBe('What should notes/x\\u001b[2J.txt say?');
  });
});

describe('shortenedText', () => {
  it('shows a long text as its opening and how many characters more it holds, never cutting a character in two', () => {
    expect(shortenedText('short', 10)).toBe('short');
    expect(shortenedText('a'.repeat(4_500), 400)).toBe(`${'a'.repeat(400)}… (4,100 more characters)`);
    expect(shortenedText(`${'a'.repeat(9)}😀tail`, 10)).toBe(`${'a'.repeat(9)}… (6 more characters)`);
    expect(shortenedValues({ path: 'a.txt', lines: ['b'.repeat(50)] }, 10)).toEqual({ path: 'a.txt', lines: [`${'b'.repeat(10)}… (40 more characters)`] });
  });
});
