/**
 * Parameters named in a list and given their values in a list of the same
 * size, in the same order: "the base and height as 6cm and 10cm", "set the
 * width and height to 800 and 600". Nearness alone would give each name the
 * value beside it, which here is the wrong one.
 */
import type { Candidate, ParameterContext } from './candidates.js';
import { overlaps } from './assign-candidates.js';
import { coordinatedGroups } from './coordination.js';
import type { MessageFacts } from './message-facts.js';
import { EXTRACT } from '../weights.js';

const A = EXTRACT.assign;
/** Only a comma-free phrase may stand between the names and their values: "as", "of", "to", "are", "respectively". */
const BRIDGE = /^[^.;:!?,\n]*$/;

interface NamedSpan {
  context: ParameterContext;
  start: number;
  end: number;
  strength: number;
}

export function assignRespectively(
  contexts: readonly ParameterContext[],
  candidatesByParameter: ReadonlyMap<string, Candidate[]>,
  assigned: Map<string, Candidate>,
  facts: MessageFacts,
): void {
  for (const names of namedLists(contexts, facts.text)) {
    if (names.some((named) => assigned.has(named.context.name))) continue;
    const after = names[names.length - 1]?.end ?? 0;
    const values = valueListAfter(names, candidatesByParameter, facts.text, after);
    if (!values || [...assigned.values()].some((other) => values.some((value) => overlaps(other, value)))) continue;
    names.forEach((named, index) => {
      const value = values[index];
      if (value) assigned.set(named.context.name, { ...value, affinity: Math.max(value.affinity, A.fannedAffinity), score: Math.max(value.score, 1) });
    });
  }
}

/** Lists of two or more different parameters' own name words: "base and height", "width, height and depth". */
function namedLists(contexts: readonly ParameterContext[], text: string): NamedSpan[][] {
  const bySpan = new Map<number, NamedSpan>();
  for (const context of contexts) {
    for (const hit of context.hits) {
      if (hit.strength < A.ownNameCue) continue;
      const held = bySpan.get(hit.start);
      // A word that names two parameters equally names neither for this purpose.
      if (held && held.strength === hit.strength && held.context !== context) bySpan.set(hit.start, { ...held, strength: Number.POSITIVE_INFINITY });
      else if (!held || hit.strength > held.strength) bySpan.set(hit.start, { context, start: hit.start, end: hit.end, strength: hit.strength });
    }
  }
  const named = [...bySpan.values()].filter((span) => Number.isFinite(span.strength));
  return coordinatedGroups(text, named, { requireConjunction: true }).filter(
    (group) => group.length >= 2 && new Set(group.map((span) => span.context)).size === group.length,
  );
}

/** The first list of exactly as many values after the names, each one a candidate of its own parameter. */
function valueListAfter(
  names: readonly NamedSpan[],
  candidatesByParameter: ReadonlyMap<string, Candidate[]>,
  text: string,
  after: number,
): Candidate[] | undefined {
  const own = names.map((named) => (candidatesByParameter.get(named.context.name) ?? []).filter((candidate) => candidate.start >= after));
  // One value read at a place: "the source and destination as a.md and b.md" also reads "destination as a.md" as
  // an assignment running on over " and", which would split the list. The narrowest reading of each place stands.
  const narrowest = new Map<number, Candidate>();
  for (const candidate of own.flat()) {
    const held = narrowest.get(candidate.start);
    if (!held || candidate.end < held.end) narrowest.set(candidate.start, candidate);
  }
  const spans = [...narrowest.values()];
  const list = coordinatedGroups(text, spans, { requireConjunction: true, rangesAreNotLists: true }).find((group) => group.length > 1);
  if (!list || list.length !== names.length) return undefined;
  const first = list[0];
  if (!first || first.start - after > A.respectiveGap || !BRIDGE.test(text.slice(after, first.start))) return undefined;
  const values = list.map((member, index) => own[index]?.find((candidate) => candidate.start === member.start && candidate.end === member.end));
  return values.every((value): value is Candidate => value !== undefined) ? values : undefined;
}
