/** BM25F ranking of tools against a message. */
import type { RankedTool, ToolSpec } from '../types.js';
import { terms } from '../text/tokenize.js';
import { termVariants } from '../text/term-match.js';
import { getToolIndex, type ToolIndex } from './tool-index.js';
import { inverseDocumentFrequency, termContribution } from './bm25.js';
import { ScoredTools } from './scored-tools.js';

export { ScoredTools, type ScoredTool } from './scored-tools.js';

/**
 * Per position, the best contribution of the current query term's variants,
 * and the positions it was set for: reused across calls (scoring is
 * synchronous), so that scoring a 10,000-tool catalog allocates no table per term.
 */
let termBest = new Float64Array(0);
const termTouched: number[] = [];

/**
 * Weight of a term the request implies rather than says (its action's and object's usual words, `actionTerms`):
 * enough to bring the tools that do the asked thing into the candidates, not to outrank a tool the request names.
 */
export const IMPLIED_TERM_WEIGHT = 0.35;

/** Scores of every tool that shares at least one term with the query (or with the terms it implies). */
export function scoreTools(index: ToolIndex, queryTerms: readonly string[], impliedTerms: readonly string[] = []): ScoredTools {
  const count = index.tools.length - (index.hidden?.size ?? 0);
  if (count <= 0) return new ScoredTools(new Float64Array(0), []);
  if (termBest.length < index.tools.length) termBest = new Float64Array(index.tools.length);
  const scores = new Float64Array(index.tools.length);
  const positions: number[] = [];
  const variants = variantsIn(index);
  for (const queryTerm of new Set(queryTerms)) {
    // Per tool, the best-matching variant of this query term counts once.
    for (const variant of variants(queryTerm)) {
      const list = index.postings.get(variant.term);
      const frequencies = index.frequencies.get(variant.term);
      if (!list || !frequencies) continue;
      const idf = inverseDocumentFrequency(count, index.documentFrequency.get(variant.term) ?? 0);
      for (let i = 0; i < list.length; i += 1) {
        const position = list[i]!;
        if (index.hidden?.has(position)) continue;
        const contribution = termContribution(variant.weight, idf, frequencies[i]!, index.lengthNorms[position]!);
        if (contribution > termBest[position]!) {
          if (termBest[position] === 0) termTouched.push(position);
          termBest[position] = contribution;
        }
      }
    }
    for (const position of termTouched) {
      if (scores[position] === 0) positions.push(position);
      scores[position] = scores[position]! + termBest[position]!;
      termBest[position] = 0;
    }
    termTouched.length = 0;
  }
  for (const term of impliedTerms) {
    const list = index.postings.get(term);
    const frequencies = index.frequencies.get(term);
    if (!list || !frequencies) continue;
    const idf = inverseDocumentFrequency(count, index.documentFrequency.get(term) ?? 0);
    for (let i = 0; i < list.length; i += 1) {
      const position = list[i]!;
      if (index.hidden?.has(position)) continue;
      if (scores[position] === 0) positions.push(position);
      scores[position] = scores[position]! + termContribution(IMPLIED_TERM_WEIGHT, idf, frequencies[i]!, index.lengthNorms[position]!);
    }
  }
  return new ScoredTools(scores, positions);
}

type Variants = ReadonlyArray<{ term: string; weight: number }>;

/**
 * Per index, the variants of each query term met so far (an index never changes once built): a turn ranks the
 * message and each of its clauses, and later messages repeat most words. Cleared whole when it fills up.
 */
const variantCache = new WeakMap<ToolIndex, (term: string) => Variants>();
const VARIANT_TERMS = 20_000;

function variantsIn(index: ToolIndex): (term: string) => Variants {
  let variants = variantCache.get(index);
  if (!variants) {
    const table = new Map<string, Variants>();
    const has = (term: string): boolean => index.postings.has(term);
    let longestKnown = 0;
    for (const known of index.postings.keys()) longestKnown = Math.max(longestKnown, known.length);
    variants = (term) => {
      let found = table.get(term);
      if (!found) {
        found = termVariants(term, has, index.vocabulary, longestKnown);
        if (table.size >= VARIANT_TERMS) table.clear();
        table.set(term, found);
      }
      return found;
    };
    variantCache.set(index, variants);
  }
  return variants;
}

/** The k best tools for a message; tools sharing no term with it are left out. */
export function rankTools(message: string, tools: ToolSpec[], k: number): RankedTool[] {
  const index = getToolIndex(tools);
  return scoreTools(index, terms(message))
    .best(k)
    .map(({ position, score }) => ({ tool: index.tools[position]!.tool, score }));
}
