import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from './redis.js';
import { TickBatch } from './tick-batch.js';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const key = `sy-tick-${randomBytes(4).toString('hex')}`;
const redis = createRedis(url, 'tick-batch-test');

afterAll(async () => {
  await redis.del(key, `${key}:b`);
  redis.disconnect();
});

describe('a tick batch', () => {
  const batch = new TickBatch(redis);
  const unknownScript = ['evalsha', 'f'.repeat(40), 0] as const;

  it("sends the tick's commands together, each caller getting its own replies, an error only its own", async () => {
    const first = batch.queue([['set', key, 'a'], [...unknownScript]]);
    const second = batch.queue([['set', `${key}:b`, 'b']]);
    const [mine, theirs] = await Promise.all([first.replies, second.replies]);
    expect(mine[0]).toEqual([null, 'OK']);
    expect(mine[1]?.[0]?.message).toMatch(/NOSCRIPT/);
    expect(theirs).toEqual([[null, 'OK']]);
    expect(await redis.mget(key, `${key}:b`)).toEqual(['a', 'b']);
  });

  it("sends a tick's lone command by itself, with Redis's error as its reply, as in a batch", async () => {
    const alone = batch.queue([[...unknownScript]]);
    await alone.written;
    const replies = await alone.replies;
    expect(replies).toHaveLength(1);
    expect(replies[0]?.[0]?.message).toMatch(/NOSCRIPT/);
    expect(await batch.queue([['get', key]]).replies).toEqual([[null, 'a']]);
  });

  it('fails every caller when the connection is gone', async () => {
    const closed = createRedis(url, 'tick-batch-closed');
    await closed.quit();
    await expect(new TickBatch(closed).queue([['get', key]]).replies).rejects.toThrow(/closed/i);
  });
});
