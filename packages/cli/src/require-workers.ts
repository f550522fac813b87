import { Queue } from 'bullmq';
import type { StageName } from '@switchyard/packet-schema';
import { createRedis, type Logger, type SwitchyardConfig } from '@switchyard/platform';
import { cliCommand, type CommandHints } from './cli-command.js';
import { NoWorkersError } from './no-workers-error.js';
import { SharedPrefixError } from './shared-prefix-error.js';

/**
 * How many workers listen on each stage's queue: BullMQ names each worker's Redis connection after its queue, so
 * CLIENT LIST shows who listens. One probe connection for all the stages asked about. A count is undefined when
 * Redis refuses CLIENT LIST (some managed ones do) and cannot tell.
 */
async function workersListening(config: SwitchyardConfig, stages: readonly StageName[], log: Logger): Promise<Array<number | undefined>> {
  const connection = createRedis(config.redis.url, 'switchyard-cli-probe');
  // Only asks: writes nothing under the prefix (no queue meta for a deployment that may not exist).
  const queues = stages.map((stage) => new Queue(stage, { connection, prefix: config.prefix, skipMetasUpdate: true }));
  try {
    return await Promise.all(
      queues.map((queue, index) =>
        queue.getWorkersCount().catch((error: unknown) => {
          log.warn({ err: error, stage: stages[index] }, 'could not list the workers (CLIENT LIST refused?)');
          return undefined;
        }),
      ),
    );
  } finally {
    await Promise.all(queues.map((queue) => queue.close()));
    await connection.quit().catch(() => connection.disconnect());
  }
}

/** Fails at once when no worker listens on the stage's queue; when Redis cannot tell, the turn is submitted and only the timeout bounds the wait. */
export async function requireWorkers(config: SwitchyardConfig, stage: StageName, log: Logger, hints: CommandHints = {}): Promise<void> {
  const [count] = await workersListening(config, [stage], log);
  if (count === 0) throw new NoWorkersError(stage, config.prefix, cliCommand(['up'], hints));
}

/**
 * Fails at once when stages this process is about to start already have workers under the same prefix: they would
 * take this command's turns and run them with their own config (their own folders and servers), not this one's.
 */
export async function requireOwnPrefix(config: SwitchyardConfig, stages: readonly StageName[], log: Logger): Promise<void> {
  const counts = await workersListening(config, stages, log);
  const taken = counts.findIndex((count) => (count ?? 0) > 0);
  if (taken >= 0) throw new SharedPrefixError(stages[taken] as StageName, counts[taken] as number, config.prefix);
}
