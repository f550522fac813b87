import { once } from 'node:events';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { TurnCancellations } from '@switchyard/platform';
import { countGets } from './support/redis-values.js';
import { deletePrefix, freshPrefix, REDIS_URL } from './support/test-config.js';

describe('cancellations are pushed to the stage processes', () => {
  const prefix = freshPrefix('cancellations');
  const connections: Redis[] = [];
  const connect = () => {
    const redis = new Redis(REDIS_URL);
    connections.push(redis);
    return redis;
  };
  afterAll(async () => {
    for (const redis of connections) redis.disconnect();
    await deletePrefix(prefix);
  });

  it('a watching process knows earlier and new cancellations without a round trip per lookup, and catches up after a reconnect', async () => {
    const producer = new TurnCancellations(connect(), prefix, 600);
    await producer.record('before-watch', 'ops');

    const stageRedis = connect();
    const subscriber = connect();
    const stage = new TurnCancellations(stageRedis, prefix, 600);
    await stage.watch(subscriber);
    const gets = countGets(stageRedis).count;

    // Recorded before the process watched: read back at start.
    expect(await stage.get('before-watch')).toMatchObject({ by: 'ops' });
    // Recorded now: heard on the channel.
    await producer.record('while-watching', 'alice');
    await vi.waitFor(async () => expect(await stage.get('while-watching')).toMatchObject({ by: 'alice' }), { timeout: 10_000 });
    expect(await stage.get('never-cancelled')).toBeUndefined();
    expect(gets()).toBe(0);

    // Recorded while the subscriber is away: the message is lost, the read-back after the reconnect finds it.
    const away = once(subscriber, 'close');
    subscriber.disconnect();
    await away;
    await producer.record('while-away', 'bob');
    // While the subscriber is away, lookups ask Redis, so nothing published meanwhile is missed.
    expect(await stage.get('while-away')).toMatchObject({ by: 'bob' });
    subscriber.connect().catch(() => undefined);
    // Once reconnected and read back, lookups are answered from memory again.
    await vi.waitFor(
      async () => {
        const before = gets();
        await stage.get('never-cancelled');
        expect(gets()).toBe(before);
      },
      { timeout: 20_000 },
    );
    // And it listens again: a later cancellation is heard, from memory.
    await producer.record('after-reconnect', 'carol');
    await vi.waitFor(async () => expect(await stage.get('after-reconnect')).toMatchObject({ by: 'carol' }), { timeout: 10_000 });
    const settled = gets();
    await stage.get('after-reconnect');
    await stage.get('never-cancelled');
    expect(gets()).toBe(settled);
  });
});
