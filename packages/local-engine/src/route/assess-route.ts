/**
 * What the router reads from a turn before deciding: the sure rules that
 * answer by themselves, the request's kind, the best candidate tool and the
 * route features that the fitted probability that a tool is needed reads. The
 * selector reads the same assessment for its whole-decision probability, so
 * the last turn's is kept (one turn routes, then selects, the same message).
 */
import { asksAcquaintanceFact, offersMemoryLookup } from '../intent/acquaintance-fact.js';
import type { EngineMessage, ToolSpec } from '../types.js';
import type { ToolMatch } from '../rank/best-match.js';
import { matchTools } from '../rank/best-match.js';
import { assessToolNeed } from '../rank/tool-need.js';
import { evaluateArithmetic, type ArithmeticAnswer } from './arithmetic.js';
import { offersDateTool, readCalendarQuestion, type CalendarQuestion } from './calendar-question.js';
import { lookUpHistory, type HistoryAnswer } from './history-lookup.js';
import { answerFromShownLines } from './shown-lines.js';
import { recallToolFor, toolBuiltForSum } from '../intent/job-tool.js';
import { standaloneRequest } from './standalone-request.js';
import { detectSmallTalk, type SmallTalk } from './small-talk.js';
import { classifyRequest, type RequestKind } from './request-kind.js';
import { offersFileTool, routeFeatures, type Features, type SureRule } from '../decide/features.js';
import { readRequestAction } from '../intent/request-action.js';
import { continuedRequest, lastExchangeUsedTool, lastReplyShowedFiles } from './follow-up.js';
import { TOOL_NEEDED_AT, toolNeedProbability } from '../decide/decision-model.js';
import { reworksLastReply } from './reworked-reply.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';
import { withoutGreeting } from '../text/courtesy-words.js';

export interface RouteAssessment {
  message: string;
  rule?: SureRule;
  fromHistory?: HistoryAnswer;
  smallTalk?: SmallTalk;
  arithmetic?: ArithmeticAnswer;
  /** Arithmetic the engine worked out and left to an offered tool built for it: its expression. */
  sumForTool?: string;
  calendar?: CalendarQuestion;
  kind: RequestKind;
  best?: ToolMatch;
  features: Features;
  /** Tool-need probability of the best candidate by its lexical and action evidence (`assessToolNeed`), a route feature. */
  toolNeed: number;
}

interface Remembered {
  message: string;
  history: readonly EngineMessage[];
  assessment: RouteAssessment;
}

const lastByInventory = new WeakMap<readonly ToolSpec[], Remembered>();

export function assessRoute(rawMessage: string, history: readonly EngineMessage[], tools: readonly ToolSpec[]): RouteAssessment {
  const remembered = lastByInventory.get(tools);
  if (remembered && remembered.message === rawMessage && sameHistory(remembered.history, history)) return remembered.assessment;
  // "more polite please" after a text the assistant wrote reworks that text: it is read as it is, and carries on no
  // earlier request.
  // "Hi there, write a regex ...": every reading starts after the greeting, as the request's own words do.
  const said = withoutGreeting(rawMessage);
  const reworks = reworksLastReply(said, history);
  // A turn rewritten to stand alone ("and in LA?" read as the weather in LA) still leans on the turn before.
  const assessment = reworks
    ? assess(boundWhitespace(said.trim()), history, tools, undefined, true)
    : assess(standaloneRequest(said, history), history, tools, continuedRequest(said, history));
  lastByInventory.set(tools, { message: rawMessage, history, assessment });
  return assessment;
}

/** "what did I write about the boiler", "what I noted on Tom": what the person wrote down on a topic, not only said. */
const WROTE_DOWN =
  /\b(?:did i|i|i've|i have) (?:write|wrote|written|note|noted|jot|jotted|type|typed|put down)\b(?: down)? (?:about|on|regarding|concerning) \p{L}/iu;
/** Words that place what was written in this conversation: "in my first message", "earlier", "above". */
const OF_THE_CONVERSATION = /\b(?:message|messages|chat|conversation|earlier|before|above|just now|just)\b/i;

function assess(message: string, history: readonly EngineMessage[], tools: readonly ToolSpec[], continued?: string, reworks = false): RouteAssessment {
  const kind = classifyRequest(message, reworks);
  // A question about something said earlier that the conversation cannot answer goes to an offered memory tool.
  // "what did I write in ideas.txt" asks about a file, not the conversation, when a tool can read files.
  const request = readRequestAction(message);
  const aboutFile = request.paths.length > 0 && offersFileTool(tools);
  const recalled = message.length > 0 && !aboutFile ? (lookUpHistory(message, history) ?? answerFromShownLines(message, history)) : undefined;
  // "what do you remember about Priya?" asks what was kept: where a memory tool can look, it holds more than the
  // turns at hand, which may only show the asking.
  const asksMemory = message.length <= 300 && ASKS_WHAT_YOU_KEPT.test(message) && recallToolFor(message, tools) !== undefined;
  // "When is Ken's birthday? I told you before": a fact of an acquaintance the turns at hand do not hold is the memory's.
  const memoryHolds = recallToolFor(message, tools) !== undefined || (asksAcquaintanceFact(message) && offersMemoryLookup(tools));
  // "what did I write about airport routes" that no turn answers: what was written down is in the files a tool searches.
  // So is what a request reads as asked of their files ("kids myopia notes: what dose did I write for the twins?").
  const filesHold = (WROTE_DOWN.test(message) || request.objects.has('file')) && !OF_THE_CONVERSATION.test(message) && offersFileTool(tools);
  const fromHistory = recalled && !asksMemory && (recalled.found || !(memoryHolds || filesHold)) ? recalled : undefined;
  const smallTalk = message.length > 0 && !fromHistory ? detectSmallTalk(message) : undefined;
  // Arithmetic goes to an offered tool built for it (a calculator the app wants used), else the engine computes it.
  const computed = message.length > 0 && !fromHistory && !smallTalk ? evaluateArithmetic(message) : undefined;
  const sumForTool = computed !== undefined && toolBuiltForSum(message, computed.expression, tools) !== undefined ? computed.expression : undefined;
  const arithmetic = computed && sumForTool === undefined ? computed : undefined;
  // The calendar answers "what day is it?" unless an offered tool is made for dates (the app wants it used).
  const asked = message.length > 0 && !fromHistory && !smallTalk && !arithmetic ? readCalendarQuestion(message) : undefined;
  const calendar = asked && !offersDateTool(tools) ? asked : undefined;
  const rule: SureRule | undefined =
    message.length === 0
      ? 'empty'
      : fromHistory
        ? fromHistory.found
          ? 'history'
          : 'historyMissing'
        : smallTalk
          ? 'smallTalk'
          : arithmetic
            ? 'arithmetic'
            : calendar
              ? 'calendar'
              : tools.length === 0
                ? 'noTools'
                : undefined;
  const { best, probability } = tools.length > 0 && message.length > 0 ? assessToolNeed(message, tools) : { best: undefined, probability: 0 };
  const leaders = best ? matchTools(message, tools, 2) : [];
  const runnerUp = leaders.find((match) => match.entry !== best?.entry);
  const previous = rule === undefined && tools.length > 0 && !reworks ? (continued ?? continuedRequest(message, history)) : undefined;
  const previousNeed = previous === undefined ? 0 : toolNeedOfPrevious(previous, history, tools);
  const continuesToolTurn = previous !== undefined && previousNeed >= TOOL_NEEDED_AT;
  const followsUp = previous !== undefined && previousNeed >= FOLLOW_UP_DOUBT;
  const features = routeFeatures({ message, history, tools, kind, toolNeed: probability, best, runnerUp, rule, continuesToolTurn, followsUp });
  return {
    message,
    rule,
    fromHistory,
    smallTalk,
    arithmetic,
    ...(sumForTool === undefined ? {} : { sumForTool }),
    calendar,
    kind,
    best,
    features,
    toolNeed: probability,
  };
}

/**
 * The previous request's need of a tool, which a follow-up ("and in LA?") inherits: 1 when its exchange ran a tool
 * (or its reply shows a file tool's result), else its probability read as a message of its own (through the same whitespace bound).
 */
function toolNeedOfPrevious(previous: string, history: readonly EngineMessage[], tools: readonly ToolSpec[]): number {
  return lastExchangeUsedTool(history) || lastReplyShowedFiles(history) ? 1 : toolNeedProbability(assess(standaloneRequest(previous, []), [], tools).features);
}

/**
 * "what do you remember about X", "do you know anything about Y": what the assistant kept, not what was said. (Read
 * only in a message of a few lines: its two open stretches would be tried from every start of a long one.)
 */
const ASKS_WHAT_YOU_KEPT = /\b(?:what|anything|do|did)\b.*\b(?:you|u)\s+(?:remember|recall|know|have|kept|saved|stored)\b.*\babout\b/i;

/**
 * A previous request this likely to have needed a tool leaves "no tool" for its follow-up unsure, even when the
 * route sent it on without one ("weather in Chicago?" read as general knowledge, then "and in LA?").
 */
const FOLLOW_UP_DOUBT = 0.2;

function sameHistory(a: readonly EngineMessage[], b: readonly EngineMessage[]): boolean {
  return a === b || (a.length === 0 && b.length === 0);
}
