import { describe, expect, it } from 'vitest';
import { appliedAsServer, MAX_REPLACING_EDITS, replacingEdits } from './replacing-edits.js';

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
    // as part of a changed one ("cats" in the first line, "cat" made "cats") takes the line breaks around it.
    expect(replacingEdits('Hive B\nx\nHive B\n', 'Hive B', 'Hive E', 'f.md')).toEqual([
      { oldText: 'Hive B', newText: 'Hive E' },
      { oldText: 'Hive B', newText: 'Hive E' },
    ]);
    expect(replacingEdits('cat\nx\ncats\n', 'cat', 'cats', 'f.md')[1]).toEqual({ oldText: '\ncats\n', newText: '\ncatss\n' });
    expect(served(text, 'Hive B', 'Hive E')).toBe('# Log\nHive E: calm\nHive A: queen seen\nHive E: fed\n');
  });

  it('changes every place in a line that holds the text more than once, and a place inside a longer word', () => {
    const text = 'Hive B and Hive B2 swapped frames\nnothing here\n';
    expect(replacingEdits(text, 'Hive B', 'Hive E', 'f.md')).toEqual([
      { oldText: 'Hive B and Hive B2 swapped frames', newText: 'Hive E and Hive E2 swapped frames' },
    ]);
    expect(served(text, 'Hive B', 'Hive E')).toBe('Hive E and Hive E2 swapped frames\nnothing here\n');
  });

  it('changes identical lines each once, top to bottom', () => {
    const text = 'Hive B\nx\nHive B\nHive B\n';
    const edits = replacingEdits(text, 'Hive B', 'Hive E', 'f.md');
    expect(edits).toHaveLength(3);
    expect(served(text, 'Hive B', 'Hive E')).toBe('Hive E\nx\nHive E\nHive E\n');
  });

  it('anchors past an earlier changed line that now reads as a later line does, when the new text holds the old', () => {
    // "cat" → "cats": the first line becomes "cats", which the third line is as read; its anchor takes the line above.
    const text = 'x\ncat\ny\ncats\n';
    const edits = replacingEdits(text, 'cat', 'cats', 'f.md');
    expect(edits[1]).toEqual({ oldText: '\ny\ncats\n', newText: '\ny\ncatss\n' });
    expect(served(text, 'cat', 'cats')).toBe('x\ncats\ny\ncatss\n');
    // Every line a changed one that reads as the next as read: the anchors grow up to the lines that tell them apart.
    const chain = `z\n${['a', 'aa', 'aaaa', 'aaaaaaaa'].join('\n')}\n`;
    expect(served(chain, 'a', 'aa')).toBe(`z\n${['aa', 'aaaa', 'aaaaaaaa', 'aaaaaaaaaaaaaaaa'].join('\n')}\n`);
    expect(served('a\naa\naa\naa', 'a', 'aa')).toBe('aa\naaaa\naaaa\naaaa');
  });

  it('changes the first and the last line of a text without a closing line break, and a text of one line', () => {
    const text = 'Hive B first\nmiddle\nlast Hive B';
    expect(replacingEdits(text, 'Hive B', 'Hive E', 'f.md')).toEqual([
      { oldText: 'Hive B first', newText: 'Hive E first' },
      { oldText: 'last Hive B', newText: 'last Hive E' },
    ]);
    expect(served(text, 'Hive B', 'Hive E')).toBe('Hive E first\nmiddle\nlast Hive E');
    expect(replacingEdits('Hive B', 'Hive B', 'Hive E', 'f.md')).toEqual([{ oldText: 'Hive B', newText: 'Hive E' }]);
    // The last line as read stands at the start of an earlier changed one ("Hive E" → "Hive E"+"E" holds "Hive EE…").
    expect(served('x\nab\ny\na', 'a', 'ab')).toBe('x\nabb\ny\nab');
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
    // 500 equal lines that change among 5,500 that do not, and 500 whose new text holds the old ("cat" → "cats").
    for (const [old, replacement] of [
      ['Hive B', 'Hive E'],
      ['cat', 'cats'],
    ] as const) {
      const text = Array.from({ length: 6_000 }, (_, i) => (i % 12 === 0 ? `${old}: ok` : 'quiet: ok')).join('\n');
      expect(text.length).toBeGreaterThanOrEqual(55_000);
      started = performance.now();
      const edits = replacingEdits(text, old, replacement, 'f.md');
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(edits).toHaveLength(500);
      expect(appliedAsServer(text, edits)).toBe(text.split(old).join(replacement));
    }
  });
});
