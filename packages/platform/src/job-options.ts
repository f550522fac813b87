import type { JobsOptions } from 'bullmq';
import type { SwitchyardConfig } from './config.js';

/** Options of every packet job: bounded retries with exponential backoff, bounded history. */
export function packetJobOptions(config: SwitchyardConfig, jobId: string, delayMs?: number): JobsOptions {
  return {
    jobId,
    ...(delayMs ? { delay: delayMs } : {}),
    attempts: config.jobs.attempts,
    backoff: { type: 'exponential', delay: config.jobs.backoffMs },
    // Completed jobs are kept for a while so a re-added job id is still recognised as a duplicate.
    removeOnComplete: { age: config.jobs.keepCompletedSeconds },
    removeOnFail: { age: 7 * 86_400 },
  };
}
