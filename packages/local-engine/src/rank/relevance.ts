/**
 * Whether a tool is really about what the message asks, beyond sharing a few
 * words. BM25 scores are not comparable across catalogs (a lone tool always
 * ranks first), so relevance looks at coverage: how much of the tool's own name
 * the message mentions, and how much of the message the tool's docs cover,
 * counting only specific words (not "calculate", "get", "number").
 */
import { isSpecificTerm } from '../text/tokenize.js';
import type { IndexedTool } from './tool-index.js';

export interface Relevance {
  /** 0..1 estimate that the tool fits the message. */
  score: number;
  /** Specific terms shared by message and tool, for explanations. */
  matched: string[];
  nameCoverage: number;
  queryCoverage: number;
}

export function toolRelevance(entry: IndexedTool, queryTerms: readonly string[]): Relevance {
  const query = new Set(queryTerms.filter(isSpecificTerm));
  const nameSpecific = [...entry.nameTerms].filter(isSpecificTerm);
  const nameHits = nameSpecific.filter((term) => query.has(term)).length;
  const matched = [...query].filter((term) => entry.allTerms.has(term));
  const descriptionHits = [...query].filter((term) => entry.descriptionTerms.has(term)).length;
  const nameCoverage = nameSpecific.length > 0 ? nameHits / nameSpecific.length : 0;
  const queryCoverage = query.size > 0 ? matched.length / query.size : 0;
  const score =
    0.4 * nameCoverage + 0.35 * queryCoverage + 0.25 * Math.min(1, (descriptionHits + nameHits) / 3);
  return { score: Math.min(1, score), matched, nameCoverage, queryCoverage };
}
