/**
 * "make a folder called jobs n move my cv into it", "read todo.md n then delete it": "n" (and "&") typed for "and"
 * between two requests, read as "and" where a firm verb follows it, so the second request is one of its own and no
 * part of the first one's name.
 */
import { VERB_STEMS } from '../intent/lexicon.js';
import { stem } from '../text/tokenize.js';

/** A lone "n" or "&" between words, and the word after it (a "then" between them is passed over). */
const TYPED_AND = /(?<=\S) (?:n|&) (?=(?:then )?([\p{L}]+))/giu;

export function withTypedAnd(message: string): string {
  if (!/ (?:n|&) /i.test(message)) return message;
  return message.replace(TYPED_AND, (found, next: string) => (VERB_STEMS.get(stem(next.toLowerCase()))?.strength === 1 ? ' and ' : found));
}
