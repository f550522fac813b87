import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { slowClient } from '../support/slow-client.js';
import { deletePrefix, testConfig } from '../support/test-config.js';
import { attack } from './attack-table.js';

const HEADERS_MS = 1_000;
const REQUEST_MS = 2_000;
const IDLE_MS = 3_000;
/** The server checks open connections every headersMs / 4; this much more is allowed for a loaded machine. */
const SLACK_MS = 1_500;

// No stage runs here: turns stay queued, so their event streams stay open as long as the caller keeps them.
describe('ingress connections and error bodies', () => {
  const KEY = `sk-${randomUUID()}`;
  const OTHER_KEY = `sk-${randomUUID()}`;
  const BURST_KEY = `sk-${randomUUID()}`;
  const config = testConfig({
    ingress: {
      apiKeys: [
        { name: 'app', sha256: hashApiKey(KEY) },
        { name: 'other', sha256: hashApiKey(OTHER_KEY) },
        { name: 'burst', sha256: hashApiKey(BURST_KEY), rateLimit: 3 },
      ],
      rateLimit: { max: 1_000, windowMs: 60_000 },
      bodyLimitBytes: 2_048,
      timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS, idleMs: IDLE_MS },
      maxStreamsPerKey: 2,
    },
  });
  let ingress: IngressServer;
  const call = ingressClient(() => ingress.port, KEY);
  const stream = (id: string, key = KEY, signal?: AbortSignal) =>
    fetch(`http://127.0.0.1:${ingress.port}/v1/turns/${id}/events`, { headers: { authorization: `Bearer ${key}` }, ...(signal ? { signal } : {}) });
  const queuedTurn = async (key = KEY) => {
    const posted = await call('/v1/turns', { method: 'POST', key, body: JSON.stringify({ message: 'hello there', wait: false }) });
    expect(posted.status, posted.text).toBe(202);
    return posted.json().id as string;
  };

  beforeAll(async () => {
    ingress = await IngressServer.start(config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ingress?.close();
    await deletePrefix(config.prefix);
  });

  it('answers an event stream for an unknown turn id with 404 and closes it', async () => {
    const row = await attack('SSE for an unknown turn id stays open', 3, async () => {
      const response = await stream(randomUUID(), KEY, AbortSignal.timeout(3_000));
      const body = (await response.json()) as Record<string, unknown>;
      return response.status === 404 && typeof body.error === 'string' && Object.keys(body).length === 1;
    });
    expect(row.broke).toBe(0);
  });

  it('caps open event streams per key with 429, and frees a slot when a stream closes', async () => {
    const ids = [await queuedTurn(), await queuedTurn()];
    const controllers = ids.map(() => new AbortController());
    const open = await Promise.all(ids.map((id, i) => stream(id, KEY, controllers[i]!.signal)));
    expect(open.map((r) => r.status)).toEqual([200, 200]);

    const row = await attack('a key opens more event streams than its cap', 3, async (i) => {
      const response = await stream(ids[i % 2]!, KEY, AbortSignal.timeout(3_000));
      const body = (await response.json()) as Record<string, unknown>;
      return response.status === 429 && /2 event streams open already/.test(String(body.error));
    });
    expect(row.broke).toBe(0);

    // Another key has its own slots.
    const otherId = await queuedTurn(OTHER_KEY);
    const other = new AbortController();
    expect((await stream(otherId, OTHER_KEY, other.signal)).status).toBe(200);
    other.abort();

    // Closing a stream gives its slot back.
    controllers[0]!.abort();
    let reopened = 0;
    for (let i = 0; i < 40 && reopened !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      controllers[0] = new AbortController();
      const again = await stream(ids[0]!, KEY, controllers[0].signal);
      reopened = again.status;
      if (reopened !== 200) await again.text();
    }
    expect(reopened).toBe(200);
    // Another tenant's turn: 404 like an unknown one.
    expect((await stream(ids[1]!, OTHER_KEY, AbortSignal.timeout(3_000))).status).toBe(404);
    // A live stream outlives the idle timeout of ordinary connections.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 500));
    const stillOpen = open[1]!.body!.getReader();
    const readOrClosed = await Promise.race([
      stillOpen.read().then((r) => (r.done ? 'closed' : 'data')),
      new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
    ]);
    expect(readOrClosed).not.toBe('closed');
    for (const controller of controllers) controller.abort();
  });

  it('closes slow-header, idle and slow-body connections within the timeouts', async () => {
    const slowHeaders = await attack('slowloris: headers sent a line at a time, never finished', 2, async () => {
      const { openMs } = await slowClient(ingress.port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', (i) => `X-Slow-${i}: 1\r\n`, 200, 10_000);
      return openMs <= HEADERS_MS + SLACK_MS;
    });
    expect(slowHeaders.broke).toBe(0);

    const idle = await attack('a connection that never sends a byte', 2, async () => {
      const { openMs } = await slowClient(ingress.port, '', () => '', 60_000, 10_000);
      return openMs <= IDLE_MS + SLACK_MS;
    });
    expect(idle.broke).toBe(0);

    const slowBody = await attack('slow body: a byte every 200 ms of a 1000-byte body', 2, async () => {
      const head = `POST /v1/turns HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"message":"`;
      const { openMs } = await slowClient(ingress.port, head, () => 'a', 200, 10_000);
      return openMs <= REQUEST_MS + SLACK_MS;
    });
    expect(slowBody.broke).toBe(0);
  });

  it('answers every error, 429 from the rate limiter included, with { "error": "…" } and nothing else', async () => {
    for (let i = 0; i < 3; i++) expect((await call(`/v1/turns/${randomUUID()}`, { key: BURST_KEY })).status).toBe(404);
    const limited = await attack('429 from the rate limiter has an empty body', 3, async () => {
      const answer = await call(`/v1/turns/${randomUUID()}`, { key: BURST_KEY });
      const body = answer.json();
      return answer.status === 429 && Object.keys(body).length === 1 && /^rate limit: at most 3 requests per/.test(body.error);
    });
    expect(limited.broke).toBe(0);

    const bad: [string, RequestInit & { key?: string | null }, number][] = [
      ['/v1/turns', { method: 'POST', key: null, body: '{}' }, 401],
      ['/v1/nothing-here', {}, 404],
      ['/v1/turns', { method: 'POST', body: '{"message": ' }, 400],
      ['/v1/turns', { method: 'POST', body: JSON.stringify({ message: 'x'.repeat(5_000) }) }, 413],
      ['/v1/turns', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } }, 400],
      ['/v1/turns', { method: 'POST', body: '<turn/>', headers: { 'content-type': 'application/xml' } }, 415],
      ['/v1/dead-letters', {}, 403],
      ['/v1/turns', { method: 'POST', body: JSON.stringify({ message: 'hi', userId: 'alice' }) }, 403],
      [`/v1/turns/${randomUUID()}`, {}, 404],
      ['/v1/turns/not-a-uuid/events', {}, 400],
    ];
    const bodies = await attack('an error answer without { "error" }', bad.length, async (i) => {
      const [path, init, status] = bad[i]!;
      const answer = await call(path, init);
      const body = answer.json();
      if (answer.status !== status) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 80)}`);
      return Object.keys(body).length === 1 && typeof body.error === 'string' && body.error.length > 0;
    });
    expect(bodies.broke).toBe(0);
  });
});
