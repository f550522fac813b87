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
import { EXTRACT } from '../weights.js';

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
  const pairs = contexts.flatMap((context, order) => (candidatesByParameter.get(context.name) ?? []).map((candidate) => ({ context, candidate, order })));
  pairs.sort((a, b) => b.candidate.score - a.candidate.score || a.candidate.start - b.candidate.start || a.order - b.order);
  for (const { context, candidate } of pairs) {
    if (assigned.has(context.name)) continue;
    if (candidate.affinity < EXTRACT.assign.weakPair && context.required) continue; // weak pairs wait for the positional pass
    if ([...assigned.values()].some((other) => overlaps(other, candidate))) continue;
    assigned.set(context.name, candidate);
  }
}

/** Required parameters without a cued value take the remaining candidates in the order the message gives them. */
export function fillRequiredByPosition(
  contexts: readonly ParameterContext[],
  candidatesByParameter: ReadonlyMap<string, Candidate[]>,
  assigned: Map<string, Candidate>,
): void {
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
    const choice = free.filter((candidate) => candidate.score >= top - EXTRACT.assign.nearBest).sort((a, b) => a.start - b.start || b.score - a.score)[0];
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
    // Several bracketed lists for one list parameter ("the first set is [..], the second [..]"): one call each.
    const chosenList = assigned.get(context.name);
    if (context.kind === 'array' && context.required && chosenList?.bracketed) {
      const lists = (candidatesByParameter.get(context.name) ?? []).filter(
        (candidate) => candidate.bracketed && !taken.some(([name, other]) => name !== context.name && overlaps(other, candidate)),
      );
      if (lists.length > 1) result[context.name] = lists.sort((a, b) => a.start - b.start).map((list) => list.value);
      continue;
    }
    // Only the inputs a call is about fan out; an optional unit or flag never multiplies calls.
    if (context.kind === 'array' || context.kind === 'object' || context.kind === 'boolean') continue;
    const chosen = assigned.get(context.name);
    if (!chosen) continue;
    // An optional parameter fans out only when its own words introduce the list ("resistivity of copper and aluminum").
    if (!context.required && context.kind !== 'enum' && chosen.affinity < EXTRACT.assign.optionalFanOutAffinity) continue;
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

/** "color1"/"color2", "num_1"/"num_2", "first_note"/"second_note": the base name and the position. */
function siblingKey(name: string): { base: string; position: number } | undefined {
  const numbered = /^(.*?)[_-]?(\d)$/.exec(name);
  if (numbered?.[1] && numbered[2]) return { base: numbered[1].toLowerCase(), position: Number(numbered[2]) };
  const ordinal = /^(first|second|third|fourth)[_-]?(.+)$/i.exec(name);
  const order = ['first', 'second', 'third', 'fourth'];
  if (ordinal?.[1] && ordinal[2]) return { base: ordinal[2].toLowerCase(), position: order.indexOf(ordinal[1].toLowerCase()) + 1 };
  return undefined;
}

/**
 * Numbered sibling parameters take a spelled-out list of exactly their size in
 * order: "mix yellow and blue" → color1 yellow, color2 blue; "36 and 48" →
 * num1 36, num2 48.
 */
export function assignSiblings(
  contexts: readonly ParameterContext[],
  candidatesByParameter: ReadonlyMap<string, Candidate[]>,
  assigned: Map<string, Candidate>,
  facts: MessageFacts,
): void {
  const groups = new Map<string, Array<{ context: ParameterContext; position: number }>>();
  for (const context of contexts) {
    const key = siblingKey(context.name);
    if (!key) continue;
    const group = groups.get(`${key.base}:${context.kind}`) ?? [];
    group.push({ context, position: key.position });
    groups.set(`${key.base}:${context.kind}`, group);
  }
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    members.sort((a, b) => a.position - b.position);
    const first = members[0]?.context;
    if (!first || members.some(({ context }) => assigned.has(context.name))) continue;
    const candidates = (candidatesByParameter.get(first.name) ?? []).filter(
      (candidate) => candidate.score > EXTRACT.assign.minListScore && candidate.start >= 0,
    );
    const list = coordinatedGroups(facts.text, candidates, { rangesAreNotLists: true })
      .filter((group) => group.length === members.length)
      .sort((a, b) => total(b) - total(a))[0];
    if (!list || [...assigned.values()].some((other) => list.some((member) => overlaps(other, member)))) continue;
    members.forEach(({ context }, index) => {
      const member = list[index];
      if (member)
        assigned.set(context.name, { ...member, affinity: Math.max(member.affinity, EXTRACT.assign.fannedAffinity), score: Math.max(member.score, 1) });
    });
  }
}

function total(group: readonly Candidate[]): number {
  return group.reduce((sum, candidate) => sum + candidate.score, 0);
}
