import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { type IngressStack, startAskingIngress } from '../support/ingress-stack.js';
import { sessionAnsweredKey, sessionIndexKey } from '../support/redis-values.js';
import { REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// A session id is the client's choice: two users of one bot, or two people typing `ask --session s1` on one
// deployment, name the same one. Each keeps questions of their own: another user's turns neither answer nor
// supersede them. And a bare yes with nothing waiting, whatever someone wrote into the session's keys, is told so.
describe('sessions named alike by several users, and bare answers with nothing waiting', () => {
  const workspace = tempWorkspace({ 'notes.txt': 'x\n' });
  const KEYS = { acmeBot: `sk-${randomUUID()}`, globexBot: `sk-${randomUUID()}`, guest: `sk-${randomUUID()}` };
  let running: IngressStack;
  const call = ingressClient(() => running.ingress.port, KEYS.acmeBot);
  const post = (body: Record<string, unknown>, key = KEYS.acmeBot) => call('/v1/turns', { method: 'POST', key, body: JSON.stringify(body) });
  const redis = new Redis(REDIS_URL);
  const prefix = () => running.stack.config.prefix;
  const approvalsOf = async (id: string) => (await running.stack.producer.audit(id)).filter((e) => e.kind === 'approval');
  const stillParked = async (id: string) => (await running.stack.producer.parked(id)) !== undefined;
  const NOTHING_WAITS = /Nothing of mine is waiting for a yes or no/;

  /** Parks `userId`'s request to make a directory in `sessionId`; the directory exists only after a yes. */
  async function park(userId: string, sessionId: string) {
    const target = join(workspace.dir, `made-${randomUUID()}`);
    const asked = await post({ userId, sessionId, message: `create the directory ${target}` });
    if (asked.json().state !== 'awaiting_approval') throw new Error(`did not park: ${asked.text.slice(0, 200)}`);
    return { target, id: asked.json().id as string };
  }

  beforeAll(async () => {
    // Every plan is offered as a question: the directory is made only after a yes.
    running = await startAskingIngress(workspace.dir, [
      { name: 'acme-bot', tenant: 'acme', speaksForUsers: true, sha256: hashApiKey(KEYS.acmeBot) },
      { name: 'globex-bot', tenant: 'globex', speaksForUsers: true, sha256: hashApiKey(KEYS.globexBot) },
      { name: 'guest', sha256: hashApiKey(KEYS.guest) },
    ]);
  });

  afterAll(async () => {
    await running?.close();
    redis.disconnect();
    workspace.cleanup();
  });

  it('a bare yes or no as the first message of a session is told nothing waits, whatever its keys hold', async () => {
    // The ingress names a bot's user by tenant and the name the bot sent.
    const alice = (sessionId: string) => ({ tenant: 'acme', userId: 'acme:alice', sessionId });
    const shapes: Array<{ plant: (sessionId: string) => Promise<unknown>; message: string; key?: string; wait?: boolean }> = [
      { plant: async () => undefined, message: 'yes' },
      { plant: async () => undefined, message: 'no', key: KEYS.guest },
      { plant: async () => undefined, message: 'ok go ahead' },
      { plant: async () => undefined, message: 'Ja, bitte!' },
      { plant: (s) => redis.set(sessionIndexKey(prefix(), alice(s)), 'not an index'), message: 'yes' },
      { plant: (s) => redis.hset(sessionIndexKey(prefix(), alice(s)), 'turn', randomUUID()), message: 'yes' },
      { plant: (s) => redis.rpush(sessionIndexKey(prefix(), alice(s)), randomUUID()), message: 'nope' },
      { plant: (s) => redis.zadd(sessionAnsweredKey(prefix(), alice(s)), 1, randomUUID()), message: 'yes' },
      { plant: (s) => redis.sadd(sessionAnsweredKey(prefix(), alice(s)), randomUUID()), message: 'no' },
      {
        plant: (s) => Promise.all([redis.set(sessionIndexKey(prefix(), alice(s)), 'x'), redis.lpush(sessionAnsweredKey(prefix(), alice(s)), 'y')]),
        message: 'yes',
        wait: false,
      },
    ];
    const row = await attack('a bare yes or no as the first message of a session, its keys missing or of another type (ingress)', shapes.length, async (i) => {
      const { plant, message, key, wait } = shapes[i]!;
      const sessionId = `chat-${randomUUID()}`;
      await plant(sessionId);
      const sent = await post({ ...(key ? {} : { userId: 'alice' }), sessionId, message, ...(wait === false ? { wait } : {}) }, key);
      const reply =
        sent.status === 202 && wait === false ? (await running.stack.producer.follow(sent.json().id, { timeoutMs: 20_000 })).reply : sent.json().reply;
      if (![200, 202].includes(sent.status) || !NOTHING_WAITS.test(reply?.text ?? '')) throw new Error(`shape ${i}: ${sent.status} ${sent.text.slice(0, 160)}`);
      // The keys planted were the ones the session reads: its turn dropped them (only pointers, never a turn).
      const left = await redis.exists(sessionIndexKey(prefix(), alice(sessionId)), sessionAnsweredKey(prefix(), alice(sessionId)));
      return key !== undefined || left === 0;
    });
    expect(row.broke).toBe(0);
  });

  it("bob's turns in a session alice also names neither answer nor supersede her question; each yes answers its own user's", async () => {
    const bobSays = ['hello there', `read the file ${join(workspace.dir, 'notes.txt')}`, 'yes', 'nein', 'his own question'];
    const row = await attack("another user's turns in a session id two users share (one bot, one tenant)", bobSays.length, async (i) => {
      const sessionId = `chat-${randomUUID()}`;
      const hers = await park('alice', sessionId);
      const his = bobSays[i] === 'his own question' ? await park('bob', sessionId) : undefined;
      if (!his) {
        const sent = await post({ userId: 'bob', sessionId, message: bobSays[i]! });
        if (sent.status !== 200 || sent.json().id === hers.id) throw new Error(`bob's "${bobSays[i]}": ${sent.status} ${sent.text.slice(0, 160)}`);
      }
      const untouched = (await stillParked(hers.id)) && (await approvalsOf(hers.id)).length === 0 && !existsSync(hers.target);
      // Alice's yes answers her question; bob's (when he asked one) answers his.
      const aliceYes = await post({ userId: 'alice', sessionId, message: 'yes' });
      const bobYes = his ? await post({ userId: 'bob', sessionId, message: 'yes' }) : undefined;
      const answered =
        aliceYes.status === 200 && aliceYes.json().id === hers.id && aliceYes.json().approval?.decidedBy === 'acme:alice' && existsSync(hers.target);
      const bobsOwn = !his || (bobYes?.status === 200 && bobYes.json().id === his.id && existsSync(his.target));
      if (!(untouched && answered && bobsOwn))
        throw new Error(`bob's "${bobSays[i]}": untouched ${untouched}, alice ${aliceYes.status} ${aliceYes.text.slice(0, 120)}`);
      return true;
    });
    expect(row.broke).toBe(0);
  });

  it('two people on one deployment using the short session name s1 (no tenant, the CLI path) keep their questions apart', async () => {
    const { producer } = running.stack;
    const say = (userId: string, sessionId: string, message: string) =>
      producer.submitTurn({ sessionId, userId, agentId: 'cli', message }, { timeoutMs: 20_000 });
    const others = ['yes', 'no', 'hello there', 'Yes!'];
    const row = await attack("another CLI user's yes, no or request under the same --session s1", others.length, async (i) => {
      // The short name two people would both pick; this prefix is fresh, the question below is the only one.
      const sessionId = `s1-${i}`;
      const target = join(workspace.dir, `cli-${randomUUID()}`);
      const asked = await say('alice', sessionId, `create the directory ${target}`);
      if (asked.status.state !== 'awaiting_approval') throw new Error(`did not park: ${asked.status.state}`);
      const theirs = await say('bob', sessionId, others[i]!).catch((error: Error) => error);
      const untouched = (await stillParked(asked.id)) && (await approvalsOf(asked.id)).length === 0 && !existsSync(target);
      const own = await say('alice', sessionId, 'ok');
      const ownAnswered = own.id === asked.id && own.approval?.state === 'approved' && existsSync(target);
      if (!(untouched && ownAnswered))
        throw new Error(`bob's "${others[i]}": ${theirs instanceof Error ? theirs.message.slice(0, 100) : theirs.id} untouched ${untouched}`);
      return !(theirs instanceof Error) && theirs.id !== asked.id;
    });
    expect(row.broke).toBe(0);
  });

  it('a session index replaced by another type while a turn waits: the answer, the session yes and a cancel never lose the turn', async () => {
    const ways = ['approval endpoint', 'session yes', 'cancel'] as const;
    const row = await attack('the session index overwritten with another type while its turn waits (Redis written by hand)', ways.length, async (i) => {
      const sessionId = `chat-${randomUUID()}`;
      const { id, target } = await park('alice', sessionId);
      // Written over the index as someone with access to Redis could.
      await redis.del(sessionIndexKey(prefix(), { tenant: 'acme', userId: 'acme:alice', sessionId }));
      await redis.set(sessionIndexKey(prefix(), { tenant: 'acme', userId: 'acme:alice', sessionId }), 'not an index');
      const way = ways[i]!;
      let sent =
        way === 'cancel'
          ? await call(`/v1/turns/${id}/cancel`, { method: 'POST', body: '{}' })
          : way === 'session yes'
            ? await post({ userId: 'alice', sessionId, message: 'yes' })
            : await call(`/v1/turns/${id}/approval`, { method: 'POST', body: JSON.stringify({ decision: 'approve', wait: true }) });
      // The yes cannot find the turn through a broken index: it is a turn of its own (read from the conversation,
      // whose last question it answers), and the parked turn is still there for its approval or a cancel.
      if (way === 'session yes') {
        if (sent.status !== 200 || sent.json().id === id || !(await stillParked(id))) throw new Error(`yes: ${sent.status} ${sent.text.slice(0, 160)}`);
        sent = await call(`/v1/turns/${id}/cancel`, { method: 'POST', body: '{}' });
      }
      if (sent.status >= 500) throw new Error(`${way}: ${sent.status} ${sent.text.slice(0, 160)}`);
      const final = await running.stack.producer.follow(id, { timeoutMs: 20_000 });
      const expected = way === 'approval endpoint' ? 'approved' : 'cancelled';
      const ranHere = (final.execution?.steps ?? []).some((step) => step.ok);
      if (final.approval?.state !== expected || ranHere !== (expected === 'approved') || (way === 'approval endpoint' && !existsSync(target)))
        throw new Error(`${way}: ended ${final.approval?.state}, ran ${ranHere}`);
      return true;
    });
    expect(row.broke).toBe(0);
  });

  it("a yes raced against the same user's next request: the question runs at most once, and never after it stopped being the question", async () => {
    const row = await attack("a session yes raced against the same user's next request (ingress)", 6, async (i) => {
      const sessionId = `chat-${randomUUID()}`;
      const { id, target } = await park('alice', sessionId);
      const yes = () => post({ userId: 'alice', sessionId, message: 'yes' });
      const next = () => post({ userId: 'alice', sessionId, message: 'hello there' });
      const answers = await Promise.all(i % 2 ? [yes(), next()] : [next(), yes(), yes()]);
      if (answers.some((a) => a.status >= 500)) throw new Error(answers.map((a) => `${a.status} ${a.text.slice(0, 60)}`).join(' | '));
      const approvals = await approvalsOf(id);
      const answeredIt = answers.filter((a) => a.status === 200 && a.json().id === id);
      // Either the yes won (the turn approved once, the directory made) or the request did (the turn still waits).
      const won = answeredIt.length === 1 && approvals.length === 1 && existsSync(target);
      const lost = answeredIt.length === 0 && approvals.length === 0 && (await stillParked(id)) && !existsSync(target);
      if (lost) await call(`/v1/turns/${id}/cancel`, { method: 'POST', body: '{}' });
      return won || lost;
    });
    expect(row.broke).toBe(0);
  });

  it("a yes from a user id that only looks like alice's answers nothing of hers", async () => {
    // Letters of other scripts that look Latin, a dotless i, a look-alike dot: another user, as policy reads them.
    const lookAlikes = ['\u0430lice', 'al\u0131ce', 'alic\u0435', '\u0251lice', 'alice\u00b7', 'a1ice', 'alice_', 'alice.'];
    const row = await attack("a bare yes from a look-alike of alice's user id in her session (ingress)", lookAlikes.length, async (i) => {
      const sessionId = `chat-${randomUUID()}`;
      const { id, target } = await park('alice', sessionId);
      const sent = await post({ userId: lookAlikes[i], sessionId, message: 'yes' });
      const held = sent.status < 500 && sent.json().id !== id && (await stillParked(id)) && (await approvalsOf(id)).length === 0 && !existsSync(target);
      await call(`/v1/turns/${id}/cancel`, { method: 'POST', body: '{}' });
      if (!held) throw new Error(`${JSON.stringify(lookAlikes[i])}: ${sent.status} ${sent.text.slice(0, 160)}`);
      return held;
    });
    expect(row.broke).toBe(0);
  });

  it('the events of a turn answered by a session yes: its stream ends once, approved; another tenant sees none of it', async () => {
    const stream = (id: string, key: string, signal: AbortSignal) =>
      fetch(`http://127.0.0.1:${running.ingress.port}/v1/turns/${id}/events`, { headers: { authorization: `Bearer ${key}` }, signal });
    const row = await attack("a turn's event stream across a session yes: another tenant's key, another user's yes (ingress, SSE)", 3, async () => {
      const sessionId = `chat-${randomUUID()}`;
      const { id, target } = await park('alice', sessionId);
      const outsider = await stream(id, KEYS.globexBot, AbortSignal.timeout(3_000));
      const outsiderBody = await outsider.text();
      const watching = await stream(id, KEYS.acmeBot, AbortSignal.timeout(20_000));
      const events = watching.text();
      // Bob's yes and globex's "alice" yes in that session id end nothing; alice's does.
      const others = [await post({ userId: 'bob', sessionId, message: 'yes' }), await post({ userId: 'alice', sessionId, message: 'yes' }, KEYS.globexBot)];
      const own = await post({ userId: 'alice', sessionId, message: 'yes', wait: false });
      const text = await events;
      const ends = text.split('\n').filter((line) => /^event: (done|failed)$/.test(line));
      const held =
        outsider.status === 404 &&
        !outsiderBody.includes(target) &&
        others.every((o) => o.status === 200 && o.json().id !== id) &&
        [200, 202].includes(own.status) &&
        own.json().id === id &&
        ends.length === 1 &&
        ends[0] === 'event: done' &&
        /"state":"done"/.test(text) &&
        existsSync(target);
      if (!held) throw new Error(`outsider ${outsider.status}, own ${own.status}, ends ${ends.join()}: ${text.slice(-160)}`);
      return held;
    });
    expect(row.broke).toBe(0);
  });
});
