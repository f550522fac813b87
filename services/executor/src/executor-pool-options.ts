import type { Logger, Redis, SwitchyardConfig } from '@switchyard/platform';
import { DiscoveryVerdicts } from './discovery-verdicts.js';
import type { McpPoolOptions } from './mcp-pool.js';

/**
 * How the executor's clients connect to the configured servers: the capabilities they
 * advertise (elicitation when it is on) decide which tools a server lists, so anything
 * that lists tools in the executor's place (`switchyard tools` with no executor running)
 * connects with these too, and sees the tools a running executor would.
 */
export function executorPoolOptions(config: SwitchyardConfig, log: Logger, redis: Redis): McpPoolOptions {
  return {
    baseDir: config.baseDir,
    log,
    elicitation: config.executor.elicitation.enabled,
    discovery: new DiscoveryVerdicts(redis, config.prefix),
    // Connecting is bounded like a call: a server's own timeoutMs, else the default tool timeout.
    connectTimeoutMs: config.executor.toolTimeoutMs,
  };
}
