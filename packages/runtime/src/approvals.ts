import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Packet } from '@switchyard/packet-schema';
import { NonRetryableError } from './errors.js';
import type { StageQueues } from './stage-queues.js';
import type { TurnResults } from './turn-results.js';
import type { AuditTrail } from './audit-trail.js';

/** Job name of the delayed job that ends a parked turn when nobody answered in time. */
export const APPROVAL_EXPIRY_JOB = 'approval-expiry';

export type ApprovalDecision = 'approve' | 'deny';

export class ApprovalNotFoundError extends NonRetryableError {
  override readonly name = 'ApprovalNotFoundError';
}

const parkedKey = (prefix: string, packetId: string) => `${prefix}:parked:${packetId}`;
const expiryJobId = (packetId: string) => `${packetId}-${APPROVAL_EXPIRY_JOB}`;

/**
 * Turns waiting for a person. A parked packet is stored durably in Redis; a
 * delayed job on the composer queue ends it when the approval expires. Whoever
 * takes the parked packet first (an answer or the expiry) decides: GETDEL makes
 * that atomic, so a turn is resumed at most once.
 */
export class Approvals {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly queues: StageQueues,
    private readonly results: TurnResults,
    private readonly audit: AuditTrail,
  ) {}

  /** Stores the parked packet, schedules its expiry and tells the producer. */
  async park(packet: Packet): Promise<void> {
    const approval = packet.approval;
    if (!approval) throw new NonRetryableError('a packet parks only with an approval request');
    const ttlMs = Math.max(1_000, Date.parse(approval.expiresAt) - Date.now());
    // The key outlives the expiry job a little, so the job always finds what it must end.
    await this.redis.set(parkedKey(this.prefix, packet.id), JSON.stringify(packet), 'PX', ttlMs + 60_000);
    await this.expiryQueue.add(
      APPROVAL_EXPIRY_JOB,
      { packetId: packet.id },
      { jobId: expiryJobId(packet.id), delay: ttlMs, removeOnComplete: true, removeOnFail: { age: 86_400 } },
    );
    await this.results.publish({ type: 'parked', packetId: packet.id, packet });
  }

  async get(packetId: string): Promise<Packet | undefined> {
    const raw = await this.redis.get(parkedKey(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as Packet) : undefined;
  }

  /**
   * Answers a parked turn: approve sends it to the executor to run exactly the
   * planned steps; deny sends it to the composer, which says nothing was run.
   */
  async resolve(packetId: string, decision: ApprovalDecision, decidedBy = 'unknown'): Promise<Packet> {
    const packet = await this.take(packetId);
    if (!packet?.approval) {
      throw new ApprovalNotFoundError(`no turn ${packetId} is waiting for approval (it expired, was answered, or never parked)`);
    }
    await this.expiryQueue.remove(expiryJobId(packetId)).catch(() => 0);
    const approved = decision === 'approve';
    const resumed: Packet = {
      ...packet,
      hop: packet.hop + 1,
      approval: { ...packet.approval, state: approved ? 'approved' : 'denied', decidedAt: new Date().toISOString(), decidedBy },
      ...(packet.review ? { review: { ...packet.review, approved } } : {}),
    };
    const next = approved ? 'executor' : 'composer';
    await this.audit.record(packetId, [
      { kind: 'approval', stage: 'producer', at: resumed.approval!.decidedAt!, data: { decision, decidedBy, steps: packet.approval.steps } },
    ]);
    resumed.status = { ...resumed.status, state: approved ? 'executing' : 'composing' };
    await this.queues.send(next, resumed);
    return resumed;
  }

  /** Called by the expiry job: the parked packet marked expired, or nothing if it was answered in time. */
  async expire(packetId: string): Promise<Packet | undefined> {
    const packet = await this.take(packetId);
    if (!packet?.approval) return undefined;
    await this.audit.record(packetId, [{ kind: 'approval', stage: 'producer', at: new Date().toISOString(), data: { decision: 'expired' } }]);
    return { ...packet, approval: { ...packet.approval, state: 'expired', decidedAt: new Date().toISOString() } };
  }

  private async take(packetId: string): Promise<Packet | undefined> {
    const raw = await this.redis.getdel(parkedKey(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as Packet) : undefined;
  }

  private get expiryQueue(): Queue {
    return this.queues.get('composer');
  }
}
