/**
 * Paired parameters with a direction — from/to, base/target, origin/
 * destination, start/end, min/max — take the value after the matching
 * preposition ("from British pounds to Japanese yen", "between 1 and 10").
 */
import type { Candidate, ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { memoByText } from '../text/bounded-memo.js';
import { EXTRACT } from '../weights.js';

export type Role = 'first' | 'second';

const FIRST = /(^|_|\b)(from|source|src|base|origin|start|starting|begin|initial|departure|lower|min|minimum|low|first|old|sender)(_|\b|$)/i;
const SECOND = /(^|_|\b)(to|target|dest|destination|end|ending|final|arrival|upper|max|maximum|high|second|new|recipient|into)(_|\b|$)/i;

/** Memoised: asked for every candidate of every parameter. */
export const roleOf = memoByText(5_000, (name: string): Role | undefined => {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1_$2');
  if (FIRST.test(spaced)) return 'first';
  if (SECOND.test(spaced)) return 'second';
  return undefined;
});

/** "from the", "into my new", "to that old": the words that may stand between a preposition and what it names. */
const LEADING = String.raw`(?:(?:the|my|our|a|an|that|this|new|old)\s+){0,2}`;
const BEFORE_FIRST = new RegExp(String.raw`\b(from|between|starting at|start at|departing|leaving|min(?:imum)? of|at least|over)\s+${LEADING}\$?$`, 'i');
const BEFORE_SECOND = new RegExp(String.raw`\b(to|into|until|till|through|and|max(?:imum)? of|at most|under|arriving (?:at|in))\s+${LEADING}\$?$`, 'i');

const CONVERTED = /currency|unit|lang/i;
const HOW_MANY = /\bhow\s+(?:many|much)\s+$/i;

/** "500 US dollars", "$500", "12 miles": a currency or unit written right after its amount, or a symbol before it. */
function writtenWithAmount(text: string, candidate: Candidate): boolean {
  return /\d\s*$/.test(text.slice(Math.max(0, candidate.start - 12), candidate.start)) || /^\s*\d/.test(text.slice(candidate.end, candidate.end + 3));
}

/** Extra score for a candidate right after the preposition that matches the parameter's role. */
export function withRoleBonus(context: ParameterContext, facts: MessageFacts, candidates: Candidate[]): Candidate[] {
  const role = roleOf(context.name);
  if (!role) return candidates;
  const pattern = role === 'first' ? BEFORE_FIRST : BEFORE_SECOND;
  return candidates.map((candidate) => {
    if (candidate.start < 0) return candidate;
    const before = facts.text.slice(Math.max(0, candidate.start - 25), candidate.start);
    // "How much is it in USD?": for a currency, unit or language, "in" names the one to convert to.
    const converted = CONVERTED.test(context.name);
    // "How much is it in USD?": for a currency, unit or language, "in" names the one to convert to, and so does "how many"
    // ("how many Canadian dollars for 500 US dollars?"); the one written with the amount is the one converted from.
    const convertsInto = role === 'second' && converted && (/\bin\s+$/i.test(before) || HOW_MANY.test(before));
    const convertsFrom = role === 'first' && converted && writtenWithAmount(facts.text, candidate);
    if (!pattern.test(before) && !convertsInto && !convertsFrom) return candidate;
    // "and" only marks the second end after "between ... and".
    if (
      role === 'second' &&
      /\band\s+(?:the\s+)?\$?$/i.test(before) &&
      !/\bbetween\b/i.test(facts.text.slice(Math.max(0, candidate.start - 60), candidate.start))
    ) {
      return candidate;
    }
    return { ...candidate, score: candidate.score + EXTRACT.assign.roleMatch, affinity: candidate.affinity + EXTRACT.assign.roleMatch };
  });
}
