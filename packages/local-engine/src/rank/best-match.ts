/** The ranked tools for a message with their relevance, shared by router and selector. */
import type { ToolSpec } from '../types.js';
import { terms } from '../text/tokenize.js';
import { typedTerms } from '../text/typed-terms.js';
import { getToolIndex, type IndexedTool } from './tool-index.js';
import { scoreTools } from './rank-tools.js';
import { toolRelevance, type Relevance } from './relevance.js';

/** Relevance at or above this means "a tool is needed". */
export const RELEVANCE_THRESHOLD = 0.4;

export interface ToolMatch {
  entry: IndexedTool;
  bm25: number;
  relevance: Relevance;
}

/** The best `limit` tools by BM25, each with its relevance estimate. */
export function matchTools(message: string, tools: readonly ToolSpec[], limit: number): ToolMatch[] {
  const index = getToolIndex(tools);
  const queryTerms = [...terms(message), ...typedTerms(message)];
  return scoreTools(index, queryTerms)
    .slice(0, limit)
    .flatMap(({ position, score }) => {
      const entry = index.tools[position];
      return entry ? [{ entry, bm25: score, relevance: toolRelevance(entry, queryTerms) }] : [];
    });
}

/** Map a distance from a decision boundary to a confidence in 0.5..0.99. */
export function confidenceFromMargin(margin: number, steepness = 6): number {
  const confidence = 0.5 + 0.5 * Math.tanh(Math.abs(margin) * steepness);
  return Math.round(Math.min(0.99, confidence) * 100) / 100;
}
