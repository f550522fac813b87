import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRedis, TurnOwners, type Redis } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { startStack, type Stack } from '../support/stack.js';
import { REDIS_URL } from '../support/test-config.js';
import { attack } from './attack-table.js';

// Each process remembers the owner records it read for 5 s. Two ingress processes share the stages. A client chooses
// its turn's id; a turn refused before it was queued gives its id back, and another tenant may then claim it. The
// ingress that remembered the first owner must not show that tenant the second one's turn.
describe('owner records remembered by another ingress', () => {
  const KEYS = { acme: `sk-${randomUUID()}`, globex: `sk-${randomUUID()}` };
  let stack: Stack;
  let first: IngressServer;
  let second: IngressServer;
  let redis: Redis;
  const callFirst = ingressClient(() => first.port, KEYS.globex);
  const callSecond = ingressClient(() => second.port, KEYS.acme);

  beforeAll(async () => {
    const apiKeys = Object.entries(KEYS).map(([tenant, key]) => ({ name: `${tenant}-app`, tenant, sha256: hashApiKey(key) }));
    stack = await startStack({ ingress: { apiKeys, rateLimit: { max: 1_000, windowMs: 60_000 }, replyTimeoutMs: 20_000 } });
    const log = createLogger({ name: 'test', level: 'silent' });
    first = await IngressServer.start(stack.config, log, { port: 0, host: '127.0.0.1' });
    second = await IngressServer.start(stack.config, log, { port: 0, host: '127.0.0.1' });
    redis = createRedis(REDIS_URL, 'test');
  });

  afterAll(async () => {
    redis?.disconnect();
    await first?.close();
    await second?.close();
    await stack?.close();
  });

  it('a tenant whose claim was given back cannot read the turn another tenant then submitted with that id', async () => {
    const tries = 3;
    const row = await attack('an id given back and claimed by another tenant, read within 5 s at a second ingress', tries, async () => {
      const id = randomUUID();
      // As the first ingress does for acme's turn (claim), and then when the producer refuses it (release).
      const owners = new TurnOwners(redis, stack.config.prefix, 600);
      await owners.claim(id, 'acme', 'hello');
      const seen = await callSecond(`/v1/turns/${id}`);
      await owners.release(id);
      const submitted = await callFirst('/v1/turns', { method: 'POST', body: JSON.stringify({ id, message: 'hello there', wait: false }) });
      const read = await callSecond(`/v1/turns/${id}`);
      const events = await callSecond(`/v1/turns/${id}/events`, { signal: AbortSignal.timeout(2_000) }).catch(() => ({ status: 0 }));
      // The first read only makes the second ingress remember acme's record (the turn is not there yet: 404 either way).
      return seen.status === 404 && submitted.status < 300 && read.status === 404 && events.status === 404;
    });
    expect(row.broke).toBe(0);
  });
});
