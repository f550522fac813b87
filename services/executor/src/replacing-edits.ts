import { clipText } from '@switchyard/packet-schema';
import type { TextEdit } from './appending-edit.js';
import { StepReferenceError } from './reference-error.js';

/** The most edits one call gets: one a line that holds the text, so a change asked of a few places, not a rewrite. */
export const MAX_REPLACING_EDITS = 500;
/** The most characters all the edits hold together: anchors grown over many lines are refused, not sent. */
const MAX_EDITS_CHARS = 1_000_000;
const QUOTED_CHARS = 80;

/**
 * The edits of an edit tool that put `replacement` in every place `old` stands in a file whose text was read, as a
 * word of its own where its ends are letters or digits (`replacedEverywhere`): one a line that holds it, top to
 * bottom, each line's every place changed. The edit tool replaces the first place its
 * old text stands, in the text as the edits before left it, so each old text is the whole line where that first place
 * is the line's own, else the line with the line breaks around it, grown by the lines above it (as they stand by
 * then) until it is. The edits
 * are then applied here as the server applies them, and refused unless that gives the text with every place
 * changed. The text is read with CRLF line ends as LF, as the reference filesystem server matches and writes an
 * edit; lines ended by CR alone are refused. `file` names the file in the errors.
 */
export function replacingEdits(text: string, old: string, replacement: string, file: string): TextEdit[] {
  const read = text.replace(/\r\n/g, '\n');
  if (read.includes('\r')) throw new StepReferenceError(`${file} ends its lines with a carriage return alone; its lines cannot be told apart for the edits`);
  const lines = read.split('\n');
  const places = placesOf(old);
  const changed = lines.flatMap((line, at) => (placesAt(places, line) ? [at] : []));
  if (changed.length === 0 && read.includes(old))
    throw new StepReferenceError(`"${quoted(old)}" stands in ${file} only inside longer words as read; nothing was changed`);
  if (changed.length === 0) throw new StepReferenceError(`"${quoted(old)}" does not stand in ${file} as read; nothing was changed`);
  if (changed.length > MAX_REPLACING_EDITS) {
    throw new StepReferenceError(
      `"${quoted(old)}" stands on ${changed.length} lines of ${file}, more than the ${MAX_REPLACING_EDITS} one edit call changes; nothing was changed`,
    );
  }
  const edits = anchoredEdits(read, lines, changed, (line) => line.replace(places, () => replacement));
  if (edits.reduce((sum, edit) => sum + edit.oldText.length + edit.newText.length, 0) > MAX_EDITS_CHARS)
    throw new StepReferenceError(`the edits that change every "${quoted(old)}" in ${file} would be too long to send; nothing was changed`);
  if (appliedAsServer(read, edits) !== replacedEverywhere(read, old, replacement)) {
    throw new StepReferenceError(
      `the edits would not change every "${quoted(old)}" in ${file} and nothing else (the editor changes the first place each edit's old text stands); nothing was changed`,
    );
  }
  return edits;
}

/**
 * One edit a changed line: the line itself where that is found first at its own place, else the line with the line
 * breaks around it, grown upward. Before edit k runs, the lines above line k stand as changed and the rest as read, so the
 * text the server searches is the changed text up to line k, then the read text from line k on. A longer anchor whose
 * first place is its own ends with every shorter one, so the count of lines above it doubles each try.
 */
function anchoredEdits(read: string, lines: readonly string[], changed: readonly number[], change: (line: string) => string): TextEdit[] {
  const last = lines.length - 1;
  const changedSet = new Set(changed);
  const done = lines.map((line, at) => (changedSet.has(at) ? change(line) : line));
  const wanted = done.join('\n');
  const readStarts = startsOf(lines);
  const doneStarts = startsOf(done);
  return changed.map((k) => {
    const line = lines[k]!;
    const after = k < last ? '\n' : '';
    // The text as the server holds it before this edit, up to the end of this line's anchor: its first place is within.
    const seen = wanted.slice(0, doneStarts[k]) + read.slice(readStarts[k], readStarts[k]! + line.length + after.length);
    // The line alone where its first place is its own: should the file have changed since the read, the server's
    // whitespace-forgiving match then keeps the line's indentation as it stands, and touches no line around it.
    if (seen.indexOf(line) === doneStarts[k]) return { oldText: line, newText: done[k]! };
    let oldText = seen;
    for (let above = 0; ; above = Math.max(1, above * 2)) {
      const top = Math.max(0, k - above);
      const from = top > 0 ? doneStarts[top]! - 1 : 0;
      oldText = seen.slice(from);
      if (top === 0 || seen.indexOf(oldText) === from) break;
    }
    return { oldText, newText: `${oldText.slice(0, oldText.length - line.length - after.length)}${done[k]}${after}` };
  });
}

/**
 * Every place of `old` in the text made `replacement`, where it stands as written: an end of it that is a letter or a
 * digit is not joined to another ("min" in "minutes", "Hive B" in "Hive B2" are other words), so "change every min
 * to minutes" never makes "minutesutes". An end that is a sign or a space may touch anything ("(draft)", " £").
 */
export function replacedEverywhere(text: string, old: string, replacement: string): string {
  return text.replace(placesOf(old), () => replacement);
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

function placesOf(old: string): RegExp {
  const before = WORD_CHARACTER.test(old.slice(0, 1)) ? String.raw`(?<![\p{L}\p{M}\p{N}])` : '';
  const after = WORD_CHARACTER.test(old.slice(-1)) ? String.raw`(?![\p{L}\p{M}\p{N}])` : '';
  return new RegExp(`${before}${old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${after}`, 'gu');
}

/** Whether the line holds a place of the text (the pattern is global: its position is set back after the test). */
function placesAt(places: RegExp, line: string): boolean {
  places.lastIndex = 0;
  const found = places.test(line);
  places.lastIndex = 0;
  return found;
}

/** Where each line starts in the text the lines make joined by line breaks. */
function startsOf(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  return starts;
}

/** What the reference filesystem server's `edit_file` makes of the text: each edit in turn, at the first place its old text stands. */
export function appliedAsServer(text: string, edits: readonly TextEdit[]): string | undefined {
  let current = text;
  for (const edit of edits) {
    const at = current.indexOf(edit.oldText);
    if (at === -1) return undefined;
    current = current.slice(0, at) + edit.newText + current.slice(at + edit.oldText.length);
  }
  return current;
}

function quoted(text: string): string {
  return clipText(text, QUOTED_CHARS);
}
