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
import { fileReader, pathOf, textEditor } from './append-plan.js';
import { serverOf, toolsByServer } from './server-tools.js';

/** "every", "all (the)", "each", "everywhere", "throughout", "all instances of": the change is asked of every place. */
const EVERY_PLACE =
  /\b(?:every|each|all)\s+(?:(?:the|of\s+the)\s+)?(?:(?:instances?|occurrences?|mentions?|places?|times?)\s+(?:of\s+)?)?["'‘“\p{L}\p{N}]|\b(?:everywhere|throughout|wherever\s+it\s+(?:is|appears|stands)|all\s+over)\b/iu;
/** Why such a plan is handed over: the edits are made from what the read returns, which no one has seen yet. */
export const EVERY_PLACE_REASON = 'the request changes every place of a text in a file: the plan reads it, then edits each place the read shows';
/** The longest old or new text the packet carries (its schema's bound). */
const TEXT_CHARS = 2_000;

/** The calls with an edit asked of every place of its one old text planned as a read and an edit of every place. */
export function everyPlaceEdit(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): { calls: PlannedCall[]; replaces: boolean } {
  // "swap 'all of me' for 'at last'": the words of the texts changed say nothing of where.
  const unquoted = findQuoted(message).reduceRight((text, quote) => text.slice(0, quote.start) + text.slice(quote.end), message);
  if (!EVERY_PLACE.test(unquoted)) return { calls: [...calls], replaces: false };
  let replaces = false;
  const planned: PlannedCall[] = [];
  for (const call of calls) {
    const own = toolsByServer(tools).get(serverOf(call.tool)) ?? [];
    const [reader, editor] = [fileReader(own), textEditor(own)];
    const tool = toolNamed(tools, call.tool);
    const change = editor && tool?.name === editor.tool.name ? oneChange(call.arguments[editor.edits]) : undefined;
    const path = tool && change ? pathOf(call, tool) : undefined;
    if (!reader || !editor || !change || path === undefined || call.arguments.dryRun === true) {
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
  return { calls: planned, replaces };
}

/** The one `{oldText, newText}` of an edit list, when both are single lines the packet can carry and old is no bare number. */
function oneChange(edits: unknown): { old: string; new: string } | undefined {
  if (!Array.isArray(edits) || edits.length !== 1) return undefined;
  const [edit] = edits as Array<Record<string, unknown>>;
  const [old, replacement] = [edit?.oldText, edit?.newText];
  if (typeof old !== 'string' || typeof replacement !== 'string' || old.trim() === '' || old === replacement) return undefined;
  if (/[\r\n]/.test(old + replacement) || old.length > TEXT_CHARS || replacement.length > TEXT_CHARS) return undefined;
  // "change every 8 to 9" would change the 8 of 18 and 80 too: a number alone is read first, then asked again.
  if (/^\s*\p{Sc}?\s*[\d.,]+\s*\p{Sc}?\s*$/u.test(old)) return undefined;
  return { old, new: replacement };
}
