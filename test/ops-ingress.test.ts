import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { plannedPacket } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { startNode, stop } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

describe('HTTP ingress', () => {
  const workspace = tempWorkspace({ 'status.txt': 'ingress status green\n' });
  const KEY = `sk-${randomUUID()}`;
  const BURST_KEY = `sk-${randomUUID()}`;
  const ADMIN_KEY = `sk-${randomUUID()}`;
  let stack: Stack;
  let ingress: IngressServer;
  const url = (path: string) => `http://127.0.0.1:${ingress.port}${path}`;
  const call = async (path: string, init: RequestInit & { key?: string | null } = {}) => {
    const { key = KEY, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key) headers.set('authorization', `Bearer ${key}`);
    if (rest.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const response = await fetch(url(path), { ...rest, headers });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) as Record<string, any> };
  };

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      ingress: {
        apiKeys: [
          { name: 'tester', sha256: hashApiKey(KEY) },
          { name: 'burst', sha256: hashApiKey(BURST_KEY), rateLimit: 5 },
          { name: 'ops', sha256: hashApiKey(ADMIN_KEY), admin: true },
        ],
        rateLimit: { max: 1_000, windowMs: 60_000 },
        bodyLimitBytes: 4_096,
        replyTimeoutMs: 60_000,
      },
    });
    ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await ingress?.close();
    await stack?.close();
    workspace.cleanup();
  });

  it('answers POST /v1/turns with the reply of a real turn, and GET /v1/turns/:id with the same', async () => {
    const posted = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ message: `read the file ${join(workspace.dir, 'status.txt')}` }) });
    expect(posted.status, posted.text).toBe(200);
    const turn = posted.json();
    expect(turn.state).toBe('done');
    expect(turn.reply.text).toContain('ingress status green');
    expect(turn.packet.turn).toMatchObject({ userId: 'tester', tenant: 'tester' });

    const fetched = await call(`/v1/turns/${turn.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.json()).toMatchObject({ id: turn.id, state: 'done', reply: { text: turn.reply.text } });
  });

  it('refuses missing and unknown keys with 401', async () => {
    const none = await call('/v1/turns', { method: 'POST', key: null, body: JSON.stringify({ message: 'hi' }) });
    expect(none.status).toBe(401);
    expect(none.json().error).toMatch(/missing or unknown API key/);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await call(`/v1/turns/${randomUUID()}`, { key: 'sk-not-a-key' });
    expect(wrong.status).toBe(401);
  });

  it('refuses bad bodies with 400 saying what is wrong', async () => {
    const missing = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ text: 'hello' }) });
    expect(missing.status).toBe(400);
    expect(missing.json().error).toMatch(/body\.message: message is required/);
    expect(missing.json().error).toMatch(/text/);
    const notJson = await call('/v1/turns', { method: 'POST', body: '{"message": ' });
    expect(notJson.status).toBe(400);
    const array = await call('/v1/turns', { method: 'POST', body: '[1,2]' });
    expect(array.status).toBe(400);
    expect(array.json().error).toMatch(/expected a JSON object body/);
    const badId = await call('/v1/turns/not-a-uuid');
    expect(badId.status).toBe(400);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const huge = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ message: 'x'.repeat(10_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.json().error).toBe('request body is larger than 4096 bytes');
  });

  it('streams stage transitions as server-sent events, after a 202 for wait: false', async () => {
    const id = randomUUID();
    const posted = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ id, message: 'hello there', wait: false }) });
    expect(posted.status).toBe(202);
    expect(posted.json()).toMatchObject({ id, state: 'pending', events: `/v1/turns/${id}/events` });
    const stream = await fetch(url(`/v1/turns/${id}/events`), { headers: { authorization: `Bearer ${KEY}` } });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const events = [...(await stream.text()).matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({ type: m[1], data: JSON.parse(m[2]!) }));
    // The stages publish as they go (each before it hands the packet on); the stream ends with the result.
    for (const event of events.slice(0, -1)) expect(event).toMatchObject({ type: 'stage', data: { packetId: id } });
    expect(events.at(-1)).toMatchObject({ type: 'done', data: { packetId: id, state: 'done' } });
  });

  it('answers a repeated POST of the same id and message with the turn as it is now, parked or done, and 409 for another message', async () => {
    const id = randomUUID();
    const message = `create the directory ${join(workspace.dir, 'same-id')}`;
    const first = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ id, message }) });
    expect(first.status, first.text).toBe(200);
    expect(first.json()).toMatchObject({ id, state: 'awaiting_approval' });

    const started = Date.now();
    const again = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ id, message }) });
    // At once, not after replyTimeoutMs (60 s here, so that a loaded machine cannot blur the two).
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(again.status, again.text).toBe(200);
    expect(again.json()).toMatchObject({ id, state: 'awaiting_approval', approval: { state: 'pending' } });

    const other = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ id, message: 'hello there' }) });
    expect(other.status).toBe(409);
    expect(other.json()).toEqual({ error: `turn id ${id} is in use by another turn; send a new id (or none)` });
    expect(existsSync(join(workspace.dir, 'same-id'))).toBe(false);

    const denied = await call(`/v1/turns/${id}/approval`, { method: 'POST', body: JSON.stringify({ decision: 'deny' }) });
    expect(denied.status, denied.text).toBe(200);
    expect(denied.json()).toMatchObject({ state: 'done', approval: { state: 'denied', decidedBy: 'tester:tester' } });
    const done = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ id, message }) });
    expect(done.status).toBe(200);
    expect(done.json()).toMatchObject({ id, state: 'done', approval: { state: 'denied' } });
  });

  it('answers a parked turn through POST /v1/turns/:id/approval', async () => {
    const step = { id: 's1', server: 'filesystem', tool: 'write_file', arguments: { path: join(workspace.dir, 'approved.txt'), content: 'via http' } };
    const parked = await stack.producer.submitPacket(plannedPacket([step]), { at: 'reviewer', timeoutMs: 20_000 });
    expect(parked.status.state).toBe('awaiting_approval');
    // Submitted in-process, not through the ingress: no tenant owns it, so only an admin key sees it.
    expect((await call(`/v1/turns/${parked.id}`)).status).toBe(404);
    const pending = await call(`/v1/turns/${parked.id}`, { key: ADMIN_KEY });
    expect(pending.json()).toMatchObject({ state: 'awaiting_approval', approval: { state: 'pending' } });

    const bad = await call(`/v1/turns/${parked.id}/approval`, { method: 'POST', key: ADMIN_KEY, body: JSON.stringify({ decision: 'maybe' }) });
    expect(bad.status).toBe(400);
    expect(existsSync(join(workspace.dir, 'approved.txt'))).toBe(false);
    const approved = await call(`/v1/turns/${parked.id}/approval`, { method: 'POST', key: ADMIN_KEY, body: JSON.stringify({ decision: 'approve' }) });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'done', approval: { state: 'approved', decidedBy: 'ops:ops' } });
    expect(readFileSync(join(workspace.dir, 'approved.txt'), 'utf8')).toBe('via http');
    const again = await call(`/v1/turns/${parked.id}/approval`, { method: 'POST', key: ADMIN_KEY, body: JSON.stringify({ decision: 'approve' }) });
    expect(again.status).toBe(409);
    expect(again.json().error).toMatch(/already answered or it expired/);
    const never = await call(`/v1/turns/${randomUUID()}/approval`, { method: 'POST', key: ADMIN_KEY, body: JSON.stringify({ decision: 'approve' }) });
    expect(never.status).toBe(404);
  });

  it('serves bull-board to admin keys, read-only, with every stage queue and the dead-letter queue', async () => {
    const anonymous = await call('/admin/queues', { key: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await call('/admin/queues')).status).toBe(403);
    const basic = `Basic ${Buffer.from(`ops:${ADMIN_KEY}`).toString('base64')}`;
    const page = await call('/admin/queues', { key: null, headers: { authorization: basic } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html');
    const api = await call('/admin/queues/api/queues', { key: null, headers: { authorization: basic } });
    expect(api.status).toBe(200);
    const names = (api.json().queues as { name: string }[]).map((q) => q.name).sort();
    expect(names).toEqual(['composer', 'dead-letter', 'executor', 'reviewer', 'router', 'selector']);
    expect((api.json().queues as { readOnlyMode: boolean }[]).every((q) => q.readOnlyMode)).toBe(true);
  });

  it('limits requests per key with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(`/v1/turns/${randomUUID()}`, { key: BURST_KEY })).status);
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await call(`/v1/turns/${randomUUID()}`, { key: BURST_KEY });
    expect(limited.status).toBe(429);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^rate limit: at most 5 requests per/) });
    // Another key is not affected.
    expect((await call(`/v1/turns/${randomUUID()}`)).status).toBe(404);
  });
});

describe('ingress as its own process', () => {
  it('takes keys from SWITCHYARD_INGRESS_API_KEYS, serves /readyz and /metrics, says that no router listens (at start, in /readyz, per turn), and stops on SIGTERM', async () => {
    const prefix = freshPrefix('ingress-proc');
    const key = `sk-${randomUUID()}`;
    const env = {
      SWITCHYARD_CONFIG: '',
      SWITCHYARD_PREFIX: prefix,
      REDIS_URL,
      LOG_LEVEL: 'info',
      SWITCHYARD_METRICS_PORT: '0',
      SWITCHYARD_INGRESS_API_KEYS: `ops=${hashApiKey(key)};admin`,
    };
    const started = await startNode('packages/cli/dist/bin.js', env, 'metrics and health listening', 30_000, ['serve', '--port', '0', '--host', '127.0.0.1']);
    try {
      const port = (name: string) => Number(new RegExp(`"port":(\\d+)[^\\n]*"msg":"${name}"`).exec(started.output())![1]);
      const api = port('ingress listening');
      const ops = port('metrics and health listening');
      expect((await fetch(`http://127.0.0.1:${api}/v1/dead-letters`, { headers: { 'x-api-key': key } })).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${api}/v1/dead-letters`, { headers: { 'x-api-key': 'nope' } })).status).toBe(401);
      // No stage runs under this prefix: the ingress says so at start, in /readyz and in the answer to a turn.
      const noRouter = `no router worker is listening under the prefix "${prefix}": turns wait in the queue until one starts`;
      expect(started.output()).toMatch(/"level":40,.*no router worker is listening under the prefix/);
      expect(await (await fetch(`http://127.0.0.1:${ops}/readyz`)).json()).toEqual({ status: 'not ready', problems: [expect.stringContaining(noRouter)] });
      const asked = Date.now();
      const posted = await fetch(`http://127.0.0.1:${api}/v1/turns`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'hello' }),
      });
      expect(posted.status).toBe(202);
      expect(await posted.json()).toMatchObject({ state: 'pending', warning: expect.stringContaining(noRouter) });
      // Answered at once, not after the reply timeout (30 s).
      expect(Date.now() - asked).toBeLessThan(15_000);
      expect(await (await fetch(`http://127.0.0.1:${ops}/metrics`)).text()).toContain('switchyard_queue_depth{queue="router"} 1');
    } finally {
      expect(await stop(started.child)).toBe(0);
      await deletePrefix(prefix);
    }
  });
});
