/**
 * Giving candidate spans to parameters: best (parameter, span) pairs first,
 * each span used once; then required parameters left over take what remains in
 * message order; then lists that a chosen value belongs to ("Paris, Rome and
 * Oslo") are offered for fanning the call out.
 */
import type { Candidate, ParameterContext } from './candidates.js';
import { coordinatedGroups, groupContaining } from './coordination.js';
import type { MessageFacts } from './message-facts.js';
import { roleOf } from './roles.js';

export function overlaps(a: Candidate, b: Candidate): boolean {
  if (a.start < 0 || b.start < 0) return false;
  return a.start < b.end && b.start < a.end;
}

/** Highest-scoring (parameter, span) pairs first; each span serves one parameter. */
export function assignGreedily(
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
export function fillRequiredByPosition(
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

export function fanOut(
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

