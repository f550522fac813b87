import { afterAll, describe, expect, it, vi } from 'vitest';
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
  // Stage events have a channel of their own, which a producer subscribes to once someone follows stages through it.
  const publishStage = (message: string) => redis.publish(redisKeys.stageEvents(config.prefix), message);
  const subscribers = async () => ((await redis.pubsub('NUMSUB', redisKeys.stageEvents(config.prefix))) as [string, number])[1];

  it('reach the waiter that follows the turn, and every event listener, whoever else is waiting', async () => {
    const producer = await TurnProducer.connect(config);
    try {
      const followed = turn();
      const other = turn();
      const heard: TurnEvent[] = [];
      const done = producer.follow(followed.id, { timeoutMs: 10_000, onEvent: (event) => heard.push(event) });
      const otherDone = producer.follow(other.id, { timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 100));
      await publishStage(stageEvent(followed.id, 'router'));
      await publishStage(stageEvent(other.id, 'router'));
      const listened: TurnEvent[] = [];
      producer.on('event', (event) => listened.push(event));
      await publishStage(stageEvent(other.id, 'composer'));
      for (const packet of [followed, other]) await publish(JSON.stringify({ type: 'done', packetId: packet.id, packet } satisfies TurnEvent));
      expect((await done).id).toBe(followed.id);
      expect((await otherDone).id).toBe(other.id);
      expect(heard.map((e) => e.type)).toEqual(['stage', 'done']);
      expect(heard[0]).toMatchObject({ type: 'stage', packetId: followed.id, stage: 'router' });
      // Events published before the listener joined may still reach it when the subscriber runs behind (a loaded
      // machine): what it must hear are the ones published after, in order.
      expect(listened.map((e) => [e.type, e.packetId, e.type === 'stage' ? e.stage : ''])).toEqual(
        expect.arrayContaining([
          ['stage', other.id, 'composer'],
          ['done', followed.id, ''],
          ['done', other.id, ''],
        ]),
      );
      expect(listened.slice(-3).map((e) => [e.type, e.packetId])).toEqual([
        ['stage', other.id],
        ['done', followed.id],
        ['done', other.id],
      ]);
    } finally {
      await producer.close();
    }
  });

  it('are subscribed to only once someone follows stages through the producer, and then for good', async () => {
    const producer = await TurnProducer.connect(config);
    try {
      await producer.follow(turn().id, { timeoutMs: 50 }).catch(() => undefined);
      expect(await subscribers()).toBe(0);
      const listener = () => undefined;
      producer.on('event', listener);
      await producer.followStages();
      expect(await subscribers()).toBe(1);
      producer.off('event', listener);
      await producer.follow(turn().id, { timeoutMs: 50, onEvent: listener }).catch(() => undefined);
      expect(await subscribers()).toBe(1);
    } finally {
      await producer.close();
    }
  });

  it('asks for the stage events again after a subscription the connection refused', async () => {
    const producer = await TurnProducer.connect(config);
    const internals = producer as unknown as { subscriber: { subscribe(channel: string): Promise<unknown> } };
    const real = internals.subscriber;
    try {
      let refuse = true;
      internals.subscriber = { subscribe: (channel) => (refuse ? Promise.reject(new Error('Connection is closed.')) : real.subscribe(channel)) };
      await expect(producer.followStages()).rejects.toThrow(/closed/);
      refuse = false;
      await producer.followStages();
      expect(await subscribers()).toBe(1);
    } finally {
      internals.subscriber = real;
      await producer.close();
    }
  });

  it('ignores text on the channel that is no turn event, and goes on hearing the ones that are', async () => {
    const producer = await TurnProducer.connect(config);
    try {
      const followed = turn();
      const listened: TurnEvent[] = [];
      producer.on('event', (event) => listened.push(event));
      const done = producer.follow(followed.id, { timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 100));
      for (const junk of ['hello', 'null', '"a string"', '{"type":"done"}', '{"packetId":"\\u0041', '[1,2]']) await publish(junk);
      await publish(JSON.stringify({ type: 'done', packetId: followed.id, packet: followed } satisfies TurnEvent));
      expect((await done).id).toBe(followed.id);
      expect(listened.map((e) => [e.type, e.packetId])).toEqual([['done', followed.id]]);
    } finally {
      await producer.close();
    }
  });

  it('leaves unread the end of a turn nobody waits for here, and still ends the one it waits for', async () => {
    const producer = await TurnProducer.connect(config);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const mine = turn();
      const others = turn();
      const done = producer.follow(mine.id, { timeoutMs: 10_000 });
      await new Promise((r) => setTimeout(r, 100));
      const othersEnd = JSON.stringify({ type: 'done', packetId: others.id, packet: others } satisfies TurnEvent);
      const othersFailure = JSON.stringify({ type: 'failed', packetId: others.id, stage: 'router', reason: 'r' } satisfies TurnEvent);
      await publish(othersEnd);
      await publish(othersFailure);
      await publish(JSON.stringify({ type: 'done', packetId: mine.id, packet: mine } satisfies TurnEvent));
      expect((await done).id).toBe(mine.id);
      // Heard in order on the one connection: the other turn's events came before this one's end, and were not parsed.
      const parsed = parse.mock.calls.map(([text]) => text);
      expect(parsed).not.toContain(othersEnd);
      expect(parsed).not.toContain(othersFailure);
      expect(parsed.some((text) => typeof text === 'string' && text.includes(mine.id))).toBe(true);
    } finally {
      parse.mockRestore();
      await producer.close();
    }
  });
});
