/**
 * "make a folder called jobs n move my cv into it", "read todo.md n then delete it": "n" (and "&") typed for "and"
 * between two requests, read as "and" where a firm verb follows it, so the second request is one of its own and no
 * part of the first one's name. Shorthand typed with a slash is read as its words.
 */
import { VERB_STEMS } from '../intent/lexicon.js';
import { stem } from '../text/tokenize.js';

/** A lone "n" or "&" between words, and the word after it (a "then" between them is passed over). */
const TYPED_AND = /(?<=\S) (?:n|&) (?=(?:then )?([\p{L}]+))/giu;

/**
 * Everyday shorthand written with a slash ("files in vaccins w/ sizes", "list it w/o the hidden ones", "b/c I lost
 * it", "invoices and/or receipts"): the words it stands for, never a folder "w/" or a path "and/or". Only whole
 * tokens: "w/2024" or "b/c.txt" go on to be read as the paths they may be.
 */
const SLASH_SHORTHAND = /(?<![\p{L}\p{N}_./\\-])(?:w\/o|w\/e|w\/|b\/c|and\/or)(?![\p{L}\p{N}_./\\-])/giu;
const SPELLED_SHORTHAND: Record<string, string> = { 'w/o': 'without', 'w/e': 'whatever', 'w/': 'with', 'b/c': 'because', 'and/or': 'or' };

export function withSpelledShorthand(message: string): string {
  if (!message.includes('/')) return message;
  return message.replace(SLASH_SHORTHAND, (found) => SPELLED_SHORTHAND[found.toLowerCase()] ?? found);
}

export function withTypedAnd(message: string): string {
  if (!/ (?:n|&) /i.test(message)) return message;
  return message.replace(TYPED_AND, (found, next: string) => (VERB_STEMS.get(stem(next.toLowerCase()))?.strength === 1 ? ' and ' : found));
}
