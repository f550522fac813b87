/**
 * "sort that by size" after "ls Downloads", "the last 10 lines is enough" after "show me logs/server.log", "show 50
 * instead" after "show the last 20 lines of logs/server.log": a follow-up that changes how the previous request is
 * done, not what it is done to. It is read as that request with the change: its file or folder, the new detail.
 */
import { findPaths } from '../extract/text-mentions.js';
import { readRequestAction } from '../intent/request-action.js';
import type { EngineMessage } from '../types.js';
import { previousRequest } from './previous-request.js';

/** Openers a refinement may carry: "ok", "now", "just", "actually". */
const OPENERS = String.raw`^(?:(?:ok(?:ay)?|now|then|and|but|just|only|actually|no|so)[,\s]+)*`;
/** A change to how a listing or a read is done: its order, its sizes, how many lines. */
const REFINES = new RegExp(
  `${OPENERS}(?:sort(?:ed)?|order(?:ed)?|(?:the\\s+|only\\s+(?:the\\s+)?)?(?:first|last|top|bottom)\\s+\\d+|\\d+\\s+lines?|by\\s+(?:size|name|date)|with\\s+(?:the\\s+)?sizes?|(?:the\\s+)?(?:biggest|largest|smallest)\\s+first)\\b`,
  'i',
);
/** A new amount for the same request: "show 50 instead", "make it 5", "now 30". */
const NEW_AMOUNT = /\b(?:instead|rather|make it|now|only|just)\b/i;
const NUMBER = /(?<![\w./-])\d+(?![\w./-])/g;
/** The thing the change points back at: "sort that", "sort them". */
const POINTING = /\s+\b(?:that|it|them|this|those|these)\b/i;
/**
 * A second clause joined on ("and delete the biggest", "then mail them", "; rm -rf /"): the message asks for another
 * act, which is a request of its own, not a change to the earlier one; reading it as the earlier request would hand
 * that act the earlier request's file. "by size and name" still only orders.
 */
const ANOTHER_ACT = /(?:;|&|\b(?:and|then|also|plus)\b)(?!\s+(?:by\s+)?(?:name|size|date|type|time)s?\b)/i;
/** An earlier request that names where it acts: a path, or a folder it lists. */
const NAMES_PLACE = /^(?:ls|dir|tree)\b|\b(?:folder|directory|file)\b/i;

/** What a listing showed, pointed back at: "they", "each of them", "the files in there". */
const THE_LISTED = String.raw`(?:they|them|those|these|(?:each|all|every\s+one)(?:\s+of\s+(?:them|those|these))?|the\s+(?:files|things|ones)(?:\s+in\s+there)?)`;
/**
 * "how big are they", "ok but how big are those", "what size is each of them", "tell me how big they are": the size of the things a listing
 * showed, asked of them all. Said after a listing, it asks the listing again with sizes. Plural only: "how big is it"
 * after a file is shown asks that one file's information.
 */
const SIZES_ASKED = new RegExp(
  `${OPENERS}(?:(?:show|tell)\\s+me\\s+)?(?:how\\s+(?:big|large)|what\\s+size)\\s+(?:(?:are|is)\\s+${THE_LISTED}|${THE_LISTED}\\s+(?:are|is))(?:\\s+(?:then|now|roughly|exactly))?[\\s?.!]*$`,
  'i',
);

/** The previous request with the change the message makes, or undefined when the message is no such change. */
export function refinedRequest(message: string, history: readonly EngineMessage[]): string | undefined {
  const asked = previousRequest(history);
  if (!asked || findPaths(message).length > 0) return undefined;
  if (findPaths(asked).length === 0 && !NAMES_PLACE.test(asked)) return undefined;
  if (SIZES_ASKED.test(message)) return readRequestAction(asked)?.action === 'list' ? `${asked.replace(/[\s?.!]+$/, '')}, with sizes` : undefined;
  if (ANOTHER_ACT.test(message.replace(new RegExp(OPENERS, 'i'), ''))) return undefined;
  const numbers = message.match(NUMBER) ?? [];
  const earlier = asked.match(NUMBER) ?? [];
  if (numbers.length === 1 && earlier.length === 1 && NEW_AMOUNT.test(message) && !REFINES.test(message)) {
    return asked.replace(NUMBER, numbers[0] ?? '');
  }
  if (!REFINES.test(message)) return undefined;
  // "sort that by size" is said of the listing: "ls Downloads, sorted by size", not a second request to sort.
  const change = message
    .replace(POINTING, '')
    .trim()
    .replace(/\b(sort|order)\b/i, '$1ed');
  return `${asked.replace(/[\s?.!]+$/, '')}, ${change}`;
}
