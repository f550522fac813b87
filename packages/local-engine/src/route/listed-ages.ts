/**
 * "when did I change them", "how old are those", "when were they last modified" after a listing: when the things the
 * listing showed were made or last changed, asked of them all. Each thing's details say it, so the request reads as
 * that question asked of each listed thing by its path. (Their sizes are asked of the listing itself: see
 * refined-request.ts.) Said after a file was read, or of one thing ("how old is it"), it is left as it was.
 */
import { readRequestAction } from '../intent/request-action.js';
import type { EngineMessage } from '../types.js';
import { listedItems, listingFolder } from './listed-items.js';
import { previousRequest } from './previous-request.js';

/** Openers a follow-up may carry: "ok", "and", "so". */
const OPENERS = String.raw`^(?:(?:ok(?:ay)?|and|but|so|also|cool|great|thanks|right)[,\s]+)*`;
/** The things a listing showed, pointed back at: "they", "those", "each of them", "the files in there". */
const THE_LISTED = String.raw`(?:they|them|those|these|(?:each|all|every\s+one)\s+of\s+(?:them|those|these)|the\s+(?:files|things|ones)(?:\s+in\s+there)?)`;
/** A verb of changing or making, as its past ("changed", "edited", "made"). */
const CHANGED = String.raw`(?:changed|modified|edited|updated|touched|saved|made|created|written|added)`;
/** A verb of changing or making, as the bare verb after "did I". */
const CHANGE = String.raw`(?:change|modify|edit|update|touch|save|make|create|write|add)`;
const AGE_ASKED = new RegExp(
  `${OPENERS}(?:` +
    // "how old are they", "how old are those files", "how recent are these"
    String.raw`how\s+(?:old|new|recent)\s+(?:are|is)\s+${THE_LISTED}(?:\s+files)?` +
    // "when were they last changed", "when were those made"
    String.raw`|when\s+(?:were|was)\s+${THE_LISTED}\s+(?:last\s+|first\s+)?${CHANGED}` +
    // "when did I (last) change them", "when did you make those"
    String.raw`|when\s+did\s+(?:i|we|you)\s+(?:last\s+)?${CHANGE}\s+${THE_LISTED}` +
    // "what dates are on them", "what are their dates"
    String.raw`|what\s+(?:are\s+)?(?:the\s+)?dates?\s+(?:are\s+)?(?:on|of)\s+${THE_LISTED}|what\s+are\s+their\s+dates` +
    String.raw`)(?:\s+(?:then|now|again|roughly|exactly))?[\s?.!]*$`,
  'i',
);
/** More listed things than one turn's calls are planned for are asked about one by one, not all at once. */
const MOST_LISTED = 12;

/** The request as when each listed thing was last modified, or undefined when the message is no such follow-up. */
export function listedAgesRequest(message: string, history: readonly EngineMessage[]): string | undefined {
  if (!AGE_ASKED.test(message.trim())) return undefined;
  const asked = previousRequest(history);
  const reply = history.at(-1);
  if (!asked || reply?.role !== 'assistant' || readRequestAction(asked).action !== 'list') return undefined;
  const folder = listingFolder(history);
  // The reply's opening ("school/safety contains: ...") names the folder listed, not a thing in it.
  const items = listedItems(reply.content, folder)
    .filter((item) => !folder || (item !== folder && !item.startsWith(`${folder} `)))
    .map((item) => item.replace(/\/$/, ''))
    .map((item) => (folder && !item.startsWith(`${folder}/`) ? `${folder}/${item}` : item));
  if (items.length < 2 || items.length > MOST_LISTED) return undefined;
  // "each of": a list of three read as "when were a", "b" and "c" would ask only the first one's date.
  return `when was each of ${items.slice(0, -1).join(', ')} and ${items.at(-1)} last modified`;
}
