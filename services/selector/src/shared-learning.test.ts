import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningScope, shortlistTools, type ToolSpec } from '@switchyard/local-engine';
import { purgePrefix, redisKeys } from '@switchyard/platform';
import { SharedLearning, withConfiguredExamples } from './shared-learning.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const settings = { enabled: true, maxEntries: 3, maxTextLength: 60, ttlDays: 1, refreshMs: 0 };
const tools: ToolSpec[] = [
  { name: 'crm.lookup_contact', description: 'Look up a contact record', parameters: { type: 'object', properties: { name: { type: 'string' } } } },
  { name: 'crm.list_deals', description: 'List open deals', parameters: { type: 'object', properties: {} } },
];

describe('shared learning record', () => {
  const prefix = `sy-learning-${randomBytes(4).toString('hex')}`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await purgePrefix(redis, prefix);
    redis.disconnect();
  });

  it('keeps decisions redacted, clipped, bounded and expiring, and another instance reads them', async () => {
    const first = new SharedLearning(redis, prefix, settings);
    const specs = await first.specsFor('acme', tools);
    const scope = learningScope('acme', specs);
    await first.record(scope, 'who is the customer behind password=hunter2-Correct! in our records', ['crm.lookup_contact'], ['crm.lookup_contact'], true);
    const key = redisKeys.learnedChoices(prefix, scope);
    const [stored] = await redis.lrange(key, 0, 0);
    expect(stored).not.toContain('hunter2');
    expect(JSON.parse(stored!).text.length).toBeLessThanOrEqual(60);
    expect(await redis.pttl(key)).toBeGreaterThan(0);
    for (let i = 0; i < 5; i += 1) await first.record(scope, `which deals are open ${i}`, ['crm.list_deals']);
    expect(await redis.llen(key)).toBe(3);

    const second = new SharedLearning(redis, prefix, settings);
    const enriched = await second.specsFor('acme', tools);
    // The messages the model chose a tool for now find it, in this process too.
    expect(enriched.find((t) => t.name === 'crm.list_deals')?.examples?.length).toBeGreaterThan(0);
    expect(enriched.find((t) => t.name === 'crm.list_deals')?.examples?.[0]).toMatch(/^which deals are open/);
    // Another tenant sees nothing.
    expect(await second.specsFor('globex', tools)).toBe(tools);
  });

  it('adds configured example requests to the tools they name', () => {
    // Without an example nothing ties "the sales pipeline" to the deals: at most a tool that looks things up.
    expect(shortlistTools('show me the sales pipeline', tools, 1).map((t) => t.name)).not.toContain('crm.list_deals');
    const add = withConfiguredExamples({ 'crm.list_deals': ['what is in the sales pipeline'] });
    const specs = add(tools);
    expect(specs.find((t) => t.name === 'crm.list_deals')?.examples).toEqual(['what is in the sales pipeline']);
    expect(add(tools)).toBe(specs);
    expect(shortlistTools('show me the sales pipeline', specs, 1)[0]?.name).toBe('crm.list_deals');
  });
});
