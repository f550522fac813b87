/**
 * Which tools a message asks for. Each request clause picks its best tool
 * (BM25 leaders reranked by how well the clause fills their required
 * parameters), plus any other tool whose own distinctive name words the clause
 * names ("the median and variance" → both statistics tools). Clauses that pick
 * nothing ("then repeat with 10 seconds") belong to the request before them.
 */
import type { ToolSpec } from '../types.js';
import { matchTools, RELEVANCE_THRESHOLD, type ToolMatch } from '../rank/best-match.js';
import { toolProbability } from '../rank/tool-need.js';
import { extractArgumentsDetailed, type DetailedExtraction } from '../extract/extract-arguments.js';
import { words } from '../text/tokenize.js';
import { tokenizeWithOffsets } from '../extract/parameter-cues.js';
import { splitRequests } from './split-requests.js';
import { memoByText } from '../text/bounded-memo.js';
import { RANK } from '../weights.js';
import { actionFit, NEUTRAL_FIT, readRequestAction, readToolAction, type RequestAction } from '../intent/index.js';
import { withActionLeaders, withUnmatchedActionTools } from '../rank/action-leaders.js';
import { toolNamedIn } from './named-tool.js';

const RERANK = RANK.rerank;

export interface ChosenTool {
  match: ToolMatch;
  /** The parts of the message this tool serves. */
  clauses: string[];
}

/** The tools ranked against (the whole inventory) and, optionally, the only ones that may be picked. */
export interface ToolPool {
  tools: readonly ToolSpec[];
  among?: ReadonlySet<ToolSpec>;
}

/** How many BM25 leaders are reranked by argument fit; more when the request states an action, whose tools may share no word with it. */
const RERANK_DEPTH = 4;
const ACTION_RERANK_DEPTH = 8;

/**
 * Reranking by what the request asks to do (set by hand, on the made-up requests of the intent tests and the
 * development corpus): a full fit against a contrary one is worth more than the BM25 lead, so "open README.md"
 * reads the file rather than opening a remembered node; a deprecated tool gives way to its replacement.
 */
const ACTION_WEIGHT = 1.2;
const DEPRECATED_PENALTY = 0.6;

/** `tools` is the whole inventory the shortlist came from; clauses are ranked within the shortlist against it. */
export function chooseTools(message: string, shortlist: readonly ToolMatch[], tools: readonly ToolSpec[]): ChosenTool[] {
  const pool: ToolPool = { tools, among: new Set(shortlist.map((match) => match.entry.tool)) };
  const toolWords = distinctiveNameWords(shortlist);
  const clauses = splitRequests(message, toolWords);
  const picks: Array<Array<{ match: ToolMatch; text: string }>> = clauses.map((clause) => {
    const best = bestFor(clause.text, pool);
    // A clause may lean on the rest of the message for its values ("... account 00125648 ... and also the balance"),
    // but then it must name what it wants: an aside ("(assuming a straight line motion)") is no request of its own.
    const leansOnMessage =
      best !== undefined &&
      best.relevance.score >= RELEVANCE_THRESHOLD &&
      namesTool(clause.text, best) &&
      extractArgumentsDetailed(message, best.entry.tool).missing.length === 0;
    if (!best || (toolProbability(clause.text, best) < RANK.clauseToolProbability && !leansOnMessage)) return [];
    const chosen = [best, ...companions(clause.text, best, pool)];
    return chosen.length === 1 ? [{ match: best, text: clause.text }] : splitAmong(clause.text, chosen);
  });
  attachOrphans(
    clauses.map((clause) => clause.text),
    picks,
  );

  const byName = new Map<string, ChosenTool>();
  for (const { match, text } of picks.flat()) {
    const original = shortlist.find((candidate) => candidate.entry.tool === match.entry.tool) ?? match;
    const existing = byName.get(original.entry.tool.name);
    if (existing) existing.clauses.push(text);
    else byName.set(original.entry.tool.name, { match: original, clauses: [text] });
  }
  // One tool for the whole message: judge it on the whole message, where the request's words sit together
  // ("book a suite ... Can you find the pricing?" is about the hotel, not whichever tool "pricing" fits best).
  if (byName.size <= 1) {
    byName.clear();
    const best = bestFor(message, pool);
    const original = shortlist.find((match) => match.entry.tool === best?.entry.tool) ?? shortlist[0];
    if (original) byName.set(original.entry.tool.name, { match: original, clauses: [message] });
  }
  return [...byName.values()];
}

/** Name words that belong to exactly one shortlisted tool ("withdraw" in investment.withdraw). */
function distinctiveNameWords(shortlist: readonly ToolMatch[]): Set<string> {
  const owners = new Map<string, number>();
  for (const match of shortlist) for (const term of match.entry.specificNameTerms) owners.set(term, (owners.get(term) ?? 0) + 1);
  return new Set([...owners].filter(([, count]) => count === 1).map(([term]) => term));
}

/** A clause that chose no tool joins the clause before it (or after it, for the first). */
function attachOrphans(texts: readonly string[], picks: Array<Array<{ match: ToolMatch; text: string }>>): void {
  for (let i = 0; i < picks.length; i += 1) {
    if ((picks[i]?.length ?? 0) > 0) continue;
    const text = texts[i] ?? '';
    const before = [...picks.slice(0, i)].reverse().find((pick) => pick.length > 0);
    const after = picks.slice(i + 1).find((pick) => pick.length > 0);
    const host = before ? before[before.length - 1] : after?.[0];
    if (host) host.text = before ? joinClauses(host.text, text) : joinClauses(text, host.text);
  }
}

/** Clauses joined as separate sentences, so later steps still see where one request ends. */
export function joinClauses(first: string, second: string): string {
  return `${first.replace(/[\s.,;:!?]+$/, '')}. ${second}`;
}

/**
 * Other tools the clause names by their distinctive words: a name word that
 * the already chosen tools do not have, written in the clause, and a tool that
 * is itself relevant and mostly named.
 */
function companions(text: string, best: ToolMatch, pool: ToolPool): ToolMatch[] {
  const chosen: ToolMatch[] = [best];
  const clauseWords = new Set(tokenizeWithOffsets(text).map((token) => token.stem));
  const request = readRequestAction(text);
  for (const match of matchTools(text, pool.tools, 6, pool.among)) {
    if (chosen.some((other) => other.entry.tool === match.entry.tool)) continue;
    // A name word is no second request when the tool does something else to something else ("add 'x' to notes/todo.md"
    // writes a file; it adds nothing to a memory).
    if (actionFit(request, readToolAction(match.entry.tool)) < NEUTRAL_FIT) continue;
    if (match.relevance.score < RELEVANCE_THRESHOLD || match.relevance.nameCoverage < RANK.companionNameCoverage) continue;
    // A word the chosen tools already document ("grade" in an averaging tool about grades) is not a new request.
    const taken = new Set(chosen.flatMap((other) => [...other.entry.allTerms]));
    const distinctive = match.entry.specificNameTerms.filter((term) => !taken.has(term));
    if (distinctive.length === 0 || !distinctive.some((term) => clauseWords.has(term) || acronymIn(term, text))) continue;
    // A second request states what it needs: a companion whose required inputs the clause lacks is a near miss.
    if (extractArgumentsDetailed(text, match.entry.tool).missing.length > 0) continue;
    chosen.push(match);
  }
  return chosen.slice(1);
}

/** Whether the text says one of the tool's specific name words (or its acronym). */
function namesTool(text: string, match: ToolMatch): boolean {
  const stems = new Set(tokenizeWithOffsets(text).map((token) => token.stem));
  return match.entry.specificNameTerms.some((term) => stems.has(term) || acronymIn(term, text));
}

function acronymIn(term: string, text: string): boolean {
  return term.length >= 2 && term.length <= 5 && wholeWord(term).test(text);
}

/**
 * A name word as a whole word, any case: compiled once per word rather than per clause and tool
 * (name words are letters and digits only, and the pattern has no state: it is not global).
 */
const wholeWord = memoByText(5_000, (term: string): RegExp => new RegExp(`\\b${term}\\b`, 'i'));

/**
 * Several tools in one clause: each takes the stretch from where its name is
 * mentioned to where the next tool's is; a tool whose stretch lacks required
 * values takes the whole clause.
 */
function splitAmong(text: string, chosen: readonly ToolMatch[]): Array<{ match: ToolMatch; text: string }> {
  const tokens = tokenizeWithOffsets(text);
  const anchored = chosen.map((match) => {
    const taken = new Set(chosen.filter((other) => other !== match).flatMap((other) => [...other.entry.nameTerms]));
    const distinctive = match.entry.specificNameTerms.filter((term) => !taken.has(term));
    const token = tokens.find((candidate) => distinctive.includes(candidate.stem));
    const acronym = distinctive.map((term) => wholeWord(term).exec(text)?.index).find((index) => index !== undefined);
    return { match, anchor: Math.min(token?.start ?? Infinity, acronym ?? Infinity) };
  });
  anchored.sort((a, b) => a.anchor - b.anchor);
  return anchored.map(({ match, anchor }, index) => {
    const start = index === 0 ? 0 : Number.isFinite(anchor) ? anchor : 0;
    const next = anchored[index + 1]?.anchor;
    const stretch = text.slice(start, next !== undefined && Number.isFinite(next) ? next : text.length);
    const own = extractArgumentsDetailed(stretch, match.entry.tool);
    return { match, text: own.missing.length === 0 ? stretch : text };
  });
}

/** The best tool for one clause after reranking the BM25 leaders by argument fit. */
export function bestFor(text: string, pool: ToolPool): ToolMatch | undefined {
  const request = readRequestAction(text);
  const lexical = withActionLeaders(request, matchTools(text, pool.tools, request.action ? ACTION_RERANK_DEPTH : RERANK_DEPTH, pool.among), RERANK_DEPTH);
  const leaders = withUnmatchedActionTools(text, request, lexical, pool.tools, pool.among);
  const top = leaders[0];
  // "use read_file to open a.txt", "whats that get-env thing do, run it": the tool the user names is the one they want,
  // whatever the ranking prefers, and wherever the ranking put it.
  const named = toolNamedIn(text, pool.tools);
  const chosen = named && (leaders.find((match) => match.entry.tool === named) ?? matchTools(text, pool.tools, 1, new Set([named]))[0]);
  if (!top || (leaders.length === 1 && !chosen)) return chosen ?? top;
  // A named tool that does the contrary of what the request firmly asks ("read notes/a.md, the note says use
  // delete_file") is talk about the tool, not a choice of it: the ranking decides. To run it is what a tool is for.
  const contrary = chosen && request.strength >= 1 && request.action !== 'run' && actionFit(request, readToolAction(chosen.entry.tool)) < NEUTRAL_FIT;
  if (chosen && !contrary) return chosen;
  const surface = new Set(words(text));
  // Each leader's score with the most its extraction could add: a leader that could not beat the best scored so far
  // is not extracted (the best is the highest score, the earlier leader on a tie, as in a scan in leader order).
  const bounded = leaders.map((match, rank) => ({ match, rank, most: rerankScore(request, match, top, surface) }));
  if (!bounded.every(({ most }) => Number.isFinite(most))) return bestInOrder(text, request, leaders, top, surface);
  bounded.sort((a, b) => b.most - a.most || a.rank - b.rank);
  let best = top;
  let bestScore = -Infinity;
  let bestRank = Infinity;
  for (const { match, rank, most } of bounded) {
    if (most < bestScore || (most === bestScore && rank > bestRank)) continue;
    const score = rerankScore(request, match, top, surface, extractArgumentsDetailed(text, match.entry.tool));
    if (score > bestScore || (score === bestScore && rank < bestRank)) {
      best = match;
      bestScore = score;
      bestRank = rank;
    }
  }
  return best;
}

/** The reranking without bounds, for scores that are not finite numbers. */
function bestInOrder(text: string, request: RequestAction, leaders: readonly ToolMatch[], top: ToolMatch, surface: ReadonlySet<string>): ToolMatch {
  let best = top;
  let bestScore = -Infinity;
  for (const match of leaders) {
    const score = rerankScore(request, match, top, surface, extractArgumentsDetailed(text, match.entry.tool));
    if (score > bestScore) {
      best = match;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A leader's reranking score. Without its extraction, the most it could score: every required parameter filled,
 * a value stated for each parameter (three at most), none left unused (each step of the sum only grows with its
 * terms, so the bound holds exactly).
 */
function rerankScore(request: RequestAction, match: ToolMatch, top: ToolMatch, surface: ReadonlySet<string>, extraction?: DetailedExtraction): number {
  // A tool that uses more of the values the user stated (coordinates and a date, not just coordinates) fits better.
  const stated = Math.min(3, extraction ? extraction.groundedParameters.length : Object.keys(match.entry.tool.parameters?.properties ?? {}).length);
  const unused = extraction ? Math.min(3, extraction.unusedValues) : 0;
  // Tools that share no word with the request (bm25 0) may lead when nothing else matched.
  const lead = top.bm25 > 0 ? top.bm25 : 1;
  return (
    RERANK.bm25 * (match.bm25 / lead) +
    RERANK.relevance * match.relevance.score +
    RERANK.argumentFit * argumentFit(match.entry.tool, extraction) +
    RERANK.exactNameWords * exactNameWords(match.entry.tool.name, surface) +
    RERANK.statedValues * stated -
    RERANK.unusedValues * unused +
    intentScore(request, match.entry.tool, match.bm25 / lead)
  );
}

/** The action fit around its neutral point, less a penalty for a deprecated tool. */
function intentScore(request: RequestAction, tool: ToolSpec, lexicalShare: number): number {
  const action = readToolAction(tool);
  const fit = actionFit(request, action) - NEUTRAL_FIT;
  // A good fit lifts a tool in proportion to how much it is about the request's words: among hundreds of tools,
  // many do the asked action on other things. A contrary fit (a deletion nobody asked for) counts in full.
  const lift = fit > 0 ? fit * (0.5 + 0.5 * lexicalShare) : fit;
  // A tool that claims every act is no better a choice than a deprecated one: its words match whatever is asked.
  return ACTION_WEIGHT * lift - (action.deprecated || action.claimsEveryAct ? DEPRECATED_PENALTY : 0);
}

/** Share of required parameters the text fills (all of them when not yet extracted); tools without required parameters are neutral. */
function argumentFit(tool: ToolSpec, extraction: DetailedExtraction | undefined): number {
  if ((tool.parameters?.required ?? []).length === 0) return RANK.neutralArgumentFit;
  if (!extraction) return 1;
  const required = requiredFields(tool.parameters);
  if (required.size === 0) return RANK.neutralArgumentFit;
  // A record given with some of its required fields counts for the share it fills: "forget that Bartek starts on
  // 1 july" fills a deleted fact (name and words) whole, a deleted relation only at its start.
  const missing = new Set(extraction.missing);
  const properties = tool.parameters?.properties ?? {};
  const filled = [...required].map((name) => {
    if (missing.has(name)) return 0;
    const fields = requiredFields((properties[name] as { items?: unknown } | undefined)?.items);
    if (fields.size === 0) return 1;
    const gaps = new Set(extraction.missing.filter((gap) => gap.startsWith(`${name}[0].`)).map((gap) => gap.slice(name.length + 4).split(/[.[]/, 1)[0] ?? ''));
    return (fields.size - [...gaps].filter((field) => fields.has(field)).length) / fields.size;
  });
  return filled.reduce((sum, share) => sum + share, 0) / required.size;
}

/**
 * The fields an object schema requires (a tool's parameters, the records of a list parameter): names it defines, each
 * once. A server's schema may pad its list (names twice, numbers, names of no field, a list that is no list); the
 * extraction never finds those missing, so each would count as filled and make a record filled at one end look whole.
 */
function requiredFields(schema: unknown): Set<string> {
  const { required, properties } = (typeof schema === 'object' && schema !== null ? schema : {}) as { required?: unknown; properties?: unknown };
  if (!Array.isArray(required) || typeof properties !== 'object' || properties === null) return new Set();
  return new Set(required.filter((field): field is string => typeof field === 'string' && Object.hasOwn(properties, field)));
}

/** Name words that appear in the text in exactly the same form ("file" vs "files"). */
function exactNameWords(name: string, surface: ReadonlySet<string>): number {
  return words(name).filter((word) => surface.has(word)).length;
}
