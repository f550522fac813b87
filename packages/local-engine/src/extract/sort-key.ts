/**
 * The key a request sorts by. A parameter that sorts ("sortBy", "order_by", "Sort entries by name or size")
 * takes a value the request asks to order by ("sorted by size", "by name"), or one a superlative implies
 * ("the biggest files" and "what takes up the most space" sort by size, "the newest" by date). The key's word alone is no order: "list it with
 * sizes" shows sizes, it does not ask to sort by them.
 */
import type { Candidate, ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { spokenForm } from './enum-match.js';

/**
 * A parameter that chooses which key to sort by: named or documented for sorting, with keys people imply
 * ("name", "size", "date") for values. One that chooses a direction ("asc", "desc") or other keys is read as
 * any enum is.
 */
export function choosesSortKey(context: ParameterContext): boolean {
  const values = context.schema.enum ?? [];
  if (values.length === 0 || (!/sort|order/i.test(context.name) && !/^\s*(?:sort|order)/i.test(context.schema.description ?? ''))) return false;
  return values.every((value) => IMPLIED_KEYS.some((entry) => entry.key.test(spokenForm(String(value)))));
}

/** Words right before a key that make it the order asked for. */
const ORDER_CUE = /\b(?:by|sort(?:ed)?|order(?:ed)?|rank(?:ed)?|arrange[ds]?)\s+(?:(?:their|the|its|file|entry)\s+)?$/i;

/** Keys people imply with a superlative or an order word: what each kind of key is called, and the words that imply it. */
const IMPLIED_KEYS: ReadonlyArray<{ key: RegExp; said: RegExp; flag?: RegExp }> = [
  {
    key: /^(?:size|bytes?|length)$/i,
    // "what's big in downloads", "the big ones": which things are big is asked by ranking them by size.
    said: /\b(?:biggest|largest|smallest|heaviest|bigger|larger|smaller|tiniest|hugest)\b|\b(?:most|least) (?:space|room|storage|disk)\b|\b(?:eat|tak|hogg|us)\w*(?: up)? (?:the most|most|all the|so much|a lot of) (?:space|room|storage|disk)\b|\bwhat(?:'s|’s| is| are)\s+(?:so\s+|really\s+|too\s+)?(?:big|huge|large)\b|\b(?:big|huge|large) (?:ones|files|things|stuff)\b/i,
    // `ls -S`, `ls --sort=size`: the command's own flag for ordering by size.
    flag: /\bls\b(?:\s+-{1,2}[\w=-]+)*?\s+(?:-[a-zA-Z]*S[a-zA-Z]*|--sort[= ]size)(?=\s|$)/,
  },
  { key: /^(?:name|title|alpha(?:betical)?)$/i, said: /\balphabetic(?:al)?(?:ally)?\b|\ba\s*(?:to|-)\s*z\b/i },
  {
    key: /^(?:date|time|modified|mtime|updated|created|recent|newest)$/i,
    said: /\b(?:newest|oldest|latest|most recent(?:ly)?|recently (?:changed|modified|updated|edited)|last (?:changed|modified|updated|edited))\b/i,
    // `ls -t`, `ls --sort=time`: ordered by when each was last changed.
    flag: /\bls\b(?:\s+-{1,2}[\w=-]+)*?\s+(?:-[a-zA-Z]*t[a-zA-Z]*|--sort[= ]time)(?=\s|$)/,
  },
];

/** Whether an enum value found in the message is asked as the order ("by size"), not just mentioned ("with sizes"). */
export function askedAsOrder(facts: MessageFacts, candidate: Candidate): boolean {
  return candidate.start >= 0 && ORDER_CUE.test(facts.text.slice(Math.max(0, candidate.start - 24), candidate.start));
}

/** Enum values a superlative or an order word implies: "the biggest files" → "size". */
export function impliedKeyCandidates(facts: MessageFacts, values: readonly unknown[], score: number): Candidate[] {
  const out: Candidate[] = [];
  for (const value of values) {
    const spoken = spokenForm(String(value));
    const implied = IMPLIED_KEYS.find((entry) => entry.key.test(spoken));
    const match = implied?.said.exec(facts.text) ?? implied?.flag?.exec(facts.text);
    if (match) out.push({ value, start: match.index, end: match.index + match[0].length, score, affinity: score });
  }
  return out;
}
