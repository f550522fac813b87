/**
 * What a model is shown of the tool inventory. A lexical shortlist misses a
 * tool a request names in other words; a model would not. So when the whole
 * inventory fits the budget the model sees every tool, and past it the
 * best-ranked tools that fit the budget (the shortlist at least), never empty
 * while tools exist, plus a search of the whole inventory it can ask for. The router's and selector's prompts and the
 * eval's view recall all come from `modelView`, so they cannot drift apart.
 */
import type { ToolSpec } from '../types.js';
import { shortlistTools } from './shortlist.js';

export interface ModelViewBudget {
  /** At most this many tools are shown whole. */
  maxTools: number;
  /** ...and at most about this many tokens of them (names, descriptions, parameter schemas). */
  maxTokens: number;
  /** Tools shown at least, past the budget (the selector's shortlist size). */
  shortlist: number;
}

export interface ModelView {
  /** The tools shown, best first. */
  tools: ToolSpec[];
  /** Every tool is shown, so there is nothing left to search. */
  whole: boolean;
}

/** What prompts quote of a description; tokens are estimated from the same text. */
export const VIEW_DESCRIPTION_CHARS = 1_000;
/** A common rule of thumb for English and JSON: about four characters a token. */
const CHARS_PER_TOKEN = 4;

/** About how many tokens a tool takes in a prompt: name, clipped description and parameter schema. */
export function estimateToolTokens(tool: ToolSpec): number {
  const chars = tool.name.length + Math.min(tool.description?.length ?? 0, VIEW_DESCRIPTION_CHARS) + JSON.stringify(tool.parameters ?? {}).length;
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/** Whether the whole inventory fits the budget (counted first: no schema of a large inventory is serialised). */
export function fitsViewBudget(tools: readonly ToolSpec[], budget: ModelViewBudget): boolean {
  if (tools.length > budget.maxTools) return false;
  let tokens = 0;
  for (const tool of tools) {
    tokens += estimateToolTokens(tool);
    if (tokens > budget.maxTokens) return false;
  }
  return true;
}

/**
 * The tools a model sees for this message: all of them, best first, when they
 * fit the budget; else the best-ranked tools that fit it (the shortlist at
 * least), topped up in catalog order when few tools share words with the
 * message, so a request in other words or another script still shows the
 * model tools (and it can search for the right one).
 */
export function modelView(message: string, tools: readonly ToolSpec[], budget: ModelViewBudget): ModelView {
  const size = Math.max(1, budget.shortlist);
  const whole = fitsViewBudget(tools, budget);
  const ranked = tools.length > 0 ? shortlistTools(message, tools, whole ? size : Math.max(size, budget.maxTools)) : [];
  const shown = whole ? ranked : withinBudget(ranked, budget, size);
  if (!whole && shown.length >= size) return { tools: shown, whole };
  const taken = new Set(shown);
  const rest: ToolSpec[] = [];
  for (const tool of tools) {
    if (!whole && shown.length + rest.length >= size) break;
    if (!taken.has(tool)) rest.push(tool);
  }
  return { tools: [...shown, ...rest], whole };
}

/** The leading tools that fit the budget in count and tokens, and never fewer than `least` of them. */
function withinBudget(ranked: readonly ToolSpec[], budget: ModelViewBudget, least: number): ToolSpec[] {
  let tokens = 0;
  let count = 0;
  for (const tool of ranked) {
    tokens += estimateToolTokens(tool);
    if (count >= least && (count >= budget.maxTools || tokens > budget.maxTokens)) break;
    count += 1;
  }
  return ranked.slice(0, count);
}

/** Tools of the whole inventory a model's search words find, besides those it was already shown. */
export function searchInventory(words: string, tools: readonly ToolSpec[], shown: readonly ToolSpec[], size: number): ToolSpec[] {
  const seen = new Set(shown.map((tool) => tool.name));
  return shortlistTools(words, tools, Math.max(1, size)).filter((tool) => !seen.has(tool.name));
}
