/**
 * Which BM25 leaders to assess in depth (each costs an argument extraction):
 * the usual few, and beyond them only the tools that do what the request asks,
 * which may share no word with it and so rank lower.
 */
import { actionFit, readToolAction, type RequestAction } from '../intent/index.js';
import { matchesOf, type ToolMatch } from './best-match.js';
import type { ToolSpec } from '../types.js';
import { ACTION_SCAN_TOOLS, FIRM_ACTION } from '../intent/action-fit.js';

/** A fit at which a tool beyond the usual leaders is worth reranking (its action, or a close one, on the asked thing). */
const LEADER_FIT = 0.75;

/** The first `depth` leaders, and further ones only when they do what the request asks (each costs an extraction). */
export function withActionLeaders(request: RequestAction, leaders: ToolMatch[], depth: number): ToolMatch[] {
  if (leaders.length <= depth) return leaders;
  return leaders.filter((match, rank) => rank < depth || actionFit(request, readToolAction(match.entry.tool)) >= LEADER_FIT);
}

/** At most this many such tools are weighed (each costs an argument extraction). */
const UNMATCHED_LEADERS = 3;

/**
 * "notes/memo.txt の中身を見せて": the words match no tool, or only the wrong one, but the request firmly asks to read.
 * The leaders are joined by the tools that do the asked action, best fit first, whatever words they share.
 */
export function withUnmatchedActionTools(
  message: string,
  request: RequestAction,
  leaders: ToolMatch[],
  tools: readonly ToolSpec[],
  among?: ReadonlySet<ToolSpec>,
): ToolMatch[] {
  const led = new Set(leaders.map((match) => match.entry.tool));
  const fitting = toolsDoing(request, tools, LEADER_FIT, UNMATCHED_LEADERS, (tool) => !led.has(tool) && (!among || among.has(tool)));
  return fitting.length === 0 ? leaders : [...leaders, ...matchesOf(message, tools, fitting)];
}

/**
 * Of an inventory small enough to read whole, the tools that do what the request firmly asks (their action fit at
 * least `fit`), best fit first, at most `limit`; none for a request that names no action firmly.
 */
export function toolsDoing(
  request: RequestAction,
  tools: readonly ToolSpec[],
  fit: number,
  limit: number,
  allowed: (tool: ToolSpec) => boolean = () => true,
): ToolSpec[] {
  if (!request.action || request.strength < FIRM_ACTION || tools.length > ACTION_SCAN_TOOLS) return [];
  return tools
    .filter(allowed)
    .map((tool) => ({ tool, fit: actionFit(request, readToolAction(tool)) }))
    .filter((entry) => entry.fit >= fit)
    .sort((a, b) => b.fit - a.fit)
    .slice(0, limit)
    .map(({ tool }) => tool);
}
