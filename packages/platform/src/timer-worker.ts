import { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { APPROVAL_EXPIRY_JOB } from './approvals.js';
import type { Deployment } from './deployment.js';
import { PIPELINE } from './pipeline.js';

/**
 * Runs the delayed jobs of the timers queue (approval expiry) in every stage
 * process, so no extra process has to be deployed for them and no stage has to
 * tell its own jobs from timers. A timer that fires twice finds nothing left to
 * end the second time.
 */
export class TimerWorker {
  private readonly worker: Worker<{ packetId?: unknown }, string>;

  constructor(
    deployment: Deployment,
    private readonly log: Logger,
  ) {
    this.worker = new Worker<{ packetId?: unknown }, string>(
      PIPELINE.timersQueue,
      async (job) => {
        if (job.name !== APPROVAL_EXPIRY_JOB) return `unknown timer ${job.name}: ignored`;
        const expired = await deployment.approvals.expire(String(job.data.packetId));
        return expired ? 'approval expired' : 'nothing to end: answered already, or the approval is not due yet';
      },
      { connection: deployment.queueRedis, prefix: deployment.prefix, autorun: false },
    );
    this.worker.on('error', (error) => log.error({ err: error }, 'timer worker error'));
    this.worker.on('failed', (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) log.error({ err: error, timer: job.name, data: job.data }, 'timer failed for good');
    });
  }

  start(): void {
    void this.worker.run().catch((error: unknown) => this.log.error({ err: error }, 'timer worker stopped'));
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
