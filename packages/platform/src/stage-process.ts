import type { StageDefinition } from './stage.js';
import { DEFAULT_CONFIG_FILE, loadConfig, type SwitchyardConfig } from './config.js';
import { createLogger } from './logger.js';
import { assertRedisReachable } from './redis.js';
import { StageRuntime } from './stage-runtime.js';
import { runUntilSignal } from './process-lifecycle.js';
import { startTracing } from './tracing.js';
import { startHealthServer } from './health-server.js';

/**
 * The whole `main.ts` of a stage service: load config, check Redis, run the
 * stages, and on SIGTERM/SIGINT finish in-flight jobs before exiting.
 */
export async function runStageProcess(definitions: StageDefinition[]): Promise<void> {
  const name = `switchyard-${definitions.map((d) => d.name).join('+')}`;
  const log = createLogger({ name });
  await runUntilSignal(name, log, async () => {
    startTracing(name);
    const config = loadConfig();
    if (!config.source) log.warn({ defaults: runningDefaults(config) }, withoutConfigFile(config));
    await assertRedisReachable(config.redis.url);
    const runtime = await StageRuntime.start(definitions, config, log);
    return [runtime, await startHealthServer(config, log, [() => runtime.readiness()])];
  });
  // MCP server children and sockets must not keep a stopped stage alive.
  process.exit(process.exitCode ?? 0);
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
