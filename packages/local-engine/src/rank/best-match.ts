/** The ranked tools for a message with their relevance, shared by router and selector. */
import type { ToolSpec } from '../types.js';
import { terms } from '../text/tokenize.js';
import { typedTerms } from '../text/typed-terms.js';
import { getToolIndex, toolPositions, type IndexedTool, type ToolIndex } from './tool-index.js';
import { scoreTools, type ScoredTools } from './rank-tools.js';
import { specificTerms, toolRelevance, type Relevance } from './relevance.js';
import { RANK } from '../weights.js';
import { actionTerms } from '../intent/action-terms.js';
import { findPaths } from '../extract/text-mentions.js';

/** Lexical relevance at or above this marks a tool as a plausible match (the router's decision uses the calibrated probability). */
export const RELEVANCE_THRESHOLD = RANK.relevanceThreshold;

export interface ToolMatch {
  entry: IndexedTool;
  bm25: number;
  relevance: Relevance;
}

/**
 * The best `limit` tools by BM25, each with its relevance estimate. With
 * `among`, only those tools compete, but they are still scored against the
 * whole list: a word's rarity across the full inventory is what makes it
 * telling, and a shortlist of eight indexed on its own would lose that.
 */
export function matchTools(message: string, tools: readonly ToolSpec[], limit: number, among?: ReadonlySet<ToolSpec>): ToolMatch[] {
  const index = getToolIndex(tools);
  const ranked = rankedFor(index, message);
  const leaders = among ? ranked.scored.bestAt(positionsOf(index, among), limit) : ranked.scored.best(limit);
  return leaders.map(({ position, score }) => {
    const entry = index.tools[position]!;
    return { entry, bm25: score, relevance: relevanceOf(ranked, position, entry) };
  });
}

/** The matches of the given tools, those that share no word with the message included (a BM25 score of 0). */
export function matchesOf(message: string, tools: readonly ToolSpec[], wanted: readonly ToolSpec[]): ToolMatch[] {
  const index = getToolIndex(tools);
  const ranked = rankedFor(index, message);
  const byTool = toolPositions(index);
  return wanted.flatMap((tool) =>
    (byTool.get(tool) ?? []).map((position) => {
      const entry = index.tools[position]!;
      return { entry, bm25: ranked.scored.scoreAt(position), relevance: relevanceOf(ranked, position, entry) };
    }),
  );
}

function positionsOf(index: ToolIndex, tools: ReadonlySet<ToolSpec>): number[] {
  const byTool = toolPositions(index);
  return [...tools].flatMap((tool) => byTool.get(tool) ?? []);
}

/** One message ranked against one index, with the relevance of the tools asked about so far. */
interface RankedMessage {
  queryTerms: string[];
  /** The query's specific terms, which every tool's relevance reads. */
  specific: ReadonlySet<string>;
  scored: ScoredTools;
  relevance: Map<number, Relevance>;
}

/**
 * Per index, the last few messages' scores: one turn ranks the same message
 * (and its clauses) against the same inventory several times — router,
 * shortlist, reranking — and asks for the same leaders' relevance each time.
 */
const scoreCache = new WeakMap<ToolIndex, Map<string, RankedMessage>>();
const MESSAGES_PER_INDEX = 16;

function rankedFor(index: ToolIndex, message: string): RankedMessage {
  let cache = scoreCache.get(index);
  if (!cache) {
    cache = new Map();
    scoreCache.set(index, cache);
  }
  let result = cache.get(message);
  if (!result) {
    const queryTerms = [...terms(withoutFileNames(message)), ...typedTerms(message)];
    result = { queryTerms, specific: specificTerms(queryTerms), scored: scoreTools(index, queryTerms, actionTerms(message)), relevance: new Map() };
    if (cache.size >= MESSAGES_PER_INDEX) cache.delete(cache.keys().next().value as string);
    cache.set(message, result);
  }
  return result;
}

/**
 * "open scripts/blocking-notes.txt": the words of a file's own name are the user's naming, not what the request asks
 * ("blocking" matched the "content block" a media reader returns); its folders and extension still tell.
 */
function withoutFileNames(message: string): string {
  const files = findPaths(message).filter((path) => path.kind === 'path' && FILE_NAME.test(path.text));
  if (files.length === 0) return message;
  let out = '';
  let at = 0;
  for (const file of files) {
    if (file.start < at) continue;
    const text = file.text;
    out += message.slice(at, file.start) + text.replace(FILE_NAME, '$1$2');
    at = file.end;
  }
  return out + message.slice(at);
}

/** A file's name and extension at a path's end: the name is dropped, the folders and the extension kept. */
const FILE_NAME = /(^|[/\\])[^/\\]+(\.[\p{L}\p{N}]{1,5})$/u;

/** Shared between the matches of one message (nothing edits a Relevance). */
function relevanceOf(ranked: RankedMessage, position: number, entry: IndexedTool): Relevance {
  let relevance = ranked.relevance.get(position);
  if (!relevance) {
    relevance = toolRelevance(entry, ranked.queryTerms, ranked.specific);
    ranked.relevance.set(position, relevance);
  }
  return relevance;
}
