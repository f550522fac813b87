import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { deletePrefix, testConfig } from '../support/test-config.js';
import { attack } from './attack-table.js';

const LIMIT = 40;
const STREAMS = 3;

// One key under sustained load: its limits hold, it holds no more than its share, and every other key is still served.
// No stage runs: accepted turns stay queued, and their event streams stay open as long as the caller keeps them.
describe('the ingress under sustained load from one key', () => {
  const HAMMER = `sk-${randomUUID()}`;
  const BOT = `sk-${randomUUID()}`;
  const STREAMER = `sk-${randomUUID()}`;
  const OTHER = `sk-${randomUUID()}`;
  const config = testConfig({
    ingress: {
      apiKeys: [
        { name: 'hammer', sha256: hashApiKey(HAMMER), rateLimit: LIMIT },
        { name: 'bot', tenant: 'bots', sha256: hashApiKey(BOT), rateLimit: LIMIT, speaksForUsers: true },
        { name: 'streamer', sha256: hashApiKey(STREAMER) },
        { name: 'other', sha256: hashApiKey(OTHER) },
      ],
      rateLimit: { max: 100_000, windowMs: 60_000 },
      maxStreamsPerKey: STREAMS,
    },
  });
  let ingress: IngressServer;
  const call = ingressClient(() => ingress.port, HAMMER);
  const stream = (id: string, key: string, signal: AbortSignal) =>
    fetch(`http://127.0.0.1:${ingress.port}/v1/turns/${id}/events`, { headers: { authorization: `Bearer ${key}` }, signal });

  beforeAll(async () => {
    ingress = await IngressServer.start(config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ingress?.close();
    await deletePrefix(config.prefix);
  });

  /** Sends `total` requests from `send`, `parallel` at a time; the statuses. */
  async function flood(total: number, parallel: number, send: (i: number) => Promise<number>): Promise<number[]> {
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (next < total) statuses.push(await send(next++));
      }),
    );
    return statuses;
  }

  it('holds the per-key limit (also over many named users) and still serves another key', async () => {
    const row = await attack('one key sends 1,500 turns as fast as it can (and a bot key names 1,500 users)', 2, async (i) => {
      const key = i === 0 ? HAMMER : BOT;
      const otherTimes: number[] = [];
      const otherStatuses: number[] = [];
      const others = (async () => {
        for (let n = 0; n < 20; n++) {
          const started = Date.now();
          otherStatuses.push((await call(`/v1/turns/${randomUUID()}`, { key: OTHER })).status);
          otherTimes.push(Date.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const statuses = await flood(1_500, 50, async (n) => {
        const body = { message: `turn ${n}`, wait: false, ...(key === BOT ? { userId: `user-${n}` } : {}) };
        return (await call('/v1/turns', { method: 'POST', key, body: JSON.stringify(body) })).status;
      });
      await others;
      const accepted = statuses.filter((s) => s === 202).length;
      const limited = statuses.filter((s) => s === 429).length;
      const slowest = Math.max(...otherTimes);
      const notes = `accepted ${accepted}, limited ${limited}, other ${statuses.length - accepted - limited}; other key: ${otherStatuses.filter((s) => s === 404).length}/20 answered, slowest ${slowest} ms`;
      if (accepted > LIMIT || accepted + limited !== statuses.length) throw new Error(notes);
      // The other key's reads of an unknown turn are all answered (404), none limited, none slow.
      if (otherStatuses.some((s) => s !== 404) || slowest > 3_000) throw new Error(notes);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('holds the stream cap while one key opens and drops streams in waves, and gives every slot back', async () => {
    const ids: string[] = [];
    for (let n = 0; n < STREAMS + 1; n++) {
      const posted = await call('/v1/turns', { method: 'POST', key: STREAMER, body: JSON.stringify({ message: `stream ${n}`, wait: false }) });
      expect(posted.status, posted.text).toBe(202);
      ids.push(posted.json().id as string);
    }
    const row = await attack('one key opens and drops 100 event streams a wave, 20 at a time', 3, async () => {
      const controllers: AbortController[] = [];
      let maxOpen = 0;
      const statuses = await flood(100, 20, async (n) => {
        const controller = new AbortController();
        const response = await stream(ids[n % ids.length]!, STREAMER, controller.signal);
        if (response.status === 200) {
          controllers.push(controller);
          maxOpen = Math.max(maxOpen, controllers.filter((c) => !c.signal.aborted).length);
          // Half the streams are dropped at once, the rest stay open until the wave ends.
          if (n % 2 === 0) controller.abort();
        } else await response.text();
        return response.status;
      });
      for (const controller of controllers) controller.abort();
      // Every slot comes back: the key opens its full share again, and no more.
      let reopened: number[] = [];
      for (let tries = 0; tries < 40; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const again = new AbortController();
        const answers = await Promise.all(ids.map((id) => stream(id, STREAMER, again.signal).catch(() => undefined)));
        reopened = answers.map((a) => a?.status ?? 0);
        again.abort();
        if (reopened.filter((s) => s === 200).length === STREAMS) break;
      }
      const notes = `statuses ${[...new Set(statuses)].join('/')}, most open at once ${maxOpen}, reopened ${reopened.join(',')}`;
      if (maxOpen > STREAMS || statuses.some((s) => s !== 200 && s !== 429)) throw new Error(notes);
      if (reopened.filter((s) => s === 200).length !== STREAMS || reopened.filter((s) => s === 429).length !== 1) throw new Error(notes);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('does not grow without bound: 6,000 limited requests cost the ingress no lasting memory', async () => {
    const row = await attack('one key keeps sending past its limit (6,000 requests)', 1, async () => {
      const burst = () => flood(3_000, 50, async () => (await call(`/v1/turns/${randomUUID()}`, { key: HAMMER })).status);
      await burst();
      const before = process.memoryUsage().heapUsed;
      const statuses = await burst();
      const grownMb = (process.memoryUsage().heapUsed - before) / 1_048_576;
      const notes = `heap grew ${grownMb.toFixed(1)} MB over the second 3,000; ${statuses.filter((s) => s === 429).length} limited`;
      if (statuses.some((s) => s !== 429) || grownMb > 48) throw new Error(notes);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });
});
