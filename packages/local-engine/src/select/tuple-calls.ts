/**
 * Pairs written as tuples: "the GCD of (45, 60) and (81, 27)", "points (3, 4)
 * and (6, 8)". When a tool's required numeric parameters number k and the text
 * holds several bracketed groups of k numbers, each group is one call.
 */
import type { ToolSpec } from '../types.js';
import { extractArgumentsDetailed } from '../extract/extract-arguments.js';
import { schemaKind } from '../extract/schema-kind.js';
import type { CallDraft } from './segment-calls.js';

const GROUP = /[[(]\s*(-?\d[\d.]*(?:\s*,\s*-?\d[\d.]*)+)\s*[\])]/g;

export function tupleCalls(text: string, tool: ToolSpec): CallDraft[] | undefined {
  const properties = tool.parameters?.properties ?? {};
  const numeric = (tool.parameters?.required ?? []).filter((name) => {
    const kind = schemaKind(properties[name] ?? {});
    return kind === 'integer' || kind === 'number';
  });
  if (numeric.length < 2) return undefined;
  const groups = [...text.matchAll(GROUP)]
    .map((match) => (match[1] ?? '').split(',').map((part) => Number(part.trim())))
    .filter((values) => values.length === numeric.length && values.every((value) => Number.isFinite(value)));
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
