import { Queue } from 'bullmq';
import type { StageName } from '@switchyard/packet-schema';
import { createRedis, type Logger, type SwitchyardConfig } from '@switchyard/platform';
import { cliCommand, type CommandHints } from './cli-command.js';
import { NoWorkersError } from './no-workers-error.js';

/**
 * Fails at once when no worker listens on the stage's queue. BullMQ names each
 * worker's Redis connection after its queue, so CLIENT LIST shows who listens.
 * A Redis that refuses CLIENT LIST (some managed ones do) cannot tell: then the
 * turn is submitted as before and only the timeout bounds the wait.
 */
export async function requireWorkers(config: SwitchyardConfig, stage: StageName, log: Logger, hints: CommandHints = {}): Promise<void> {
  const connection = createRedis(config.redis.url, 'switchyard-cli-probe');
  // Only asks: writes nothing under the prefix (no queue meta for a deployment that may not exist).
  const queue = new Queue(stage, { connection, prefix: config.prefix, skipMetasUpdate: true });
  try {
    let count: number;
    try {
      count = await queue.getWorkersCount();
    } catch (error) {
      log.warn({ err: error, stage }, 'could not list the workers (CLIENT LIST refused?); submitting anyway');
      return;
    }
    if (count === 0) throw new NoWorkersError(stage, config.prefix, cliCommand(['up'], hints));
  } finally {
    await queue.close();
    await connection.quit().catch(() => connection.disconnect());
  }
}
