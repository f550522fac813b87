/**
 * A tool made for the job a request asks for (arithmetic, translation, unit
 * conversion, summarising) wins over the engine answering it itself: the app
 * offered that tool for exactly these requests.
 */
import { type Action, JOB_ACTIONS } from './action.js';
import { readRequestAction } from './request-action.js';
import { readToolAction } from './tool-action.js';
import { actionFit } from './action-fit.js';
import type { ToolSpec } from '../types.js';
import { type ArithmeticAsked, arithmeticAsked, arithmeticOffered, servesArithmetic } from './arithmetic-operations.js';
import { ACTION_SCAN_TOOLS, DOES_IT, FIRM_ACTION } from './action-fit.js';
import { perCatalog } from '../per-catalog.js';
import { convertsMeasureAsked } from './asked-conversion.js';

/** The catalog's tools by what each does, in catalog order. */
const toolsDoing = perCatalog((tools) => {
  const doing = new Map<Action, ToolSpec[]>();
  for (const tool of tools) {
    const action = readToolAction(tool).action;
    if (action === undefined) continue;
    const same = doing.get(action);
    if (same) same.push(tool);
    else doing.set(action, [tool]);
  }
  return doing;
});

/** The catalog's tools that work on what is remembered, in catalog order. */
const memoryTools = perCatalog((tools) => tools.filter((tool) => readToolAction(tool).objects.has('memory')));

/** The offered tool built for the job the message asks for, if any (a deprecated one only when no other is). */
export function toolBuiltFor(message: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const wanted = readRequestAction(message).action;
  if (!wanted || !JOB_ACTIONS.has(wanted)) return undefined;
  return builtAmong(tools, wanted, wanted === 'compute' ? arithmeticAsked(message) : undefined);
}

/**
 * The offered tool built for arithmetic the engine worked out itself (`expression`), whatever verb asks it: its
 * operations are those the message names and those of the expression ("quanto é 7 vezes 8" multiplies; "5 ml three
 * times a day ... in total" multiplies, whatever the working out made of it), its numbers the expression's.
 */
export function toolBuiltForSum(message: string, expression: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const worked = arithmeticAsked(expression);
  const operations = new Set([...arithmeticAsked(message).operations, ...worked.operations]);
  return builtAmong(tools, 'compute', { operations, operands: worked.operands });
}

function builtAmong(tools: readonly ToolSpec[], job: Action, asked: ArithmeticAsked | undefined): ToolSpec | undefined {
  const built = (toolsDoing(tools).get(job) ?? []).filter((tool) => !asked || servesArithmetic(asked, arithmeticOffered(tool)));
  return built.find((tool) => !readToolAction(tool).deprecated) ?? built[0];
}

/**
 * Jobs whose requests carry the text to work on ("translate 'good morning' to Italian", "summarise this: …"): their
 * form argues for answering in place, which the fit learnt from sources that offered no such tool, so where one is
 * offered the route follows the tool (`routesToJobTool`). Sums and echoes are told apart by the fit itself.
 */
const TEXT_JOBS: ReadonlySet<Action> = new Set<Action>(['translate', 'convert', 'summarize']);

/**
 * A firm request for a text job beside a tool built for it, arithmetic the engine worked out (`sum`), or a message for
 * someone beside a tool that sends messages, in an inventory of a size an app chooses tool by tool (among hundreds, a
 * translator from Telugu is not offered for every translation), and for a text job the tool the request's words match
 * best: the app offered the tool for this.
 */
export function routesToJobTool(message: string, tools: readonly ToolSpec[], best: ToolSpec | undefined, sum?: string): boolean {
  if (tools.length > CHOSEN_INVENTORY) return false;
  // Arithmetic the engine could work out itself ("what is 15% of 80") is a job whatever verb asks it, and is told
  // apart from any other request by the working out (`sum`, its expression): the tool need not share a word with it.
  if (sum !== undefined) return toolBuiltForSum(message, sum, tools) !== undefined;
  const request = readRequestAction(message);
  // "tell mum I'll be home by 8", "let dad know the boiler is fixed": a message for someone is sent by a tool or not at
  // all; the engine cannot send it, so beside a tool that sends one the request is that tool's.
  if (request.messagesSomeone === true && (toolsDoing(tools).get('send') ?? []).some((tool) => !readToolAction(tool).sendsMoney)) return true;
  if (best === undefined) return false;
  if (request.action === undefined || !TEXT_JOBS.has(request.action) || request.strength < FIRM_ACTION) return false;
  return toolBuiltFor(message, tools) === best && convertsMeasureAsked(request.measure, readToolAction(best).convertsMoney);
}

/** Inventories up to this size are ones an app chose tool by tool (the models' default view shows them whole). */
const CHOSEN_INVENTORY = 40;

/**
 * An offered tool that keeps what the user told and fits a request to recall it ("what did I tell you about
 * Priya?"): the conversation is not the only memory then, and the tool is asked before "you never told me".
 */
export function recallToolFor(message: string, tools: readonly ToolSpec[]): ToolSpec | undefined {
  const request = readRequestAction(message);
  if (!request.objects.has('memory')) return undefined;
  return memoryTools(tools).find((tool) => actionFit(request, readToolAction(tool)) >= RECALL_FIT);
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
