import { performance } from 'node:perf_hooks';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { checkShape, describeShapeViolation, formatIssues, PACKET_SHAPE, PacketSchema, parsePacket, type Packet, type StageName } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from './config.js';
import { rawPacketId, type DeadLetterQueue } from './dead-letter.js';
import { storableReason } from './dead-letter-preview.js';
import { isRetryable } from './errors.js';
import { revisitJobId, STAGE_STATE } from './keys.js';
import type { NextStep, StageDefinition, StageHandler, StageResult } from './stage.js';
import { APPROVAL_EXPIRY_JOB, type Approvals } from './approvals.js';
import { auditEntriesFor, type AuditTrail } from './audit-trail.js';
import type { StageQueues } from './stage-queues.js';
import type { TurnResults } from './turn-results.js';
import { traceStage } from './instrument.js';
import { metrics } from './metrics.js';

export interface StageWorkerDeps {
  config: SwitchyardConfig;
  log: Logger;
  /** The connection BullMQ runs on. */
  connection: Redis;
  /** The connection for our own keys (audit, events). */
  redis: Redis;
  queues: StageQueues;
  results: TurnResults;
  deadLetters: DeadLetterQueue;
  approvals: Approvals;
  audit: AuditTrail;
}

/** What a processed job returns to BullMQ (visible in dashboards). */
export type JobOutcome = { next: NextStep } | { deadLettered: string } | { skipped: string };

/**
 * Runs one stage on its queue: validate the packet in, call the stage's pure
 * handler, validate the packet out, forward it under a deterministic job id (or
 * deliver it), and send what cannot be processed to the dead-letter queue.
 */
export class StageWorker {
  readonly worker: Worker<unknown, JobOutcome>;
  private readonly stage: StageName;
  private readonly log: Logger;

  constructor(
    definition: StageDefinition,
    private readonly handler: StageHandler,
    private readonly deps: StageWorkerDeps,
  ) {
    this.stage = definition.name;
    this.log = deps.log.child({ stage: this.stage });
    this.worker = new Worker<unknown, JobOutcome>(this.stage, (job) => metrics.observeJob(this.stage, () => this.process(job), jobOutcomeLabel), {
      connection: deps.connection,
      prefix: deps.config.prefix,
      concurrency: deps.config.stages[this.stage].concurrency,
      autorun: false,
      lockDuration: deps.config.jobs.lockDurationMs,
      stalledInterval: deps.config.jobs.lockDurationMs,
      maxStalledCount: deps.config.jobs.maxStalledCount,
    });
    // process() dead-letters every failure it sees on the last attempt; a job can still fail
    // outside it (stalled too often after crashes). Those must not vanish either.
    this.worker.on('failed', (job, error) => {
      if (!job || job.attemptsMade < (job.opts.attempts ?? 1) && !/stalled/i.test(error.message)) return;
      this.deadLetter(job.data, `${this.stage} gave up on the job: ${error.message}`).catch((e: unknown) =>
        this.log.error({ err: e, jobId: job.id }, 'could not dead-letter a failed job'),
      );
    });
    // Without a listener an 'error' event would crash the process; BullMQ reconnects by itself.
    this.worker.on('error', (error) => this.log.error({ err: error }, 'worker error'));
  }

  start(): void {
    void this.worker.run().catch((error: unknown) => this.log.error({ err: error }, 'worker stopped'));
  }

  async close(): Promise<void> {
    await this.worker.close();
  }

  private async process(job: Job<unknown, JobOutcome>): Promise<JobOutcome> {
    const started = performance.now();
    let packet: Packet;
    if (job.name === APPROVAL_EXPIRY_JOB) {
      const expired = await this.deps.approvals.expire(String((job.data as { packetId?: unknown }).packetId));
      if (!expired) return { skipped: 'approval answered before it expired' };
      job.data = expired;
    }
    try {
      packet = parsePacket(job.data);
    } catch (error) {
      return this.deadLetter(job.data, `rejected by ${this.stage}: ${(error as Error).message}`);
    }
    const log = this.log.child({ packetId: packet.id, hop: packet.hop });
    packet.status.state = STAGE_STATE[this.stage];
    const stepsBefore = packet.execution?.steps.length ?? 0;

    let result: StageResult;
    try {
      result = await traceStage(this.stage, packet, job.attemptsMade + 1, () => this.handler.handle(packet, { log, attempt: job.attemptsMade + 1 }));
    } catch (error) {
      const attemptsLeft = (job.opts.attempts ?? 1) - job.attemptsMade - 1;
      if (isRetryable(error) && attemptsLeft > 0) {
        log.warn({ err: error, attemptsLeft }, 'stage failed; BullMQ will retry');
        throw error;
      }
      log.error({ err: error }, 'stage failed for good');
      return this.deadLetter(job.data, `${this.stage} failed: ${(error as Error).message}`, packet);
    }

    // A handler can grow the packet (tool results); the next stage must be able to read it.
    const outShape = checkShape(result.packet, PACKET_SHAPE);
    if (outShape) return this.deadLetter(job.data, `${this.stage} produced a packet it cannot send on: ${describeShapeViolation('the packet', outShape)}`, packet);
    const checked = PacketSchema.safeParse(result.packet);
    if (!checked.success) {
      return this.deadLetter(
        job.data,
        `${this.stage} produced an invalid packet:\n${formatIssues(checked.error)}`,
        packet,
      );
    }
    const out = checked.data;
    const ms = Math.round((performance.now() - started) * 100) / 100;
    out.status.log.push({ stage: this.stage, at: new Date().toISOString(), ms, note: result.note });
    out.status.state = stateAfter(result.next);
    const revisit = result.revisit && result.next === this.stage ? result.revisit : undefined;
    if (result.next !== 'done' && result.next !== 'park' && !revisit) out.hop += 1;

    // The audit entries and the stage event go in one round trip, before the packet moves on.
    const batch = this.deps.audit.appendTo(this.deps.redis.multi(), out.id, auditEntriesFor(this.stage, out, stepsBefore));
    this.deps.results.publishTo(batch, { type: 'stage', packetId: out.id, stage: this.stage, next: result.next, state: out.status.state, ms, note: result.note });
    await batch.exec();

    if (result.next === 'done') await this.deps.results.finish({ type: 'done', packetId: out.id, packet: out });
    else if (result.next === 'park') await this.deps.approvals.park(out);
    else if (revisit) await this.deps.queues.send(this.stage, out, revisitJobId(out.id, this.stage, out.hop, revisit.visit), revisit.afterMs);
    else await this.deps.queues.send(result.next, out);
    log.info({ next: result.next, ms, note: result.note }, 'stage done');
    return { next: result.next };
  }

  /** Parks the job data in the dead-letter queue and tells any waiting producer. */
  private async deadLetter(raw: unknown, rawReason: string, packet?: Packet): Promise<JobOutcome> {
    const packetId = packet?.id ?? rawPacketId(raw);
    // The reason travels to the producer and the audit trail too; it may quote the data.
    const reason = storableReason(rawReason);
    this.log.warn({ packetId, reason }, 'dead-lettered');
    await this.deps.deadLetters.add({ stage: this.stage, reason, raw, ...(packetId ? { packetId } : {}) });
    if (packetId) {
      await this.deps.audit.record(packetId, [{ kind: 'dead_letter', stage: this.stage, at: new Date().toISOString(), data: { reason } }]);
    }
    if (packetId) {
      const failed = packet ? { ...packet, status: { ...packet.status, state: 'failed' as const, error: reason } } : undefined;
      await this.deps.results.finish({
        type: 'failed',
        packetId,
        stage: this.stage,
        reason,
        ...(failed ? { packet: failed } : {}),
      });
    }
    return { deadLettered: reason };
  }
}

function stateAfter(next: NextStep): Packet['status']['state'] {
  return next === 'done' ? 'done' : next === 'park' ? 'awaiting_approval' : STAGE_STATE[next];
}

function jobOutcomeLabel(outcome: JobOutcome): 'ok' | 'dead_lettered' | 'skipped' {
  return 'deadLettered' in outcome ? 'dead_lettered' : 'skipped' in outcome ? 'skipped' : 'ok';
}
