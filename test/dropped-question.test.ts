import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { servers, startStack, type Stack } from './support/stack.js';
import { sessionIndexKey } from './support/redis-values.js';
import { REDIS_URL, tempWorkspace } from './support/test-config.js';

// A new message instead of the yes or no a question waited for: the reply says, in one line, that the question was dropped.
const workspace = tempWorkspace({ 'notes.txt': 'x\n' });
const recipe = join(workspace.dir, 'pancakes.md');
writeFileSync(recipe, 'Whisk two eggs into the flour.\n');
// No model, and an offer threshold no decision reaches: every plan is offered as a question.
const UNSURE = { models: { default: { offerThreshold: 1 } } };
const DROPPED = `(I've dropped my earlier question, whether to read ${recipe}.)`;

let stack: Stack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});
afterAll(() => workspace.cleanup());

const say = (s: Stack, sessionId: string, message: string, userId = 'tester') =>
  s.producer.submitTurn({ sessionId, userId, agentId: 'test', message }, { timeoutMs: 20_000 });

async function start(): Promise<Stack> {
  stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) }, ...UNSURE });
  return stack;
}

async function parkedOffer(s: Stack, sessionId: string) {
  const parked = await say(s, sessionId, `read the file ${recipe}`);
  expect(parked.status.state).toBe('awaiting_approval');
  return parked;
}

describe('a new message while a question waits', () => {
  it('ends its reply saying the earlier question was dropped, once', async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    await parkedOffer(s, session);
    const next = await say(s, session, 'hello there');
    expect(next.status.state).toBe('done');
    expect(next.reply?.text.endsWith(`\n\n${DROPPED}`)).toBe(true);
    // Said once: the question is no longer the session's, so the turn after says nothing of it.
    const after = await say(s, session, 'hello there');
    expect(after.reply?.text).not.toContain('dropped my earlier question');
  });

  it("says nothing of another user's question in the same session id, nor of a turn of another session in the index", async () => {
    const s = await start();
    const session = `chat-${randomUUID()}`;
    await parkedOffer(s, session);
    expect((await say(s, session, 'hello there', 'mallory')).reply?.text).not.toContain('dropped my earlier question');
    const elsewhere = await parkedOffer(s, `chat-${randomUUID()}`);
    const here = `chat-${randomUUID()}`;
    const redis = new Redis(REDIS_URL);
    await redis.zadd(sessionIndexKey(s.config.prefix, { userId: 'tester', sessionId: here }), Date.now() + 600_000, elsewhere.id);
    redis.disconnect();
    expect((await say(s, here, 'hello there')).reply?.text).not.toContain('dropped my earlier question');
  });
});
