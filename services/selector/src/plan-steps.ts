import { clipText, type Packet, type PlanStep, TEXT_LIMITS } from '@switchyard/packet-schema';
import type { ToolDescriptor } from '@switchyard/tools';

/** A chosen call, from the local engine or a model, before it becomes a plan step. */
export interface ChosenCall {
  tool: string;
  arguments: Record<string, unknown>;
  why: string;
  confidence?: number;
}

/**
 * Plan steps for the chosen calls, in order. Calls naming a tool the catalog
 * does not hold are dropped. Ids are `s1, s2…`, or `r<round>s1…` after a
 * reinjection, so a step id is never reused within a turn.
 */
export function planSteps(calls: readonly ChosenCall[], byName: Map<string, ToolDescriptor>, packet: Packet): PlanStep[] {
  const round = packet.reinjection.count;
  return calls.flatMap((call, index) => {
    const tool = byName.get(call.tool);
    if (!tool) return [];
    return [
      {
        id: round > 0 ? `r${round}s${index + 1}` : `s${index + 1}`,
        server: tool.server,
        tool: tool.name,
        arguments: call.arguments,
        dependsOn: [],
        why: clipText(call.why, TEXT_LIMITS.short),
        ...(call.confidence !== undefined ? { confidence: call.confidence } : {}),
      },
    ];
  });
}
