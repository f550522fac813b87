import { clipText, type Packet, type RouteDecision } from '@switchyard/packet-schema';
import { decideRoute, type ToolSpec } from '@switchyard/local-engine';

/**
 * The router's decision for a packet: a reinjected packet (more tools needed)
 * goes straight back to selection; otherwise the local engine decides, history
 * first, then whether any available tool is really needed.
 */
export function routeTurn(packet: Packet, tools: ToolSpec[]): RouteDecision {
  if (packet.execution?.needsMoreTools) {
    return {
      needsTool: true,
      rationale: `round ${packet.reinjection.count + 1}: a step failed and an untried alternative tool exists`,
      goal: packet.route?.goal ?? packet.turn.message,
      confidence: packet.route?.confidence ?? 1,
      decidedBy: 'rule',
    };
  }
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
