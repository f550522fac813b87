/**
 * The probability that a tool is needed, from the best candidate tool's
 * evidence: how much of its name the message covers, how many specific words
 * its name and description share with the message, and whether the message
 * actually states the tool's required inputs. A logistic model over these
 * general features; its weights were fitted once on public function-calling
 * cases (relevant and deliberately irrelevant tools, in their natural
 * proportion: most turns that reach this rule and share specific words with a
 * tool do want it) and rounded. Being a probability, it doubles as the
 * router's calibrated confidence.
 */
import type { ToolSpec } from '../types.js';
import { matchTools, type ToolMatch } from './best-match.js';
import { extractArgumentsDetailed } from '../extract/extract-arguments.js';
import { ROUTE } from '../weights.js';

const WEIGHTS = ROUTE.toolNeedLogistic;

/** How many BM25 leaders are assessed. */
const CANDIDATES = 4;

export interface ToolNeed {
  probability: number;
  best?: ToolMatch;
}

export function assessToolNeed(message: string, tools: readonly ToolSpec[]): ToolNeed {
  let result: ToolNeed = { probability: 0 };
  // Most promising first, and a candidate that could not win even with a perfect extraction is not extracted.
  const candidates = matchTools(message, tools, CANDIDATES).sort((a, b) => lexicalEvidence(b) - lexicalEvidence(a));
  for (const match of candidates) {
    if (logistic(lexicalEvidence(match) + WEIGHTS.grounding + WEIGHTS.extraction) <= result.probability) continue;
    const probability = toolProbability(message, match);
    if (probability > result.probability) result = { probability, best: match };
  }
  return result;
}

function lexicalEvidence(match: ToolMatch): number {
  return WEIGHTS.bias + WEIGHTS.nameCoverage * match.relevance.nameCoverage + (WEIGHTS.hits * Math.min(4, match.relevance.nameAndDescriptionHits)) / 4;
}

function logistic(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function toolProbability(message: string, match: ToolMatch): number {
  const extraction = extractArgumentsDetailed(message, match.entry.tool);
  return logistic(lexicalEvidence(match) + WEIGHTS.grounding * extraction.grounding + WEIGHTS.extraction * extraction.confidence);
}
