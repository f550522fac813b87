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
    expect(appendingEdit('', 'first')).toEqual({ oldText: '', newText: 'first' });
  });

  it('keeps the line breaks the text uses', () => {
    const text = 'one\r\ntwo\r\n';
    expect(applied(text, appendingEdit(text, 'three'))).toBe('one\r\ntwo\r\nthree\r\n');
  });
});
