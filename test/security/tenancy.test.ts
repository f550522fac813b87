import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRedis, DeadLetterQueue, type Redis } from '@switchyard/platform';
import { newPacket } from '@switchyard/packet-schema';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { servers, startStack, type Stack } from '../support/stack.js';
import { REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

const SECRET = 'acme-secret-7731';

// Tenants acme and globex share one ingress and one set of stages; each attack is a key reaching past its tenant.
describe('tenancy at the ingress', () => {
  const workspace = tempWorkspace({ 'secret.txt': `${SECRET}\n` });
  const secretFile = join(workspace.dir, 'secret.txt');
  const KEYS = {
    acme: `sk-${randomUUID()}`,
    globex: `sk-${randomUUID()}`,
    guest: `sk-${randomUUID()}`,
    acmeBot: `sk-${randomUUID()}`,
    globexBot: `sk-${randomUUID()}`,
    ops: `sk-${randomUUID()}`,
  };
  let stack: Stack;
  let ingress: IngressServer;
  let redis: Redis;
  let dlq: DeadLetterQueue;
  const call = ingressClient(() => ingress.port, KEYS.acme);
  const post = (key: string, body: Record<string, unknown>) => call('/v1/turns', { method: 'POST', key, body: JSON.stringify(body) });
  // Any of the filesystem server's reads (read_file, read_text_file, …): which one the engine picks is not the point.
  const readRan = (packet: { execution?: { steps: { tool: string; ok: boolean }[] } } | undefined) =>
    (packet?.execution?.steps ?? []).some((s) => s.tool.startsWith('read_') && s.ok);

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      // The file reads a dozen times within a minute: the per-tool budget (10 a minute by default) must not be what refuses them.
      policy: { deny: { users: { guest: ['filesystem.*'], 'acme:guest': ['filesystem.*'] } }, rateLimits: { perToolPerMinute: 1_000_000 } },
      ingress: {
        apiKeys: [
          { name: 'acme-app', tenant: 'acme', sha256: hashApiKey(KEYS.acme) },
          { name: 'globex-app', tenant: 'globex', sha256: hashApiKey(KEYS.globex) },
          { name: 'guest', sha256: hashApiKey(KEYS.guest) },
          { name: 'acme-bot', tenant: 'acme', speaksForUsers: true, sha256: hashApiKey(KEYS.acmeBot) },
          { name: 'globex-bot', tenant: 'globex', speaksForUsers: true, sha256: hashApiKey(KEYS.globexBot) },
          { name: 'ops', admin: true, sha256: hashApiKey(KEYS.ops) },
        ],
        rateLimit: { max: 1_000, windowMs: 60_000 },
        replyTimeoutMs: 20_000,
      },
    });
    ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
    redis = createRedis(REDIS_URL, 'test');
    dlq = new DeadLetterQueue(redis, stack.config.prefix);
  });

  afterAll(async () => {
    await dlq?.close();
    redis?.disconnect();
    await ingress?.close();
    await stack?.close();
    workspace.cleanup();
  });

  /** A turn of tenant acme that read the secret file. */
  async function acmeReadsSecret(): Promise<{ id: string; message: string }> {
    const message = `read the file ${secretFile}`;
    const posted = await post(KEYS.acme, { message });
    expect(posted.status, posted.text).toBe(200);
    expect(posted.json().reply.text).toContain(SECRET);
    expect(posted.json().packet.turn).toMatchObject({ tenant: 'acme', userId: 'acme-app' });
    return { id: posted.json().id as string, message };
  }

  it("key B cannot read, re-POST or stream key A's turn", async () => {
    const turns = [await acmeReadsSecret(), await acmeReadsSecret()];

    const read = await attack("key B reads key A's turn (GET /v1/turns/:id)", 4, async (i) => {
      const { id } = turns[i % 2]!;
      const answer = await call(`/v1/turns/${id}`, { key: i < 2 ? KEYS.globex : KEYS.globexBot });
      return answer.status === 404 && !answer.text.includes(SECRET) && typeof answer.json().error === 'string';
    });
    expect(read.broke).toBe(0);

    const repost = await attack("key B re-POSTs key A's turn id (same or other message)", 4, async (i) => {
      const { id, message } = turns[i % 2]!;
      const answer = await post(KEYS.globex, { id, message: i < 2 ? message : 'hello there' });
      return (
        answer.status === 409 && !answer.text.includes(SECRET) && answer.json().error === `turn id ${id} is in use by another turn; send a new id (or none)`
      );
    });
    expect(repost.broke).toBe(0);

    const stream = await attack("key B streams key A's turn events", 3, async (i) => {
      const { id } = turns[i % 2]!;
      const response = await fetch(`http://127.0.0.1:${ingress.port}/v1/turns/${id}/events`, {
        headers: { authorization: `Bearer ${KEYS.globex}` },
        signal: AbortSignal.timeout(5_000),
      });
      const text = await response.text();
      return response.status === 404 && !text.includes(SECRET) && response.headers.get('content-type')?.startsWith('application/json') === true;
    });
    expect(stream.broke).toBe(0);

    // The owner still gets everything.
    const own = await call(`/v1/turns/${turns[0]!.id}`);
    expect(own.status).toBe(200);
    expect(own.json().reply.text).toContain(SECRET);
    const again = await post(KEYS.acme, { id: turns[0]!.id, message: turns[0]!.message });
    expect(again.status).toBe(200);
    expect(again.json().reply.text).toContain(SECRET);
  });

  it("key B cannot approve key A's parked turn", async () => {
    const row = await attack("key B approves key A's parked turn", 3, async (i) => {
      const target = join(workspace.dir, `acme-dir-${i}`);
      const parked = await post(KEYS.acme, { message: `create the directory ${target}` });
      if (parked.json().state !== 'awaiting_approval') throw new Error(`turn did not park: ${parked.text.slice(0, 200)}`);
      const id = parked.json().id as string;
      const answer = await call(`/v1/turns/${id}/approval`, { method: 'POST', key: KEYS.globex, body: JSON.stringify({ decision: 'approve' }) });
      const still = await call(`/v1/turns/${id}`);
      return answer.status === 404 && !existsSync(target) && still.json().state === 'awaiting_approval' && still.json().approval.state === 'pending';
    });
    expect(row.broke).toBe(0);
  });

  it('a key that is not an admin cannot list or retry dead letters, nor open the queue dashboard', async () => {
    const packet = newPacket({ sessionId: 'dlq', tenant: 'acme', userId: 'acme-app', agentId: 'a', message: `read the file ${secretFile}`, history: [] });
    await dlq.add({ stage: 'router', reason: 'router failed: upstream was down', raw: packet, packetId: packet.id });
    const listed = await call('/v1/dead-letters', { key: KEYS.ops });
    expect(listed.status).toBe(200);
    const letterId = (listed.json().deadLetters as { id: string; packetId: string }[]).find((l) => l.packetId === packet.id)!.id;

    const list = await attack('non-admin lists dead letters', 3, async (i) => {
      const answer = await call('/v1/dead-letters', { key: [KEYS.acme, KEYS.globex, KEYS.acmeBot][i]! });
      return answer.status === 403 && /not an admin key/.test(answer.json().error) && !answer.text.includes(packet.id);
    });
    expect(list.broke).toBe(0);

    const retry = await attack('non-admin retries a dead letter', 3, async (i) => {
      const answer = await call(`/v1/dead-letters/${letterId}/retry`, { method: 'POST', key: [KEYS.acme, KEYS.globex, KEYS.guest][i]! });
      const letters = (await call('/v1/dead-letters', { key: KEYS.ops })).json().deadLetters as { id: string }[];
      return answer.status === 403 && typeof answer.json().error === 'string' && letters.some((l) => l.id === letterId);
    });
    expect(retry.broke).toBe(0);

    const board = await attack('non-admin opens the queue dashboard or its API', 4, async (i) => {
      const basic = `Basic ${Buffer.from(`x:${KEYS.globex}`).toString('base64')}`;
      const paths = [
        '/admin/queues',
        '/admin/queues/api/queues',
        `/admin/queues/api/queues/dead-letter/${letterId}/retry`,
        '/admin/queues/api/queues/dead-letter/retry/waiting',
      ];
      const answer = await call(paths[i]!, { key: null, method: i >= 2 ? 'PUT' : 'GET', headers: { authorization: basic } });
      return answer.status === 403 && typeof answer.json().error === 'string' && !answer.text.includes(packet.id);
    });
    expect(board.broke).toBe(0);

    // An admin sees the dashboard, read-only: it cannot retry or clean jobs from a browser.
    const adminBasic = `Basic ${Buffer.from(`x:${KEYS.ops}`).toString('base64')}`;
    expect((await call('/admin/queues', { key: null, headers: { authorization: adminBasic } })).status).toBe(200);
    const clean = await call(`/admin/queues/api/queues/dead-letter/${letterId}/clean`, { key: null, method: 'PUT', headers: { authorization: adminBasic } });
    expect(clean.status).toBe(405);
    expect(clean.text).toContain('QUEUE_READ_ONLY');
    const letters = (await call('/v1/dead-letters', { key: KEYS.ops })).json().deadLetters as { id: string }[];
    expect(letters.some((l) => l.id === letterId)).toBe(true);
  });

  it('a key that does not speak for users cannot name a user to dodge a deny rule or a per-user budget', async () => {
    // The rule holds for the key's own user.
    const own = await post(KEYS.guest, { message: `read the file ${secretFile}` });
    expect(own.status, own.text).toBe(200);
    expect(own.json().packet.turn.userId).toBe('guest');
    expect(readRan(own.json().packet)).toBe(false);
    expect(own.text).not.toContain(SECRET);

    const names = ['alice', 'guest ', 'Guest', 'acme:alice', ' ALICE'];
    const dodge = await attack('key without speaksForUsers sends userId to dodge a deny rule', names.length, async (i) => {
      const answer = await post(KEYS.guest, { message: `read the file ${secretFile}`, userId: names[i] });
      return answer.status === 403 && /may not name a userId/.test(answer.json().error) && !answer.text.includes(SECRET);
    });
    expect(dodge.broke).toBe(0);

    const budget = await attack('key without speaksForUsers spreads turns over made-up users (per-user rate limit)', 5, async (i) => {
      const answer = await post(KEYS.acme, { message: 'hello there', userId: `user-${i}-${randomUUID()}`, wait: false });
      return answer.status === 403 && typeof answer.json().error === 'string';
    });
    expect(budget.broke).toBe(0);
  });

  it("a bot's users live under its tenant: they neither collide with another tenant's users nor dodge rules by spelling", async () => {
    const collide = await attack("bot names another tenant's user (acme:guest, acme-app)", 4, async (i) => {
      const userId = ['acme:guest', 'acme-app', 'ACME:Guest ', 'guest'][i]!;
      const answer = await post(KEYS.globexBot, { message: 'hello there', userId });
      const turn = answer.json().packet?.turn;
      return (
        answer.status === 200 &&
        turn.tenant === 'globex' &&
        turn.userId === `globex:${userId.trim().toLowerCase()}` &&
        !['acme:guest', 'acme-app', 'guest'].includes(turn.userId)
      );
    });
    expect(collide.broke).toBe(0);

    const spelling = await attack('bot user escapes its deny rule by case and spaces ("Guest ")', 3, async (i) => {
      const answer = await post(KEYS.acmeBot, { message: `read the file ${secretFile}`, userId: ['Guest ', ' guest', 'GUEST'][i] });
      return answer.status === 200 && answer.json().packet.turn.userId === 'acme:guest' && !readRan(answer.json().packet) && !answer.text.includes(SECRET);
    });
    expect(spelling.broke).toBe(0);

    // Another tenant's user of the same name is not bound by acme's rule.
    const globexGuest = await post(KEYS.globexBot, { message: `read the file ${secretFile}`, userId: 'guest' });
    expect(globexGuest.json().packet.turn.userId).toBe('globex:guest');
    expect(
      readRan(globexGuest.json().packet),
      JSON.stringify(globexGuest.json().packet?.execution ?? globexGuest.json().packet?.plan ?? globexGuest.json()),
    ).toBe(true);
  });
});
