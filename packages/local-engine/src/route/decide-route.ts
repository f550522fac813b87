/**
 * The router: does this turn need a tool? A few sure rules answer by
 * themselves (an empty message, a question about the conversation, small talk,
 * arithmetic the engine computes, no tools at all); otherwise the request's
 * form and the best tool's tool-need probability decide. The confidence is
 * the fitted, calibrated probability that the decision is right, read from the
 * route features (`decide/features.ts`): no rule sets its own.
 */
import type { RouteInput, RouteResult } from '../types.js';
import { bestFor } from '../select/choose-tools.js';
import { goalPhrase } from './goal.js';
import { assessRoute } from './assess-route.js';
import { HAND_OVER_CAP, readablyConfident, routeConfidence } from '../decide/decision-model.js';
import { ROUTE } from '../weights.js';
import { offeredToolDoes } from '../intent/job-tool.js';

const TOOL_NEED = ROUTE.toolNeed;
/** Tools an app offers for its own purpose, as opposed to a general inventory. */
const SMALL_INVENTORY = 20;

export const NO_MODEL_ANSWER =
  'The embedded engine answers without tools, but it has no language model to answer open questions like this one. ' +
  'Configure a model provider (Anthropic or an OpenAI-compatible server) for a full answer.';

export function decideRoute(input: RouteInput): RouteResult {
  const assessment = assessRoute(input.message, input.history, input.tools);
  const { message, rule, toolNeed, features } = assessment;
  const confidence = (needsTool: boolean) => Math.round(readablyConfident(routeConfidence(needsTool, features), features) * 1000) / 1000;
  const direct = (rationale: string, goal: string, directAnswer: string): RouteResult => ({
    needsTool: false,
    source: 'direct',
    confidence: confidence(false),
    rationale,
    goal,
    directAnswer,
    features,
    ...(rule ? { rule } : {}),
  });
  if (rule === 'empty') return direct('The message is empty.', 'nothing asked', 'It looks like your message was empty — what can I do for you?');
  const fromHistory = assessment.fromHistory;
  if (fromHistory) {
    return {
      ...direct(
        fromHistory.found
          ? 'The message asks about something said earlier; the conversation answers it.'
          : 'The message asks about something said earlier, but the conversation does not contain it.',
        fromHistory.goal,
        fromHistory.answer,
      ),
      source: 'history',
    };
  }
  const smallTalk = assessment.smallTalk;
  if (smallTalk) {
    const kind = smallTalk.kind.replace('-', ' ');
    return direct(`The message is ${kind}; no tool is needed.`, kind, smallTalk.reply);
  }
  const arithmetic = assessment.arithmetic;
  if (arithmetic) {
    return direct(
      'The message is plain arithmetic, which the engine computes itself.',
      `compute ${arithmetic.expression}`,
      `${arithmetic.expression} = ${arithmetic.value}`,
    );
  }
  const goal = goalPhrase(message);
  if (rule === 'noTools') return direct('No tools are available, so the engine answers directly.', goal, NO_MODEL_ANSWER);

  const best = assessment.best;
  const kind = assessment.kind;
  // A request that firmly asks for what an offered tool does is never sure of "no tool": it is handed over (or offered).
  const asked = offeredToolDoes(message, input.tools, best ? [best.entry.tool] : []);
  const unsureIfAsked = (result: RouteResult): RouteResult => (asked ? { ...result, confidence: Math.min(result.confidence, HAND_OVER_CAP) } : result);
  // Writing, explaining and general knowledge are answered directly unless a tool fits strongly; among a handful
  // of tools, one that fits fairly well was offered for requests like this.
  const middling = toolNeed >= TOOL_NEED.weak && input.tools.length <= SMALL_INVENTORY;
  if (kind.answerable && !kind.needsWorld && toolNeed < TOOL_NEED.strong && !middling) {
    return unsureIfAsked(direct(`The message asks for something answered without tools (${kind.cues.join(', ')}).`, goal, NO_MODEL_ANSWER));
  }
  if (best && toolNeed >= ROUTE.needsToolAt) {
    // Name the tool the selector would pick, so the rationale and the plan agree.
    const named = bestFor(message, { tools: input.tools }) ?? best;
    return {
      needsTool: true,
      source: 'tool',
      confidence: confidence(true),
      rationale: `The tool "${named.entry.tool.name}" matches the request (${named.relevance.matched.slice(0, 5).join(', ')}).`,
      goal,
      features,
    };
  }
  const near = best ? ` The closest tool, "${best.entry.tool.name}", does not cover it.` : '';
  return unsureIfAsked(direct(`No available tool fits the request.${near}`, goal, NO_MODEL_ANSWER));
}
