/** Checks on one planned call against the message: values left over, left out, swapped or reused. */
import type { PlannedCall, ToolSpec } from '../types.js';
import type { ToolMatch } from '../rank/best-match.js';
import { isSpecificTerm, splitIdentifier, terms } from '../text/tokenize.js';
import { numbersIn, stringify } from './value-grounding.js';
import { findNumbers } from '../extract/number-mentions.js';
import { readToolAction } from '../intent/tool-action.js';

/**
 * Optional parameters the call left out although the message says their name or one of their options
 * ("in miles", "on Switch", "include its statistics"): the engine missed a value it was given.
 */
export function statedButUnfilled(message: string, call: PlannedCall, tool: ToolSpec): string[] {
  const messageTerms = new Set(terms(message));
  const used = new Set(Object.values(call.arguments).flatMap((value) => terms(stringify(value))));
  const properties = Object.entries(tool.parameters?.properties ?? {});
  const paramTerms = (name: string, schema: ToolSpec['parameters'] & object): string[] => [
    ...terms(splitIdentifier(name).join(' ')),
    ...terms(String(schema.description ?? '')),
    ...(schema.enum ?? []).flatMap((option) => terms(String(option))),
  ];
  // Words the tool or the filled parameters account for do not point at a missing value.
  const accounted = new Set([
    ...terms(splitIdentifier(tool.name).join(' ')),
    ...terms(tool.description ?? ''),
    ...properties.filter(([name]) => name in call.arguments).flatMap(([name, schema]) => paramTerms(name, schema)),
  ]);
  return properties.flatMap(([name, schema]) => {
    if (name in call.arguments) return [];
    const said = paramTerms(name, schema).filter((term) => isSpecificTerm(term) && messageTerms.has(term) && !used.has(term) && !accounted.has(term));
    return said.length > 0 ? [name] : [];
  });
}

/**
 * Parameters with the same kind of value (`ticket_id`, `agent_id`): each value should follow its own
 * parameter's distinctive word ("ticket with ID X to agent with ID Y"); a value that follows another's is swapped.
 */
export function swappedRoles(message: string, call: PlannedCall): boolean {
  const names = Object.keys(call.arguments).filter((name) => typeof call.arguments[name] === 'string');
  const own = new Map(names.map((name) => [name, new Set(terms(splitIdentifier(name).join(' ')))]));
  const lower = message.toLowerCase();
  return names.some((name) => {
    const distinctive = [...(own.get(name) ?? [])].filter((term) => names.every((other) => other === name || !own.get(other)?.has(term)));
    const others = names.filter((other) => other !== name).flatMap((other) => [...(own.get(other) ?? [])].filter((term) => !own.get(name)?.has(term)));
    const at = lower.indexOf(String(call.arguments[name]).toLowerCase());
    if (at < 0 || distinctive.length === 0) return false;
    const window = terms(message.slice(0, at).split(/\s+/).slice(-5).join(' '));
    const nearest = [...window].reverse().find((term) => distinctive.includes(term) || others.includes(term));
    return nearest !== undefined && !distinctive.includes(nearest);
  });
}

/**
 * Numbers and quoted phrases the message states that no argument took: a second request, a unit or a date
 * part the call does not carry ("for 5x^2+6x+1 and 3x^2+2x+1", "June01 2023").
 */
export function leftOverValues(message: string, calls: readonly PlannedCall[], chosen: ToolMatch | undefined): boolean {
  const used = calls
    .map((call) => Object.values(call.arguments).map(stringify).join(' | '))
    .join(' | ')
    .toLowerCase();
  const usedNumbers = new Set(numbersIn(used));
  // Numbers written as words ("three facts") are values as much as digits are.
  const spelled = findNumbers(message)
    .filter((mention) => mention.spelled && !mention.embedded)
    .map((mention) => mention.value);
  const numbers = [...numbersIn(message), ...spelled];
  if (numbers.some((n) => !usedNumbers.has(n) && !used.includes(String(n)))) return true;
  // A capitalised name inside a sentence ("on Switch") is a value too, unless the tool's own documents use the word.
  const usedTerms = new Set(terms(used));
  const names = [...message.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-zA-Z]+)\b/g)].map((m) => m[1] ?? '').filter((word) => word !== 'I');
  // A word inside a value the call took whole (a path, a title) was used, however its terms split.
  const leftOver = (word: string) =>
    !used.includes(word.toLowerCase()) && terms(word).some((term) => !usedTerms.has(term) && !chosen?.entry.allTerms.has(term));
  if (names.some(leftOver)) return true;
  const quoted = [...message.matchAll(/["“]([^"”]{2,})["”]|'([^']{2,})'/g)].map((m) => (m[1] ?? m[2] ?? '').trim().toLowerCase());
  return quoted.some((phrase) => phrase.length > 0 && !used.includes(phrase));
}

/** Whether two parameters of the call took the same written value (one of them is a guess). */
export function reusesValue(call: PlannedCall): boolean {
  const seen = new Set<string>();
  for (const value of Object.values(call.arguments)) {
    if (typeof value !== 'string') continue;
    const key = value.trim().toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/**
 * A reading tool given the place something is to go ("copy notes/a.md to backup/a.md", "put the action items into
 * todo.md"): a value the message writes after "to", "into", "onto" or "as" is a destination, and reading it does
 * not do what was asked. Comparing two things ("compare a.md to b.md") reads both.
 */
export function readsDestination(message: string, call: PlannedCall, tool: ToolSpec): boolean {
  if (readToolAction(tool).action !== 'read' || COMPARES.test(message)) return false;
  const lower = message.toLowerCase();
  const values = Object.values(call.arguments).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return values.some((value) => {
    if (typeof value !== 'string' || value.length === 0) return false;
    const at = lower.indexOf(value.toLowerCase());
    return at > 0 && DESTINATION_BEFORE.test(lower.slice(Math.max(0, at - 12), at));
  });
}

const COMPARES = /\b(?:compar\w*|differ\w*|diff|versus|vs\.?|against|same as|match(?:es)?)\b/i;
/** Right before a value: "to", "into", "onto" or "as", with a quote or "the file" between at most. */
const DESTINATION_BEFORE = /\b(?:to|into|onto|as)\s+(?:(?:the )?(?:file|folder)\s+)?["'`]?$/;
