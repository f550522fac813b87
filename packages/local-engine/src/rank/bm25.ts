/**
 * The BM25 formula in one place: the index computes each tool's length norm
 * once per catalog, the scorer applies the rest per query term. Kept in the
 * exact order of operations of the original expression, so scores are the
 * same to the last bit.
 */
import { RANK } from '../weights.js';

const K1 = RANK.bm25.k1;
const B = RANK.bm25.b;

/** The length part of BM25's denominator for one tool: longer docs need more occurrences. */
export function lengthNorm(weightedLength: number, averageLength: number): number {
  return K1 * (1 - B + (B * weightedLength) / averageLength);
}

/** Every position's length norm, for an index whose tools and average length are fixed. */
export function lengthNorms(weightedLengths: readonly number[], averageLength: number): Float64Array {
  const norms = new Float64Array(weightedLengths.length);
  for (let position = 0; position < weightedLengths.length; position += 1) norms[position] = lengthNorm(weightedLengths[position]!, averageLength);
  return norms;
}

/** How telling a term is: rare terms weigh more (`count` competing tools, `documentFrequency` of them have it). */
export function inverseDocumentFrequency(count: number, documentFrequency: number): number {
  return Math.log(1 + (count - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/** One query term variant's share of a tool's score. */
export function termContribution(weight: number, idf: number, termFrequency: number, norm: number): number {
  return (weight * idf * termFrequency * (K1 + 1)) / (termFrequency + norm);
}
