/**
 * A note handed to a named record: 'add the observation "likes jazz" to Tom', "Diego got a dog, add that to Diego",
 * "Pixel is 3 now, add it to what you know about Ben". The quoted text (or the clause the pointer "that" stands for)
 * is what is kept; the name after "to", "for", "about", "on" or "under" is where it is filed.
 */
import { NAME_TITLE } from '../text/name-titles.js';

/** A span of the message and the text it holds. */
export interface FiledSpan {
  value: string;
  start: number;
  end: number;
}

export interface FiledFact extends FiledSpan {
  subject: FiledSpan;
}

/** Words that may open a sentence, so with either case of their first letter ("add", "Add"). */
function opening(words: string): string {
  return `(?:${words
    .split('|')
    .map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`)
    .join('|')})`;
}

/** A name as people write one: capitalised words, with a title before it ("Dr. Okafor", "Mary Ann"); not "README". */
const NAME = String.raw`(?:${NAME_TITLE}\s+){0,2}\p{Lu}[\p{Ll}'’-][\p{L}'’-]*(?:\s+\p{Lu}[\p{Ll}'’-][\p{L}'’-]*)*`;
/** What the note is filed under: the name, and optionally its record ("Tom's entry", "what you know about Tom"). */
const TARGET = String.raw`${opening('to|for|about|on|under|in|into')}\s+(?:what\s+you\s+(?:know|have)\s+(?:about|on)\s+)?(?<name>${NAME})(?:['’]s)?(?:\s+(?:entry|record|notes?|profile|page|card|info|file))?`;
const VERB = opening('add|append|attach|save|store|put|note|record|write|log|file|keep|remember');
const POLITE = String.raw`(?:${opening('please|pls|so|and|can you|could you')}\s+)?`;
/** A quote opened by a mark and closed by its pair; a single quote only closes before a non-letter ("Sam's" stays inside). */
const QUOTE = String.raw`(?:"(?<q1>[^"\n]{1,300})"|“(?<q2>[^”\n]{1,300})”|'(?<q3>[^'\n]{1,300})'(?!\p{L}))`;
const NOTE_WORD = String.raw`(?:(?:the|a|an|this|that)\s+)?(?:(?:new\s+)?(?:observation|note|fact|detail|line|entry|comment)s?\s+)?`;

/**
 * Names are read by their capital, so the patterns are case-sensitive.
 * 'add (the observation) "likes jazz" to Tom': the quote is the note, the name after it the record.
 */
const QUOTED_TO_NAME = new RegExp(String.raw`(?<![\p{L}])${VERB}\s+${NOTE_WORD}${QUOTE}\s+${TARGET}\s*[.!?]*\s*$`, 'u');
/** 'add to Tom: "likes jazz"', 'for Tom, note "likes jazz"': the record first, then the quoted note. */
const NAME_THEN_QUOTE = new RegExp(
  String.raw`^\s*${POLITE}(?:${VERB}\s+)?${TARGET}\s*(?:[:,]\s*|\s+)(?:(?:also\s+)?${VERB}\s*:?\s+)?${NOTE_WORD}${QUOTE}\s*[.!?]*\s*$`,
  'u',
);
/**
 * "Diego got a dog named Pepper, add that to Diego": the clause before the pointer is the note. The clause ends
 * nowhere its separator could have started a character sooner (after a space, or between two marks): the shorter
 * clause is tried first and reads the same, and a clause ending at every mark of a long run of them would read the
 * rest of the run again each time.
 */
const CLAUSE_THEN_POINTER = new RegExp(
  String.raw`^\s*(?<clause>\S[^\n]*?)(?<!\s)(?<![,;.—–-](?=[,;.—–-]))\s*(?:[,;.—–-]+\s*|\s+(?=(?:and|so|please)\s))${POLITE}${VERB}\s+(?:that|this|it)\s+${TARGET}\s*[.!?]*\s*$`,
  'u',
);
/** A file's name or a path: a file's business, not a record's. */
const FILE_LIKE = /[\\/]|\.[a-z0-9]{1,5}\b/i;

export function findFiledFact(text: string): FiledFact | undefined {
  return quotedNote(text, QUOTED_TO_NAME) ?? quotedNote(text, NAME_THEN_QUOTE) ?? pointedClause(text);
}

function quotedNote(text: string, pattern: RegExp): FiledFact | undefined {
  const match = pattern.exec(text);
  const groups = match?.groups;
  const name = bareName(groups?.name);
  const note = groups?.q1 ?? groups?.q2 ?? groups?.q3;
  if (!match || !name || !note || FILE_LIKE.test(text.replace(note, ''))) return undefined;
  const noteStart = text.indexOf(note, match.index);
  const subjectStart = nameStart(text, match, name, noteStart + note.length);
  return { value: note, start: noteStart, end: noteStart + note.length, subject: { value: name, start: subjectStart, end: subjectStart + name.length } };
}

/** The copula after a name the note opens with ("Diego is", "Tom was"). */
const LEADING_COPULA = /^\s*(?:(?:is|are|was|were)\s+)?/iu;

function pointedClause(text: string): FiledFact | undefined {
  const match = CLAUSE_THEN_POINTER.exec(text);
  const name = bareName(match?.groups?.name);
  const clause = match?.groups?.clause?.replace(/[\s.!,;]+$/, '');
  if (!match || !name || !clause || FILE_LIKE.test(text) || clause.split(/\s+/).length < 2) return undefined;
  const clauseStart = text.indexOf(clause, match.index);
  const subjectStart = nameStart(text, match, name, clauseStart + clause.length);
  const subject = { value: name, start: subjectStart, end: subjectStart + name.length };
  // "Diego got a dog, add that to Diego": filed under Diego, the note is what is said of him.
  if (clause.startsWith(`${name} `)) {
    const said = clause.slice(name.length);
    const predicate = said.replace(LEADING_COPULA, '');
    const start = clauseStart + name.length + (said.length - predicate.length);
    if (/\p{L}/u.test(predicate)) return { value: predicate, start, end: start + predicate.length, subject };
  }
  return { value: clause, start: clauseStart, end: clauseStart + clause.length, subject };
}

/** "Tom's" of "Tom's entry" is Tom. */
function bareName(name: string | undefined): string | undefined {
  return name?.replace(/['’]s$/u, '');
}

/** Where the record's name stands: its occurrence after `from` (the note may say the same name earlier). */
function nameStart(text: string, match: RegExpExecArray, name: string, from: number): number {
  const after = text.indexOf(name, from);
  return after >= 0 ? after : text.indexOf(name, match.index);
}
