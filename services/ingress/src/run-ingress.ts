import {
  createLogger,
  loadConfig,
  runUntilSignal,
  startHealthServer,
  startTracing,
  ConfigError,
  assertRedisReachable,
  type LoadConfigOptions,
  type SwitchyardConfig,
} from '@switchyard/platform';
import { IngressServer } from './ingress-server.js';
import { keysFromEnv } from './keys-from-env.js';

/**
 * The ingress as a process (its `main.ts` and `switchyard serve`): config,
 * tracing, the HTTP server, `/metrics` + `/readyz` on the metrics port when
 * one is set, and a clean stop on SIGTERM/SIGINT (the promise resolves then).
 */
export async function runIngressProcess(options: { config?: LoadConfigOptions; port?: number; host?: string } = {}): Promise<void> {
  const name = 'switchyard-ingress';
  const log = createLogger({ name });
  // Resolves once a signal stopped everything, so `switchyard serve` can await it like any command.
  await runUntilSignal(name, log, async () => {
    startTracing(name);
    const config = withKeysFromEnv(loadConfig(options.config));
    await assertRedisReachable(config.redis.url);
    const ingress = await IngressServer.start(config, log, {
      ...(options.port !== undefined ? { port: options.port } : {}),
      ...(options.host ? { host: options.host } : {}),
    });
    return [ingress, await startHealthServer(config, log, [() => ingress.readiness()])];
  });
}

/** Keys from `SWITCHYARD_INGRESS_API_KEYS` join those of the config file (containers keep secrets out of files). */
function withKeysFromEnv(config: SwitchyardConfig): SwitchyardConfig {
  const extra = keysFromEnv(process.env.SWITCHYARD_INGRESS_API_KEYS);
  const names = new Set(config.ingress.apiKeys.map((k) => k.name.toLowerCase()));
  for (const key of extra) {
    if (names.has(key.name.toLowerCase())) throw new ConfigError(`SWITCHYARD_INGRESS_API_KEYS: a key named ${key.name} is configured already`);
    names.add(key.name.toLowerCase());
  }
  return extra.length ? { ...config, ingress: { ...config.ingress, apiKeys: [...config.ingress.apiKeys, ...extra] } } : config;
}
