import { clipText, type Packet, type RouteDecision, TEXT_LIMITS } from '@switchyard/packet-schema';
import { decideRoute, NO_MODEL_ANSWER, NOTHING_WAITS_ANSWER, type ToolSpec } from '@switchyard/local-engine';
import { bareAnswerOf } from '@switchyard/platform';

/**
 * The router's decision for a packet: the local engine decides, history first,
 * then whether any available tool is really needed. (A reinjected packet goes
 * from the executor straight back to selection and never comes here.) Also
 * whether a rule recognised what the message is (a greeting, a sum, the
 * conversation): then no tool plan is worth offering.
 */
export function routeTurn(packet: Packet, tools: ToolSpec[]): { route: RouteDecision; recognised: boolean } {
  const decision = decideRoute({ message: packet.turn.message, history: packet.turn.history, tools });
  // A bare yes or no ("yes please", "ja", "no thanks") that became a turn answered nothing: the producer gives one
  // to the session's parked question before making a turn of it. The engine, knowing only the plainest yes and no,
  // would call it an open question for a model; it is told nothing waits, and no plan is offered for it.
  const answersNothing = decision.directAnswer === NO_MODEL_ANSWER && bareAnswerOf(packet.turn.message) !== undefined;
  const directAnswer = answersNothing ? NOTHING_WAITS_ANSWER : decision.directAnswer;
  const route: RouteDecision = {
    needsTool: decision.needsTool,
    rationale: clipText(decision.rationale, TEXT_LIMITS.short),
    goal: clipText(decision.goal, TEXT_LIMITS.short),
    confidence: decision.confidence,
    decidedBy: decision.source === 'history' ? 'history' : 'local',
    ...(directAnswer !== undefined ? { directAnswer: clipText(directAnswer, TEXT_LIMITS.long) } : {}),
  };
  return { route, recognised: decision.rule !== undefined || answersNothing };
}
