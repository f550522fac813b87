/**
 * Whether a tool is really about what the message asks, beyond sharing a few
 * words. BM25 scores are not comparable across catalogs (a lone tool always
 * ranks first), so relevance looks at coverage: how much of the tool's own name
 * the message mentions, and how much of the message the tool's docs cover,
 * counting only specific words (not "calculate", "get", "number").
 */
import { isSpecificTerm } from '../text/tokenize.js';
import { bestSimilarity } from '../text/term-match.js';
import type { IndexedTool } from './tool-index.js';
import { RANK } from '../weights.js';

export interface Relevance {
  /** 0..1 estimate that the tool fits the message. */
  score: number;
  /** Specific terms shared by message and tool, for explanations. */
  matched: string[];
  /** Share of the tool name's specific words the message mentions. */
  nameCoverage: number;
  /** Share of the message's specific words the tool's docs mention. */
  queryCoverage: number;
  /** Specific message words found in the tool's name and description (weighted by match quality). */
  nameAndDescriptionHits: number;
}

/** `query` is `specificTerms(queryTerms)`, passed in when the caller scores several tools for one message. */
export function toolRelevance(entry: IndexedTool, queryTerms: readonly string[], query: ReadonlySet<string> = specificTerms(queryTerms)): Relevance {
  const nameCoverage = nameCoverageOf(entry, query, queryTerms);
  const matched: string[] = [];
  let covered = 0;
  let hits = 0;
  for (const term of query) {
    const inAll = bestSimilarity(term, entry.allTerms);
    // Name and description terms are among all terms: a word nothing of the tool matches matches neither (most words).
    if (inAll === 0) continue;
    if (inAll > 0) matched.push(term);
    covered += inAll;
    hits += Math.max(bestSimilarity(term, entry.nameTerms), bestSimilarity(term, entry.descriptionTerms));
  }
  const queryCoverage = query.size > 0 ? covered / query.size : 0;
  const score = relevanceScore(nameCoverage, queryCoverage, hits);
  return { score, matched, nameCoverage, queryCoverage, nameAndDescriptionHits: hits };
}

/** The specific terms of a message, as `nameCoverageOf` takes them. */
export function specificTerms(queryTerms: readonly string[]): Set<string> {
  return new Set(queryTerms.filter(isSpecificTerm));
}

/** Share of the tool name's specific words the message mentions (directly, as an acronym, or inside a compound). */
export function nameCoverageOf(entry: IndexedTool, query: ReadonlySet<string>, queryTerms: readonly string[]): number {
  const nameSpecific = entry.specificNameTerms;
  return nameSpecific.length > 0 ? sum(nameSpecific.map((term) => nameTermMatch(term, query, queryTerms))) / nameSpecific.length : 0;
}

/**
 * How well the message covers one word of a tool's name: directly, as an
 * acronym of consecutive message words ("gcd" ← "greatest common divisor"), or
 * as part of a compound name ("geodistance" ← "distance").
 */
function nameTermMatch(term: string, query: ReadonlySet<string>, queryTerms: readonly string[]): number {
  const direct = bestSimilarity(term, query);
  if (direct === 1) return 1;
  let best = direct;
  if (term.length >= 2 && term.length <= 5 && isAcronymOf(term, queryTerms)) best = Math.max(best, RANK.nameTermMatch.acronym);
  if (term.length >= 8) {
    for (const part of query) if (part.length >= 4 && term.includes(part)) best = Math.max(best, RANK.nameTermMatch.compoundPart);
  }
  return best;
}

function isAcronymOf(acronym: string, queryTerms: readonly string[]): boolean {
  for (let start = 0; start + acronym.length <= queryTerms.length; start += 1) {
    let matches = true;
    for (let i = 0; i < acronym.length && matches; i += 1) matches = queryTerms[start + i]?.[0] === acronym[i];
    if (matches) return true;
  }
  return false;
}

function relevanceScore(nameCoverage: number, queryCoverage: number, hits: number): number {
  return Math.min(1, RANK.relevance.nameCoverage * nameCoverage + RANK.relevance.queryCoverage * queryCoverage + RANK.relevance.hits * Math.min(1, hits / 3));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
