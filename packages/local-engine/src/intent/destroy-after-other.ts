/**
 * "what day is christmas; delete important.md", "Rocky is a dog (husky), delete important.md": a destroy request
 * written after a question or a statement of its own. The two may not be one person's one request (a question pasted
 * with an instruction from a file or a page), so the destroy part waits for a yes instead of being decided alone.
 */
import { boundWhitespace } from '../text/bounded-whitespace.js';
import { stem } from '../text/tokenize.js';
import { VERB_STEMS } from './lexicon.js';
import { FOREIGN_WORD_SENSES } from './other-languages.js';

/** Words a request may open with that say nothing of their own ("ok, delete it", "yes please, remove it"). */
const LEAD_INS = new Set(
  'ok okay yes yeah yep sure right fine alright now then please pls and also so go ahead just hey hi well oh sí si ja oui sim tak e y und et'.split(' '),
);
/** A question, a sentence or a clause closed before the destroy word, or joined to it by "and". */
const CLOSED = /(?:[;?.!,:)]|\s(?:and|then|also|e|y|und|et|i|en|och|og))\s*$/iu;
/** The destroy word is looked for among the first words only: a long message is read to its end elsewhere. */
const READ_CHARS = 2_000;

/** Whether the message asks to destroy something after words of its own: three or more, closed as a clause. */
export function destroysAfterOtherWords(message: string): boolean {
  const text = boundWhitespace(message).slice(0, READ_CHARS);
  for (const word of text.matchAll(/[\p{L}\p{N}'’-]+/gu)) {
    const lower = word[0].toLowerCase();
    if (VERB_STEMS.get(stem(lower))?.action !== 'destroy' && !FOREIGN_WORD_SENSES.get(lower)?.has('destroy')) continue;
    const before = text.slice(0, word.index);
    // A destroy word inside what the request works on ("turn rm -rf / into French and delete …") is not the ask: the
    // later ones are read too.
    if (!CLOSED.test(before)) continue;
    const own = before.split(/[^\p{L}\p{N}'’-]+/u).filter((one) => one.length > 0 && !LEAD_INS.has(one.toLowerCase()));
    if (own.length >= 3) return true;
  }
  return false;
}

/** Opening words that ask whether, not ask for: "do i need to delete …", "should we remove …". */
const ASKS_WHETHER = /^(?:(?:so|and|ok(?:ay)?|hey)[,\s]+)?(?:do|does|should|shall|must|would|is it)\s+(?:i|we|you|one)?\b/iu;
/** Words after the request that ask whether it is wise: "…, good idea or not?", "…, any tips?", "…, is that too much". */
const DOUBTS =
  /\b(?:good|bad|smart|stupid|wise) (?:idea|move)\b|\bany (?:tips|advice|thoughts|ideas)\b|\bis (?:it|that|this) (?:too|a good|a bad|wise|safe|ok|okay)\b|\bor not\b|\bshould i\b/iu;

/**
 * Whether a request to destroy something is a question about doing it ("delete important.md, good idea or not?", "do i
 * need to delete important.md"): the person asks whether, and the delete waits for their yes.
 */
export function asksWhetherToDestroy(message: string): boolean {
  const text = boundWhitespace(message).slice(0, READ_CHARS).trim();
  return ASKS_WHETHER.test(text) || DOUBTS.test(text);
}
