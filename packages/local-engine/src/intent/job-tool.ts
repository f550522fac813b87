/**
 * A tool made for the job a request asks for (arithmetic, translation, unit
 * conversion, summarising) wins over the engine answering it itself: the app
 * offered that tool for exactly these requests.
 */
import { JOB_ACTIONS } from './action.js';
import { readRequestAction } from './request-action.js';
import { readToolAction } from './tool-action.js';
import { actionFit } from './action-fit.js';
import type { ToolSpec } from '../types.js';
import { findNumbers } from '../extract/number-mentions.js';
import { ACTION_SCAN_TOOLS, DOES_IT, FIRM_ACTION } from './action-fit.js';

/** The offered tool built for the job the message asks for, if any (a deprecated one only when no other is). */
export function toolBuiltFor(message: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const wanted = readRequestAction(message).action;
  if (!wanted || !JOB_ACTIONS.has(wanted)) return undefined;
  const asked = wanted === 'compute' ? operationsIn(message) : NO_OPERATIONS;
  const operands = wanted === 'compute' ? findNumbers(message).length : 0;
  const built = tools.filter((tool) => readToolAction(tool).action === wanted && doesOperations(tool, asked) && takesOperands(tool, operands));
  return built.find((tool) => !readToolAction(tool).deprecated) ?? built[0];
}

/**
 * "54.20 + 38.75 + 61.10 + 29.90" is no job for a tool that adds two numbers: one call could take only two of them.
 * A tool that takes a list of numbers takes any count.
 */
function takesOperands(tool: ToolSpec, operands: number): boolean {
  const fields = Object.values(tool.parameters?.properties ?? {});
  if (operands <= 2 || fields.some((field) => field.type === 'array')) return true;
  return fields.filter((field) => field.type === 'number' || field.type === 'integer').length >= operands;
}

/** Arithmetic operations in words and symbols: a tool that names one is built for that one only. */
const OPERATIONS: ReadonlyArray<readonly [string, RegExp]> = [
  ['add', /\b(?:add(?:s|ing|ed)?|sum|plus|total|addition)\b|\d\s*\+\s*\d/i],
  ['subtract', /\b(?:subtract(?:s|ing|ed)?|minus|difference|subtraction)\b|\d\s+-\s+\d/i],
  ['multiply', /\b(?:multipl(?:y|ies|ied|ying|ication)|times|product)\b|\d\s*[*×x]\s*\d/i],
  ['divide', /\b(?:divid(?:e|es|ed|ing)|division|quotient|split)\b|\d\s*[/÷]\s*\d/i],
  ['percent', /%|\bper ?cent(?:age)?\b/i],
  ['power', /\b(?:squared|cubed|power|exponent|square root|root)\b|\d\s*\^\s*\d/i],
];
const NO_OPERATIONS: ReadonlySet<string> = new Set();

function operationsIn(text: string): ReadonlySet<string> {
  return new Set(OPERATIONS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name));
}

/**
 * "100 divided by 4" is no job for a tool that returns a sum: a tool whose name and description name operations
 * does those; one that names none (a calculator) does any.
 */
function doesOperations(tool: ToolSpec, asked: ReadonlySet<string>): boolean {
  if (asked.size === 0) return true;
  const offered = operationsIn(`${tool.name.replace(/[_-]+/g, ' ')} ${tool.description ?? ''}`);
  return offered.size === 0 || [...asked].every((operation) => offered.has(operation));
}

/**
 * An offered tool that keeps what the user told and fits a request to recall it ("what did I tell you about
 * Priya?"): the conversation is not the only memory then, and the tool is asked before "you never told me".
 */
export function recallToolFor(message: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const request = readRequestAction(message);
  if (!request.objects.has('memory')) return undefined;
  return tools.find((tool) => readToolAction(tool).objects.has('memory') && actionFit(request, readToolAction(tool)) >= RECALL_FIT);
}

/** A recall request against a tool that searches or reads the memory (a firm match, not a related action). */
const RECALL_FIT = 0.9;

/**
 * An offered tool that does what the request firmly asks ("find my tax stuff" beside a file search): then "no tool"
 * cannot be sure, whatever words the two share. `leaders` stand in for an inventory too large to read whole.
 */
export function offeredToolDoes(message: string, tools: readonly ToolSpec[], leaders: readonly ToolSpec[]): boolean {
  const request = readRequestAction(message);
  if (!request.action || request.strength < FIRM_ACTION) return false;
  const candidates = tools.length <= ACTION_SCAN_TOOLS ? tools : leaders;
  return candidates.some((tool) => actionFit(request, readToolAction(tool)) >= DOES_IT);
}
