import { describe, expect, it } from 'vitest';
import { appliedAsServer, MAX_REPLACING_EDITS, replacedEverywhere, replacingEdits } from './replacing-edits.js';

/** The edits made for a read text, applied as the filesystem server applies them (each at the first place its old text stands). */
const served = (text: string, old: string, replacement: string) => appliedAsServer(text.replace(/\r\n/g, '\n'), replacingEdits(text, old, replacement, 'f.md'));

describe('replacingEdits', () => {
  it('makes one edit a line that holds the text: the line alone where it is found first at its own place', () => {
    const text = '# Log\nHive B: calm\nHive A: queen seen\nHive B: fed\n';
    expect(replacingEdits(text, 'Hive B', 'Hive E', 'f.md')).toEqual([
      { oldText: 'Hive B: calm', newText: 'Hive E: calm' },
      { oldText: 'Hive B: fed', newText: 'Hive E: fed' },
    ]);
    // Identical lines: each is found first at its own place once the ones above are changed. A line that stands earlier
    // as part of a changed one ("cat cat" in the first line, "cat" made "cat cat") takes the line breaks around it.
    expect(replacingEdits('Hive B\nx\nHive B\n', 'Hive B', 'Hive E', 'f.md')).toEqual([
      { oldText: 'Hive B', newText: 'Hive E' },
      { oldText: 'Hive B', newText: 'Hive E' },
    ]);
    expect(replacingEdits('cat\nx\ncat cat\n', 'cat', 'cat cat', 'f.md')[1]).toEqual({
      oldText: '\ncat cat\n',
      newText: '\ncat cat cat cat\n',
    });
    expect(served(text, 'Hive B', 'Hive E')).toBe('# Log\nHive E: calm\nHive A: queen seen\nHive E: fed\n');
  });

  it('changes every place in a line that holds the text more than once, as written, not inside a longer word', () => {
    const text = 'Hive B and (Hive B) swapped frames with Hive B2\nnothing here\n';
    expect(replacingEdits(text, 'Hive B', 'Hive E', 'f.md')).toEqual([
      { oldText: 'Hive B and (Hive B) swapped frames with Hive B2', newText: 'Hive E and (Hive E) swapped frames with Hive B2' },
    ]);
    expect(served(text, 'Hive B', 'Hive E')).toBe('Hive E and (Hive E) swapped frames with Hive B2\nnothing here\n');
    // "change every min to minutes": "every 30 minutes" holds "min" inside a word of its own, which stays.
    expect(served('20 min lid on\nevery 30 minutes\n', 'min', 'minutes')).toBe('20 minutes lid on\nevery 30 minutes\n');
    // An end that is a sign may touch anything; a digit at the end is not joined to another ("£2.10" is not in "£2.100").
    expect(served('a (draft)x\n£2.10 and £2.100\n', '(draft)', '')).toBe('a x\n£2.10 and £2.100\n');
    expect(served('£2.10 and £2.100\n', '£2.10', '£2.30')).toBe('£2.30 and £2.100\n');
    expect(() => replacingEdits('every 30 minutes\n', 'min', 'minutes', 'f.md')).toThrow(
      '"min" stands in f.md only inside longer words as read; nothing was changed',
    );
  });

  it('changes identical lines each once, top to bottom', () => {
    const text = 'Hive B\nx\nHive B\nHive B\n';
    const edits = replacingEdits(text, 'Hive B', 'Hive E', 'f.md');
    expect(edits).toHaveLength(3);
    expect(served(text, 'Hive B', 'Hive E')).toBe('Hive E\nx\nHive E\nHive E\n');
  });

  it('anchors past an earlier changed line that now reads as a later line does, when the new text holds the old', () => {
    // "cat" → "cat cat": the second line becomes "cat cat", which the fourth line is as read; its anchor takes the line above.
    const text = 'x\ncat\ny\ncat cat\n';
    const edits = replacingEdits(text, 'cat', 'cat cat', 'f.md');
    expect(edits[1]).toEqual({ oldText: '\ny\ncat cat\n', newText: '\ny\ncat cat cat cat\n' });
    expect(served(text, 'cat', 'cat cat')).toBe('x\ncat cat\ny\ncat cat cat cat\n');
    // Every line a changed one that reads as the next as read: the anchors grow up to the lines that tell them apart.
    const chain = `z\n${['a', 'a a', 'a a a a', 'a a a a a a a a'].join('\n')}\n`;
    expect(served(chain, 'a', 'a a')).toBe(`z\n${['a a', 'a a a a', 'a a a a a a a a', 'a a a a a a a a a a a a a a a a'].join('\n')}\n`);
    expect(served('a\na a\na a\na a', 'a', 'a a')).toBe('a a\na a a a\na a a a\na a a a');
  });

  it('changes the first and the last line of a text without a closing line break, and a text of one line', () => {
    const text = 'Hive B first\nmiddle\nlast Hive B';
    expect(replacingEdits(text, 'Hive B', 'Hive E', 'f.md')).toEqual([
      { oldText: 'Hive B first', newText: 'Hive E first' },
      { oldText: 'last Hive B', newText: 'last Hive E' },
    ]);
    expect(served(text, 'Hive B', 'Hive E')).toBe('Hive E first\nmiddle\nlast Hive E');
    expect(replacingEdits('Hive B', 'Hive B', 'Hive E', 'f.md')).toEqual([{ oldText: 'Hive B', newText: 'Hive E' }]);
    // The last line as read stands at the start of an earlier changed one ("a b" made "a b b" holds "a b").
    expect(served('x\na b\ny\na', 'a', 'a b')).toBe('x\na b b\ny\na b');
  });

  it('takes the old text out when the new one is empty, leaving the lines', () => {
    expect(served('a (draft)\nb\nc (draft) (draft)\n', ' (draft)', '')).toBe('a\nb\nc\n');
  });

  it('reads CRLF line ends as LF, as the filesystem server matches and writes an edit, and refuses lines ended by CR alone', () => {
    expect(replacingEdits('a\r\nHive B\r\nb\r\n', 'Hive B', 'Hive E', 'f.md')).toEqual([{ oldText: 'Hive B', newText: 'Hive E' }]);
    expect(served('Hive B\r\nx\nHive B\n', 'Hive B', 'Hive E')).toBe('Hive E\nx\nHive E\n');
    expect(() => replacingEdits('a\rHive B\r', 'Hive B', 'Hive E', 'f.md')).toThrow(/f\.md ends its lines with a carriage return alone/);
  });

  it('says the text does not stand in the file when no line holds it, and changes nothing', () => {
    expect(() => replacingEdits('Hive A\nHive C\n', 'Hive B', 'Hive E', 'hives/inspection-log.md')).toThrow(
      '"Hive B" does not stand in hives/inspection-log.md as read; nothing was changed',
    );
    // Not across lines either: a text of one line stands within a line.
    expect(() => replacingEdits('Hive\nB\n', 'Hive B', 'Hive E', 'f.md')).toThrow(/does not stand in f\.md/);
  });

  it('refuses more lines than one call changes, without working out their edits', () => {
    const text = 'Hive B\n'.repeat(MAX_REPLACING_EDITS + 1);
    expect(() => replacingEdits(text, 'Hive B', 'Hive E', 'f.md')).toThrow(`"Hive B" stands on ${MAX_REPLACING_EDITS + 1} lines of f.md, more than the 500`);
    expect(served('Hive B\n'.repeat(MAX_REPLACING_EDITS), 'Hive B', 'Hive E')).toBe('Hive E\n'.repeat(MAX_REPLACING_EDITS));
  });

  it('stays fast on 60 KB: thousands of lines that hold the text are refused at once, and the most it changes take little time', () => {
    const many = 'Hive B: ok\n'.repeat(6_000);
    expect(many.length).toBeGreaterThanOrEqual(60_000);
    let started = performance.now();
    expect(() => replacingEdits(many, 'Hive B', 'Hive E', 'f.md')).toThrow(/stands on 6000 lines/);
    expect(performance.now() - started).toBeLessThan(500);
    // 500 equal lines that change among 5,500 that do not, and 500 whose new text holds the old ("cat" → "cat cat").
    for (const [old, replacement] of [
      ['Hive B', 'Hive E'],
      ['cat', 'cat cat'],
    ] as const) {
      const text = Array.from({ length: 6_000 }, (_, i) => (i % 12 === 0 ? `${old}: ok` : 'quiet: ok')).join('\n');
      expect(text.length).toBeGreaterThanOrEqual(55_000);
      started = performance.now();
      const edits = replacingEdits(text, old, replacement, 'f.md');
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(edits).toHaveLength(500);
      expect(appliedAsServer(text, edits)).toBe(replacedEverywhere(text, old, replacement));
    }
  });
});
