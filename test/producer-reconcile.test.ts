import { afterAll, describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { createRedis, purgePrefix, redisKeys, TurnProducer, type TurnEvent } from '@switchyard/platform';
import { testConfig } from './support/test-config.js';

describe('a producer whose subscriber came back', () => {
  const config = testConfig();
  const redis = createRedis(config.redis.url, 'reconcile-test');
  afterAll(async () => {
    await purgePrefix(redis, config.prefix);
    redis.disconnect();
  });

  it('ends a turn once when it finds the result stored and then hears it announced', async () => {
    const producer = await TurnProducer.connect(config);
    try {
      const packet = { ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] }), status: { state: 'done' as const, log: [] } };
      const ends: TurnEvent[] = [];
      producer.on('event', (event) => {
        if (event.type === 'done' && event.packetId === packet.id) ends.push(event);
      });
      // A turn waited for (its first stage done, so it is known); it finishes while the subscriber is away.
      await redis.set(redisKeys.progress(config.prefix, packet.id), JSON.stringify({ packetId: packet.id, state: 'routing', at: new Date().toISOString() }));
      const followed = producer.follow(packet.id, { timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 100));
      const done = JSON.stringify({ type: 'done', packetId: packet.id, packet } satisfies TurnEvent);
      await redis.set(redisKeys.result(config.prefix, packet.id), done);
      // Back: the reconcile finds the stored result, and the announcement arrives just after.
      await producer.reconcile();
      await redis.publish(redisKeys.turnEvents(config.prefix), done);
      expect((await followed).id).toBe(packet.id);
      await new Promise((r) => setTimeout(r, 300));
      expect(ends).toHaveLength(1);
    } finally {
      await producer.close();
    }
  });
});
