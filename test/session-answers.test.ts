import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { PIPELINE } from '@switchyard/platform';
import { servers, startStack, type Stack } from './support/stack.js';
import { Redis } from 'ioredis';
import { sessionAnsweredKey, sessionIndexKey, storedText } from './support/redis-values.js';
import { REDIS_URL, tempWorkspace } from './support/test-config.js';

// A chat's next message "yes" answers the turn its session waits on, through the same path as `approve`.
const RECIPE = 'Whisk two eggs into the flour.\n';
// No model, and an offer threshold no decision reaches: every plan is offered as a question, never run unasked.
const UNSURE = { models: { default: { offerThreshold: 1 } } };

const workspace = tempWorkspace({ 'notes.txt': 'x\n' });
mkdirSync(join(workspace.dir, 'recipes'));
const recipe = join(workspace.dir, 'recipes', 'pancakes.md');
writeFileSync(recipe, RECIPE);
mkdirSync(join(workspace.dir, 'lists'));
const shopping = join(workspace.dir, 'lists', 'shopping.md');
writeFileSync(shopping, '- eggs\n');

let stack: Stack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});
afterAll(() => workspace.cleanup());

async function start(overrides: Record<string, unknown> = {}): Promise<Stack> {
  stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) }, ...UNSURE, ...overrides });
  return stack;
}

/** One message of a chat: the user's next line in the session. */
const say = (s: Stack, sessionId: string, message: string, userId = 'tester') =>
  s.producer.submitTurn({ sessionId, userId, agentId: 'test', message }, { timeoutMs: 20_000 });

/** Asks for the recipe and returns the turn parked on its offer. */
async function parkedOffer(s: Stack, sessionId: string): Promise<Packet> {
  const parked = await say(s, sessionId, `read the file ${recipe}`);
  expect(parked.status.state).toBe('awaiting_approval');
  expect(parked.plan?.offered).toBe(true);
  expect((await sessionIndexes(s)).join('\n')).toContain(parked.id);
  return parked;
}

/** The session indexes of parked turns under the stack's prefix, as stored (an empty index is no key). */
const sessionIndexes = async (s: Stack) =>
  (await storedText(s.config.prefix)).split('\n').filter((line) => line.startsWith(`${s.config.prefix}:session-parked:`));

const approvalsOf = async (s: Stack, id: string) => (await s.producer.audit(id)).filter((e) => e.kind === 'approval');

describe("a bare yes or no as the session's next message", () => {
  it('yes resumes the parked turn and runs its plan once, by the user who said it', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    const parked = await parkedOffer(s, session);
    const done = await say(s, session, 'Yes!');
    expect(done.id).toBe(parked.id);
    expect(done.status.state).toBe('done');
    expect(done.approval).toMatchObject({ state: 'approved', decidedBy: 'tester' });
    expect(done.execution?.steps).toEqual([expect.objectContaining({ ok: true, tool: parked.plan!.steps[0]!.tool })]);
    expect(done.reply?.text).toContain('Whisk two eggs');
    expect(await approvalsOf(s, parked.id)).toEqual([expect.objectContaining({ data: expect.objectContaining({ decision: 'approve', decidedBy: 'tester' }) })]);
    expect(await s.producer.parked(parked.id)).toBeUndefined();
    expect(await sessionIndexes(s)).toEqual([]);
  });

  it('no (in another language) denies it and runs nothing', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    const target = join(workspace.dir, `later-${randomUUID()}`);
    const parked = await say(s, session, `create the directory ${target}`);
    expect(parked.status.state).toBe('awaiting_approval');
    const done = await say(s, session, 'nein');
    expect(done.id).toBe(parked.id);
    expect(done.approval?.state).toBe('denied');
    expect(done.execution?.steps ?? []).toEqual([]);
    expect(done.reply?.text).toMatch(/nothing was run/);
    expect(existsSync(target)).toBe(false);
  });

  it("another user naming the same session neither answers its question nor supersedes it: the asker's yes still does", async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    const parked = await parkedOffer(s, session);
    // Mallory's session of that id is hers: a yes there answers nothing, a request there is her own turn.
    for (const message of ['yes', 'hello there', 'no']) {
      const hers = await say(s, session, message, 'mallory');
      expect(hers.id, message).not.toBe(parked.id);
      expect(hers.approval?.state, message).not.toBe('approved');
    }
    expect(await s.producer.parked(parked.id)).toBeDefined();
    expect(await approvalsOf(s, parked.id)).toEqual([]);
    // The asker's own yes still answers it: mallory's turns did not make it an old question.
    expect((await say(s, session, 'ok')).approval?.state).toBe('approved');
  });

  it('a bare yes or no as the first message of a session, its index or answer memory of another type, is told nothing waits', async () => {
    const s = await start();
    const redis = new Redis(REDIS_URL);
    try {
      const fresh = `chat-${randomUUID()}`;
      const wrongIndex = `chat-${randomUUID()}`;
      const wrongMemory = `chat-${randomUUID()}`;
      await redis.set(sessionIndexKey(s.config.prefix, { userId: 'tester', sessionId: wrongIndex }), 'not an index');
      await redis.hset(sessionAnsweredKey(s.config.prefix, { userId: 'tester', sessionId: wrongMemory }), 'turn', randomUUID());
      for (const [session, message] of [
        [fresh, 'yes'],
        [wrongIndex, 'yes'],
        [wrongMemory, 'no thanks'],
      ] as const) {
        const told = await say(s, session, message);
        expect(told.status.state, session).toBe('done');
        expect(told.reply?.text, session).toMatch(/Nothing of mine is waiting for a yes or no/);
      }
    } finally {
      redis.disconnect();
    }
  });

  it('an unrelated message (or a yes that says more) is a turn of its own; the parked turn stays parked, no longer the question a yes answers', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    const parked = await parkedOffer(s, session);
    for (const message of ['hello there', 'yes but read notes.txt instead']) {
      const other = await say(s, session, message);
      expect(other.id, message).not.toBe(parked.id);
      expect(other.approval?.state, message).not.toBe('approved');
    }
    expect(await s.producer.parked(parked.id)).toBeDefined();
    expect(await approvalsOf(s, parked.id)).toEqual([]);
    // A yes now answers the question of the turn just sent, not the one asked before it: that one waits for `approve`.
    expect((await sessionIndexes(s)).join('\n')).not.toContain(parked.id);
    const after = await say(s, session, 'yes');
    expect(after.id).not.toBe(parked.id);
    expect(await s.producer.parked(parked.id)).toBeDefined();
    expect(await approvalsOf(s, parked.id)).toEqual([]);
  });

  it('a session index that is not ours (a string written by hand) is dropped by the next turn, which runs as usual', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    const redis = new Redis(REDIS_URL);
    try {
      await redis.set(sessionIndexKey(s.config.prefix, { userId: 'tester', sessionId: session }), 'not an index');
      const next = await say(s, session, 'hello there');
      expect(next.status.state).toBe('done');
      expect(await redis.exists(sessionIndexKey(s.config.prefix, { userId: 'tester', sessionId: session }))).toBe(0);
    } finally {
      redis.disconnect();
    }
  });

  it('a yes in another session answers nothing there', async () => {
    const s = await start();
    const parked = await parkedOffer(s, `chat-${randomUUID()}`);
    const other = await say(s, `chat-${randomUUID()}`, 'yes');
    expect(other.id).not.toBe(parked.id);
    expect(await s.producer.parked(parked.id)).toBeDefined();
  });

  it('two yeses at once resume it once; the other hears it was already answered', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    const parked = await parkedOffer(s, session);
    const outcomes = await Promise.allSettled([say(s, session, 'yes'), say(s, session, 'yes')]);
    const resumed = outcomes.filter((o): o is PromiseFulfilledResult<Packet> => o.status === 'fulfilled');
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(resumed.map((o) => o.value.id)).toEqual([parked.id]);
    expect(refused.map((o) => o.reason.name)).toEqual(['ApprovalConflictError']);
    expect(refused[0]!.reason.message).toMatch(/already answered/);
    expect(resumed[0]!.value.execution?.steps).toHaveLength(1);
    expect(await approvalsOf(s, parked.id)).toHaveLength(1);
    // Sent again just after: still told, not a turn of its own.
    await expect(say(s, session, 'yes')).rejects.toMatchObject({ name: 'ApprovalConflictError' });
  });

  it('a yes just after a resumed turn that ended on a question of its own answers that question', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    // The recipe sits in recipes/: read by its bare name, the server does not find it and the reply offers a search.
    const parked = await say(s, session, 'read the file pancakes.md');
    expect(parked.status.state).toBe('awaiting_approval');
    const done = await say(s, session, 'yes');
    expect(done.id).toBe(parked.id);
    expect(done.reply?.text).toContain('Shall I find pancakes.md in your folders and open it?');
    // Not "already answered": a new turn, the search and the read of what it finds offered (every plan is offered here).
    const search = await say(s, session, 'yes');
    expect(search.id).not.toBe(parked.id);
    expect(search.plan?.steps.map((step) => step.tool)).toEqual(['search_files', 'read_text_file']);
    expect(JSON.stringify(search.plan?.steps[0]?.arguments)).toContain('pancakes.md');
  });

  it('a line to add to a file named without its folder: the yes to looking for it adds the line to the one found', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    // The list sits in lists/: read by its bare name, the server does not find it, and nothing is written.
    const parked = await say(s, session, 'add "milk" to shopping.md');
    expect(parked.plan?.steps.map((step) => step.tool)).toEqual(['read_text_file', 'edit_file']);
    const done = await say(s, session, 'yes');
    expect(done.id).toBe(parked.id);
    expect(done.reply?.text).toContain('Shall I find shopping.md in your folders and add "milk" to it?');
    expect(readFileSync(shopping, 'utf8')).toBe('- eggs\n');
    // The yes asks for what was first asked: the search, the read of the one found and its edit adding the line.
    const found = await say(s, session, 'yes');
    expect(found.id).not.toBe(parked.id);
    expect(found.plan?.steps.map((step) => step.tool)).toEqual(['search_files', 'read_text_file', 'edit_file']);
    expect(found.status.state).toBe('awaiting_approval');
    const added = await say(s, session, 'yes');
    expect(added.id).toBe(found.id);
    expect(added.status.state).toBe('done');
    expect(readFileSync(shopping, 'utf8')).toBe('- eggs\n- milk\n');
  });

  it('after the turn was cancelled, a yes answers nothing: the cancelled turn stays unapproved', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    const parked = await parkedOffer(s, session);
    await s.producer.cancelTurn(parked.id, 'tester');
    expect(await sessionIndexes(s)).toEqual([]);
    const next = await say(s, session, 'yes');
    expect(next.id).not.toBe(parked.id);
    expect(await approvalsOf(s, parked.id)).toEqual([]);
    expect((await s.producer.follow(parked.id, { timeoutMs: 20_000 })).approval?.state).toBe('cancelled');
  });

  it('after the approval expired, a yes is a new turn: the expired one stays unanswered', async () => {
    const s = await start({ policy: { approvalTtlSeconds: 1 } });
    const session = `chat-${randomUUID()}`;
    const parked = await parkedOffer(s, session);
    const ended = await new Promise<Packet>((resolve) => {
      s.producer.on('event', (e) => {
        if (e.packetId === parked.id && e.type === 'done' && e.packet) resolve(e.packet);
      });
    });
    expect(ended.approval?.state).toBe('expired');
    expect(await sessionIndexes(s)).toEqual([]);
    const next = await say(s, session, 'yes');
    expect(next.id).not.toBe(parked.id);
    expect(next.approval?.state).not.toBe('approved');
    expect((await approvalsOf(s, parked.id)).map((e) => e.data.decision)).toEqual(['expired']);
  });

  it("a turn of another session written into this session's index is not answered by a yes here", async () => {
    const s = await start();
    const parked = await parkedOffer(s, `chat-${randomUUID()}`);
    const here = `chat-${randomUUID()}`;
    const redis = new Redis(REDIS_URL);
    await redis.zadd(sessionIndexKey(s.config.prefix, { userId: 'tester', sessionId: here }), Date.now() + 600_000, parked.id);
    redis.disconnect();
    const next = await say(s, here, 'yes');
    expect(next.id).not.toBe(parked.id);
    expect(await approvalsOf(s, parked.id)).toEqual([]);
    expect(await s.producer.parked(parked.id)).toBeDefined();
  });

  it('a yes after the approval expired, with the expiry timer late, runs nothing and ends the turn expired once', async () => {
    const s = await start({ policy: { approvalTtlSeconds: 1 } });
    const timers = new Queue(PIPELINE.timersQueue, { connection: { url: REDIS_URL }, prefix: s.config.prefix });
    await timers.pause();
    try {
      const session = `chat-${randomUUID()}`;
      const parked = await parkedOffer(s, session);
      await delay(Date.parse(parked.approval!.expiresAt) - Date.now() + 100);
      await expect(say(s, session, 'yes')).rejects.toMatchObject({ name: 'ApprovalConflictError', message: expect.stringMatching(/expired/) });
      const ended = await s.producer.follow(parked.id, { timeoutMs: 20_000 });
      expect(ended.approval?.state).toBe('expired');
      expect(ended.execution?.steps ?? []).toEqual([]);
      await timers.resume();
      expect((await approvalsOf(s, parked.id)).map((e) => e.data.decision)).toEqual(['expired']);
    } finally {
      await timers.close();
    }
  });
});
