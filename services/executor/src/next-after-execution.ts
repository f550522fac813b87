import type { ExecutionStep, Packet } from '@switchyard/packet-schema';
import type { NextStep } from '@switchyard/runtime';

/**
 * More tools are needed when a step of this round failed and the selector named
 * an alternative tool that has not been tried in any round: another round may pick it.
 */
export function needsAnotherRound(packet: Packet, round: ExecutionStep[]): boolean {
  const failed = round.some((s) => !s.ok && s.error?.code !== 'skipped');
  if (!failed) return false;
  const tried = new Set((packet.execution?.steps ?? []).map((s) => `${s.server}.${s.tool}`));
  return (packet.plan?.alternatives ?? []).some((a) => !tried.has(`${a.server}.${a.tool}`));
}

/** Back to the router while the counter allows, else on to the composer with what we have. */
export function nextAfterExecution(packet: Packet): { next: NextStep; packet: Packet } {
  const more = packet.execution?.needsMoreTools === true;
  if (more && packet.reinjection.count < packet.reinjection.max) {
    return { next: 'router', packet: { ...packet, reinjection: { ...packet.reinjection, count: packet.reinjection.count + 1 } } };
  }
  return { next: 'composer', packet };
}
