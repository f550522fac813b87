/**
 * The text a request hands over whole, for a parameter that takes free text
 * (a message, content, a note): what follows a colon ("that says: 1 banana,
 * oat milk"), what follows "saying" or "that says", or what follows a verb of
 * the tool's own name that opens the request ("echo hello"). Commas inside it
 * belong to it: it is one value, not a list.
 */
import { memoByText } from '../text/bounded-memo.js';
import { stem } from '../text/tokenize.js';

export interface Payload {
  value: string;
  start: number;
  end: number;
}

/** What a payload scores: above a quoted span inside it or a name it mentions. */
export const PAYLOAD_SCORE = 1.1;

/** A parameter that takes free text by its name: "message", "content", "text", "body", "note". */
export function takesFreeText(name: string): boolean {
  const parts = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/);
  return parts.length === 1 && FREE_TEXT_NAMES.has(parts[0] ?? '');
}

const FREE_TEXT_NAMES = new Set(['message', 'msg', 'content', 'contents', 'text', 'body', 'note', 'comment', 'prompt', 'input', 'line', 'entry']);

/** Words that open a phrase saying how or where rather than a text to hand over. */
const FUNCTION_WORDS = new Set(
  'the a an for about of to in on at it its this that these those with from by into onto over under my your me us them'.split(' '),
);

const AFTER_COLON = /:\s+(\S[^\n]*)$/;
const SAYING = /\b(?:saying|that says|which says|that reads|reading|with the (?:text|words?|content)|with text|containing)\s*:?\s+(\S[^\n]*)$/i;

export function findPayloads(text: string, toolStems: ReadonlySet<string> | undefined): readonly Payload[] {
  const spoken = spokenPayloads(text);
  return spoken.length > 0 ? spoken : openingVerbPayload(text, toolStems);
}

const spokenPayloads = memoByText(2_000, (text: string): Payload[] => {
  const found: Payload[] = [];
  const colon = AFTER_COLON.exec(text);
  // "10:30" is a time, and a colon near the very end rarely hands anything over.
  if (colon?.[1]) found.push(payloadAt(colon.index + colon[0].length - colon[1].length, colon[1]));
  const saying = SAYING.exec(text);
  if (saying?.[1]) found.push(payloadAt(saying.index + saying[0].length - saying[1].length, saying[1]));
  return found;
});

/** "echo hello", "say good morning": the rest of a short request after the verb that names the tool. */
function openingVerbPayload(text: string, toolStems: ReadonlySet<string> | undefined): Payload[] {
  const opening = /^\s*(?:(?:please|pls|can you|could you)\s+)?([a-z]+)\s+(?:this\s*:?\s*|back\s*:?\s*)?(\S[^\n]*)$/i.exec(text);
  if (!opening?.[1] || !opening[2] || !toolStems?.has(stem(opening[1].toLowerCase()))) return [];
  // A path in the rest says where, not what ("new file notes/a.md ..."); a quote in it is the value itself
  // ("remove the word "to" ..."); a rest that opens with a function word ("search for it in ...") says how.
  if (/[\\/"“”`']|\.[a-z]{1,5}\b/i.test(opening[2]) || FUNCTION_WORDS.has((/^[\p{L}']+/u.exec(opening[2])?.[0] ?? '').toLowerCase())) return [];
  return [payloadAt(opening.index + opening[0].length - opening[2].length, opening[2])];
}

/** The payload as given: a payload wholly in quotes is what is inside them; trailing spaces dropped. */
function payloadAt(start: number, raw: string): Payload {
  // The payload ends with its sentence: "that says 'Happy Birthday!' Can you ..." hands over only the greeting.
  const sentenceEnd = /(?<=[.!?]["'”]?)\s+(?=[A-Z])/.exec(raw);
  const sentence = sentenceEnd ? raw.slice(0, sentenceEnd.index) : raw;
  const trimmed = sentence.replace(/\s+$/, '').replace(/(["'”`])[.!?]+$/, '$1');
  const quoted = /^(["'“`])(.*)(["'”`])$/.exec(trimmed);
  if (quoted?.[2] && !/["“”`]/.test(quoted[2])) return { value: quoted[2], start: start + 1, end: start + 1 + quoted[2].length };
  return { value: trimmed, start, end: start + trimmed.length };
}
