/**
 * Which BM25 leaders to assess in depth (each costs an argument extraction):
 * the usual few, and beyond them only the tools that do what the request asks,
 * which may share no word with it and so rank lower.
 */
import { actionFit, readToolAction, type RequestAction } from '../intent/index.js';
import type { ToolMatch } from './best-match.js';

/** A fit at which a tool beyond the usual leaders is worth reranking (its action, or a close one, on the asked thing). */
const LEADER_FIT = 0.75;

/** The first `depth` leaders, and further ones only when they do what the request asks (each costs an extraction). */
export function withActionLeaders(request: RequestAction, leaders: ToolMatch[], depth: number): ToolMatch[] {
  if (leaders.length <= depth) return leaders;
  return leaders.filter((match, rank) => rank < depth || actionFit(request, readToolAction(match.entry.tool)) >= LEADER_FIT);
}
