/**
 * "forget that he can't do sunday mornings", "forget that Lily is 9": a fact to delete, said in the request's own
 * words. A memory deletes only a fact's exact text, and a text it does not hold is deleted silently as nothing, with
 * success, so the words alone would delete nothing and be told they did. So the record is read first (the catalog's
 * reader of records by name, as the call's `prepare`), and each fact to delete is the one the record keeps that the
 * words say (`wordedFacts`: where the words sit in the arguments, each made `{"$fact": …}` of the read when planned).
 * The record is read by the catalog's search of records when it has one, so a name typed in lower case finds it.
 * The executor finds it, or makes no call and says why; it also makes none when that fact says more than the words.
 *
 * "forget Zed", "wipe everything you know about Pete": a whole record to delete, by the name the request says. A
 * memory deletes only a record's exact name, and a name it does not hold (no Zed; Pete kept as "Pete Lindqvist") is
 * deleted silently as nothing, with success. So the records are read first in the same way, and each name is made a
 * `{"$fact": …}` without words: the executor deletes the one record the read holds that the name says, or makes no
 * call and says that nothing called so is remembered. For one name the catalog's search of records reads it when
 * there is one (it finds "Pete Lindqvist" for "Pete"); otherwise the reader of records by name opens the names.
 */
import { namesTheSubject } from '../extract/payload.js';
import { readToolAction } from '../intent/index.js';
import type { PlannedCall, PreparingCall, ToolSpec } from '../types.js';
import { worksOnMemory } from './person-reference.js';
import { onlySubject } from './prepare-record.js';
import { perCatalog, toolNamed } from '../per-catalog.js';

/** Why such a plan is handed over. */
export const FORGET_REASON = 'the request deletes a remembered fact by its words: the plan reads the record and deletes the fact kept there that the words say';
export const FORGET_RECORD_REASON =
  'the request deletes a remembered record by the name it says: the plan reads the records and deletes only the one kept under that name';

export function forgetPlan(calls: readonly PlannedCall[], tools: readonly ToolSpec[]): { calls: PlannedCall[]; forgets: boolean; forgetsRecords: boolean } {
  const reader = recordReader(tools);
  let forgets = false;
  let forgetsRecords = false;
  const planned = calls.map((call) => {
    const tool = toolNamed(tools, call.tool);
    const name = onlySubject(call.arguments);
    const at = textPaths(call.arguments, []);
    if (!reader || !tool || !deletesFacts(tool) || at.length === 0 || call.missing.length > 0 || call.prepare || call.settle) return call;
    if (!name) {
      const names = at.every(inListOfNames) ? at.map((path) => textAt(call.arguments, path)) : [];
      if (names.length === 0 || names.some((one) => one === undefined)) return call;
      forgetsRecords = true;
      return { ...call, prepare: recordsRead(names as string[], reader, tools), wordedFacts: { at } };
    }
    forgets = true;
    return { ...call, prepare: recordOfFactRead(name, reader, tools), wordedFacts: { entity: name, at } };
  });
  return { calls: planned, forgets, forgetsRecords };
}

/**
 * The read of the record a fact is deleted from: the catalog's search of records when there is one, which finds the
 * record whatever case the name is typed in ("sepp" finds "Sepp"; a memory opens records by their exact names only),
 * else the record opened by its name.
 */
function recordOfFactRead(name: string, reader: { tool: ToolSpec; names: string }, tools: readonly ToolSpec[]): PreparingCall {
  const search = recordSearch(tools);
  const why = `reads what is kept of ${name}, to find the fact the words say`;
  return search ? { tool: search.tool.name, arguments: { [search.query]: name }, why } : { tool: reader.tool.name, arguments: { [reader.names]: [name] }, why };
}

/** The read of the records the names may mean: a search for one name (a record kept under a longer name is found), else the names opened. */
function recordsRead(names: readonly string[], reader: { tool: ToolSpec; names: string }, tools: readonly ToolSpec[]): PreparingCall {
  const search = names.length === 1 ? recordSearch(tools) : undefined;
  const why = `reads what is kept under ${names.join(', ')}, to delete only a record that is there`;
  if (search && names[0] !== undefined) return { tool: search.tool.name, arguments: { [search.query]: names[0] }, why };
  return { tool: reader.tool.name, arguments: { [reader.names]: [...names] }, why };
}

/** Whether a text sits in a list of names (`entityNames[0]`: a list whose one item would be an `entityName`). */
function inListOfNames(path: ReadonlyArray<string | number>): boolean {
  const list = path.at(-2);
  return typeof path.at(-1) === 'number' && typeof list === 'string' && /s$/.test(list) && namesTheSubject(list.slice(0, -1));
}

function textAt(value: unknown, path: ReadonlyArray<string | number>): string | undefined {
  const found = path.reduce<unknown>(
    (holder, key) => (holder && typeof holder === 'object' ? (holder as Record<string | number, unknown>)[key] : undefined),
    value,
  );
  return typeof found === 'string' ? found : undefined;
}

/** The catalog's search of remembered records: it searches, and takes one required text. */
const recordSearch = perCatalog((tools): { tool: ToolSpec; query: string } | undefined => {
  for (const tool of tools) {
    const required = tool.parameters?.required ?? [];
    const query = required[0];
    if (required.length !== 1 || query === undefined || tool.parameters?.properties?.[query]?.type !== 'string') continue;
    if (readToolAction(tool).action === 'search' && worksOnMemory(tool)) return { tool, query };
  }
  return undefined;
});

/** A tool that deletes facts (texts) or whole records from what is remembered. */
function deletesFacts(tool: ToolSpec): boolean {
  const action = readToolAction(tool);
  return action.action === 'destroy' && worksOnMemory(tool);
}

/** The catalog's reader of remembered records by their names: it reads, and takes one required list of names. */
const recordReader = perCatalog((tools): { tool: ToolSpec; names: string } | undefined => {
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
});

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
