/**
 * The router: does this turn need a tool? Rules in order: conversation
 * history, small talk, arithmetic the engine computes itself, then relevance of
 * the best-ranked tool. Each rule is general; none is keyed to particular inputs.
 */
import type { RouteInput, RouteResult } from '../types.js';
import { bestFor } from '../select/choose-tools.js';
import { evaluateArithmetic } from './arithmetic.js';
import { goalPhrase } from './goal.js';
import { assessToolNeed } from '../rank/tool-need.js';
import { lookUpHistory } from './history-lookup.js';
import { detectSmallTalk } from './small-talk.js';
import { classifyRequest } from './request-kind.js';
import { readsEnglish, readsScript } from '../text/readable-text.js';
import { hasOpenEndedTool } from '../rank/open-ended-tools.js';
import { ROUTE } from '../weights.js';
import { recallToolFor, toolBuiltFor } from '../intent/job-tool.js';

const ROUTE_CONFIDENCE = ROUTE.confidence;
const TOOL_NEED = ROUTE.toolNeed;
/** Tools an app offers for its own purpose, as opposed to a general inventory. */
const SMALL_INVENTORY = 20;
/** An inventory of hundreds of tools, where some tool shares words with any message (measured at 400). */
const LARGE_INVENTORY = 100;
/** Specific words the best tool may share with an answerable question in a mid-sized inventory before the engine stops being sure. */
const MAX_SHARED_TERMS = 1;

export const NO_MODEL_ANSWER =
  'The embedded engine answers without tools, but it has no language model to answer open questions like this one. ' +
  'Configure a model provider (Anthropic or an OpenAI-compatible server) for a full answer.';

export function decideRoute(input: RouteInput): RouteResult {
  const message = input.message.trim();
  if (message.length === 0) {
    return direct(ROUTE.confidence.emptyMessage, 'The message is empty.', 'nothing asked', 'It looks like your message was empty — what can I do for you?');
  }

  // A question about what the user said earlier that the conversation cannot answer goes to an offered memory tool.
  const fromHistory = lookUpHistory(message, input.history);
  if (fromHistory && (fromHistory.found || !recallToolFor(message, input.tools))) {
    return {
      needsTool: false,
      source: 'history',
      confidence: fromHistory.found ? ROUTE.confidence.historyFound : ROUTE.confidence.historyMissing,
      rationale: fromHistory.found
        ? 'The message asks about something said earlier; the conversation answers it.'
        : 'The message asks about something said earlier, but the conversation does not contain it.',
      goal: fromHistory.goal,
      directAnswer: fromHistory.answer,
    };
  }

  const smallTalk = detectSmallTalk(message);
  if (smallTalk) {
    return direct(
      ROUTE.confidence.smallTalk,
      `The message is ${smallTalk.kind.replace('-', ' ')}; no tool is needed.`,
      smallTalk.kind.replace('-', ' '),
      smallTalk.reply,
    );
  }

  // Arithmetic goes to an offered tool built for it (a calculator the app wants used), else the engine computes it.
  const arithmetic = evaluateArithmetic(message);
  if (arithmetic && !toolBuiltFor(message, input.tools)) {
    return direct(
      ROUTE.confidence.arithmetic,
      'The message is plain arithmetic, which the engine computes itself.',
      `compute ${arithmetic.expression}`,
      `${arithmetic.expression} = ${arithmetic.value}`,
    );
  }

  const goal = goalPhrase(message);
  if (input.tools.length === 0) {
    return direct(ROUTE.confidence.noTools, 'No tools are available, so the engine answers directly.', goal, NO_MODEL_ANSWER);
  }

  const { best, probability } = assessToolNeed(message, input.tools);
  const kind = classifyRequest(message);
  // A message the engine cannot read matches no tool whatever it asks: it is never sure of it.
  const ceiling = readsScript(message) ? 1 : ROUTE_CONFIDENCE.handOver;
  // Assistant traffic: writing, explaining and general knowledge are answered directly even when
  // hundreds of tools share words with them, unless a tool fits the request strongly.
  // Between weak and strong, the inventory's size decides: among a handful of tools, one that fits this well was
  // offered for requests like this; among hundreds, some tool always shares words with any message.
  const middling = probability >= TOOL_NEED.weak && input.tools.length <= SMALL_INVENTORY;
  if (kind.answerable && !kind.needsWorld && probability < TOOL_NEED.strong && !middling) {
    // Among hundreds of tools, shared words say nothing: only a strong fit would. Among fewer, a tool that shares
    // specific words with the question may be the way the app wants it answered (any word, among a handful).
    const sharedAllowed = input.tools.length <= SMALL_INVENTORY ? 0 : MAX_SHARED_TERMS;
    const toolOverlaps = (best?.relevance.nameAndDescriptionHits ?? 0) > sharedAllowed;
    // A question about the user's own state, or one a free-form search tool could answer, may want that tool.
    const mayWantTool = kind.question && (kind.personal || hasOpenEndedTool(input.tools));
    const sure =
      input.tools.length >= LARGE_INVENTORY
        ? !(kind.question && (kind.personal || probability >= TOOL_NEED.weak))
        : probability < TOOL_NEED.weak && !toolOverlaps && !mayWantTool;
    const answerable = sure ? ROUTE_CONFIDENCE.answerableWeakTool : ROUTE_CONFIDENCE.answerable;
    return direct(Math.min(answerable, ceiling), `The message asks for something answered without tools (${kind.cues.join(', ')}).`, goal, NO_MODEL_ANSWER);
  }
  const formDoubts = kind.answerable && !kind.needsWorld;
  const confidence =
    Math.round(Math.min(ceiling, formDoubts ? ROUTE_CONFIDENCE.answerable : ROUTE_CONFIDENCE.fromToolNeedCap, Math.max(probability, 1 - probability)) * 100) /
    100;
  if (best && probability >= ROUTE.needsToolAt) {
    // Name the tool the selector would pick, so the rationale and the plan agree.
    const named = bestFor(message, { tools: input.tools }) ?? best;
    return {
      needsTool: true,
      source: 'tool',
      confidence,
      rationale: `The tool "${named.entry.tool.name}" matches the request (${named.relevance.matched.slice(0, 5).join(', ')}).`,
      goal,
    };
  }
  const near = best ? ` The closest tool, "${best.entry.tool.name}", does not cover it.` : '';
  // "No tool" from weak relevance alone is often wrong on unseen traffic (a tool named in other words): hand over,
  // unless no tool is about the request at all (none shares a specific word with it, and none takes a free-form
  // query that could serve it anyway), the engine read the request, and the request neither asks for a look-up nor
  // acts, nor names the user's things, state or an identifier: those want a tool even when none matches their words.
  const aboutNothing = probability < TOOL_NEED.none && (best?.relevance.nameAndDescriptionHits ?? 0) === 0 && !hasOpenEndedTool(input.tools);
  const wantsTool = kind.asksForTool || kind.actsOrOwns || kind.personal;
  const sure =
    aboutNothing && !wantsTool && readsEnglish(message) ? Math.min(ceiling, ROUTE_CONFIDENCE.noToolAtAll) : Math.min(confidence, ROUTE_CONFIDENCE.handOver);
  return direct(sure, `No available tool fits the request.${near}`, goal, NO_MODEL_ANSWER);
}

function direct(confidence: number, rationale: string, goal: string, directAnswer: string): RouteResult {
  return { needsTool: false, source: 'direct', confidence, rationale, goal, directAnswer };
}
