import { redisKeys } from './keys.js';
import type { ChainableCommander, Redis } from 'ioredis';
import type { Packet, StageName } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { redactValue } from './redact.js';

export type AuditKind = 'route' | 'plan' | 'review' | 'approval_request' | 'tool_call' | 'approval' | 'elicitation' | 'cancel' | 'reply' | 'dead_letter';

export interface AuditEntry {
  kind: AuditKind;
  stage?: StageName | 'producer';
  at: string;
  data: Record<string, unknown>;
}

const auditKey = redisKeys.audit;
const SUMMARY_CHARS = 200;

/**
 * Every decision, tool call and approval of a turn, appended to a capped Redis
 * Stream per packet. Everything written passes through the redactor first.
 */
export class AuditTrail {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly settings: { maxEntries: number; ttlSeconds: number },
  ) {}

  async record(packetId: string, entries: AuditEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.appendTo(this.redis.multi(), packetId, entries).exec();
  }

  /** Queues the entries on a caller's MULTI, so they travel in one round trip with its other commands. */
  appendTo(batch: ChainableCommander, packetId: string, entries: AuditEntry[]): ChainableCommander {
    if (entries.length === 0) return batch;
    const key = auditKey(this.prefix, packetId);
    for (const entry of entries) {
      batch.xadd(key, 'MAXLEN', '~', String(this.settings.maxEntries), '*', 'entry', JSON.stringify(redactValue(entry)));
    }
    return batch.expire(key, this.settings.ttlSeconds);
  }

  async read(packetId: string): Promise<AuditEntry[]> {
    const items = await this.redis.xrange(auditKey(this.prefix, packetId), '-', '+');
    return items.map(([, fields]) => JSON.parse(fields[1] ?? '{}') as AuditEntry);
  }
}

/** What a stage decided, as audit entries (`stepsBefore`: execution steps the packet had before the stage). */
export function auditEntriesFor(stage: StageName, packet: Packet, stepsBefore: number, at = new Date().toISOString()): AuditEntry[] {
  switch (stage) {
    case 'router': {
      const r = packet.route;
      return r
        ? [{ kind: 'route', stage, at, data: { needsTool: r.needsTool, confidence: r.confidence, decidedBy: r.decidedBy, rationale: r.rationale } }]
        : [];
    }
    case 'selector': {
      const p = packet.plan;
      if (!p) return [];
      const steps = p.steps.map((s) => ({ id: s.id, tool: qualifiedToolName(s), arguments: s.arguments }));
      return [{ kind: 'plan', stage, at, data: { steps, confidence: p.confidence, decidedBy: p.decidedBy } }];
    }
    case 'reviewer': {
      const entries: AuditEntry[] = [];
      if (packet.review) entries.push({ kind: 'review', stage, at, data: { ...packet.review } });
      if (packet.approval?.state === 'pending') {
        entries.push({ kind: 'approval_request', stage, at, data: { steps: packet.approval.steps, expiresAt: packet.approval.expiresAt } });
      }
      return entries;
    }
    case 'executor':
      return (packet.execution?.steps ?? []).slice(stepsBefore).map((s) => ({
        kind: 'tool_call' as const,
        stage,
        at,
        data: {
          stepId: s.stepId,
          tool: qualifiedToolName(s),
          arguments: s.arguments,
          ok: s.ok,
          ...(s.error ? { error: s.error } : {}),
          summary: (s.output ?? '').slice(0, SUMMARY_CHARS),
          elapsedMs: s.elapsedMs,
          attempts: s.attempts,
          ...(s.cached ? { cached: true } : {}),
          ...(s.dryRun ? { dryRun: true } : {}),
        },
      }));
    case 'composer':
      return packet.reply ? [{ kind: 'reply', stage, at, data: { summary: packet.reply.summary, confidence: packet.reply.confidence } }] : [];
  }
}
