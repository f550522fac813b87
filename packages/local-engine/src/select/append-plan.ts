/**
 * A request that adds to the end of a file ("append 'rent 1200' to budget.csv", "add a line … at the bottom of
 * notes.txt") beside a tool that writes a whole file: writing only the new text would replace everything the file
 * holds. No single call appends (an edit needs the file's current last line, a whole write needs all of its text),
 * so the plan reads the file first, the one step that is right whatever follows, and is never decided alone: the
 * rest is for a model that sees the text, or for the user.
 */
import type { PlannedCall, ToolSpec } from '../types.js';
import { readToolAction } from '../intent/index.js';
import { parameterCues } from '../extract/parameter-cues.js';
import { escapeRegExp } from '../text/escape-regexp.js';

/** Why such a plan is handed over. */
export const APPEND_REASON = 'the request adds to a file, and writing only the new text would replace what the file holds';

/**
 * "append", "tack on", or adding something "to the end / bottom of", "at the end of", "as a new line" of a file;
 * "add a line / row / entry / item … to" a file. Creating something new ("add a new file notes.txt") is no append.
 */
const APPENDS =
  /\bappend\w*\b|\btack\w*\s+(?:\S+\s+){0,6}?on\b|\b(?:to|at|on(?:to)?)\s+the\s+(?:very\s+)?(?:end|bottom|foot)\b|\bas\s+(?:a\s+)?(?:new|last|final)\s+(?:line|row|entry)\b|\b(?:add|put|insert|write)\s+(?:(?:a|an|one|another)\s+)?(?:new\s+)?(?:line|row|entry|item|bullet)\b(?!\s+(?:file|folder|document)\b)/iu;

/** The calls with each whole-file write of an appended file turned into a read of that file, and whether any was. */
export function appendPlan(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): { calls: PlannedCall[]; appends: boolean } {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const reader = fileReader(tools);
  let appends = false;
  const planned = calls.map((call) => {
    const tool = byName.get(call.tool);
    if (!tool || !overwritesWhole(tool)) return call;
    const path = pathOf(call, tool);
    if (!APPENDS.test(message) && !addsTo(message, path)) return call;
    appends = true;
    if (!reader || path === undefined) return call;
    return { ...call, tool: reader.tool.name, arguments: { [reader.path]: path }, missing: [] };
  });
  return { calls: planned, appends };
}

/** "add 'call mom' to my reminders.txt": something added to the very file the write would replace. */
function addsTo(message: string, path: string | undefined): boolean {
  if (path === undefined) return false;
  return new RegExp(`\\badd\\b.*\\b(?:to|into|onto)\\s+(?:(?:my|the|your|our|that|this)\\s+)?(?:\\.\\/)?${escapeRegExp(path.replace(/^\.\//, ''))}`, 'iu').test(
    message,
  );
}

/** A tool that writes a file whole: it writes, and its own description says it overwrites. */
export function overwritesWhole(tool: ToolSpec): boolean {
  const action = readToolAction(tool);
  return action.action === 'write' && action.destructive > 0 && action.destructive < 1;
}

function pathOf(call: PlannedCall, tool: ToolSpec): string | undefined {
  const name = pathParameters(tool)[0];
  const value = name === undefined ? undefined : call.arguments[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The catalog's plain reader of one file's text: reads files (not media, not several), current, one path required. */
export function fileReader(tools: readonly ToolSpec[]): { tool: ToolSpec; path: string } | undefined {
  for (const tool of tools) {
    const action = readToolAction(tool);
    if (action.action !== 'read' || !action.objects.has('file') || action.objects.has('media') || action.many || action.deprecated) continue;
    const paths = pathParameters(tool);
    const required = tool.parameters?.required ?? [];
    const path = paths[0];
    if (path !== undefined && required.every((name) => name === path)) return { tool, path };
  }
  return undefined;
}

export function pathParameters(tool: ToolSpec): string[] {
  return Object.entries(tool.parameters?.properties ?? {})
    .filter(([name, schema]) => parameterCues(name, schema).traits.shape === 'path')
    .map(([name]) => name);
}
