import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ConversationStore, summariseMessages } from './conversation-store.js';
import { createRedis } from './redis.js';

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

describe('a save written alone', () => {
  const settings = { maxMessages: 3, summaryChars: 600, ttlSeconds: 60 };
  const say = (content: string) => ({ role: 'user' as const, content });

  it('keeps the newest messages, capped and expiring', async () => {
    const store = new ConversationStore(redis, prefix, settings);
    const owner = { tenant: 'acme', userId: 'ada', sessionId: 's-1' };
    await store.append(owner, [say('one'), say('two')]);
    await store.append(owner, [say('three'), say('four')]);
    expect((await store.recent(owner)).map((m) => m.content)).toEqual(['two', 'three', 'four']);
    expect(await redis.ttl(store.saveOf(owner, [say('x')])!.key)).toBeGreaterThan(0);
  });

  it('fails when Redis refuses the save, and adds no message', async () => {
    const store = new ConversationStore(redis, prefix, settings);
    const owner = { tenant: 'acme', userId: 'ada', sessionId: 's-string' };
    const { key } = store.saveOf(owner, [say('x')])!;
    // The key taken over as a string: the save must say it failed, not pass as kept.
    await redis.set(key, 'not a list');
    await expect(store.append(owner, [say('y')])).rejects.toThrow(/WRONGTYPE/);
    expect(await redis.get(key)).toBe('not a list');
  });

  it('has nothing to save without messages, or for a store that keeps none', () => {
    const owner = { tenant: 'acme', userId: 'ada', sessionId: 's-none' };
    expect(new ConversationStore(redis, prefix, settings).saveOf(owner, [])).toBeUndefined();
    expect(new ConversationStore(redis, prefix, { ...settings, maxMessages: 0 }).saveOf(owner, [say('x')])).toBeUndefined();
  });
});
