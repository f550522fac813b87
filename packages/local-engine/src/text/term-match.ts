/**
 * Loose matching between stems. Porter stems of one family do not always agree
 * ("discovered" → discov, "discoverer" → discover, "probability" → probabl vs
 * the abbreviation "prob"), so a stem that is a prefix of another, at least four
 * letters long, counts as a weaker match.
 */

import { relatedStems, relatesToAny } from './synonyms.js';
import { RANK } from '../weights.js';
import { mayMatchByPrefix } from './foreign-stems.js';

export const PREFIX_MATCH_WEIGHT = RANK.termMatch.prefix;
const MIN_PREFIX = 4;

/** 1 for equal stems, PREFIX_MATCH_WEIGHT when one is a long-enough prefix of the other, else 0. */
export function termSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= MIN_PREFIX && long.startsWith(short) && startsWithLowerLetter(short) && mayMatchByPrefix(short, long)) return PREFIX_MATCH_WEIGHT;
  return 0;
}

/** What `/^[a-z]/` tests: this runs for every message word against every candidate's terms. */
function startsWithLowerLetter(text: string): boolean {
  const code = text.charCodeAt(0);
  return code >= 97 && code <= 122;
}

/** Weight of a match through the thesaurus ("film" for "movie"). */
export const SYNONYM_MATCH_WEIGHT = RANK.termMatch.synonym;

/** Best similarity of a term against a set of terms, thesaurus included. */
export function bestSimilarity(term: string, terms: ReadonlySet<string>): number {
  const direct = lexicalSimilarity(term, terms);
  // A thesaurus match cannot raise a match already as good: skip the look-up.
  if (direct === 1 || direct >= SYNONYM_MATCH_WEIGHT) return direct;
  return relatesToAny(term, terms) ? Math.max(direct, SYNONYM_MATCH_WEIGHT) : direct;
}

function lexicalSimilarity(term: string, terms: ReadonlySet<string>): number {
  if (terms.has(term)) return 1;
  // Only a prefix match is left, and both stems then start with the term's letter.
  if (term.length < MIN_PREFIX || !startsWithLowerLetter(term)) return 0;
  for (const other of terms) {
    const prefix = other.length > term.length ? other.startsWith(term) : other.length >= MIN_PREFIX && other.length < term.length && term.startsWith(other);
    if (prefix && mayMatchByPrefix(term, other)) return PREFIX_MATCH_WEIGHT; // the best a non-equal stem can do
  }
  return 0;
}

/**
 * Variants of a term in a vocabulary: itself, vocabulary terms it is a prefix of
 * (found by binary search in the sorted vocabulary), and its own prefixes that
 * are vocabulary terms (none longer than `longestKnown`, the longest term `has` knows).
 */
export function termVariants(
  term: string,
  has: (candidate: string) => boolean,
  sortedVocabulary: readonly string[],
  longestKnown = Number.POSITIVE_INFINITY,
): Array<{ term: string; weight: number }> {
  const variants: Array<{ term: string; weight: number }> = [];
  if (has(term)) variants.push({ term, weight: 1 });
  for (const related of relatedStems(term)) {
    if (has(related)) variants.push({ term: related, weight: SYNONYM_MATCH_WEIGHT });
  }
  if (term.length < MIN_PREFIX || !startsWithLowerLetter(term)) return variants;
  let low = 0;
  let high = sortedVocabulary.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sortedVocabulary[middle] ?? '') < term) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < sortedVocabulary.length && variants.length < 16; i += 1) {
    const candidate = sortedVocabulary[i];
    if (candidate === undefined || !candidate.startsWith(term)) break;
    if (candidate !== term && mayMatchByPrefix(term, candidate)) variants.push({ term: candidate, weight: PREFIX_MATCH_WEIGHT });
  }
  // No prefix longer than the longest known term is known: a 60,000-letter word is not cut 60,000 ways.
  const longestPrefix = Math.min(term.length - 1, longestKnown);
  for (let length = MIN_PREFIX; length <= longestPrefix; length += 1) {
    const prefix = term.slice(0, length);
    if (has(prefix) && mayMatchByPrefix(prefix, term)) variants.push({ term: prefix, weight: PREFIX_MATCH_WEIGHT });
  }
  return variants;
}
