import type { StageDefinition } from './stage.js';
import { DEFAULT_CONFIG_FILE, loadConfig, type SwitchyardConfig } from './config.js';
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
    if (!config.source) log.warn({ defaults: runningDefaults(config) }, withoutConfigFile(config));
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

/** The start-up warning of a process that found no configuration file: it would otherwise run quietly on defaults. */
export function withoutConfigFile(config: SwitchyardConfig, cwd = process.cwd()): string {
  const defaults = runningDefaults(config);
  return (
    `no configuration file: no ${DEFAULT_CONFIG_FILE} in ${cwd} and SWITCHYARD_CONFIG is not set; running with defaults ` +
    `(redis ${defaults.redis}, prefix ${defaults.prefix}, ${defaults.mcpServers} MCP servers, local models). ` +
    `Set SWITCHYARD_CONFIG=path/to/${DEFAULT_CONFIG_FILE} to use a configuration`
  );
}

function runningDefaults(config: SwitchyardConfig) {
  return { redis: config.redis.url, prefix: config.prefix, mcpServers: Object.keys(config.mcpServers).length };
}
