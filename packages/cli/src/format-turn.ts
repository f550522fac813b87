import type { Packet } from '@switchyard/packet-schema';

/** One line per stage visit: stage, milliseconds, what it decided. */
export function formatTimeline(packet: Packet): string {
  return packet.status.log
    .map((entry) => `  ${entry.stage.padEnd(9)}${`${entry.ms.toFixed(1)} ms`.padStart(11)}  ${entry.note}`)
    .join('\n');
}

/** The human view of a finished turn: the reply, then the timeline. */
export function formatTurn(packet: Packet, totalMs?: number): string {
  const lines: string[] = [];
  if (packet.status.state === 'failed') {
    lines.push(`The turn failed: ${packet.status.error ?? 'unknown reason'}`);
  } else if (packet.status.state === 'awaiting_approval' && packet.approval) {
    lines.push(
      `Waiting for approval (until ${packet.approval.expiresAt}):`,
      packet.approval.question,
      '',
      `approve: switchyard approve ${packet.id}`,
      `deny:    switchyard deny ${packet.id}`,
    );
  } else {
    lines.push(packet.reply?.text ?? '(no reply)');
  }
  lines.push('', `timeline${totalMs !== undefined ? ` (${Math.round(totalMs)} ms end to end)` : ''}:`, formatTimeline(packet));
  return lines.join('\n');
}
