/**
 * JSON-Schema-guided argument extraction. Every parameter gets candidate values
 * from the message (numbers, enum values, dates, strings, lists), scored by the
 * cue words around them; a greedy one-to-one assignment then gives each span to
 * the parameter that wants it most. Optional parameters are only filled on
 * clear evidence: a default is left out rather than invented.
 */
import type { JsonSchema, ToolSpec } from '../types.js';
import { GENERIC_TERMS, terms } from '../text/tokenize.js';
import { arrayCandidates } from './array-candidates.js';
import { booleanValue } from './boolean-value.js';
import {
  dateCandidates,
  enumCandidates,
  numberCandidates,
  parameterContext,
  stringCandidates,
  type Candidate,
  type ParameterContext,
} from './candidates.js';
import { coordinatedGroups, groupContaining } from './coordination.js';
import { messageFacts, type MessageFacts } from './message-facts.js';
import { phraseAfterCue } from './phrase-after-cue.js';
import { assignmentCandidates } from './phrase-candidates.js';
import { roleOf, withRoleBonus } from './roles.js';

export interface ArgumentExtraction {
  arguments: Record<string, unknown>;
  missing: string[];
  confidence: number;
}

export interface DetailedExtraction extends ArgumentExtraction {
  /** Scalar parameters whose value is one of a spelled-out list: all the list's values, in order. */
  fanOut: Record<string, unknown[]>;
  /**
   * 0..1: how much of the required input the message really states — values
   * next to their cue words count fully, values placed only by position half.
   * Tools whose required inputs the message never states are rarely the ones wanted.
   */
  grounding: number;
  /** Parameters whose value the message states next to its cue words (or in an unmistakable form). */
  groundedParameters: string[];
}

/** Score at which a candidate counts as stated rather than guessed. */
export const GROUNDED_SCORE = 0.4;

/** Enum values too common in plain speech to count as a choice when the parameter is optional. */
const VAGUE_ENUM_VALUES = new Set(['all', 'any', 'none', 'default', 'true', 'false', 'yes', 'no', 'on', 'off', 'a', 'an', 'the', 'other', 'new']);

/** Evidence an optional parameter needs before it is filled. */
const OPTIONAL_MIN_AFFINITY = 0.3;

export function extractArguments(message: string, tool: ToolSpec): ArgumentExtraction {
  const { arguments: values, missing, confidence } = extractArgumentsDetailed(message, tool);
  // A copy, so callers may change it without touching the cache.
  return { arguments: structuredClone(values), missing: [...missing], confidence };
}

/**
 * Per tool, the last few messages' extractions: the router and the selector
 * assess the same (message, tool) pairs several times in one turn.
 */
const extractionCache = new WeakMap<ToolSpec, Map<string, DetailedExtraction>>();
const EXTRACTIONS_PER_TOOL = 8;

export function extractArgumentsDetailed(message: string, tool: ToolSpec): DetailedExtraction {
  let cache = extractionCache.get(tool);
  if (!cache) extractionCache.set(tool, (cache = new Map()));
  const cached = cache.get(message);
  if (cached) return cached;
  const facts = { ...messageFacts(message), toolStems: toolStems(tool) };
  const extraction = extractFromSchema(facts, tool.parameters ?? {}, 0);
  if (cache.size >= EXTRACTIONS_PER_TOOL) cache.delete(cache.keys().next().value as string);
  cache.set(message, extraction);
  return extraction;
}

const toolStemCache = new WeakMap<ToolSpec, Set<string>>();

function toolStems(tool: ToolSpec): Set<string> {
  let stems = toolStemCache.get(tool);
  if (!stems) {
    stems = new Set([...terms(tool.name), ...terms(tool.description ?? '')]);
    toolStemCache.set(tool, stems);
  }
  return stems;
}

function extractFromSchema(facts: MessageFacts, schema: JsonSchema, depth: number): DetailedExtraction {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const contexts = properties.map(([name, property]) => parameterContext(name, property, required.has(name), facts));
  const values: Record<string, unknown> = {};
  const scores: Record<string, number> = {};
  const assigned = new Map<string, Candidate>();
  const candidatesByParameter = new Map<string, Candidate[]>();

  for (const context of contexts) {
    if (context.kind === 'boolean') {
      const value = booleanValue(context, facts);
      if (value !== undefined) {
        values[context.name] = value;
        scores[context.name] = 0.8;
      }
      continue;
    }
    if (context.kind === 'object' && depth < 2) {
      const nested = extractFromSchema(facts, context.schema, depth + 1);
      if (Object.keys(nested.arguments).length > 0 && (context.required || nested.missing.length === 0)) {
        values[context.name] = nested.arguments;
        scores[context.name] = nested.confidence;
      }
      continue;
    }
    candidatesByParameter.set(context.name, candidatesFor(context, facts).filter((candidate) => acceptable(context, candidate)));
  }

  assignGreedily(contexts, candidatesByParameter, assigned);
  fillRequiredByPosition(contexts, candidatesByParameter, assigned, facts);
  for (const [name, candidate] of assigned) {
    values[name] = candidate.value;
    scores[name] = candidate.score;
  }
  const phraseFilled = fillRequiredFromPhrases(contexts, values, scores, facts);

  const ordered: Record<string, unknown> = {};
  for (const [name] of properties) if (name in values) ordered[name] = values[name];
  const missing = contexts.filter((context) => context.required && !(context.name in ordered)).map((context) => context.name);
  return {
    arguments: ordered,
    missing,
    confidence: extractionConfidence(contexts, scores, missing),
    fanOut: fanOut(contexts, candidatesByParameter, assigned, facts),
    grounding: grounding(contexts, assigned, values, phraseFilled),
    groundedParameters: [...assigned]
      .filter(([name, candidate]) => candidate.score >= GROUNDED_SCORE || (soleOfItsKind(contexts, name) && candidate.score > 0.04))
      .map(([name]) => name),
  };
}

function candidatesFor(context: ParameterContext, facts: MessageFacts): Candidate[] {
  return withRoleBonus(context, facts, [...assignmentCandidates(context, facts), ...typedCandidates(context, facts)]);
}

function typedCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  switch (context.kind) {
    case 'integer':
    case 'number':
      return numberCandidates(context, facts);
    case 'enum':
      return enumCandidates(context, facts, context.schema.enum ?? []);
    case 'date':
      return dateCandidates(context, facts);
    case 'string':
      return stringCandidates(context, facts);
    case 'array':
      return arrayCandidates(context, facts);
    default:
      return [];
  }
}

function acceptable(context: ParameterContext, candidate: Candidate): boolean {
  if (candidate.score <= 0) return false;
  if (context.required) return true;
  // An enum value spelled out in the message is evidence on its own ("in Fahrenheit").
  if (context.kind === 'enum') return candidate.score >= 0.9 && !VAGUE_ENUM_VALUES.has(String(candidate.value).toLowerCase());
  return candidate.affinity >= OPTIONAL_MIN_AFFINITY;
}

function overlaps(a: Candidate, b: Candidate): boolean {
  if (a.start < 0 || b.start < 0) return false;
  return a.start < b.end && b.start < a.end;
}

/** Highest-scoring (parameter, span) pairs first; each span serves one parameter. */
function assignGreedily(
  contexts: readonly ParameterContext[],
  candidatesByParameter: ReadonlyMap<string, Candidate[]>,
  assigned: Map<string, Candidate>,
): void {
  const pairs = contexts.flatMap((context, order) =>
    (candidatesByParameter.get(context.name) ?? []).map((candidate) => ({ context, candidate, order })),
  );
  pairs.sort((a, b) => b.candidate.score - a.candidate.score || a.candidate.start - b.candidate.start || a.order - b.order);
  for (const { context, candidate } of pairs) {
    if (assigned.has(context.name)) continue;
    if (candidate.affinity < 0.15 && context.required) continue; // weak pairs wait for the positional pass
    if ([...assigned.values()].some((other) => overlaps(other, candidate))) continue;
    assigned.set(context.name, candidate);
  }
}

/** Required parameters without a cued value take the remaining candidates in the order the message gives them. */
function fillRequiredByPosition(
  contexts: readonly ParameterContext[],
  candidatesByParameter: ReadonlyMap<string, Candidate[]>,
  assigned: Map<string, Candidate>,
  facts: MessageFacts,
): void {
  void facts;
  // "from"-like parameters before "to"-like ones, so paired values keep the message's order.
  const rank = (context: ParameterContext): number => ({ first: 0, second: 2 })[roleOf(context.name) ?? 'first'] ?? 1;
  const ordered = contexts.map((context, index) => ({ context, index })).sort((a, b) => rank(a.context) - rank(b.context) || a.index - b.index);
  for (const { context } of ordered) {
    if (!context.required || assigned.has(context.name)) continue;
    const free = (candidatesByParameter.get(context.name) ?? []).filter(
      (candidate) => candidate.score > 0 && ![...assigned.values()].some((other) => overlaps(other, candidate)),
    );
    // Among the near-best candidates, the earliest in the message.
    const top = Math.max(...free.map((candidate) => candidate.score));
    const choice = free.filter((candidate) => candidate.score >= top - 0.3).sort((a, b) => a.start - b.start)[0];
    if (choice) assigned.set(context.name, choice);
  }
}

/** A required string with no entity-like candidate: the words right after its cue ("discovered the neutron"). */
function fillRequiredFromPhrases(
  contexts: readonly ParameterContext[],
  values: Record<string, unknown>,
  scores: Record<string, number>,
  facts: MessageFacts,
): Set<string> {
  const filled = new Set<string>();
  for (const context of contexts) {
    if (!context.required || context.kind !== 'string' || context.name in values) continue;
    const phrase = phraseAfterCue(context, facts);
    if (phrase) {
      values[context.name] = phrase;
      scores[context.name] = 0.4;
      filled.add(context.name);
    }
  }
  return filled;
}

/** A parameter that is the only one of its kind (the only number, the only string) needs no cue to be unambiguous. */
function soleOfItsKind(contexts: readonly ParameterContext[], name: string): boolean {
  const kind = contexts.find((context) => context.name === name)?.kind;
  const family = (k: string | undefined): string => (k === 'integer' || k === 'number' ? 'numeric' : (k ?? ''));
  return contexts.filter((context) => family(context.kind) === family(kind)).length === 1;
}

function grounding(
  contexts: readonly ParameterContext[],
  assigned: ReadonlyMap<string, Candidate>,
  values: Record<string, unknown>,
  phraseFilled: ReadonlySet<string>,
): number {
  const required = contexts.filter((context) => context.required);
  if (required.length === 0) return contexts.length === 0 ? 0.75 : 0.6;
  let credit = 0;
  for (const context of required) {
    const candidate = assigned.get(context.name);
    if (candidate) credit += candidate.affinity >= OPTIONAL_MIN_AFFINITY || candidate.score >= 0.9 ? 1 : 0.5;
    else if (phraseFilled.has(context.name)) credit += 0.5;
    else if (context.name in values) credit += 0.8;
  }
  return credit / required.length;
}

function fanOut(
  contexts: readonly ParameterContext[],
  candidatesByParameter: ReadonlyMap<string, Candidate[]>,
  assigned: ReadonlyMap<string, Candidate>,
  facts: MessageFacts,
): Record<string, unknown[]> {
  const result: Record<string, unknown[]> = {};
  const taken = [...assigned.entries()];
  for (const context of contexts) {
    // Only the inputs a call is about fan out; an optional unit or flag never multiplies calls.
    if (context.kind === 'array' || context.kind === 'object' || context.kind === 'boolean') continue;
    if (!context.required && context.kind !== 'enum') continue;
    const chosen = assigned.get(context.name);
    if (!chosen) continue;
    const candidates = (candidatesByParameter.get(context.name) ?? []).filter(
      (candidate) => candidate === chosen || !taken.some(([name, other]) => name !== context.name && overlaps(other, candidate)),
    );
    const numeric = context.kind === 'integer' || context.kind === 'number';
    const groups = coordinatedGroups(facts.text, candidates, { requireConjunction: true, rangesAreNotLists: numeric });
    const group = groupContaining(groups, chosen);
    if (group && group.length > 1) result[context.name] = group.map((member) => member.value);
  }
  return result;
}

function extractionConfidence(contexts: readonly ParameterContext[], scores: Record<string, number>, missing: readonly string[]): number {
  if (contexts.length === 0) return 0.9;
  const requiredCount = contexts.filter((context) => context.required).length;
  const filled = Object.values(scores);
  const quality = filled.length > 0 ? filled.reduce((sum, score) => sum + Math.min(1, score), 0) / filled.length : 0.5;
  const coverage = requiredCount > 0 ? (requiredCount - missing.length) / requiredCount : 1;
  return Math.round(Math.max(0.05, Math.min(0.98, 0.35 + 0.35 * coverage + 0.3 * quality - 0.1 * missing.length)) * 100) / 100;
}

export { GENERIC_TERMS };
