/** The ranked tools for a message with their relevance, shared by router and selector. */
import type { ToolSpec } from '../types.js';
import { terms } from '../text/tokenize.js';
import { typedTerms } from '../text/typed-terms.js';
import { getToolIndex, type IndexedTool } from './tool-index.js';
import { scoreTools } from './rank-tools.js';
import { toolRelevance, type Relevance } from './relevance.js';

/** Lexical relevance at or above this marks a tool as a plausible match (the router's decision uses the calibrated probability). */
export const RELEVANCE_THRESHOLD = 0.4;

export interface ToolMatch {
  entry: IndexedTool;
  bm25: number;
  relevance: Relevance;
}

/**
 * The best `limit` tools by BM25, each with its relevance estimate. With
 * `among`, only those tools compete, but they are still scored against the
 * whole list: a word's rarity across the full inventory is what makes it
 * telling, and a shortlist of eight indexed on its own would lose that.
 */
export function matchTools(message: string, tools: readonly ToolSpec[], limit: number, among?: ReadonlySet<ToolSpec>): ToolMatch[] {
  const index = getToolIndex(tools);
  const queryTerms = [...terms(message), ...typedTerms(message)];
  const scored = scoreTools(index, queryTerms);
  return (among ? scored.filter(({ position }) => among.has(index.tools[position]!.tool)) : scored)
    .slice(0, limit)
    .flatMap(({ position, score }) => {
      const entry = index.tools[position];
      return entry ? [{ entry, bm25: score, relevance: toolRelevance(entry, queryTerms) }] : [];
    });
}
