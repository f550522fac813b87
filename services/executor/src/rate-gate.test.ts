import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { purgePrefix, Redis } from '@switchyard/platform';
import { RateGate } from './rate-gate.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `sy-rate-gate-${randomBytes(4).toString('hex')}`;

afterAll(async () => {
  await purgePrefix(redis, prefix);
  redis.disconnect();
});

describe('RateGate', () => {
  it('counts every spelling of a user id against one budget', async () => {
    const gate = new RateGate(redis, prefix, { perUserPerMinute: 2, perUserPerHour: 100, perToolPerMinute: 100, onLimit: 'fail', maxWaitMs: 0 });
    await gate.take('Ada', 'memory.read_graph');
    await gate.take('ada ', 'memory.read_graph');
    await expect(gate.take(' ADA', 'memory.read_graph')).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(gate.take('grace', 'memory.read_graph')).resolves.toBeUndefined();
  });
});
