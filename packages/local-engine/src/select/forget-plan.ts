/**
 * "forget that he can't do sunday mornings", "forget that Lily is 9": a fact to delete, said in the request's own
 * words. A memory deletes only a fact's exact text, and a text it does not hold is deleted silently as nothing, with
 * success, so the words alone would delete nothing and be told they did. So the record is read first (the catalog's
 * reader of records by name, as the call's `prepare`), and each fact to delete is the one the record keeps that the
 * words say (`wordedFacts`: where the words sit in the arguments, each made `{"$fact": …}` of the read when planned).
 * The executor finds it, or makes no call and says why; it also makes none when that fact says more than the words.
 */
import { namesTheSubject } from '../extract/payload.js';
import { readToolAction } from '../intent/index.js';
import type { PlannedCall, ToolSpec } from '../types.js';
import { worksOnMemory } from './person-reference.js';
import { onlySubject } from './prepare-record.js';

/** Why such a plan is handed over. */
export const FORGET_REASON = 'the request deletes a remembered fact by its words: the plan reads the record and deletes the fact kept there that the words say';

export function forgetPlan(calls: readonly PlannedCall[], tools: readonly ToolSpec[]): { calls: PlannedCall[]; forgets: boolean } {
  const reader = recordReader(tools);
  let forgets = false;
  const planned = calls.map((call) => {
    const tool = tools.find((candidate) => candidate.name === call.tool);
    const name = onlySubject(call.arguments);
    const at = textPaths(call.arguments, []);
    if (!reader || !tool || !deletesFacts(tool) || !name || at.length === 0 || call.missing.length > 0 || call.prepare || call.settle) return call;
    forgets = true;
    return {
      ...call,
      prepare: { tool: reader.tool.name, arguments: { [reader.names]: [name] }, why: `reads what is kept of ${name}, to find the fact the words say` },
      wordedFacts: { entity: name, at },
    };
  });
  return { calls: planned, forgets };
}

/** A tool that deletes facts (texts) from what is remembered. */
function deletesFacts(tool: ToolSpec): boolean {
  const action = readToolAction(tool);
  return action.action === 'destroy' && worksOnMemory(tool);
}

/** The catalog's reader of remembered records by their names: it reads, and takes one required list of names. */
function recordReader(tools: readonly ToolSpec[]): { tool: ToolSpec; names: string } | undefined {
  for (const tool of tools) {
    const required = tool.parameters?.required ?? [];
    const names = required[0];
    const field = names === undefined ? undefined : tool.parameters?.properties?.[names];
    const items = field && !Array.isArray(field.items) ? field.items : undefined;
    if (readToolAction(tool).action !== 'read' || !worksOnMemory(tool) || required.length !== 1 || field?.type !== 'array' || items?.type !== 'string')
      continue;
    if (names !== undefined && /names?$/i.test(names)) return { tool, names };
  }
  return undefined;
}

/** Where each text of a list of texts sits in the arguments (`deletions[0].observations[1]`), not a name's. */
function textPaths(value: unknown, path: Array<string | number>): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((item) => typeof item === 'string')) return value.map((_, index) => [...path, index]);
    return value.flatMap((item, index) => textPaths(item, [...path, index]));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (namesTheSubject(key) ? [] : textPaths(inner, [...path, key])));
  }
  return [];
}
