import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { NoToolCatalogError, ToolCatalog, toolKeys, type ToolDescriptor } from '@switchyard/tools';
import { countGets } from './support/redis-values.js';
import { deletePrefix, freshPrefix, REDIS_URL } from './support/test-config.js';

const tool = (name: string): ToolDescriptor => ({ server: 'files', name, description: `${name} a file`, inputSchema: { type: 'object' } });

describe('the shared tool catalog', () => {
  const prefix = freshPrefix('catalog');
  const redis = new Redis(REDIS_URL);
  afterAll(async () => {
    redis.disconnect();
    await deletePrefix(prefix);
  });

  it('answers concurrent readers with one read, and the next read after a change sees it', async () => {
    const writer = new ToolCatalog(redis, prefix);
    await writer.publishAll('executor-1', [{ server: 'files', tools: [tool('read')] }]);

    const readerRedis = new Redis(REDIS_URL);
    const reader = new ToolCatalog(readerRedis, prefix);
    const gets = countGets(readerRedis);
    try {
      const snapshots = await Promise.all(Array.from({ length: 10 }, () => reader.snapshot()));
      expect(gets.count()).toBe(1);
      expect(new Set(snapshots).size).toBe(1);
      expect(snapshots[0]!.specs.map((s) => s.name)).toEqual(['files.read']);

      // Unchanged version: the same snapshot object, so the engine's per-array index stays warm.
      expect(await reader.snapshot()).toBe(snapshots[0]);

      await writer.publish('files', [tool('read'), tool('write')]);
      expect((await reader.snapshot()).specs.map((s) => s.name)).toEqual(['files.read', 'files.write']);
      // A moved version: one GET, then the version again beside the entries in one transaction.
      expect(gets.count()).toBe(4);
    } finally {
      gets.restore();
      readerRedis.disconnect();
    }
  });

  it("keeps each server's cacheScope: a private list is marked until a list without the mark replaces it", async () => {
    const scopePrefix = freshPrefix('catalog-scope');
    const catalog = new ToolCatalog(redis, scopePrefix);
    try {
      // Published by an executor first: one server's list alone never marks a catalog published.
      await catalog.claim('executor-1', []);
      await catalog.publish('files', [tool('read')], undefined, 'private');
      await catalog.publish('web', [{ ...tool('fetch'), server: 'web' }], undefined, 'public');
      await catalog.publish('legacy', [{ ...tool('old'), server: 'legacy' }]);
      expect([...(await catalog.snapshot()).listedPrivately]).toEqual(['files']);
      await catalog.publish('files', [tool('read')], undefined, 'public');
      expect([...(await catalog.snapshot()).listedPrivately]).toEqual([]);
    } finally {
      await deletePrefix(scopePrefix);
    }
  });

  it('a watching reader reads nothing per turn, hears a change at once, and re-checks after a silence', async () => {
    const watchPrefix = freshPrefix('catalog-watch');
    const writer = new Redis(REDIS_URL);
    const readerRedis = new Redis(REDIS_URL);
    const subscriber = new Redis(REDIS_URL);
    // The reader's clock stands still until the test moves it: only the pushed message can explain a change
    // seen before then, and a slow machine cannot stretch a silence past recheckMs by accident. Timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await new ToolCatalog(writer, watchPrefix).publishAll('executor-1', [{ server: 'files', tools: [tool('read')] }]);
      const reader = new ToolCatalog(readerRedis, watchPrefix);
      await reader.watch(subscriber, 1_500);
      const gets = countGets(readerRedis);

      await reader.snapshot();
      for (let turn = 0; turn < 20; turn += 1) await reader.snapshot();
      // One read for 21 turns (two if the subscriber had to reconnect meanwhile, which voids the copy once).
      expect(gets.count()).toBeLessThanOrEqual(2);

      // A change is pushed: the next read after the message sees it, with no silence having passed.
      await new ToolCatalog(writer, watchPrefix).publish('files', [tool('read'), tool('write')]);
      await vi.waitFor(async () => expect((await reader.snapshot()).specs.map((s) => s.name)).toEqual(['files.read', 'files.write']), {
        timeout: 10_000,
      });

      // A change nobody announced (keys lost): the copy serves until the silence outlasts recheckMs, then the loss is seen.
      await writer.del(toolKeys.toolsVersion(watchPrefix));
      vi.setSystemTime(Date.now() + 1_499);
      expect((await reader.snapshot()).specs).toHaveLength(2);
      vi.setSystemTime(Date.now() + 2);
      await expect(reader.snapshot()).rejects.toThrow(NoToolCatalogError);
    } finally {
      vi.useRealTimers();
      for (const connection of [writer, readerRedis, subscriber]) connection.disconnect();
      await deletePrefix(watchPrefix);
    }
  });
  it('a catalog published again after a loss is seen whole or not at all, never published without its servers', async () => {
    const lossPrefix = freshPrefix('catalog-republish');
    const writer = new ToolCatalog(redis, lossPrefix);
    const readerRedis = new Redis(REDIS_URL);
    const listings = [
      { server: 'files', tools: [tool('read')] },
      { server: 'web', tools: [{ ...tool('fetch'), server: 'web' }] },
    ];
    const seen = new Map<string, number>();
    try {
      for (let i = 0; i < 150; i++) {
        await redis.del(toolKeys.tools(lossPrefix), toolKeys.toolsVersion(lossPrefix), toolKeys.toolsExecutors(lossPrefix));
        // A reader with no copy yet, racing the executor's republish on its own connection.
        const read = new ToolCatalog(readerRedis, lossPrefix).snapshot().then(
          (snapshot) => snapshot.specs.map((s) => s.name).join(','),
          (error: unknown) => (error instanceof NoToolCatalogError ? 'none' : String(error)),
        );
        const [outcome] = await Promise.all([read, writer.publishAll('executor-1', listings)]);
        seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
      }
      expect([...seen.keys()].filter((outcome) => outcome !== 'none' && outcome !== 'files.read,web.fetch')).toEqual([]);
      expect(await writer.holds('executor-1', ['files', 'web'])).toBe(true);
    } finally {
      readerRedis.disconnect();
      await deletePrefix(lossPrefix);
    }
  });
});
