/** BM25F ranking of tools against a message. */
import type { RankedTool, ToolSpec } from '../types.js';
import { terms } from '../text/tokenize.js';
import { termVariants } from '../text/term-match.js';
import { getToolIndex, type ToolIndex } from './tool-index.js';
import { RANK } from '../weights.js';

const K1 = RANK.bm25.k1;
const B = RANK.bm25.b;

export interface ScoredTool {
  position: number;
  score: number;
}

/** Scores of every tool that shares at least one term with the query, best first. */
export function scoreTools(index: ToolIndex, queryTerms: readonly string[]): ScoredTool[] {
  const count = index.tools.length - (index.hidden?.size ?? 0);
  if (count <= 0) return [];
  const scores = new Map<number, number>();
  const has = (term: string): boolean => index.postings.has(term);
  for (const queryTerm of new Set(queryTerms)) {
    // Per tool, the best-matching variant of this query term counts once.
    const best = new Map<number, number>();
    for (const variant of termVariants(queryTerm, has, index.vocabulary)) {
      const list = index.postings.get(variant.term);
      if (!list) continue;
      const df = index.documentFrequency.get(variant.term) ?? 0;
      const idf = Math.log(1 + (count - df + 0.5) / (df + 0.5));
      for (const position of list) {
        if (index.hidden?.has(position)) continue;
        const entry = index.tools[position];
        if (!entry) continue;
        const tf = entry.termFrequency.get(variant.term) ?? 0;
        const norm = K1 * (1 - B + (B * entry.weightedLength) / index.averageLength);
        const contribution = (variant.weight * idf * tf * (K1 + 1)) / (tf + norm);
        if (contribution > (best.get(position) ?? 0)) best.set(position, contribution);
      }
    }
    for (const [position, contribution] of best) scores.set(position, (scores.get(position) ?? 0) + contribution);
  }
  return [...scores.entries()].map(([position, score]) => ({ position, score })).sort((a, b) => b.score - a.score || a.position - b.position);
}

/** The k best tools for a message; tools sharing no term with it are left out. */
export function rankTools(message: string, tools: ToolSpec[], k: number): RankedTool[] {
  const index = getToolIndex(tools);
  return scoreTools(index, terms(message))
    .slice(0, Math.max(0, k))
    .flatMap(({ position, score }) => {
      const entry = index.tools[position];
      return entry ? [{ tool: entry.tool, score }] : [];
    });
}
