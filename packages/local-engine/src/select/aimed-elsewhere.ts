/**
 * A change whose file is named only as where the thing changed lives ("delete the old backup of notes.txt", "remove
 * the top line of budget 2024.xlsx", "delete the draft next to report.docx") or as what is spared ("delete all but
 * notes.txt", "delete everything except notes.txt"): the file the plan names is not the one the person means to
 * change, so the plan waits for a yes instead of running alone. So does a change to a file said with a word the name
 * reading leaves out right before it ("delete old notes.txt" may mean "old notes.txt" or one of several), and a
 * deletion for a request that says what replaces the file ("overwrite notes.txt with hi" asks a write).
 */
import { TELLING_WORDS } from '../extract/placed-files.js';
import type { PlannedCall } from '../types.js';

export const AIMED_ELSEWHERE_REASON =
  'the file named may not be the one to change: it is where the thing changed lives, what is spared, told apart by a word left out of its name, or to be replaced with text';

/** "… backup of ", "… lines from old ", "… next to the ": a place word and at most two words before the file. */
const WHERE_IT_LIVES = /\b(?:of|from|next\s+to|beside|besides|near|before|after|behind)\s+(?:[\p{L}\p{N}'’-]+\s+){0,2}$/iu;
/** "… all but ", "… except for the ", "… not ": what the request leaves alone. */
const SPARED = /\b(?:but|not|except(?:\s+for)?|other\s+than|apart\s+from|save\s+for|excluding|keep(?:ing)?)\s+(?:the\s+|my\s+|this\s+|that\s+)?$/iu;
/** A name read with its place word in it ("delete the file before notes.txt" read as "before notes.txt"). */
const OPENS_WITH_CUE = /^(?:of|from|next\s+to|beside|besides|near|before|after|behind|but|not|except)\s/iu;
/** A word that tells one file from another, or counts files, right before the name ("old", "latest", "every"). */
const TELLING_WORD = new RegExp(String.raw`\b(?:${TELLING_WORDS.join('|')})\s+$`, 'iu');
/** Words after a name that name another file made from it ("notes.txt copy", "report.docx backup"). */
const MADE_FROM = /^\s+(?:copy|backup|duplicate|version|draft)\b/iu;
/** "overwrite / replace notes.txt with …": what the file is to hold is given. */
const REPLACED_WITH = /\b(?:overwrite|replace|overwriting|replacing)\b(?:[^.!?\n]|\.(?=\S))*?\swith\s+\S/iu;
/** How far before a value its cue is looked for. */
const CUE_CHARS = 80;

/** Whether a call's text value is written in the message after a word that places the thing changed elsewhere. */
export function aimedElsewhere(message: string, call: PlannedCall): boolean {
  const lower = message.toLowerCase();
  return Object.values(call.arguments).some((value) => {
    if (typeof value !== 'string' || value.trim() === '') return false;
    if (OPENS_WITH_CUE.test(value)) return true;
    const at = lower.indexOf(value.toLowerCase());
    if (at < 0) return false;
    const before = lower.slice(Math.max(0, at - CUE_CHARS), at);
    const after = lower.slice(at + value.length, at + value.length + CUE_CHARS);
    return WHERE_IT_LIVES.test(before) || SPARED.test(before) || TELLING_WORD.test(before) || MADE_FROM.test(after);
  });
}

/** Whether a deletion is planned for a request that says what the file is to hold instead ("overwrite x with hi"). */
export function deletesWhatIsReplaced(message: string, deletes: boolean): boolean {
  return deletes && REPLACED_WITH.test(message);
}
