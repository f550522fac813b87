import { describe, expect, it } from 'vitest';
import { missingQuestion } from './missing-question.js';
import { holdsUnusual, lookAlikes, shortenedText, shortenedValues, shownText } from './shown-text.js';

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

describe('characters that show as nothing, and letters that look like others', () => {
  it('writes variation selectors, Hangul fillers, the blank braille pattern, private-use and tag characters as codes', () => {
    const invisible = ['\ufe0f', '\u{e0100}', '\u{e01ef}', '\u3164', '\u115f', '\u1160', '\u2800', '\ue000', '\uf8ff', '\u{e0000}', '\u{e0041}', '\u{e007f}'];
    for (const character of invisible) {
      const shown = shownText(`a${character}b`);
      expect(shown).not.toContain(character);
      expect(shown).toMatch(/^a\\u(\{[0-9a-f]+\}|[0-9a-f]{4})b$/);
      expect(holdsUnusual({ path: `notes/to${character}do.txt` })).toBe(true);
    }
    expect(shownText('\u3164')).toBe('\\u3164');
    expect(shownText('\u{e0100}')).toBe('\\u{e0100}');
    // A selector that picks how an emoji or a keycap is drawn is part of what shows.
    expect(shownText('love \u2764\ufe0f 1\ufe0f\u20e3')).toBe('love \u2764\ufe0f 1\ufe0f\u20e3');
    // Letters of any alphabet are shown as they are.
    expect(shownText('naïve café 日本 Ωμέγα Привет')).toBe('naïve café 日本 Ωμέγα Привет');
    expect(holdsUnusual('naïve café 日本 Ωμέγα Привет')).toBe(false);
  });

  it('names each Greek or Cyrillic letter in a word of Latin ones, and nothing in a word of one alphabet', () => {
    expect(lookAlikes({ path: 'notes/t\u03bfdo.txt' })).toEqual(['ο is Greek omicron U+03BF']);
    expect(lookAlikes(['p\u0430yp\u0430l.com', 'b\u0410nk'])).toEqual(['а is Cyrillic a U+0430', 'А is Cyrillic capital a U+0410']);
    expect(lookAlikes('\u0456ndex.html')).toEqual(['і is Cyrillic byelorussian ukrainian i U+0456']);
    expect(lookAlikes({ 'k\u0435y': 'x' })).toEqual(['е is Cyrillic ie U+0435']);
    expect(lookAlikes(['Ωμέγα Привет todo.txt', 'café'])).toEqual([]);
  });
});
