import type { Packet } from '@switchyard/packet-schema';
import { usageTotals } from '@switchyard/models';
import { droppedQuestionLine } from '@switchyard/composer';
import type { PendingElicitation, ToolProgressEvent } from '@switchyard/platform';
import { cliCommand, type CommandHints } from './cli-command.js';

/** One line per stage visit: stage, milliseconds, what it decided. */
export function formatTimeline(packet: Packet): string {
  return packet.status.log.map((entry) => `  ${entry.stage.padEnd(9)}${`${entry.ms.toFixed(1)} ms`.padStart(11)}  ${entry.note}`).join('\n');
}

/** The human view of a finished turn: the reply, then the timeline. */
export function formatTurn(packet: Packet, totalMs?: number, hints: CommandHints = {}): string {
  const lines: string[] = [];
  if (packet.status.state === 'failed') {
    lines.push(`The turn failed: ${packet.status.error ?? 'unknown reason'}`);
  } else if (packet.status.state === 'awaiting_approval' && packet.approval) {
    // `approve --remote` lets the stages the user runs resume the turn, as `ask --remote` let them run it.
    const remote = hints.remote ? ['--remote'] : [];
    lines.push(
      `Waiting for approval (until ${packet.approval.expiresAt}):`,
      packet.approval.question,
      // Asked instead of the earlier question's answer: said here, where the person reads this one.
      ...(packet.droppedQuestion ? [droppedQuestionLine(packet.droppedQuestion)] : []),
      '',
      `approve: ${cliCommand(['approve', packet.id, ...remote], hints)}`,
      `deny:    ${cliCommand(['deny', packet.id, ...remote], hints)}`,
    );
  } else {
    lines.push(packet.reply?.text ?? '(no reply)');
  }
  lines.push('', `timeline${totalMs !== undefined ? ` (${Math.round(totalMs)} ms end to end)` : ''}:`, formatTimeline(packet));
  const usage = formatUsage(packet);
  if (usage) lines.push('', usage);
  return lines.join('\n');
}

/** The turn's model calls in one line (nothing when no model was involved): calls, tokens, estimated cost. */
export function formatUsage(packet: Packet): string | undefined {
  const estimate = packet.plan?.estimatedCostUsd ? `; the plan was estimated at $${packet.plan.estimatedCostUsd.toFixed(4)}` : '';
  if (!packet.usage?.length) return estimate ? `models: none${estimate}` : undefined;
  const totals = usageTotals(packet);
  const local = totals.localDecisions > 0 ? `, ${totals.localDecisions} local decision(s)` : '';
  const degraded = packet.degradations?.length ? `; degraded: ${packet.degradations.map((d) => d.stage).join(', ')}` : '';
  return (
    `models: ${totals.modelCalls} call(s)${local}, ${totals.inputTokens + totals.outputTokens} tokens ` +
    `(${totals.inputTokens} in, ${totals.outputTokens} out), estimated cost $${totals.costUsd.toFixed(4)}${estimate}${degraded}`
  );
}

/** One live line of a tool's progress: step, tool, how far (and of how much), the server's message. */
export function formatProgress(event: ToolProgressEvent): string {
  const amount = event.total !== undefined ? `${event.progress}/${event.total}` : String(event.progress);
  return `  progress ${event.step} ${event.server}.${event.tool} ${amount}${event.message ? `  ${event.message}` : ''}`;
}

/** A tool's question to the user: who asks, the message, the form's fields, and how to answer. */
export function formatElicitation(question: PendingElicitation, hints: CommandHints = {}): string {
  if (question.mode === 'url') {
    return [
      `  question ${question.step} ${question.server}.${question.tool} (until ${question.expiresAt}): ${question.message}`,
      `    asks you to open a link at ${question.domain} (check the domain before you open it; Switchyard does not open it):`,
      `    ${question.url}`,
      `  answer: ${cliCommand(['answer', question.packetId, 'accept'], hints)}  (or decline, cancel)`,
    ].join('\n');
  }
  const schema = question.requestedSchema as { properties?: Record<string, { type?: string; description?: string; title?: string }>; required?: string[] };
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      `    ${name} (${field.type ?? 'any'}${required.has(name) ? ', required' : ''})${(field.description ?? field.title) ? `: ${field.description ?? field.title}` : ''}`,
  );
  return [
    `  question ${question.step} ${question.server}.${question.tool} (until ${question.expiresAt}): ${question.message}`,
    ...fields,
    `  answer: ${cliCommand(['answer', question.packetId, 'accept', '--content', '{"field": "value"}'], hints)}  (or decline, cancel)`,
  ].join('\n');
}

/**
 * How a command that waited for a turn exits: 1 when the turn failed, or when it ran tools and every call
 * failed (nothing asked for happened, whatever the reply says); 2 when a configured server was out of reach and
 * no tool ran; else 0 (answered, or waiting for approval).
 */
export function turnExitCode(packet: Packet): number {
  if (packet.status.state === 'failed') return 1;
  const steps = packet.execution?.steps ?? [];
  const ranTool = steps.some((s) => s.ok);
  if (packet.unreachable?.length && !ranTool) return 2;
  return steps.length > 0 && !ranTool && packet.status.state === 'done' ? 1 : 0;
}
