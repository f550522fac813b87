import { describe, expect, it } from 'vitest';
import { appendingEdit } from './appending-edit.js';

/** What an edit tool does with one edit: the first place the old text is found takes the new text. */
const applied = (text: string, edit: { oldText: string; newText: string }) => text.replace(edit.oldText, () => edit.newText);

describe('appendingEdit', () => {
  it('anchors on the last line and adds the line after it, as the list it ends with', () => {
    const text = '- eggs\n- flour\n';
    const edit = appendingEdit(text, 'milk');
    expect(edit).toEqual({ oldText: '- flour\n', newText: '- flour\n- milk\n' });
    expect(applied(text, edit)).toBe('- eggs\n- flour\n- milk\n');
  });

  it('grows the anchor until it is found only at the end, so a repeated last line is not matched earlier', () => {
    const text = 'mon\nrest\ntue\nrest\n';
    const edit = appendingEdit(text, 'wed');
    expect(text.indexOf(edit.oldText)).toBe(text.length - edit.oldText.length);
    expect(applied(text, edit)).toBe('mon\nrest\ntue\nrest\nwed\n');
  });

  it('takes the whole text when every end of it is found earlier too, and stays fast on many equal lines', () => {
    const text = 'x\n'.repeat(50_000);
    const started = performance.now();
    const edit = appendingEdit(text, 'y');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(edit.oldText).toBe(text);
    expect(applied(text, edit)).toBe(`${text}y\n`);
  });

  it('adds to a text without a closing line break, and to an empty file', () => {
    expect(applied('a\nb', appendingEdit('a\nb', 'c'))).toBe('a\nb\nc');
    // Closed with a line break: whatever was written there meanwhile stays a line of its own.
    expect(appendingEdit('', 'first')).toEqual({ oldText: '', newText: 'first\n' });
  });

  it('reads CRLF line ends as LF, as the filesystem server matches and writes an edit, and refuses lines ended by CR alone', () => {
    // Mixed ends: "b\n" is found once in the raw text but twice once CRLF reads as LF; the anchor must be the latter's.
    const mixed = 'b\r\nx\nb\n';
    const edit = appendingEdit(mixed, '- milk');
    const served = mixed.replace(/\r\n/g, '\n');
    expect(applied(served, edit)).toBe('b\nx\nb\n- milk\n');
    expect(() => appendingEdit('a\rb\r', 'c')).toThrow(/carriage return alone/);
  });
});
