/**
 * The probability that a tool is needed, from the best candidate tool's
 * evidence: how much of its name the message covers, how many specific words
 * its name and description share with the message, and whether the message
 * actually states the tool's required inputs. A logistic model over these
 * general features; its weights were fitted once on public function-calling
 * cases (relevant and deliberately irrelevant tools, in their natural
 * proportion: most turns that reach this rule and share specific words with a
 * tool do want it) and rounded. Being a probability, it doubles as the
 * router's calibrated confidence.
 */
import type { ToolSpec } from '../types.js';
import { matchTools, type ToolMatch } from './best-match.js';
import { extractArgumentsDetailed } from '../extract/extract-arguments.js';
import { ROUTE } from '../weights.js';
import { withActionLeaders } from './action-leaders.js';
import { actionFit, JOB_ACTIONS, NEUTRAL_FIT, readRequestAction, readToolAction } from '../intent/index.js';

const WEIGHTS = ROUTE.toolNeedLogistic;

/** How many BM25 leaders are assessed. */
const CANDIDATES = 4;
/** With a stated action, the tools doing it may tie on the words it implies: more leaders are assessed. */
const ACTION_CANDIDATES = 8;

export interface ToolNeed {
  probability: number;
  best?: ToolMatch;
}

export function assessToolNeed(message: string, tools: readonly ToolSpec[]): ToolNeed {
  let result: ToolNeed = { probability: 0 };
  // Most promising first, and a candidate that could not win even with a perfect extraction is not extracted.
  const request = readRequestAction(message);
  // Each candidate's lexical evidence worked out once, not at every comparison of the sort (the sort is stable, so
  // the order is the same).
  const candidates = withActionLeaders(request, matchTools(message, tools, request.action ? ACTION_CANDIDATES : CANDIDATES), CANDIDATES)
    .map((match) => ({ match, evidence: lexicalEvidence(match, message) }))
    .sort((a, b) => b.evidence - a.evidence);
  for (const { match, evidence } of candidates) {
    if (logistic(evidence + WEIGHTS.grounding + WEIGHTS.extraction) <= result.probability) continue;
    const probability = toolProbability(message, match);
    if (probability > result.probability) result = { probability, best: match };
  }
  return result;
}

function lexicalEvidence(match: ToolMatch, message: string): number {
  return (
    WEIGHTS.bias +
    WEIGHTS.nameCoverage * match.relevance.nameCoverage +
    (WEIGHTS.hits * Math.min(4, match.relevance.nameAndDescriptionHits)) / 4 +
    intentEvidence(message, match.entry.tool)
  );
}

/**
 * What the request asks to do, as log-odds (set by hand on the intent tests' made-up requests, to be refitted
 * with the other features): a tool doing the asked action on the asked kind of thing, or the job the request
 * asks for, is evidence even when they share no word; a path or file name points to the tools that act on
 * files; a tool that would delete or move what the request never asked to lose is evidence against.
 */
const INTENT = { action: 3.5, job: 3.5, path: 1, unasked: -3 };

const LOOK_UPS: ReadonlySet<string> = new Set(['read', 'list', 'search', 'info']);

export function intentEvidence(message: string, tool: ToolSpec): number {
  const request = readRequestAction(message);
  const action = readToolAction(tool);
  const fit = actionFit(request, action);
  if (action.destructive >= 1 && !request.destroys) return INTENT.unasked;
  let evidence = 0;
  const sharesObject = [...request.objects].some((kind) => action.objects.has(kind));
  // A job the engine would otherwise do itself, or the user's own memory: the tool is made for exactly this.
  const job =
    (request.action !== undefined && JOB_ACTIONS.has(request.action) && request.action === action.action) ||
    (request.objects.has('memory') && action.objects.has('memory'));
  // Writing, making or changing a file needs the file named ("write a poem" is for the assistant to answer).
  const producesFile = request.action === 'write' || request.action === 'create' || request.action === 'edit';
  const aimed = !producesFile || request.namesTarget || request.objects.has('memory');
  if (request.action && fit > NEUTRAL_FIT && aimed && (sharesObject || job)) evidence += (job ? INTENT.job : INTENT.action) * (fit - NEUTRAL_FIT) * 2;
  // The user's own things to look up ("list my recipes", "find my tax stuff"): half the evidence of a named object.
  if (!sharesObject && request.personal && request.action && LOOK_UPS.has(request.action) && fit >= 0.9) evidence += INTENT.action / 2;
  if (request.paths.length > 0 && fit >= NEUTRAL_FIT && (action.objects.has('file') || action.objects.has('directory'))) evidence += INTENT.path;
  return evidence;
}

function logistic(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function toolProbability(message: string, match: ToolMatch): number {
  const extraction = extractArgumentsDetailed(message, match.entry.tool);
  return logistic(lexicalEvidence(match, message) + WEIGHTS.grounding * extraction.grounding + WEIGHTS.extraction * extraction.confidence);
}
