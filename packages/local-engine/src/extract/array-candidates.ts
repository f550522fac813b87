/** Candidate values for array parameters: coordinated lists of numbers, names, quoted strings or enum values. */
import type { MessageFacts } from './message-facts.js';
import { cueAffinity } from './parameter-cues.js';
import { coordinatedGroups } from './coordination.js';
import { enumCandidates, numberCandidates, parameterContext, stringCandidates, type Candidate, type ParameterContext } from './candidates.js';
import { itemSchema, schemaKind } from './schema-kind.js';
import { lowercaseListCandidates } from './special-values.js';
import { EXTRACT } from '../weights.js';
import { findExcludedNames, takesExclusions } from './excluded-names.js';
import { OPTIONAL_MIN_AFFINITY } from './extraction-quality.js';

/** What a list of enum values found in the message scores above its best member. */
export const ENUM_LIST_BONUS = EXTRACT.list.enumListBonus;

/** Lists the message spells out, each scored by its best member. */
export function arrayCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const items = itemSchema(context.schema);
  const itemKind = schemaKind(items);
  const itemContext: ParameterContext = { ...parameterContext(context.name, items, context.required, facts), hits: context.hits, cues: context.cues };
  if (itemKind === 'enum' && Array.isArray(items.enum)) {
    const found = enumCandidates(itemContext, facts, items.enum).sort((a, b) => a.start - b.start);
    if (found.length === 0) return [];
    return [listCandidate(found, ENUM_LIST_BONUS)];
  }
  const bracketed = bracketedNumberLists(facts, context);
  if (itemKind === 'integer' || itemKind === 'number') {
    const members = numberCandidates({ ...itemContext, kind: itemKind }, facts).filter((candidate) => candidate.score > 0);
    return [...bracketed, ...coordinatedGroups(facts.text, members, { rangesAreNotLists: true }).map((group) => listCandidate(group, 0))];
  }
  if (itemKind === 'array') return bracketed.length > 0 ? bracketed : [];
  if (itemKind === 'string' && takesExclusions(context.name)) return excludedCandidates(facts);
  if (itemKind === 'string' || itemKind === 'any' || itemKind === 'date') {
    const members = stringCandidates({ ...itemContext, kind: 'string' }, facts).filter(
      (candidate) => candidate.score > EXTRACT.list.minMemberScore && typeof candidate.value === 'string',
    );
    return [
      ...members.flatMap(thatClauseList),
      ...coordinatedGroups(facts.text, members).map((group) => listCandidate(group, 0)),
      ...everyWrittenPath(context, itemContext, facts, members),
      ...lowercaseListCandidates(context, facts),
    ];
  }
  return [];
}

/** "that her first name is Anjali and that she is allergic to lilies": each "that" opens a fact of its own. */
const AND_THAT = /\s*,?\s+and\s+that\s+/i;
/** The pronoun a later fact opens with stands for whom the first is about, which the record already says. */
const OPENING_PRONOUN = /^(?:he|she|they|it)\s+(?=\p{Ll})/iu;

/** A fact told as clauses each opened by "that", as the list of those facts. */
function thatClauseList(member: Candidate): Candidate[] {
  if (typeof member.value !== 'string') return [];
  const parts = member.value.split(AND_THAT).map((part) => part.trim().replace(OPENING_PRONOUN, ''));
  if (parts.length < 2 || parts.some((part) => part.split(/\s+/).length < 2)) return [];
  return [{ ...member, value: parts, score: member.score + EXTRACT.list.perFurtherMember * (parts.length - 1) }];
}

function listCandidate(group: readonly Candidate[], bonus: number): Candidate {
  const first = group[0];
  const last = group[group.length - 1];
  const best = Math.max(...group.map((member) => member.score));
  const affinity = Math.max(...group.map((member) => member.affinity));
  return {
    value: group.map((member) => member.value),
    start: first?.start ?? -1,
    end: last?.end ?? -1,
    score: best + bonus + EXTRACT.list.perFurtherMember * (group.length - 1),
    affinity,
  };
}

/** "[1, 2, 3]" or "(33.4, -112.0)" written out literally. */
export function bracketedNumberLists(facts: MessageFacts, context: ParameterContext): Candidate[] {
  const out: Candidate[] = [];
  for (const match of facts.text.matchAll(/[[(]\s*(-?\d[\d.,\s°NSEW-]*?)\s*[\])]/g)) {
    const parts = match[1]?.split(/\s*,\s*/) ?? [];
    const values = parts.map((part) => {
      const number = Number.parseFloat(part);
      return /\b[SW]\b|°\s*[SW]/.test(part) ? -number : number;
    });
    if (values.length < 2 || values.some((value) => Number.isNaN(value))) continue;
    const start = match.index;
    const end = start + match[0].length;
    const affinity = cueAffinity(facts.tokens, context.hits, start, end);
    out.push({ value: values, start, end, score: EXTRACT.number.bracketedList + affinity, affinity, bracketed: true });
  }
  return out;
}

/**
 * A list of files: every path the message writes, however they are joined ("compare a.md with b.md",
 * "open a.txt b.txt and c.txt", "diff x.csv against y.csv"). Paths are named one by one, so whatever stands
 * between them, a request naming several files for a list of files means them all.
 */
function everyWrittenPath(context: ParameterContext, itemContext: ParameterContext, facts: MessageFacts, members: readonly Candidate[]): Candidate[] {
  if (itemContext.traits.shape !== 'path' && context.traits.shape !== 'path') return [];
  const written = new Set(facts.mentions.filter((mention) => mention.kind === 'path').map((mention) => mention.start));
  const paths = members.filter((member) => written.has(member.start)).sort((a, b) => a.start - b.start);
  const unique = paths.filter((member, index) => paths.findIndex((other) => other.start === member.start) === index);
  return unique.length >= 2 ? [listCandidate(unique, 0)] : [];
}

/** What to leave out ("but skip archive", "not in tests and dist"), for a parameter that takes exclusions: all of it, in order. */
function excludedCandidates(facts: MessageFacts): Candidate[] {
  const names = findExcludedNames(facts.text);
  const first = names[0];
  const last = names[names.length - 1];
  if (!first || !last) return [];
  return [{ value: names.map((name) => name.value), start: first.start, end: last.end, score: EXCLUDED_SCORE, affinity: OPTIONAL_MIN_AFFINITY }];
}

/** Above a written path: the words around it say it is to be left out. */
const EXCLUDED_SCORE = 1.3;
