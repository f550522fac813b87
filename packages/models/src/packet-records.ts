import { TEXT_LIMITS } from '@switchyard/packet-schema';
import type { Degradation, ModelUsage, Packet } from '@switchyard/packet-schema';

const MAX_USAGE = 200;
const MAX_DEGRADATIONS = 50;

/** The packet with these model calls added to its usage. */
export function withUsage(packet: Packet, usage: ModelUsage[]): Packet {
  if (usage.length === 0) return packet;
  return { ...packet, usage: [...(packet.usage ?? []), ...usage].slice(-MAX_USAGE) };
}

/** The packet with a stage's fallback recorded (reason clipped to the schema's bound). */
export function withDegradation(packet: Packet, degradation: Degradation): Packet {
  const entry = { ...degradation, reason: degradation.reason.slice(0, TEXT_LIMITS.short), fallback: degradation.fallback.slice(0, 500) };
  return { ...packet, degradations: [...(packet.degradations ?? []), entry].slice(-MAX_DEGRADATIONS) };
}

export interface UsageTotals {
  modelCalls: number;
  localDecisions: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** What a turn's model calls added up to. */
export function usageTotals(packet: Pick<Packet, 'usage'>): UsageTotals {
  const totals: UsageTotals = { modelCalls: 0, localDecisions: 0, inputTokens: 0, outputTokens: 0, costUsd: 0 };
  for (const call of packet.usage ?? []) {
    if (call.provider === 'local') totals.localDecisions += 1;
    else totals.modelCalls += 1;
    totals.inputTokens += call.inputTokens;
    totals.outputTokens += call.outputTokens;
    totals.costUsd += call.costUsd;
  }
  totals.costUsd = Math.round(totals.costUsd * 1e8) / 1e8;
  return totals;
}

/** What a stage's model step produced besides its decision. */
export interface ModelStepRecord {
  usage: ModelUsage[];
  degradation?: Degradation;
}

/**
 * Where a degradation is logged: a stage's context, whose `log` is read only when there is one to write (reading it
 * binds a logger to the packet, which most visits never need).
 */
export interface DegradationLog {
  readonly log: { warn(obj: object, msg: string): void };
}

/** Adds a stage's model calls and, when it fell back, the degradation to the packet, and logs the degradation. */
export function recordModelStep(packet: Packet, record: ModelStepRecord, logTo?: DegradationLog): Packet {
  const withCalls = withUsage(packet, record.usage);
  if (!record.degradation) return withCalls;
  logTo?.log.warn({ degradation: record.degradation }, `${record.degradation.stage} model failed; degraded to ${record.degradation.fallback}`);
  return withDegradation(withCalls, record.degradation);
}
