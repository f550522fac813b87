import { afterAll, describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { createRedis, purgePrefix, redisKeys, TurnProducer, type TurnEvent } from '@switchyard/platform';
import { testConfig } from './support/test-config.js';

describe('stage events a producer hears', () => {
  const config = testConfig();
  const redis = createRedis(config.redis.url, 'stage-events-test');
  afterAll(async () => {
    await purgePrefix(redis, config.prefix);
    redis.disconnect();
  });

  const turn = () => ({ ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] }), status: { state: 'done' as const, log: [] } });
  const stageEvent = (packetId: string, stage: 'router' | 'composer'): string =>
    JSON.stringify({ type: 'stage', packetId, stage, next: 'done', state: 'done', ms: 1, note: 'n' } satisfies TurnEvent);
  const publish = (message: string) => redis.publish(redisKeys.turnEvents(config.prefix), message);

  it('reach the waiter that follows the turn, and every event listener, whoever else is waiting', async () => {
    const producer = await TurnProducer.connect(config);
    try {
      const followed = turn();
      const other = turn();
      const heard: TurnEvent[] = [];
      const done = producer.follow(followed.id, { timeoutMs: 10_000, onEvent: (event) => heard.push(event) });
      const otherDone = producer.follow(other.id, { timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 100));
      await publish(stageEvent(followed.id, 'router'));
      await publish(stageEvent(other.id, 'router'));
      const listened: TurnEvent[] = [];
      producer.on('event', (event) => listened.push(event));
      await publish(stageEvent(other.id, 'composer'));
      for (const packet of [followed, other]) await publish(JSON.stringify({ type: 'done', packetId: packet.id, packet } satisfies TurnEvent));
      expect((await done).id).toBe(followed.id);
      expect((await otherDone).id).toBe(other.id);
      expect(heard.map((e) => e.type)).toEqual(['stage', 'done']);
      expect(heard[0]).toMatchObject({ type: 'stage', packetId: followed.id, stage: 'router' });
      expect(listened.map((e) => [e.type, e.packetId])).toEqual([
        ['stage', other.id],
        ['done', followed.id],
        ['done', other.id],
      ]);
    } finally {
      await producer.close();
    }
  });
});
