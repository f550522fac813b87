/**
 * The router: does this turn need a tool? A few sure rules answer by
 * themselves (an empty message, a question about the conversation, small talk,
 * arithmetic the engine computes, no tools at all); otherwise one fitted,
 * calibrated probability that a tool is needed decides, read from the route
 * features (`decide/features.ts`: the request's form and action, what the
 * offered tools do, how well the best one matches). The confidence is that
 * probability (or its complement for "no tool"): no rule sets its own.
 */
import type { RouteInput, RouteResult } from '../types.js';
import { bestFor } from '../select/choose-tools.js';
import { goalPhrase } from './goal.js';
import { assessRoute } from './assess-route.js';
import { routesToJobTool } from '../intent/job-tool.js';
import { capabilities } from './capabilities.js';
import { arithmeticReply } from './arithmetic.js';
import { answerCalendarQuestion } from './calendar-question.js';
import { NO_MODEL_ANSWER, NO_TOOL_ANSWER } from './fixed-answers.js';

export { NO_MODEL_ANSWER, NO_TOOL_ANSWER };

import { routeConfidence, routeNeverAlone, TOOL_NEEDED_AT, toolNeedProbability } from '../decide/decision-model.js';

export function decideRoute(input: RouteInput): RouteResult {
  const assessment = assessRoute(input.message, input.history, input.tools);
  const { message, rule, features } = assessment;
  const needed = toolNeedProbability(features);
  const confidence = (needsTool: boolean) => Math.round(routeConfidence(needsTool, features) * 1000) / 1000;
  const direct = (rationale: string, goal: string, directAnswer: string): RouteResult => ({
    needsTool: false,
    source: 'direct',
    confidence: confidence(false),
    neverAlone: routeNeverAlone(false, features),
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
    // "what can you do?": what the connected tools do, so the person knows what to ask.
    const able = smallTalk.kind === 'about-assistant' ? capabilities(input.tools) : undefined;
    return direct(`The message is ${kind}; no tool is needed.`, kind, able ? `${smallTalk.reply} ${able}` : smallTalk.reply);
  }
  const arithmetic = assessment.arithmetic;
  if (arithmetic) {
    return direct('The message is plain arithmetic, which the engine computes itself.', `compute ${arithmetic.expression}`, arithmeticReply(arithmetic));
  }
  const calendar = assessment.calendar;
  // The turn's own time when the caller gives it (the router gives the packet's), so a replay answers as the turn did.
  const calendarAnswer = calendar ? answerCalendarQuestion(calendar, input.now ?? new Date()) : undefined;
  if (calendarAnswer) return direct('The message asks a question of the calendar, which the engine answers itself.', 'a calendar question', calendarAnswer);
  const goal = goalPhrase(message);
  if (rule === 'noTools') return direct('No tools are available, so the engine answers directly.', goal, NO_MODEL_ANSWER);

  const best = assessment.best;
  // A job the engine could do itself (a translation, a conversion, a sum) beside a tool built for it goes to the tool:
  // the app offered it for exactly these requests. The confidence stays the fitted probability: a doubtful one is handed over.
  if (needed >= TOOL_NEEDED_AT || routesToJobTool(message, input.tools, best?.entry.tool, assessment.sumForTool)) {
    // Name the tool the selector would pick, so the rationale and the plan agree.
    const named = bestFor(message, { tools: input.tools }) ?? best;
    return {
      needsTool: true,
      source: 'tool',
      confidence: confidence(true),
      neverAlone: routeNeverAlone(true, features),
      rationale: named
        ? `The tool "${named.entry.tool.name}" matches the request (${named.relevance.matched.slice(0, 5).join(', ') || 'what it asks to do'}).`
        : 'The request asks for something only a tool can do.',
      goal,
      features,
    };
  }
  const kind = assessment.kind;
  if (kind.answerable && !kind.needsWorld) {
    return direct(`The message asks for something answered without tools (${kind.cues.join(', ')}).`, goal, NO_MODEL_ANSWER);
  }
  const near = best ? ` The closest tool, "${best.entry.tool.name}", does not cover it.` : '';
  return direct(`No available tool fits the request.${near}`, goal, kind.actsOrOwns ? NO_TOOL_ANSWER : NO_MODEL_ANSWER);
}
