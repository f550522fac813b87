import { clipText, type Packet, type RouteDecision, TEXT_LIMITS } from '@switchyard/packet-schema';
import { decideRoute, type ToolSpec } from '@switchyard/local-engine';

/**
 * The router's decision for a packet: the local engine decides, history first,
 * then whether any available tool is really needed. (A reinjected packet goes
 * from the executor straight back to selection and never comes here.) Also
 * whether a rule recognised what the message is (a greeting, a sum, the
 * conversation): then no tool plan is worth offering.
 */
export function routeTurn(packet: Packet, tools: ToolSpec[]): { route: RouteDecision; recognised: boolean } {
  const decision = decideRoute({ message: packet.turn.message, history: packet.turn.history, tools, now: new Date(packet.createdAt) });
  const route: RouteDecision = {
    needsTool: decision.needsTool,
    rationale: clipText(decision.rationale, TEXT_LIMITS.short),
    goal: clipText(decision.goal, TEXT_LIMITS.short),
    confidence: decision.confidence,
    ...(decision.neverAlone ? { neverAlone: true } : {}),
    decidedBy: decision.source === 'history' ? 'history' : 'local',
    ...(decision.directAnswer !== undefined ? { directAnswer: clipText(decision.directAnswer, TEXT_LIMITS.long) } : {}),
  };
  return { route, recognised: decision.rule !== undefined };
}
