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

export function toolRelevance(entry: IndexedTool, queryTerms: readonly string[]): Relevance {
  const query = new Set(queryTerms.filter(isSpecificTerm));
  const nameSpecific = [...entry.nameTerms].filter(isSpecificTerm);
  const nameCoverage = nameSpecific.length > 0 ? sum(nameSpecific.map((term) => bestSimilarity(term, query))) / nameSpecific.length : 0;
  const matched: string[] = [];
  let covered = 0;
  let hits = 0;
  for (const term of query) {
    const inAll = bestSimilarity(term, entry.allTerms);
    if (inAll > 0) matched.push(term);
    covered += inAll;
    hits += Math.max(bestSimilarity(term, entry.nameTerms), bestSimilarity(term, entry.descriptionTerms));
  }
  const queryCoverage = query.size > 0 ? covered / query.size : 0;
  const score = relevanceScore(nameCoverage, queryCoverage, hits);
  return { score, matched, nameCoverage, queryCoverage, nameAndDescriptionHits: hits };
}

function relevanceScore(nameCoverage: number, queryCoverage: number, hits: number): number {
  return Math.min(1, 0.4 * nameCoverage + 0.35 * queryCoverage + 0.25 * Math.min(1, hits / 3));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
