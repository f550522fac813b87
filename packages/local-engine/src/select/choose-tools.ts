/**
 * Which tools a message asks for. Each request clause picks its best tool; the
 * pick reranks the BM25 leaders by how well the clause fills the tool's
 * required parameters, so "read notes/a.md" prefers a tool with a path
 * parameter over one that merely shares the word "read".
 */
import type { ToolSpec } from '../types.js';
import { matchTools, RELEVANCE_THRESHOLD, type ToolMatch } from '../rank/best-match.js';
import { extractArgumentsDetailed } from '../extract/extract-arguments.js';
import { words } from '../text/tokenize.js';
import { splitRequests } from './split-requests.js';

export interface ChosenTool {
  match: ToolMatch;
  /** The clauses of the message this tool serves. */
  clauses: string[];
}

/** How many BM25 leaders are reranked by argument fit. */
const RERANK_DEPTH = 4;

export function chooseTools(message: string, shortlist: readonly ToolMatch[]): ChosenTool[] {
  const clauses = splitRequests(message);
  const byName = new Map<string, ChosenTool>();
  const shortlistTools = shortlist.map((match) => match.entry.tool);
  if (clauses.length > 1) {
    for (const clause of clauses) {
      const best = bestFor(clause.text, shortlistTools);
      if (!best || best.relevance.score < RELEVANCE_THRESHOLD) continue;
      const original = shortlist.find((match) => match.entry.tool === best.entry.tool) ?? best;
      const existing = byName.get(original.entry.tool.name);
      if (existing) existing.clauses.push(clause.text);
      else byName.set(original.entry.tool.name, { match: original, clauses: [clause.text] });
    }
  }
  if (byName.size === 0) {
    const best = bestFor(message, shortlistTools);
    const original = shortlist.find((match) => match.entry.tool === best?.entry.tool) ?? shortlist[0];
    if (original) byName.set(original.entry.tool.name, { match: original, clauses: [message] });
  }
  return [...byName.values()];
}

/** The best tool for one clause after reranking the BM25 leaders by argument fit. */
export function bestFor(text: string, tools: readonly ToolSpec[]): ToolMatch | undefined {
  const leaders = matchTools(text, tools, RERANK_DEPTH);
  const top = leaders[0];
  if (!top || leaders.length === 1) return top;
  const surface = new Set(words(text));
  let best = top;
  let bestScore = -Infinity;
  for (const match of leaders) {
    const score = match.bm25 / top.bm25 + 0.5 * match.relevance.score + 0.35 * argumentFit(text, match.entry.tool) + 0.1 * exactNameWords(match.entry.tool.name, surface);
    if (score > bestScore) {
      best = match;
      bestScore = score;
    }
  }
  return best;
}

/** Share of required parameters the text fills; tools without required parameters are neutral. */
function argumentFit(text: string, tool: ToolSpec): number {
  const required = tool.parameters?.required ?? [];
  if (required.length === 0) return 0.5;
  const { missing } = extractArgumentsDetailed(text, tool);
  return (required.length - missing.length) / required.length;
}

/** Name words that appear in the text in exactly the same form ("file" vs "files"). */
function exactNameWords(name: string, surface: ReadonlySet<string>): number {
  return words(name).filter((word) => surface.has(word)).length;
}
