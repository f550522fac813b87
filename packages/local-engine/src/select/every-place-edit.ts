/**
 * "in hives/log.md change every 'Hive B' to 'Hive E'", "replace all the 'colour' with 'color' in essay.txt": an edit
 * tool replaces only the first place its old text stands, so one edit left the other places as they were and the
 * reply said "1 edit". Asked for every place, the plan reads the file, then the edit takes each place of the old text
 * in what was read (`takesOutput` with `replace`; the executor makes one edit per line that holds it). Only with the
 * server's own reader and text editor; a bare number is left to `ambiguous-edit.ts`, which reads the file first.
 */
import type { PlannedCall, ToolSpec } from '../types.js';
import { toolNamed } from '../per-catalog.js';
import { findQuoted } from '../extract/text-mentions.js';
import { findReplacementPair } from '../extract/replacement-pair.js';
import { fileReader, pathOf, textEditor } from './append-plan.js';
import { serverOf, toolsByServer } from './server-tools.js';

/** "every", "all (the)", "each", "everywhere", "throughout", "all instances of": the change is asked of every place. */
const EVERY_PLACE =
  /\b(?:every|each|all)\s+(?:(?:the|of\s+the)\s+)?(?:(?:instances?|occurrences?|mentions?|places?|times?)\s+(?:of\s+)?)?["'‘“\p{L}\p{N}]|\b(?:everywhere|throughout|wherever\s+it\s+(?:is|appears|stands)|all\s+over)\b/iu;
/** Why such a plan is handed over: the edits are made from what the read returns, which no one has seen yet. */
export const EVERY_PLACE_REASON = 'the request changes every place of a text in a file: the plan reads it, then edits each place the read shows';
/** The longest old or new text the packet carries (its schema's bound). */
const TEXT_CHARS = 2_000;

/** Why an edit asked of every place, planned as one edit, is handed over: it would change the first place only. */
export const ONE_PLACE_REASON = 'the request changes every place of a text, and the edit planned changes only the first place';

/**
 * The calls with an edit asked of every place of its one old text planned as a read and an edit of every place;
 * `unmet` when the words ask for every place and an edit is left as one edit (no reader on its server, or the change
 * is not the one the words state): that plan would change the first place only.
 */
export function everyPlaceEdit(
  message: string,
  calls: readonly PlannedCall[],
  tools: readonly ToolSpec[],
): { calls: PlannedCall[]; replaces: boolean; unmet: boolean } {
  // "swap 'all of me' for 'at last'": the words of the texts changed say nothing of where.
  const unquoted = findQuoted(message).reduceRight((text, quote) => text.slice(0, quote.start) + text.slice(quote.end), message);
  if (!EVERY_PLACE.test(unquoted)) return { calls: [...calls], replaces: false, unmet: false };
  const pair = findReplacementPair(message) ?? takenOut(message);
  let replaces = false;
  let unmet = false;
  const planned: PlannedCall[] = [];
  for (const call of calls) {
    const own = toolsByServer(tools).get(serverOf(call.tool)) ?? [];
    const [reader, editor] = [fileReader(own), textEditor(own)];
    const tool = toolNamed(tools, call.tool);
    const change = editor && tool?.name === editor.tool.name ? oneChange(call.arguments[editor.edits], pair) : undefined;
    const path = tool && change ? pathOf(call, tool) : undefined;
    // "change every 'a' to 'b' everywhere": a text of the change is no file to change; which file is asked.
    if (editor && tool && change && path !== undefined && (path === change.old || path === change.new)) {
      const { [editor.path]: _named, ...rest } = call.arguments;
      planned.push({ ...call, arguments: rest, missing: [...new Set([...(call.missing ?? []), editor.path])] });
      continue;
    }
    // Only the change the request's words state, as they state it (old, then new).
    const stated = change !== undefined && pair?.first.value === change.old && pair.second.value === change.new;
    if (!reader || !editor || !change || !stated || path === undefined || call.arguments.dryRun === true) {
      if (editor && tool?.name === editor.tool.name && call.arguments.dryRun !== true) unmet = true;
      planned.push(call);
      continue;
    }
    replaces = true;
    const read: PlannedCall = { ...call, tool: reader.tool.name, arguments: { [reader.path]: path }, missing: [] };
    const edit: PlannedCall = {
      ...call,
      arguments: { [editor.path]: path },
      missing: [],
      takesOutput: { argument: editor.edits, call: planned.length, replace: change },
    };
    planned.push(read, edit);
  }
  return { calls: planned, replaces, unmet };
}

/** "change every 'draft' to ''": the text is taken out; a quote with nothing in it is the new text. */
const TAKEN_OUT =
  /\b(?:replace|change|swap|turn)\s+(?:(?:all|every|each)\s+(?:(?:of\s+)?the\s+)?(?:(?:instances?|occurrences?)\s+of\s+)?)?(?:"([^"\n]+)"|'([^'\n]+)'|“([^”\n]+)”)\s+(?:to|with|into|by)\s+(?:''|""|“”)/iu;

/** The old and the new text a request states, as `findReplacementPair` gives them. */
type StatedPair = { first: { value: string }; second: { value: string } };

function takenOut(message: string): StatedPair | undefined {
  const match = TAKEN_OUT.exec(message);
  const old = match?.[1] ?? match?.[2] ?? match?.[3];
  return old === undefined ? undefined : { first: { value: old }, second: { value: '' } };
}

/** The one `{oldText, newText}` of an edit list, when both are single lines the packet can carry and old is no bare number. */
function oneChange(edits: unknown, pair: StatedPair | undefined): { old: string; new: string } | undefined {
  if (!Array.isArray(edits) || edits.length !== 1) return undefined;
  const [edit] = edits as Array<Record<string, unknown>>;
  // The texts as the request states them, where it states the old one: "to ''" takes it out, whatever else was read.
  const [old, replacement] = pair !== undefined && edit?.oldText === pair.first.value ? [pair.first.value, pair.second.value] : [edit?.oldText, edit?.newText];
  if (typeof old !== 'string' || typeof replacement !== 'string' || old.trim() === '' || old === replacement) return undefined;
  if (/[\r\n]/.test(old + replacement) || old.length > TEXT_CHARS || replacement.length > TEXT_CHARS) return undefined;
  // "change every 8 to 9" would change the 8 of 8.50 and 8:00 too: a number alone is read first, then asked again.
  if (/^\s*\p{Sc}?\s*[\d.,]+\s*\p{Sc}?\s*$/u.test(old)) return undefined;
  return { old, new: replacement };
}
