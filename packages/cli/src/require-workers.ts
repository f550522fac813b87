import type { StageName } from '@switchyard/packet-schema';
import { createRedis, StageQueues, type Logger, type SwitchyardConfig } from '@switchyard/runtime';
import { NoWorkersError } from './no-workers-error.js';

/**
 * Fails at once when no worker listens on the stage's queue. BullMQ names each
 * worker's Redis connection after its queue, so CLIENT LIST shows who listens.
 * A Redis that refuses CLIENT LIST (some managed ones do) cannot tell: then the
 * turn is submitted as before and only the timeout bounds the wait.
 */
export async function requireWorkers(config: SwitchyardConfig, stage: StageName, log: Logger): Promise<void> {
  const connection = createRedis(config.redis.url, 'switchyard-cli-probe');
  const queues = new StageQueues(connection, config);
  try {
    let count: number;
    try {
      count = await queues.get(stage).getWorkersCount();
    } catch (error) {
      log.warn({ err: error, stage }, 'could not list the workers (CLIENT LIST refused?); submitting anyway');
      return;
    }
    if (count === 0) throw new NoWorkersError(stage, config.prefix);
  } finally {
    await queues.close();
    await connection.quit().catch(() => connection.disconnect());
  }
}
