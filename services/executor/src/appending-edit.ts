import { appended } from './appended-text.js';
import { StepReferenceError } from './reference-error.js';

/** One replacement of an edit tool's `edits`: the text found in the file and what takes its place. */
export interface TextEdit {
  oldText: string;
  newText: string;
}

/**
 * The one edit that adds a line at the end of a file whose text was read: the file's last lines, as few as are found
 * only there (an edit tool replaces the first place its old text is found), and those lines with the line after
 * them, as `appended` adds it. Only the end of the file is rewritten: if those lines are gone when the edit runs, it
 * fails; if lines were added after them meanwhile, they stay, after the new one. The text is read with CRLF line ends
 * as LF, as the reference filesystem server matches and writes an edit; lines ended by CR alone are refused (the
 * edit would join the last line to the new one). An empty file is anchored on its empty text, and the line is
 * closed with a line break, so whatever was written there meanwhile stays a line of its own.
 */
export function appendingEdit(text: string, line: string): TextEdit {
  const lines = text.replace(/\r\n/g, '\n');
  if (lines.includes('\r'))
    throw new StepReferenceError('the file ends its lines with a carriage return alone; an edit would join its last line to the new one');
  if (lines === '') return { oldText: '', newText: `${appended('', line)}\n` };
  const addition = appended(lines, line).slice(lines.length);
  const anchor = uniqueEnd(lines);
  return { oldText: anchor, newText: `${anchor}${addition}` };
}

/**
 * The shortest end of the text made of whole lines (at least one with more than white space) that is found nowhere
 * else in it. The count of lines doubles each try, so a text of many equal lines is not searched once per line: an
 * end found only once stays so when it grows (a second place of the longer end holds a second place of the shorter).
 */
function uniqueEnd(text: string): string {
  const starts = lineStarts(text);
  for (let count = 1; count < starts.length; count *= 2) {
    const end = text.slice(starts[starts.length - count]);
    if (end.trim() !== '' && text.indexOf(end) === text.length - end.length) return end;
  }
  return text;
}

/** Where each line of the text starts, the last line's start last; a line break closing the text starts no line. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}
