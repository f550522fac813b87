import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { type IngressStack, startAskingIngress, startExpiringIngress } from '../support/ingress-stack.js';
import { sessionIndexKey } from '../support/redis-values.js';
import { REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// A chat's bare "yes" answers the turn its session waits on: only the user who asked may give it, whoever else
// names the same session (another user of the bot, the tenant's own key, another tenant, a key of no tenant).
// Raced against itself and a cancel, disguised with look-alike letters and invisible marks, sent huge, and read
// through a session index someone wrote by hand: the turn runs at most once, only on its own user's real yes in its
// own session, and the ingress keeps answering.
describe('a yes in the session from someone else', () => {
  const workspace = tempWorkspace({ 'notes.txt': 'x\n' });
  const KEYS = { acmeBot: `sk-${randomUUID()}`, acme: `sk-${randomUUID()}`, globexBot: `sk-${randomUUID()}`, guest: `sk-${randomUUID()}` };
  let running: IngressStack;
  const call = ingressClient(() => running.ingress.port, KEYS.acmeBot);
  const post = (key: string, body: Record<string, unknown>) => call('/v1/turns', { method: 'POST', key, body: JSON.stringify(body) });

  const redis = new Redis(REDIS_URL);
  const approvalsOf = async (id: string) => (await running.stack.producer.audit(id)).filter((e) => e.kind === 'approval');
  const indexKey = (tenant: string, sessionId: string) => sessionIndexKey(running.stack.config.prefix, { tenant, userId: `${tenant}:alice`, sessionId });

  /** Parks `user`'s request to make a directory in a fresh session; the directory exists only after a yes. */
  async function park(user = 'alice', key = KEYS.acmeBot) {
    const sessionId = `chat-${randomUUID()}`;
    const target = join(workspace.dir, `made-${randomUUID()}`);
    const asked = await post(key, { userId: user, sessionId, message: `create the directory ${target}` });
    if (asked.json().state !== 'awaiting_approval') throw new Error(`did not park: ${asked.text.slice(0, 200)}`);
    return { sessionId, target, id: asked.json().id as string };
  }
  const stillParked = async (id: string) => (await running.stack.producer.parked(id)) !== undefined;
  const alive = async () => (await post(KEYS.acmeBot, { message: 'hello', wait: false })).status < 500;

  beforeAll(async () => {
    // Every plan is offered as a question: the directory is made only after a yes.
    running = await startAskingIngress(workspace.dir, [
      { name: 'acme-bot', tenant: 'acme', speaksForUsers: true, sha256: hashApiKey(KEYS.acmeBot) },
      { name: 'acme-app', tenant: 'acme', sha256: hashApiKey(KEYS.acme) },
      { name: 'globex-bot', tenant: 'globex', speaksForUsers: true, sha256: hashApiKey(KEYS.globexBot) },
      { name: 'guest', sha256: hashApiKey(KEYS.guest) },
    ]);
  });

  afterAll(async () => {
    await running?.close();
    redis.disconnect();
    workspace.cleanup();
  });

  it("another principal's yes in alice's session runs nothing; alice's own answer still does", async () => {
    const row = await attack("a bare yes from another principal in a session whose turn waits for alice's approval (ingress)", 6, async (i) => {
      const sessionId = `chat-${randomUUID()}`;
      const target = join(workspace.dir, `made-${i}`);
      const asked = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: `create the directory ${target}` });
      if (asked.json().state !== 'awaiting_approval') throw new Error(`did not park: ${asked.text.slice(0, 200)}`);
      const parkedId = asked.json().id as string;
      // Another user of the same bot and the tenant's own key: their sessions of that id are their own, with nothing
      // waiting. With the parked turn's id, a forged idempotent yes: the id is in use by another message.
      const ownSessions = [await post(KEYS.acmeBot, { userId: 'bob', sessionId, message: 'yes' }), await post(KEYS.acme, { sessionId, message: 'yes' })];
      const forged = await post(KEYS.acmeBot, { userId: 'bob', sessionId, id: parkedId, message: 'Yes!' });
      // Another tenant's bot speaking for its own "alice", and a key of no tenant: their sessions of that id are theirs.
      const elsewhere = [
        ...ownSessions,
        await post(KEYS.globexBot, { userId: 'alice', sessionId, message: 'yes' }),
        await post(KEYS.guest, { sessionId, message: 'yes' }),
      ];
      const stillParked = (await running.stack.producer.parked(parkedId)) !== undefined;
      const approvals = (await running.stack.producer.audit(parkedId)).filter((e) => e.kind === 'approval');
      const held =
        forged.status === 409 &&
        elsewhere.every((r) => r.status === 200 && r.json().id !== parkedId && r.json().approval?.state !== 'approved') &&
        stillParked &&
        approvals.length === 0 &&
        !existsSync(target);
      // Alice's own answer: a yes makes the directory, a no runs nothing.
      const own = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: i % 2 === 0 ? 'yes' : 'no' });
      const ownHeld =
        own.status === 200 && own.json().id === parkedId && own.json().approval?.decidedBy === 'acme:alice' && existsSync(target) === (i % 2 === 0);
      return held && ownHeld;
    });
    expect(row.broke).toBe(0);
  });

  it('a yes that says more ("yes but …", "yes and …") answers nothing and starts nothing: the question keeps waiting', async () => {
    const MORE = ['yes but make it in notes instead', 'yes and delete notes.txt', 'ok, and also create the directory /tmp/x', 'sure but call it other'];
    const row = await attack('a yes with a request of its own, in the session whose turn waits (ingress)', MORE.length, async (i) => {
      const { sessionId, target, id } = await park();
      const more = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: MORE[i] });
      const approvals = await approvalsOf(id);
      const held =
        more.status === 409 &&
        String(more.json().error).includes('Only a plain yes or no answers this question') &&
        (await stillParked(id)) &&
        approvals.length === 0 &&
        !existsSync(target) &&
        existsSync(join(workspace.dir, 'notes.txt'));
      // The plain yes still answers it.
      const own = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: 'yes' });
      return held && own.json().id === id && existsSync(target);
    });
    expect(row.broke).toBe(0);
  });

  it('two or three yeses and a cancel at once: the turn ends once, and the directory exists only if it was approved', async () => {
    const row = await attack("yeses from the turn's own user raced against each other and a cancel (ingress)", 8, async (i) => {
      const { sessionId, target, id } = await park();
      const yes = () => post(KEYS.acmeBot, { userId: 'alice', sessionId, message: i % 2 ? 'yes' : 'Yes!' });
      const cancel = () => call(`/v1/turns/${id}/cancel`, { method: 'POST', body: '{}' });
      const racers = i < 4 ? [yes(), yes(), yes()] : i % 2 ? [yes(), cancel(), yes()] : [cancel(), yes()];
      const answers = await Promise.all(racers);
      const final = await running.stack.producer.follow(id, { timeoutMs: 20_000 });
      const approvals = await approvalsOf(id);
      const ranOnce = (final.execution?.steps ?? []).filter((s) => s.ok).length;
      const approved = final.approval?.state === 'approved';
      const cancelled = (await running.stack.producer.audit(id)).filter((e) => e.kind === 'cancel').length;
      return (
        answers.every((a) => [200, 202, 409].includes(a.status)) &&
        answers.filter((a) => a.status === 200 && a.json().id === id && a.json().approval?.state === 'approved').length <= 1 &&
        approvals.filter((e) => e.data.decision === 'approve').length <= 1 &&
        cancelled <= 1 &&
        existsSync(target) === (approved && ranOnce === 1) &&
        !(await stillParked(id))
      );
    });
    expect(row.broke).toBe(0);
  });

  it('a yes in look-alike letters or with invisible marks answers nothing: the turn still waits', async () => {
    const disguised = [
      'y\u0435s', // Cyrillic e
      '\uff59\uff45\uff53', // full-width
      'yes\u200b', // zero-width space after
      '\u200byes', // and before
      '\u202esey', // shown as "yes" right to left
      'y\u0301es', // a combining accent
      'ye\u00ads', // a soft hyphen
      '\u2066yes\u2069', // isolated
      'yes\u0000',
      '\u2063y\u2063e\u2063s',
      'ｙes',
      'ＯＫ',
    ];
    const row = await attack('a bare yes in look-alike letters, zero-width, RTL or combining marks (ingress)', disguised.length, async (i) => {
      const { sessionId, target, id } = await park();
      const sent = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: disguised[i]! });
      const held = sent.status < 500 && sent.json().id !== id && (await stillParked(id)) && (await approvalsOf(id)).length === 0 && !existsSync(target);
      await call(`/v1/turns/${id}/cancel`, { method: 'POST', body: '{}' });
      return held;
    });
    expect(row.broke).toBe(0);
  });

  it('a session index written by hand never lets a yes answer a turn of another user, tenant or session', async () => {
    /** Writes the turn `parker` parks (in a session of its own) into the index of a fresh session of acme's alice. */
    const plantedFrom = (parker: () => ReturnType<typeof park>) => async () => {
      const victim = await parker();
      const sessionId = `chat-${randomUUID()}`;
      await redis.zadd(indexKey('acme', sessionId), Date.now() + 600_000, victim.id);
      return { sessionId, victims: [victim] };
    };
    const forgeries: Array<{ what: string; forge: () => Promise<{ sessionId: string; victims: Array<{ id: string; target: string }> }> }> = [
      { what: "bob's parked turn in alice's session", forge: plantedFrom(() => park('bob')) },
      { what: "globex alice's parked turn in acme alice's session", forge: plantedFrom(() => park('alice', KEYS.globexBot)) },
      { what: "alice's turn parked in another session", forge: plantedFrom(() => park('alice')) },
      {
        what: 'an id that never parked, and one past its expiry',
        forge: async () => {
          const sessionId = `chat-${randomUUID()}`;
          await redis.zadd(indexKey('acme', sessionId), Date.now() + 600_000, randomUUID(), Date.now() - 3_600_000, randomUUID());
          return { sessionId, victims: [] };
        },
      },
      {
        what: 'an index of the wrong type',
        forge: async () => {
          const sessionId = `chat-${randomUUID()}`;
          await redis.set(indexKey('acme', sessionId), 'not an index');
          return { sessionId, victims: [] };
        },
      },
    ];
    const row = await attack('a yes through a forged or stale session index entry (Redis written by hand)', forgeries.length, async (i) => {
      const { sessionId, victims } = await forgeries[i]!.forge();
      const sent = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: 'yes' });
      const answeredVictim = victims.some((v) => sent.status === 200 && sent.json().id === v.id);
      const untouched = await Promise.all(
        victims.map(async (v) => (await stillParked(v.id)) && (await approvalsOf(v.id)).length === 0 && !existsSync(v.target)),
      );
      for (const v of victims) await (v.id && call(`/v1/turns/${v.id}/cancel`, { method: 'POST', body: '{}', key: KEYS.acmeBot }));
      // A clear answer: the yes answers nothing here, and says so (never a 500).
      const clear = sent.status === 200 && /Nothing of mine is waiting/.test(sent.json().reply?.text ?? '');
      if (!(clear && !answeredVictim && untouched.every(Boolean) && (await alive())))
        throw new Error(`${forgeries[i]!.what}: ${sent.status} ${sent.text.slice(0, 160)}`);
      return true;
    });
    expect(row.broke).toBe(0);
  });

  it('huge, padded or nested yeses get a clear answer, and the parked turn is answered only by a real yes', async () => {
    const shapes: Array<{ body: (sessionId: string) => unknown; answers: boolean }> = [
      { body: (s) => ({ userId: 'alice', sessionId: s, message: `yes${' '.repeat(60_000)}` }), answers: true },
      { body: (s) => ({ userId: 'alice', sessionId: s, message: `yes${'!'.repeat(60_000)}` }), answers: true },
      { body: (s) => ({ userId: 'alice', sessionId: s, message: `${' '.repeat(30_000)}x${' '.repeat(30_000)}yes` }), answers: false },
      { body: (s) => ({ userId: 'alice', sessionId: s, message: 'yes '.repeat(15_000) }), answers: false },
      { body: (s) => ({ userId: 'alice', sessionId: s, message: { text: 'yes' } }), answers: false },
      { body: (s) => ({ userId: 'alice', sessionId: s, message: ['yes'] }), answers: false },
      // Written as text: a 5,000-deep array is deeper than JSON.stringify goes.
      { body: (s) => `{"userId":"alice","sessionId":"${s}","message":"yes","history":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, answers: false },
      { body: (s) => ({ userId: 'alice', sessionId: `${s}${'x'.repeat(300)}`, message: 'yes' }), answers: false },
      { body: (s) => ({ userId: 'alice', sessionId: s, message: 'yes', extra: { a: { b: { c: 'yes' } } } }), answers: false },
    ];
    const row = await attack('a 60 KB padded yes, a yes as an object or array, a 5,000-deep history, an over-long session id', shapes.length, async (i) => {
      const { sessionId, target, id } = await park();
      const body = shapes[i]!.body(sessionId);
      const sent = await call('/v1/turns', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
      const answered = sent.status === 200 && sent.json().id === id;
      // 409: a yes that says more ("yes yes yes …") is told that only a plain yes or no answers, and the turn waits.
      const clear = sent.status === 200 || ([400, 409].includes(sent.status) && typeof sent.json().error === 'string') || sent.status === 413;
      const held = clear && answered === shapes[i]!.answers && existsSync(target) === shapes[i]!.answers && (await alive());
      if (!answered) await call(`/v1/turns/${id}/cancel`, { method: 'POST', body: '{}' });
      if (!held) throw new Error(`shape ${i}: ${sent.status} ${sent.text.slice(0, 160)}`);
      return held;
    });
    expect(row.broke).toBe(0);
  });
});

// The approval's `expiresAt` is what the person was told: a yes after it answers nothing, even when the expiry timer
// is late (its worker busy or down, here its queue paused) and the turn is still parked.
describe('a yes that races the expiry', () => {
  const workspace = tempWorkspace({ 'notes.txt': 'x\n' });
  const KEY = `sk-${randomUUID()}`;
  let running: Awaited<ReturnType<typeof startExpiringIngress>>;
  const call = ingressClient(() => running.ingress.port, KEY);
  const post = (body: Record<string, unknown>) => call('/v1/turns', { method: 'POST', body: JSON.stringify(body) });

  beforeAll(async () => {
    running = await startExpiringIngress(workspace.dir, [{ name: 'acme-bot', tenant: 'acme', speaksForUsers: true, sha256: hashApiKey(KEY) }]);
  });

  afterAll(async () => {
    await running?.close();
    workspace.cleanup();
  });

  it('a yes sent just after the approval expired, before its timer ran, runs nothing; the turn ends expired once', async () => {
    const lateByMs = [50, 300, 1_000, 50];
    const row = await attack('a session yes sent after expiresAt while the expiry timer is late (ingress)', lateByMs.length, async (i) => {
      await running.timers.pause();
      const sessionId = `chat-${randomUUID()}`;
      const target = join(workspace.dir, `made-${randomUUID()}`);
      const asked = await post({ userId: 'alice', sessionId, message: `create the directory ${target}` });
      if (asked.json().state !== 'awaiting_approval') throw new Error(`did not park: ${asked.text.slice(0, 200)}`);
      const id = asked.json().id as string;
      await delay(Date.parse(asked.json().approval.expiresAt) - Date.now() + lateByMs[i]!);
      // The last try answers through the approval endpoint instead of the session's yes.
      const late =
        i === 3
          ? await call(`/v1/turns/${id}/approval`, { method: 'POST', body: JSON.stringify({ decision: 'approve' }) })
          : await post({ userId: 'alice', sessionId, message: 'yes' });
      await running.timers.resume();
      const final = await running.stack.producer.follow(id, { timeoutMs: 20_000 });
      const decisions = (await running.stack.producer.audit(id)).filter((e) => e.kind === 'approval').map((e) => e.data.decision);
      const held = late.status === 409 && final.approval?.state === 'expired' && decisions.join() === 'expired' && !existsSync(target);
      if (!held) throw new Error(`late by ${lateByMs[i]} ms: ${late.status} ${final.approval?.state} [${decisions.join()}] ${existsSync(target)}`);
      return held;
    });
    expect(row.broke).toBe(0);
  });
});
