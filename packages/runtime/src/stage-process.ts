import type { StageDefinition } from './stage.js';
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { assertRedisReachable } from './redis.js';
import { StageRuntime } from './stage-runtime.js';
import { SwitchyardError } from './errors.js';
import { startTracing, stopTracing } from './tracing.js';
import { startHealthServer } from './health-server.js';
import { guardUnhandledRejections } from './unhandled-rejection-guard.js';

/**
 * The whole `main.ts` of a stage service: load config, check Redis, run the
 * stages, and on SIGTERM/SIGINT finish in-flight jobs before exiting.
 */
export async function runStageProcess(definitions: StageDefinition[]): Promise<void> {
  const name = `switchyard-${definitions.map((d) => d.name).join('+')}`;
  const log = createLogger({ name });
  guardUnhandledRejections(log);
  try {
    startTracing(name);
    const config = loadConfig();
    await assertRedisReachable(config.redis.url);
    const runtime = await StageRuntime.start(definitions, config, log);
    const health = await startHealthServer(config, log, [() => runtime.readiness()]);
    const stop = (signal: string) => {
      log.info({ signal }, 'shutting down: finishing in-flight jobs');
      Promise.all([runtime.close(), health?.close()]).then(stopTracing).then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  } catch (error) {
    const message = error instanceof SwitchyardError ? error.message : String((error as Error)?.stack ?? error);
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  }
}
