/**
 * A tool made for the job a request asks for (arithmetic, translation, unit
 * conversion, summarising) wins over the engine answering it itself: the app
 * offered that tool for exactly these requests.
 */
import { JOB_ACTIONS } from './action.js';
import { readRequestAction } from './request-action.js';
import { readToolAction } from './tool-action.js';
import type { ToolSpec } from '../types.js';

/** The offered tool built for the job the message asks for, if any (a deprecated one only when no other is). */
export function toolBuiltFor(message: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const wanted = readRequestAction(message).action;
  if (!wanted || !JOB_ACTIONS.has(wanted)) return undefined;
  const built = tools.filter((tool) => readToolAction(tool).action === wanted);
  return built.find((tool) => !readToolAction(tool).deprecated) ?? built[0];
}
