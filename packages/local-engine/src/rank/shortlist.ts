/**
 * The tools a model is shown, best first. A message that makes several
 * requests ("find flights ... and book a hotel") is ranked whole and clause by
 * clause, and the lists are merged, so each request's best tools make the
 * shortlist even when one request's words dominate the whole message.
 */
import type { RankedTool, ToolSpec } from '../types.js';
import { scoreTools } from './rank-tools.js';
import { getToolIndex } from './tool-index.js';
import { terms } from '../text/tokenize.js';
import { nameCoverageOf, specificTerms } from './relevance.js';
import { splitRequests } from '../select/split-requests.js';
import { RANK } from '../weights.js';
import { actionTerms } from '../intent/action-terms.js';
import { readRequestAction } from '../intent/request-action.js';
import { toolsDoing } from './action-leaders.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';
import { DOES_IT } from '../intent/action-fit.js';

/**
 * A clause whose best tool scores below this share of the whole message's best
 * is a fragment ("First", "retrieve") that names no request of its own: its
 * list would fill slots with tools that match one stray word. Set by hand on
 * the misses of the 1,800-tool inventory run, where such fragments score about
 * a tenth of the whole message and real clauses a third or more.
 */
const FRAGMENT_SHARE = RANK.fragmentShare;

export function shortlistTools(raw: string, tools: readonly ToolSpec[], size: number): ToolSpec[] {
  const message = boundWhitespace(raw);
  return withToolsDoingTheAction(message, tools, lexicalShortlist(message, tools, size), size);
}

function lexicalShortlist(message: string, tools: readonly ToolSpec[], size: number): ToolSpec[] {
  const whole = rankByNameCoverage(message, tools, size);
  const clauses = splitRequests(message);
  if (clauses.length < 2) return whole.map((ranked) => ranked.tool);
  const floor = (whole[0]?.score ?? 0) * FRAGMENT_SHARE;
  const clauseLists = clauses.map((clause) => rankByNameCoverage(clause.text, tools, size)).filter((list) => (list[0]?.score ?? 0) >= floor);
  return mergeByRelativeScore([whole, ...clauseLists], size);
}

/** Places at the end of the shortlist such tools may take from the weakest word matches. */
const ACTION_PLACES = 2;

/** "notes/memo.txt の中身を見せて" shares no word with a reading tool: the tools that read take the last places. */
function withToolsDoingTheAction(message: string, tools: readonly ToolSpec[], lexical: ToolSpec[], size: number): ToolSpec[] {
  const listed = new Set(lexical);
  // The best word match keeps its place whatever the size: an action read from a few words is weaker evidence.
  const places = Math.min(ACTION_PLACES, lexical.length > 0 ? size - 1 : size);
  const missing = places > 0 ? toolsDoing(readRequestAction(message), tools, DOES_IT, places, (tool) => !listed.has(tool)) : [];
  if (missing.length === 0) return lexical;
  return [...lexical.slice(0, Math.max(0, Math.min(lexical.length, size - missing.length))), ...missing];
}

/** How many BM25 leaders are re-weighted by name coverage: enough to lift a tool from below the shortlist. */
const COVERAGE_DEPTH = 30;

/**
 * BM25F, then each leader's score raised by the share of its name's words the
 * text uses: "details of the film" fits `getFilmDetails` whole, while
 * `getFilmAspectRatio` only shares "film" and collects the rest of its score
 * from words spread over its description and parameters.
 */
function rankByNameCoverage(text: string, tools: readonly ToolSpec[], size: number): RankedTool[] {
  const index = getToolIndex(tools);
  const words = terms(text);
  const specific = specificTerms(words);
  return scoreTools(index, words, actionTerms(text))
    .best(COVERAGE_DEPTH)
    .map(({ position, score }) => {
      const entry = index.tools[position]!;
      const coverage = nameCoverageOf(entry, specific, words);
      return { tool: entry.tool, score: score * (1 + RANK.shortlistNameCoverage * coverage) };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, size);
}

/**
 * Every list's best tool first (the whole message's, then each request's),
 * then the others by their score relative to their own list's best: a close
 * second of one request comes before a distant second of another.
 */
function mergeByRelativeScore(lists: readonly RankedTool[][], size: number): ToolSpec[] {
  const leaders = lists.flatMap((list) => (list[0] ? [list[0].tool] : []));
  const relative = new Map<ToolSpec, number>();
  for (const list of lists) {
    const top = list[0]?.score ?? 0;
    for (const ranked of list.slice(1)) relative.set(ranked.tool, Math.max(relative.get(ranked.tool) ?? 0, top > 0 ? ranked.score / top : 0));
  }
  const rest = [...relative.entries()].sort((a, b) => b[1] - a[1]).map(([tool]) => tool);
  return [...new Set([...leaders, ...rest])].slice(0, size);
}

/** The shortlist's names, padded to `size` with unranked tools so the list is never short. */
export function shortlistNames(message: string, tools: readonly ToolSpec[], size: number): string[] {
  const ranked = shortlistTools(message, tools, size).map((tool) => tool.name);
  if (ranked.length >= size) return ranked;
  const taken = new Set(ranked);
  for (const tool of tools) {
    if (ranked.length >= size) break;
    if (!taken.has(tool.name)) {
      taken.add(tool.name);
      ranked.push(tool.name);
    }
  }
  return ranked;
}
