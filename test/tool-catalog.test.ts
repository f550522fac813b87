import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ToolCatalog, type ToolDescriptor } from '@switchyard/tools';
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
    await writer.publish('files', [tool('read')]);

    const reader = new ToolCatalog(redis, prefix);
    let gets = 0;
    const get = redis.get.bind(redis);
    redis.get = ((key: string) => {
      gets += 1;
      return get(key);
    }) as typeof redis.get;
    try {
      const snapshots = await Promise.all(Array.from({ length: 10 }, () => reader.snapshot()));
      expect(gets).toBe(1);
      expect(new Set(snapshots).size).toBe(1);
      expect(snapshots[0]!.specs.map((s) => s.name)).toEqual(['files.read']);

      // Unchanged version: the same snapshot object, so the engine's per-array index stays warm.
      expect(await reader.snapshot()).toBe(snapshots[0]);

      await writer.publish('files', [tool('read'), tool('write')]);
      expect((await reader.snapshot()).specs.map((s) => s.name)).toEqual(['files.read', 'files.write']);
      expect(gets).toBe(3);
    } finally {
      redis.get = get;
    }
  });
});
