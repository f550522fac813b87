import { clipText, type Packet, type RouteDecision } from '@switchyard/packet-schema';
import { decideRoute, type ToolSpec } from '@switchyard/local-engine';

/**
 * The router's decision for a packet: the local engine decides, history first,
 * then whether any available tool is really needed. (A reinjected packet goes
 * from the executor straight back to selection and never comes here.)
 */
export function routeTurn(packet: Packet, tools: ToolSpec[]): RouteDecision {
  const decision = decideRoute({ message: packet.turn.message, history: packet.turn.history, tools });
  return {
    needsTool: decision.needsTool,
    rationale: clipText(decision.rationale, 2_000),
    goal: clipText(decision.goal, 2_000),
    confidence: decision.confidence,
    decidedBy: decision.source === 'history' ? 'history' : 'local',
    ...(decision.directAnswer !== undefined ? { directAnswer: clipText(decision.directAnswer, 32_000) } : {}),
  };
}
