import { describe, expect, it } from 'vitest';
import { screenText } from './screen-text.js';

const ANSI_FILE = 'notes\u001b[2J\u001b[1;1Hall clear\u001b[8m hidden\u001b[0m\r\nline two\tend \u009b2J \u202eexe.txt a\u200bb\u0007';

describe('what the CLI prints', () => {
  it('on a terminal: escapes, controls and invisible marks as codes; lines and tabs as they are', () => {
    expect(screenText(ANSI_FILE, { isTTY: true })).toBe(
      'notes\\u001b[2J\\u001b[1;1Hall clear\\u001b[8m hidden\\u001b[0m\nline two\tend \\u009b2J \\u202eexe.txt a\\u200bb\\u0007',
    );
  });

  it('through a pipe or into a file: the bytes as they are', () => {
    expect(screenText(ANSI_FILE, { isTTY: false })).toBe(ANSI_FILE);
    expect(screenText(ANSI_FILE, {})).toBe(ANSI_FILE);
  });
});
