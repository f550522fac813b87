import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig, purgePrefix, type SwitchyardConfig } from '@switchyard/platform';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A queue prefix no other test uses. */
export function freshPrefix(label = 'test'): string {
  return `sy-${label}-${randomBytes(4).toString('hex')}`;
}

/** A temporary folder with the given files, removed by `cleanup()`. */
export function tempWorkspace(files: Record<string, string>): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-test-'));
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    rmSync(path, { force: true });
    writeFileSync(path, content);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Without a model the engine offers a plan it is not sure of as a question; with an offer threshold of 0 it takes
 * every plan itself, for tests of what happens after the decision.
 */
export const ENGINE_DECIDES_ALONE = { models: { default: { offerThreshold: 0 } } } as const;

/** Config for one test: fresh prefix, the given MCP servers, fast retries. */
export function testConfig(overrides: Record<string, unknown> = {}): SwitchyardConfig {
  return loadConfig({
    file: undefined,
    env: { REDIS_URL },
    cwd: tmpdir(),
    overrides: { prefix: freshPrefix(), jobs: { attempts: 2, backoffMs: 50, keepCompletedSeconds: 600, resultTtlSeconds: 600 }, ...overrides },
  });
}

/** Deletes every key under the prefix (BullMQ's and ours). */
export async function deletePrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    await purgePrefix(redis, prefix);
  } finally {
    redis.disconnect();
  }
}
