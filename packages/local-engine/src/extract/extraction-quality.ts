/** How much an extraction can be trusted: confidence, grounding and which values the message really states. */
import type { Candidate, ParameterContext } from './candidates.js';
import { EXTRACT } from '../weights.js';

const Q = EXTRACT.quality;

/** Score at which a candidate counts as stated rather than guessed. */
export const GROUNDED_SCORE = EXTRACT.quality.groundedScore;

/** Evidence an optional parameter needs before it is filled. */
export const OPTIONAL_MIN_AFFINITY = EXTRACT.quality.optionalMinAffinity;

/** A parameter that is the only one of its kind (the only number, the only string) needs no cue to be unambiguous. */
export function soleOfItsKind(contexts: readonly ParameterContext[], name: string): boolean {
  const kind = contexts.find((context) => context.name === name)?.kind;
  const family = (k: string | undefined): string => (k === 'integer' || k === 'number' ? 'numeric' : (k ?? ''));
  return contexts.filter((context) => family(context.kind) === family(kind)).length === 1;
}

export function grounding(
  contexts: readonly ParameterContext[],
  assigned: ReadonlyMap<string, Candidate>,
  values: Record<string, unknown>,
  phraseFilled: ReadonlySet<string>,
): number {
  const required = contexts.filter((context) => context.required);
  if (required.length === 0) return contexts.length === 0 ? Q.noParameters : Q.onlyOptional;
  let credit = 0;
  for (const context of required) {
    const candidate = assigned.get(context.name);
    if (candidate) credit += candidate.affinity >= OPTIONAL_MIN_AFFINITY || candidate.score >= Q.firmScore ? 1 : Q.weakCredit;
    else if (phraseFilled.has(context.name)) credit += Q.phraseCredit;
    else if (context.name in values) credit += Q.defaultCredit;
  }
  return credit / required.length;
}

export function extractionConfidence(contexts: readonly ParameterContext[], scores: Record<string, number>, missing: readonly string[]): number {
  if (contexts.length === 0) return Q.noParametersConfidence;
  const requiredCount = contexts.filter((context) => context.required).length;
  const filled = Object.values(scores);
  const quality = filled.length > 0 ? filled.reduce((sum, score) => sum + Math.min(1, score), 0) / filled.length : Q.emptyQuality;
  const coverage = requiredCount > 0 ? (requiredCount - missing.length) / requiredCount : 1;
  return Math.round(Math.max(Q.floor, Math.min(Q.ceiling, Q.base + Q.coverage * coverage + Q.quality * quality - Q.perMissing * missing.length)) * 100) / 100;
}
