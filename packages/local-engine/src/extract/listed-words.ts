/**
 * A required name given as plain lower-case words in a list: "the price of
 * gold, silver and platinum", "melting points of water and iron". Each word is
 * a candidate of its own, so the call can fan out over the list. Only lists
 * introduced by a preposition, in messages naming nothing else, count:
 * "boiling and melting points" describes the request, it names no values.
 */
import type { Candidate, ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { cueAffinity } from './parameter-cues.js';
import { lowercaseLists } from './special-values.js';
import { EXTRACT } from '../weights.js';

const PREPOSITION = String.raw`(?:of|for|in|on|about|between|from)\s+`;
const INTRODUCED = new RegExp(String.raw`\b${PREPOSITION}(?:the\s+)?$`, 'i');
/** The list reader may take "of gold" or "the nucleus" as the first item. */
const LEAD = new RegExp(String.raw`^(${PREPOSITION})?(?:the\s+|a\s+|an\s+)?`, 'i');
/** Places are proper names; lower-case words never fill them. */
const PLACE_PARAMETER = /\b(location|city|country|region|state|place|area|address|town)\b/i;
/** Lower than any name or quotation, so these only fill a parameter nothing else fits. */
const BASE_SCORE = EXTRACT.phrase.listedWord;

export function listedWordCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.required || context.kind !== 'string' || PLACE_PARAMETER.test(context.name.replace(/[_.-]/g, ' '))) return [];
  // With names or quotations about, plain words are more likely details of the request ("protein and carbs in an avocado from Walmart").
  if (facts.mentions.length > 0) return [];
  return lowercaseLists(facts.text)
    .flatMap((items) => {
      const first = items[0];
      if (!first) return [];
      const lead = LEAD.exec(first.text);
      const introduced = lead?.[1] !== undefined || INTRODUCED.test(facts.text.slice(Math.max(0, first.start - 20), first.start));
      const cut = lead?.[0].length ?? 0;
      return introduced ? [{ text: first.text.slice(cut), start: first.start + cut, end: first.end }, ...items.slice(1)] : [];
    })
    .map((item) => {
      const affinity = cueAffinity(facts.tokens, context.hits, item.start, item.end);
      return { value: item.text, start: item.start, end: item.end, score: BASE_SCORE + affinity, affinity };
    });
}
