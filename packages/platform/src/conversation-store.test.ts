import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ConversationStore, summariseMessages } from './conversation-store.js';
import { createRedis } from './redis.js';
import { TickBatch } from './tick-batch.js';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sy-conversation-${randomBytes(4).toString('hex')}`;
const redis = createRedis(url, 'conversation-store-test');

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('summariseMessages', () => {
  it('keeps the newest messages within the bound', () => {
    const messages = [
      { role: 'user' as const, content: 'my name is Ada' },
      { role: 'assistant' as const, content: 'Nice to meet you, Ada.' },
      { role: 'user' as const, content: 'x'.repeat(500) },
    ];
    const summary = summariseMessages(messages, 120);
    expect(summary.length).toBeLessThanOrEqual(120);
    expect(summary.startsWith('user: xxx')).toBe(true);
    expect(summariseMessages(messages.slice(0, 2), 600)).toBe('user: my name is Ada\nassistant: Nice to meet you, Ada.');
  });
});

describe('a save on the tick batch', () => {
  const settings = { maxMessages: 3, summaryChars: 600, ttlSeconds: 60 };
  const say = (content: string) => ({ role: 'user' as const, content });

  it('keeps the newest messages, capped and expiring, beside other commands of the same tick', async () => {
    const batch = new TickBatch(redis);
    const store = new ConversationStore(redis, prefix, settings, batch);
    const owner = { tenant: 'acme', userId: 'ada', sessionId: 's-1' };
    const other = batch.queue([['set', `${prefix}:beside`, 'x']]);
    await Promise.all([store.append(owner, [say('one'), say('two')]), other.replies]);
    await store.append(owner, [say('three'), say('four')]);
    expect((await store.recent(owner)).map((m) => m.content)).toEqual(['two', 'three', 'four']);
    const keys = await redis.keys(`${prefix}:*`);
    const conversationKey = keys.find((k) => !k.endsWith(':beside'))!;
    expect(await redis.ttl(conversationKey)).toBeGreaterThan(0);
    expect(await redis.get(`${prefix}:beside`)).toBe('x');
    // The same key as a store without the batch reads and writes.
    expect((await new ConversationStore(redis, prefix, settings).recent(owner)).map((m) => m.content)).toEqual(['two', 'three', 'four']);
  });

  it('fails when Redis refuses the save, and adds no message', async () => {
    const store = new ConversationStore(redis, prefix, settings, new TickBatch(redis));
    const before = new Set(await redis.keys(`${prefix}:*`));
    const owner = { tenant: 'acme', userId: 'ada', sessionId: 's-string' };
    await new ConversationStore(redis, prefix, settings).append(owner, [say('x')]);
    const key = (await redis.keys(`${prefix}:*`)).find((k) => !before.has(k))!;
    // The key taken over as a string: the save must say it failed, not pass as kept.
    await redis.set(key, 'not a list');
    await expect(store.append(owner, [say('y')])).rejects.toThrow(/WRONGTYPE/);
    expect(await redis.get(key)).toBe('not a list');
  });
});
