import { newPacket, type Packet, type Plan, type PlanStep } from '@switchyard/packet-schema';

/** A queued packet for a message, for tests of pure stage functions. */
export function packetFor(message: string, extra: Partial<Packet> = {}): Packet {
  return { ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message, history: [] }), ...extra };
}

export function step(id: string, tool: string, args: Record<string, unknown> = {}, dependsOn: string[] = []): PlanStep {
  return { id, server: 'fs', tool, arguments: args, dependsOn, why: `test step ${id}` };
}

export function plan(steps: PlanStep[], confidence = 0.9): Plan {
  return { steps, confidence, reasoning: 'test plan', alternatives: [], decidedBy: 'local' };
}

/**
 * A finished turn that waits for a person and ran nothing: its offer parked for a yes, or a reply that asks for what
 * the plan lacks (no step run).
 */
export function waitsForPerson(packet: Packet): boolean {
  if (packet.status.state === 'awaiting_approval') return true;
  return packet.status.state === 'done' && (packet.execution?.steps.length ?? 0) === 0 && /\?/.test(packet.reply?.text ?? '');
}
