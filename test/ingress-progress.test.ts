import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createLogger, StageRuntime } from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { routerStage } from '@switchyard/router';
import { deletePrefix, REDIS_URL, testConfig } from './support/test-config.js';

// Only the router runs here, so a turn stops where the next stage would take it and its progress can be read.
describe('GET /v1/turns/:id while the turn runs', () => {
  const KEY = `sk-${randomUUID()}`;
  // A composer with a model: a direct answer then goes on to the composer's queue (without one the router writes it itself).
  // Never called: no composer runs here.
  const config = testConfig({
    ingress: { apiKeys: [{ name: 'tester', sha256: hashApiKey(KEY) }] },
    models: { composer: { provider: 'openai', model: 'unused', baseUrl: 'http://127.0.0.1:9/v1' } },
  });
  const log = createLogger({ name: 'test', level: 'silent' });
  let ingress: IngressServer;
  let router: StageRuntime | undefined;
  const get = async (id: string) => {
    const response = await fetch(`http://127.0.0.1:${ingress.port}/v1/turns/${id}`, { headers: { authorization: `Bearer ${KEY}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    ingress = await IngressServer.start(config, log, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await router?.close();
    await ingress?.close();
    await deletePrefix(config.prefix);
  });

  it('answers 202 with where the turn is, and 404 for a turn nobody submitted', async () => {
    const id = randomUUID();
    const posted = await fetch(`http://127.0.0.1:${ingress.port}/v1/turns`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, message: 'hello there', wait: false }),
    });
    expect(posted.status).toBe(202);

    // No router yet: the turn waits in the router's queue.
    expect(await get(id)).toMatchObject({ status: 202, body: { id, state: 'queued', reply: null } });

    // The same id and message again is the same turn (still pending); another message is refused.
    const repost = (message: string) =>
      fetch(`http://127.0.0.1:${ingress.port}/v1/turns`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id, message, wait: false }),
      });
    const same = await repost('hello there');
    expect(same.status).toBe(202);
    expect(await same.json()).toMatchObject({ id, state: 'pending' });
    expect((await repost('hello again')).status).toBe(409);

    // The router needs a published catalog (here an empty one, as from an executor with no servers).
    const redis = new Redis(REDIS_URL);
    await new ToolCatalog(redis, config.prefix).claim('no-executor', []);
    redis.disconnect();
    router = await StageRuntime.start([routerStage], config, log);
    let progress = await get(id);
    // Until a deadline, not a number of rounds: a fresh router on a loaded machine takes seconds for its first turn.
    for (const until = Date.now() + 30_000; progress.body.lastStage === undefined && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      progress = await get(id);
    }
    // A greeting needs no tool: the router hands it to the composer, which is not running here.
    expect(progress).toMatchObject({ status: 202, body: { id, state: 'composing', lastStage: 'router', next: 'composer' } });

    const unknown = await get(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/never existed or its result expired/);
  });
});
