import type { StageName } from '@switchyard/packet-schema';
import { createRedis, StageQueues, type SwitchyardConfig } from '@switchyard/runtime';
import { NoWorkersError } from './no-workers-error.js';

/**
 * Fails at once when no worker listens on the stage's queue. BullMQ names each
 * worker's Redis connection after its queue, so CLIENT LIST shows who listens.
 */
export async function requireWorkers(config: SwitchyardConfig, stage: StageName): Promise<void> {
  const connection = createRedis(config.redis.url, 'switchyard-cli-probe');
  const queues = new StageQueues(connection, config);
  try {
    if ((await queues.get(stage).getWorkersCount()) === 0) throw new NoWorkersError(stage, config.prefix);
  } finally {
    await queues.close();
    await connection.quit().catch(() => connection.disconnect());
  }
}
