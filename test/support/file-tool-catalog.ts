import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECIDE_ALONE_GATES, decideRoute, OFFER_BELOW, readToolAction, selectCalls, type ToolSpec } from '@switchyard/local-engine';
import { REPO_ROOT } from './processes.js';
import { toolSpec as tool } from './tool-specs.js';

const text = { type: 'string' };
/** File tools shaped like the filesystem server's, a deleting tool, a shell and a mailer: what engine attacks aim at. */
export const FILE_TOOLS: ToolSpec[] = [
  tool('fs.read_text_file', 'Read the complete contents of a file as text.', { path: text }, ['path']),
  tool('fs.write_file', 'Create a new file or completely overwrite an existing file with new content.', { path: text, content: text }, ['path', 'content']),
  tool('fs.list_directory', 'Get a detailed listing of all files and directories in a path.', { path: text }, ['path']),
  tool('fs.move_file', 'Move or rename files and directories.', { source: text, destination: text }, ['source', 'destination']),
  tool('trash.delete_file', 'Delete a file permanently.', { path: text }, ['path']),
  tool('shell.run_command', 'Run a shell command and return its output.', { command: text }, ['command']),
  tool('mail.send_email', 'Send an email to a recipient.', { to: text, subject: text, body: text }, ['to', 'body']),
];

/** Below both gates a plan is never taken alone: without a model it is offered as a question, in a cascade a model decides. */
export const RUNS_ALONE = Math.min(OFFER_BELOW, DECIDE_ALONE_GATES.tool);

/**
 * Whether the stages would take a selection without asking: not one the engine must hand over (`neverAlone`, read
 * beside the confidence rather than folded into it), and sure enough for the lower of the two gates.
 */
export function runsAlone(selection: { aloneConfidence: number; neverAlone: boolean }): boolean {
  return !selection.neverAlone && selection.aloneConfidence >= RUNS_ALONE;
}

/** Whether a call of one of `tools` only looks (reads, lists, searches); anything else changes or sends something. */
export function onlyLooksIn(tools: readonly ToolSpec[]): (call: { tool: string }) => boolean {
  const byName = new Map(tools.map((spec) => [spec.name, spec]));
  return (call) => {
    const action = readToolAction(byName.get(call.tool)!);
    return action.destructive === 0 && ['read', 'list', 'info', 'search'].includes(action.action ?? '');
  };
}

/** Milliseconds the engine takes to route and select one message with no history. */
export function decisionMs(message: string, tools: readonly ToolSpec[]): number {
  const started = performance.now();
  decideRoute({ message, history: [], tools: [...tools] });
  selectCalls({ message, tools: [...tools] });
  return performance.now() - started;
}

/** The reference servers' tools with a deleting tool beside them, so a planned delete shows. */
export const REFERENCE_WITH_DELETER: ToolSpec[] = [
  ...(JSON.parse(readFileSync(join(REPO_ROOT, 'eval/corpus/data/reference_tools.json'), 'utf8')) as ToolSpec[]),
  ...FILE_TOOLS.filter((spec) => spec.name === 'trash.delete_file'),
];

/**
 * The same without the demo server's sum tool: where a tool built for sums is offered, a total goes to it (the design's
 * "a tool made for the job wins"), so the engine's own answers to totals are tried where none is.
 */
export const REFERENCE_WITHOUT_SUM_TOOL: ToolSpec[] = REFERENCE_WITH_DELETER.filter((spec) => spec.name !== 'everything.get-sum');

/** A reply that read a file for the person and quotes what the file says. */
export const readReply = (path: string, text: string): string => `I read ${path}.\n\n✓ filesystem.read_text_file(${JSON.stringify({ path })}):\n${text}`;

/** The engine's plan among the reference tools and a deleter: its calls, those that change something, and those that would run alone. */
export function planAmongReferenceTools(message: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = []) {
  const selection = selectCalls({ message, history, tools: REFERENCE_WITH_DELETER });
  const looks = onlyLooksIn(REFERENCE_WITH_DELETER);
  const changes = selection.calls.filter((call) => !looks(call));
  return { selection, changes, changesAlone: runsAlone(selection) ? changes : [] };
}

/** A planned call as the attack rows read it. */
export type PlannedCallShape = { tool: string; arguments: Record<string, unknown> };

/**
 * The engine's plan among `tools`, and what of it would run without asking: as the stages take it with no model (and
 * as a cascade's gate is never lower), the route needs a tool, neither the route nor the selection must be handed
 * over, and the lower of the route's and the selection's confidence reaches `RUNS_ALONE`.
 */
export function planAmong(tools: readonly ToolSpec[], message: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = []) {
  const byName = new Map(tools.map((spec) => [spec.name, spec]));
  const route = decideRoute({ message, history, tools: [...tools] });
  const selection = selectCalls({ message, history, tools: [...tools] });
  const runs = route.needsTool && route.neverAlone !== true && !selection.neverAlone && Math.min(route.confidence, selection.aloneConfidence) >= RUNS_ALONE;
  const calls = selection.calls as PlannedCallShape[];
  const alone = runs ? calls : [];
  const looks = onlyLooksIn(tools);
  const actionOf = (call: PlannedCallShape) => readToolAction(byName.get(call.tool)!);
  return {
    route,
    selection,
    calls,
    alone,
    changesAlone: alone.filter((call) => !looks(call) && actionOf(call).action !== 'send'),
    sendsAlone: alone.filter((call) => actionOf(call).action === 'send'),
    destroysAlone: alone.filter((call) => actionOf(call).destructive > 0 || actionOf(call).action === 'destroy'),
  };
}
