import { redisKeys } from './keys.js';
import type { ChainableCommander, Redis } from 'ioredis';
import type { Packet, StageName } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { redactValue } from './redact.js';
import { isoNow } from './iso-now.js';

export type AuditKind = 'route' | 'plan' | 'review' | 'approval_request' | 'tool_call' | 'approval' | 'elicitation' | 'cancel' | 'reply' | 'dead_letter';

export interface AuditEntry {
  kind: AuditKind;
  stage?: StageName | 'producer';
  at: string;
  data: Record<string, unknown>;
}

const SUMMARY_CHARS = 200;
/** What a turn's tools did: written as they run, so a tool's own traffic grows only this stream. */
const CALL_KINDS: ReadonlySet<AuditKind> = new Set(['tool_call', 'elicitation']);

/** The stream an entry goes to: a tool's traffic apart from the decisions that let it run, so trimming one never touches the other. */
export function auditStreamOf(kind: AuditKind): 'decisions' | 'calls' {
  return CALL_KINDS.has(kind) ? 'calls' : 'decisions';
}

function streamKey(prefix: string, packetId: string, kind: AuditKind): string {
  return auditStreamOf(kind) === 'calls' ? redisKeys.auditCalls(prefix, packetId) : redisKeys.audit(prefix, packetId);
}

/**
 * Every decision, tool call and approval of a turn, appended to capped Redis
 * Streams per packet: one for the decisions (route, plan, review, approvals,
 * cancel, reply), one for what the tools did. A server flooding its stream
 * can trim only its own traffic, never the record of who let it run.
 * Everything written passes through the redactor first.
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

  private appendTo(batch: ChainableCommander, packetId: string, entries: AuditEntry[]): ChainableCommander {
    if (entries.length === 0) return batch;
    const keys = new Set<string>();
    for (const entry of entries) {
      const key = streamKey(this.prefix, packetId, entry.kind);
      keys.add(key);
      batch.xadd(key, 'MAXLEN', '~', String(this.settings.maxEntries), '*', 'entry', JSON.stringify(redactValue(entry)));
    }
    for (const key of keys) batch.expire(key, this.settings.ttlSeconds);
    return batch;
  }

  /** Both streams of the turn, merged in the order Redis stamped the entries. */
  async read(packetId: string): Promise<AuditEntry[]> {
    const [decisions, calls] = await Promise.all([
      this.redis.xrange(redisKeys.audit(this.prefix, packetId), '-', '+'),
      this.redis.xrange(redisKeys.auditCalls(this.prefix, packetId), '-', '+'),
    ]);
    return [...decisions, ...calls]
      .map(([id, fields]) => ({ stamp: streamStamp(id), entry: JSON.parse(fields[1] ?? '{}') as AuditEntry }))
      .sort((a, b) => a.stamp[0] - b.stamp[0] || a.stamp[1] - b.stamp[1])
      .map(({ entry }) => entry);
  }
}

/** A stream entry id (`<ms>-<seq>`) as numbers: ids of two streams compare by time, then sequence. */
function streamStamp(id: string): [number, number] {
  const [ms, seq] = id.split('-');
  return [Number(ms), Number(seq)];
}

/** What a stage decided, as audit entries (`stepsBefore`: execution steps the packet had before the stage). */
export function auditEntriesFor(stage: StageName, packet: Packet, stepsBefore: number, at = isoNow()): AuditEntry[] {
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
