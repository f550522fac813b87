/**
 * The tools a model is shown, best first. A message that makes several
 * requests ("find flights ... and book a hotel") is ranked whole and clause by
 * clause, and the lists are interleaved, so each request's best tools make
 * the shortlist even when one request's words dominate the whole message.
 */
import type { ToolSpec } from '../types.js';
import { rankTools } from './rank-tools.js';
import { splitRequests } from '../select/split-requests.js';
import { RANK } from '../weights.js';

/**
 * A clause whose best tool scores below this share of the whole message's best
 * is a fragment ("First", "retrieve") that names no request of its own: its
 * list would fill slots with tools that match one stray word. Set by hand on
 * the misses of the 1,800-tool inventory run, where such fragments score about
 * a tenth of the whole message and real clauses a third or more.
 */
const FRAGMENT_SHARE = RANK.fragmentShare;

export function shortlistTools(message: string, tools: readonly ToolSpec[], size: number): ToolSpec[] {
  const ranked = rankTools(message, tools as ToolSpec[], size);
  const whole = ranked.map((r) => r.tool);
  const clauses = splitRequests(message);
  if (clauses.length < 2) return whole;
  const floor = (ranked[0]?.score ?? 0) * FRAGMENT_SHARE;
  const clauseLists = clauses.map((clause) => rankTools(clause.text, tools as ToolSpec[], size)).filter((list) => (list[0]?.score ?? 0) >= floor);
  const lists = [whole, ...clauseLists.map((list) => list.map((r) => r.tool))];
  const picked: ToolSpec[] = [];
  for (let rank = 0; picked.length < size && lists.some((list) => rank < list.length); rank += 1) {
    for (const list of lists) {
      const tool = list[rank];
      if (tool && !picked.includes(tool) && picked.length < size) picked.push(tool);
    }
  }
  return picked;
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
