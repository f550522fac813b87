/**
 * Pairs written as tuples: "the GCD of (45, 60) and (81, 27)", "points (3, 4)
 * and (6, 8)". When a tool's required numeric parameters number k and the text
 * holds several bracketed groups of k numbers, each group is one call. Two
 * numbers joined by "and", listed one pair after another ("sides 3 and 4, 5
 * and 12"), are pairs too.
 */
import type { ToolSpec } from '../types.js';
import { extractArgumentsDetailed } from '../extract/extract-arguments.js';
import { schemaKind } from '../extract/schema-kind.js';
import type { CallDraft } from './segment-calls.js';

const GROUP = /[[(]\s*(-?\d[\d.]*(?:\s*,\s*-?\d[\d.]*)+)\s*[\])]/g;
const PAIR = /(?<![\w.])(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)(?!\w|\.\d)/g;
/** What may stand between two listed pairs: a comma or semicolon, perhaps with "and". */
const BETWEEN_PAIRS = /^\s*(?:[,;]\s*(?:and\s+)?|,?\s*and\s+(?:also\s+)?)$/i;

/** "3 and 4, 5 and 12": pairs of numbers listed one after another (two or more pairs, nothing else between). */
function listedPairs(text: string): number[][] {
  const matches = [...text.matchAll(PAIR)];
  if (matches.length < 2) return [];
  for (let i = 1; i < matches.length; i += 1) {
    const previous = matches[i - 1]!;
    if (!BETWEEN_PAIRS.test(text.slice(previous.index + previous[0].length, matches[i]!.index))) return [];
  }
  return matches.map((match) => [Number(match[1]), Number(match[2])]);
}

export function tupleCalls(text: string, tool: ToolSpec): CallDraft[] | undefined {
  const properties = tool.parameters?.properties ?? {};
  const numeric = (tool.parameters?.required ?? []).filter((name) => {
    const kind = schemaKind(properties[name] ?? {});
    return kind === 'integer' || kind === 'number';
  });
  if (numeric.length < 2) return undefined;
  const bracketed = [...text.matchAll(GROUP)]
    .map((match) => (match[1] ?? '').split(',').map((part) => Number(part.trim())))
    .filter((values) => values.length === numeric.length && values.every((value) => Number.isFinite(value)));
  const groups = bracketed.length >= 2 || numeric.length !== 2 ? bracketed : listedPairs(text);
  if (groups.length < 2) return undefined;
  const extraction = extractArgumentsDetailed(text, tool);
  return groups.map((values) => {
    const args: Record<string, unknown> = { ...extraction.arguments };
    numeric.forEach((name, index) => {
      args[name] = values[index];
    });
    const ordered: Record<string, unknown> = {};
    for (const name of Object.keys(properties)) if (name in args) ordered[name] = args[name];
    return { text, arguments: ordered, extraction: { ...extraction, fanOut: {} } };
  });
}
