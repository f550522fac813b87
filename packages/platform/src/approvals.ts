import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ApprovalCall, Packet } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { ApprovalGrants, approvedPlanDigest, callsToApprove } from './approval-grants.js';
import { NonRetryableError } from './errors.js';
import { redisKeys } from './keys.js';
import { approvalResumesAt, stateAt } from './pipeline.js';
import type { StageQueues } from './stage-queues.js';
import type { TurnResults } from './turn-results.js';
import type { AuditTrail } from './audit-trail.js';
import { ParkedSessions } from './parked-sessions.js';

/** Job name of the delayed job that ends a parked turn when nobody answered in time. */
export const APPROVAL_EXPIRY_JOB = 'approval-expiry';

import type { ApprovalDecision } from '@switchyard/local-engine/yes-or-no';

export type { ApprovalDecision };

/** No turn with this id ever waited for approval (or it did so long ago that nothing is left of it). */
export class ApprovalNotFoundError extends NonRetryableError {
  override readonly name = 'ApprovalNotFoundError';
}

/** The turn waited for approval but no longer does: someone answered first, or it expired. */
export class ApprovalConflictError extends NonRetryableError {
  override readonly name: string = 'ApprovalConflictError';
}

/**
 * A yes that says more ("yes but write it as …", "yes and open it") to a question still waiting: it neither approves
 * what it would change nor starts a turn of its own that takes the question's place. The question keeps waiting.
 */
export class AnswerNotPlainError extends ApprovalConflictError {
  override readonly name = 'AnswerNotPlainError';
}

/** The turn waits for the answer of the person who asked for it (or another user's): this one's yes or no runs nothing. */
export class ApprovalNotAllowedError extends NonRetryableError {
  override readonly name = 'ApprovalNotAllowedError';
}

/** How long an answered approval is remembered, so a late answer gets "already answered" rather than "unknown". */
const ANSWERED_MEMORY_MS = 86_400_000;
/** A timer may fire this much before the deadline it was set for (clocks of different processes). */
const EXPIRY_EARLY_TOLERANCE_MS = 1_000;
/** A grant is used within moments of the answer; this only bounds what an unused one (a skipped step) leaves behind. */
const GRANT_TTL_SECONDS = 3_600;

const parkedKey = redisKeys.parked;
const expiryJobId = (packetId: string) => `${packetId}-${APPROVAL_EXPIRY_JOB}`;

/**
 * Turns waiting for a person. A parked packet is stored durably in Redis; a
 * delayed job on the timers queue ends it when the approval expires. Whoever
 * takes the parked packet first (an answer, the expiry or a cancel) decides: GETDEL
 * (with the session's index, see ParkedSessions) makes that atomic, so a turn is
 * resumed at most once.
 */
export class Approvals {
  private readonly grants: ApprovalGrants;
  /** Which turns of each session are parked, for a bare yes or no sent as the session's next message. */
  readonly sessions: ParkedSessions;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly queues: StageQueues,
    private readonly results: TurnResults,
    private readonly audit: AuditTrail,
  ) {
    this.grants = new ApprovalGrants(redis, prefix);
    this.sessions = new ParkedSessions(redis, prefix);
  }

  /** Stores the parked packet, schedules its expiry and tells the producer. */
  async park(packet: Packet): Promise<void> {
    const approval = packet.approval;
    if (!approval) throw new NonRetryableError('a packet parks only with an approval request');
    const ttlMs = Math.max(1_000, Date.parse(approval.expiresAt) - Date.now());
    // The key outlives the expiry job a little, so the job always finds what it must end.
    const multi = this.redis
      .multi()
      .set(parkedKey(this.prefix, packet.id), JSON.stringify(packet), 'PX', ttlMs + 60_000)
      .set(redisKeys.approvalAsked(this.prefix, packet.id), approval.requestedAt, 'PX', ttlMs + ANSWERED_MEMORY_MS)
      // A new question voids whatever an earlier answer of this turn granted and was not used.
      .del(redisKeys.approvalGrant(this.prefix, packet.id));
    await this.sessions.add(multi, packet, Date.now() + ttlMs).exec();
    await this.expiryQueue.add(
      APPROVAL_EXPIRY_JOB,
      { packetId: packet.id },
      // A Redis hiccup when it fires must not leave the turn parked until its key expires: tried again with backoff.
      {
        jobId: expiryJobId(packet.id),
        delay: ttlMs,
        attempts: 5,
        backoff: { type: 'exponential', delay: 1_000 },
        removeOnComplete: true,
        removeOnFail: { age: 86_400 },
      },
    );
    await this.results.publish({ type: 'parked', packetId: packet.id, packet });
  }

  async get(packetId: string): Promise<Packet | undefined> {
    const raw = await this.redis.get(parkedKey(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as Packet) : undefined;
  }

  /**
   * Answers a parked turn: approve records a grant for exactly the listed calls
   * and sends the turn to the executor; deny sends it to the composer, which says
   * nothing was run. Of concurrent answers exactly one wins (GETDEL); the others
   * get ApprovalConflictError, an id that never parked ApprovalNotFoundError.
   */
  async resolve(packetId: string, decision: ApprovalDecision, decidedBy = 'unknown'): Promise<Packet> {
    // Read first only to learn the turn's session (which never changes); the take below decides.
    const seen = await this.get(packetId);
    // The time the person was told decides, not the timer (which may run late): an answer after it runs nothing and
    // ends the turn as expired here, once, whichever of this and the timer takes it first.
    if (seen?.approval && Date.parse(seen.approval.expiresAt) <= Date.now()) {
      await this.expire(packetId);
      throw new ApprovalConflictError(`turn ${packetId} is no longer waiting for approval: its approval expired at ${seen.approval.expiresAt}`);
    }
    const packet = seen ? await this.sessions.take(seen, { answered: true }) : undefined;
    if (!packet?.approval) {
      if (await this.redis.exists(redisKeys.approvalAsked(this.prefix, packetId))) {
        throw new ApprovalConflictError(`turn ${packetId} is no longer waiting for approval: it was already answered or it expired`);
      }
      // Under another prefix or Redis (a new terminal without the variables the turn was asked with) it is not seen.
      throw new ApprovalNotFoundError(
        `no turn ${packetId} is waiting for approval under the prefix "${this.prefix}": it never parked here (asked under another prefix or Redis?)`,
      );
    }
    try {
      return await this.forward(packet, decision, decidedBy);
    } catch (error) {
      // The answer did not get through: the turn waits again, and its expiry job still ends it.
      const leftMs = Math.max(1_000, Date.parse(packet.approval.expiresAt) - Date.now() + 60_000);
      await this.sessions.restore(packet, leftMs).catch(() => undefined);
      throw error;
    }
  }

  private async forward(packet: Packet, decision: ApprovalDecision, decidedBy: string): Promise<Packet> {
    const approval = packet.approval!;
    const approved = decision === 'approve';
    const calls = approvedCalls(packet);
    const resumed: Packet = {
      ...packet,
      hop: packet.hop + 1,
      approval: { ...approval, calls, state: approved ? 'approved' : 'denied', decidedAt: new Date().toISOString(), decidedBy },
      ...(packet.review ? { review: { ...packet.review, approved } } : {}),
    };
    if (approved) await this.grants.issue(packet.id, decidedBy, calls, approvedPlanDigest(packet.plan?.steps ?? []), GRANT_TTL_SECONDS);
    const next = approvalResumesAt(approved ? 'approve' : 'deny');
    const callList = calls.map((c) => ({ stepId: c.stepId, role: c.role, tool: qualifiedToolName(c), arguments: c.arguments }));
    await this.audit.record(packet.id, [
      { kind: 'approval', stage: 'producer', at: resumed.approval!.decidedAt!, data: { decision, decidedBy, steps: approval.steps, calls: callList } },
    ]);
    resumed.status = { ...resumed.status, state: stateAt(next) };
    await this.queues.send(next, resumed);
    await this.expiryQueue.remove(expiryJobId(packet.id)).catch(() => 0);
    return resumed;
  }

  /**
   * Called by the expiry timer: sends the parked turn on marked expired and
   * returns it, or returns nothing if it was answered in time. The turn's own
   * `expiresAt` decides, not the timer: a job anyone added to the timers queue
   * early ends nothing.
   */
  async expire(packetId: string): Promise<Packet | undefined> {
    const waiting = await this.get(packetId);
    if (!waiting?.approval || Date.parse(waiting.approval.expiresAt) > Date.now() + EXPIRY_EARLY_TOLERANCE_MS) return undefined;
    const packet = await this.sessions.take(waiting, { answered: false });
    if (!packet?.approval) return undefined;
    const at = new Date().toISOString();
    await this.audit.record(packetId, [{ kind: 'approval', stage: 'producer', at, data: { decision: 'expired' } }]);
    const next = approvalResumesAt('expire');
    const expired: Packet = {
      ...packet,
      hop: packet.hop + 1,
      approval: { ...packet.approval, state: 'expired', decidedAt: at },
      status: { ...packet.status, state: stateAt(next) },
    };
    await this.queues.send(next, expired);
    return expired;
  }

  /**
   * Ends a parked turn that was cancelled: it goes on as a cancelled approval, unanswered (the
   * cancellation is in the audit trail already). Nothing when the turn no longer waits.
   */
  async cancel(packetId: string, by: string): Promise<Packet | undefined> {
    const seen = await this.get(packetId);
    const packet = seen ? await this.sessions.take(seen, { answered: false }) : undefined;
    if (!packet?.approval) return undefined;
    const next = approvalResumesAt('cancel');
    const cancelled: Packet = {
      ...packet,
      hop: packet.hop + 1,
      approval: { ...packet.approval, state: 'cancelled', decidedAt: new Date().toISOString(), decidedBy: by.slice(0, 200) },
      status: { ...packet.status, state: stateAt(next) },
    };
    await this.queues.send(next, cancelled);
    await this.expiryQueue.remove(expiryJobId(packetId)).catch(() => 0);
    return cancelled;
  }

  private get expiryQueue(): Queue {
    return this.queues.timers;
  }
}

/** The calls the person was shown; a packet parked without the list gets it from its plan. */
function approvedCalls(packet: Packet): ApprovalCall[] {
  if (packet.approval?.calls) return packet.approval.calls;
  const waiting = new Set(packet.approval?.steps ?? []);
  return callsToApprove((packet.plan?.steps ?? []).filter((s) => waiting.has(s.id)));
}
