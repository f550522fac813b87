import { randomBytes } from 'node:crypto';
import { loadConfig, type SwitchyardConfig } from '@switchyard/platform';

/** A config for one benchmark: its own prefix, limits that do not throttle, the bench tools allowed. */
export function benchConfig(label: string, overrides: Record<string, unknown> = {}): SwitchyardConfig {
  return loadConfig({
    overrides: {
      prefix: `sy-bench-${label}-${randomBytes(3).toString('hex')}`,
      policy: {
        tools: { 'bench.*': 'allow' },
        rateLimits: { perUserPerMinute: 1e9, perUserPerHour: 1e9, perToolPerMinute: 1e9 },
      },
      ...overrides,
    },
  });
}
