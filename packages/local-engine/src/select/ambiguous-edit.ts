/**
 * "change the spoon rest price from 8 to 9 in pottery/price-list.md": an edit finds its old text wherever it first
 * stands, and a short bare number stands in many places ("£18" comes before "£8"). The request cannot say which; an
 * edit of the first one changed the wrong price. Such an edit is planned as a read of the file instead: the reply
 * shows the file, and the change can be asked again with the words of its line.
 */
import type { PlannedCall, ToolSpec } from '../types.js';
import { fileReader, pathParameters } from './append-plan.js';
import { toolNamed } from '../per-catalog.js';

/**
 * A whole number of one or two digits, with a currency sign at most: "8", "£8", "$55". A decimal part ("1.20"), a
 * percent sign ("30%") or more digits make a text that mostly stands once.
 */
const SHORT_BARE_NUMBER = /^\s*\p{Sc}?\s*\d{1,2}\s*\p{Sc}?\s*$/u;
/**
 * A number alone, a price or one written in groups ("15,00", "£1.20", "555 12", "+44 20 7946 0958"): the file may
 * hold it on another line than the one meant, or inside a longer number ("555 12" in "555 1234").
 */
const BARE_NUMBER = /^\s*\p{Sc}?\s*[+(]?\d(?:[\d().,/-]|\s(?=[\d(]))*\s*\p{Sc}?\s*$/u;

/** Why an edit of a bare number waits for a yes. */
export const BARE_NUMBER_REASON =
  'the change replaces a number alone ("15,00", "555 12"), which may stand on another line of the file than the one meant, or inside a longer number';

export const AMBIGUOUS_EDIT_REASONING =
  'The text to change is a short number that may stand in several places of the file (an edit changes the first it finds), so the plan reads the file first; then the change can be asked with the words of its line.';

/** The calls with each edit of a short bare number turned into a read of its file, and whether any was. */
export function readsBeforeAmbiguousEdit(calls: readonly PlannedCall[], tools: readonly ToolSpec[]): { calls: PlannedCall[]; reads: boolean } {
  const reader = fileReader(tools);
  let reads = false;
  const planned = calls.map((call) => {
    const tool = toolNamed(tools, call.tool);
    const path = tool
      ? pathParameters(tool)
          .map((name) => call.arguments[name])
          .find((value) => typeof value === 'string')
      : undefined;
    if (!reader || typeof path !== 'string' || !editsShortNumber(call.arguments)) return call;
    reads = true;
    return { ...call, tool: reader.tool.name, arguments: { [reader.path]: path }, missing: [] };
  });
  return { calls: planned, reads };
}

/** Whether a call's edits replace a number alone: the edit is planned, and waits for a yes. A preview changes nothing. */
export function editsBareNumber(call: PlannedCall): boolean {
  return call.arguments.dryRun !== true && editsMatching(call.arguments, BARE_NUMBER);
}

/** Whether the call's edits (`[{ oldText, newText }]`, or a tool's own names for them) replace a short bare number. */
function editsShortNumber(args: Record<string, unknown>): boolean {
  return editsMatching(args, SHORT_BARE_NUMBER);
}

function editsMatching(args: Record<string, unknown>, pattern: RegExp): boolean {
  return Object.values(args).some(
    (value) =>
      Array.isArray(value) &&
      value.some((edit) => {
        if (edit === null || typeof edit !== 'object') return false;
        const [old] = Object.entries(edit as Record<string, unknown>).find(([name]) => /^old|^from|^find|^search|before/i.test(name)) ?? [];
        const text = old === undefined ? undefined : (edit as Record<string, unknown>)[old];
        return typeof text === 'string' && pattern.test(text);
      }),
  );
}
