import { Worker, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { Packet, StageName } from '@switchyard/packet-schema';
import { rawPacketId } from './dead-letter.js';
import { revisitJobId } from './keys.js';
import type { Deployment } from './deployment.js';
import type { SessionSave } from './conversation-store.js';
import { storableReason } from './dead-letter-preview.js';
import { stateAt, type Destination } from './pipeline.js';
import type { StageDefinition, StageHandler } from './stage.js';
import { runStage } from './stage-run.js';
import { auditEntriesFor } from './audit-trail.js';
import { metrics } from './metrics.js';

/** What a processed job returns to BullMQ (visible in dashboards). */
export type JobOutcome = { next: Destination } | { deadLettered: string } | { skipped: string };

/**
 * Runs one stage on its queue: each job is one visit (runStage: validate,
 * handle, check), then the packet is forwarded under a deterministic job id
 * along the pipeline's edge (or delivered, or parked), and what cannot be
 * processed goes to the dead-letter queue.
 */
export class StageWorker {
  readonly worker: Worker<unknown, JobOutcome>;
  private readonly stage: StageName;
  private readonly log: Logger;

  constructor(
    definition: StageDefinition,
    private readonly handler: StageHandler,
    private readonly deps: Deployment,
    log: Logger,
  ) {
    this.stage = definition.name;
    this.log = log.child({ stage: this.stage });
    this.worker = new Worker<unknown, JobOutcome>(this.stage, (job) => metrics.observeJob(this.stage, () => this.process(job), jobOutcomeLabel), {
      connection: deps.queueRedis,
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
      if (!job || (job.attemptsMade < (job.opts.attempts ?? 1) && !/stalled/i.test(error.message))) return;
      this.arrived(job)
        .then((raw) => this.deadLetter(raw, `${this.stage} gave up on the job: ${error.message}`))
        .catch((e: unknown) => this.log.error({ err: e, jobId: job.id }, 'could not dead-letter a failed job'));
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
    const attempt = job.attemptsMade + 1;
    // Before the handler runs: a turn cancelled while it waited in the queue goes no further than this stage.
    const id = rawPacketId(job.data);
    const cancelled = id ? (this.deps.cancellations.fromMemory(id) ?? (await this.deps.cancellations.get(id)) ?? false) : false;
    // Writes the handler sent without waiting (ctx.settleBeforeDone): all landed before the visit's record is written.
    const unsettled: Array<Promise<unknown>> = [];
    // A session's save the handler kept with the record: it rides the record's script, no round trip of its own.
    const keptWithRecord: SessionSave[] = [];
    const run = await runStage(job.data, {
      stage: this.stage,
      handler: this.handler,
      log: this.log,
      attempt,
      mayRetry: attempt < (job.opts.attempts ?? 1),
      cancelled,
      inPlace: { cancelled: async () => (id ? await this.deps.cancellations.get(id) : undefined) ?? false },
      unsettled,
      keptWithRecord,
    });
    // Landed before the visit's record, which may announce the reply: a write Redis refused (a kept-messages key of
    // another type) fails the visit before anything is announced, so its retry does not announce the turn twice.
    const refused = unsettled.length > 0 ? (await Promise.allSettled(unsettled)).find((settled) => settled.status === 'rejected') : undefined;
    if (run.kind === 'retry') throw run.error;
    if (refused && run.kind === 'moved') throw refused.reason;
    // Rejected after its data was accepted: the visit may have changed that data in place (see `arrived`).
    if (run.kind === 'rejected') return this.deadLetter(run.packet ? await this.arrived(job) : job.data, run.reason, run.packet);
    const { packet: out, destination: next, ms, note, stepsBefore, earlier } = run;

    // The audit entries, progress, stage event (and on the last stage the result) are one script call,
    // in one pipeline with those of the other jobs this process finishes in the same tick.
    // Read from the packet before the shared batch is touched: a packet only the next stage parses in
    // full must not fail halfway through other jobs' records.
    // A visit that did the next stage's work too writes two records in the one call, its own first, each under its stage's name.
    const own = earlier
      ? {
          stage: earlier.stage,
          packet: { ...out, status: { ...out.status, state: stateAt(earlier.destination) } },
          next: earlier.destination,
          ms: earlier.ms,
          note: earlier.note,
          entries: auditEntriesFor(earlier.stage, out, earlier.stepsBefore),
        }
      : undefined;
    const entries = auditEntriesFor(run.stage, out, stepsBefore);
    if (keptWithRecord.length > 1) throw new Error(`${run.stage} kept ${keptWithRecord.length} session saves with one record`);
    const save = keptWithRecord[0];
    const visit = { stage: run.stage, packet: out, next, ms, note, entries, ...(save ? { save } : {}) };
    const prepared = own ? this.deps.stageRecord.prepare(own, visit) : this.deps.stageRecord.prepare(visit);
    const record = this.deps.stageRecords.queue([prepared.command]);
    const { replies } = record;
    if (next === 'done') await prepared.confirm(replies);
    else if (next === 'park') {
      await prepared.confirm(replies);
      await this.parkUnlessCancelled(out);
    } else {
      // The stage's record is written before the forward, on the same connection (the queue's), so
      // Redis applies it first, reconnects included: the next stage cannot have fetched the packet
      // before. Neither waits for the other's reply, and both leave in one write. Both are awaited
      // before the job completes (a crash in between reruns the visit; the forward's job id makes a
      // second add a no-op).
      await record.written;
      const jobId = next === this.stage && run.revisit ? revisitJobId(out.id, next, out.hop, run.revisit.visit) : undefined;
      await Promise.all([prepared.confirm(replies), this.deps.queues.send(next, out, jobId, jobId ? run.revisit?.afterMs : undefined)]);
    }
    // Built only when it is written: a deployment logging at warn pays nothing per visit.
    if (this.log.isLevelEnabled('info')) {
      if (earlier) this.log.info({ packetId: out.id, edge: earlier.edge, next: earlier.destination, ms: earlier.ms, note: earlier.note }, 'stage done');
      this.log.info({ packetId: out.id, ...(earlier ? { stage: run.stage } : {}), edge: run.edge, next, ms, note }, 'stage done');
    }
    return { next };
  }

  /**
   * The job's data as it arrived. A valid packet is used as it is, not copied (see `parsePacket`),
   * so the visit's changes are in `job.data`; Redis still holds the data as it was added.
   */
  private async arrived(job: Job<unknown, JobOutcome>): Promise<unknown> {
    const stored = job.id ? await this.deps.queues.get(this.stage).getJob(job.id) : undefined;
    return stored ? stored.data : job.data;
  }

  /** Parks the turn; one cancelled while this stage decided to park it is ended at once, as a parked turn's cancel would. */
  private async parkUnlessCancelled(packet: Packet): Promise<void> {
    await this.deps.approvals.park(packet);
    // Asked of Redis, not memory: a cancel made a moment ago may not have been heard yet.
    const cancelled = await this.deps.cancellations.recorded(packet.id);
    if (cancelled) await this.deps.approvals.cancel(packet.id, cancelled.by);
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

function jobOutcomeLabel(outcome: JobOutcome): 'ok' | 'dead_lettered' | 'skipped' {
  return 'deadLettered' in outcome ? 'dead_lettered' : 'skipped' in outcome ? 'skipped' : 'ok';
}
