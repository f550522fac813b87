import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadLetterQueue, redisKeys, type TurnEvent } from '@switchyard/platform';
import { startStack, type Stack } from '../support/stack.js';
import { letterFor } from '../support/dead-letters.js';
import { attack } from './attack-table.js';

// The exchange of a turn is saved for its session by one script on the tick's batch, on the queue connection, beside
// the stage record that announces the reply. Attacked with a session key that holds another type (the save's RPUSH
// and the router's read are refused mid-batch), and with oversized contents.
describe('a session save Redis refuses', () => {
  let stack: Stack;
  let deadLetters: DeadLetterQueue;
  const conversationKey = (sessionId: string) =>
    redisKeys.conversation(
      stack.config.prefix,
      createHash('sha256')
        .update(JSON.stringify([null, 'tester', sessionId]))
        .digest('hex')
        .slice(0, 32),
    );
  beforeAll(async () => {
    stack = await startStack();
    deadLetters = new DeadLetterQueue(stack.runtime.redis, stack.config.prefix);
  });
  afterAll(async () => {
    await stack.close();
  });

  /** Asks with history given (so the router reads no kept messages), in a session whose kept-messages key is made a string. */
  async function askInBrokenSession(message: string) {
    const sessionId = `s-${randomUUID()}`;
    await stack.runtime.redis.set(conversationKey(sessionId), 'not a list');
    const history = [
      { role: 'user' as const, content: 'hi' },
      { role: 'assistant' as const, content: 'Hello!' },
    ];
    const id = randomUUID();
    const events: TurnEvent[] = [];
    const failure = await stack.producer
      .submitTurn({ sessionId, userId: 'tester', agentId: 'test', message, history }, { id, timeoutMs: 20_000, onEvent: (event) => events.push(event) })
      .then(() => undefined)
      .catch((error: Error) => error.message);
    return { id, failure, events, key: conversationKey(sessionId) };
  }

  it('fails the turn with the reason, announced once, when the save hits a key of another type', async () => {
    const row = await attack('a session key of the wrong type (WRONGTYPE) for the save beside the reply', 3, async (i) => {
      const { id, failure, events, key } = await askInBrokenSession(['hello there', 'thanks!', 'what is 2 plus 3'][i]!);
      const letter = await letterFor(deadLetters, id);
      const audit = await stack.producer.audit(id);
      const replies = audit.filter((entry) => entry.kind === 'reply').length;
      // Never a reply announced and then the turn dead-lettered too: failed once, with the reason, and no reply recorded.
      return (
        /WRONGTYPE/.test(failure ?? '') &&
        events.filter((event) => event.type === 'done' || event.type === 'failed').length <= 1 &&
        !events.some((event) => event.type === 'done') &&
        /WRONGTYPE/.test(letter?.reason ?? '') &&
        replies === 0 &&
        (await stack.runtime.redis.get(key)) === 'not a list'
      );
    });
    expect(row.broke).toBe(0);
    // The worker goes on: a turn in a sound session is answered and its exchange kept.
    const sessionId = `s-${randomUUID()}`;
    expect((await stack.ask('hello there', sessionId)).status.state).toBe('done');
    expect(await stack.runtime.redis.llen(conversationKey(sessionId))).toBe(2);
  });

  it('keeps an oversized exchange once, capped, and reads it back into a short follow-up', async () => {
    const LONG = 32_000;
    const bodies = ['😀'.repeat(LONG / 2), '?.'.repeat(LONG / 2), `read ${'a/'.repeat(LONG / 2 - 3)}`];
    const row = await attack('a 32,000-character message (4-byte characters, "?." runs, a deep path) kept for the session', bodies.length, async (i) => {
      const sessionId = `s-${randomUUID()}`;
      const first = await stack.ask(bodies[i]!, sessionId);
      const started = performance.now();
      const second = await stack.ask('and what about it?', sessionId);
      const kept = await stack.runtime.redis.lrange(conversationKey(sessionId), 0, -1);
      const messages = kept.map((item) => JSON.parse(item) as { role: string; content: string });
      return (
        ['done', 'parked'].includes(first.status.state) &&
        ['done', 'parked'].includes(second.status.state) &&
        performance.now() - started < 10_000 &&
        // Two turns, two messages each: none lost, none doubled, none over the limit a message has.
        messages.length === 4 &&
        messages[0]!.content === bodies[i] &&
        messages.every((message) => message.content.length <= LONG)
      );
    });
    expect(row.broke).toBe(0);
  });

  it("never reads another user's kept messages into a follow-up sent under the same session id", async () => {
    const followUps = ['what about b.md', 'open it', 'yes', 'and the other one'];
    const row = await attack('a follow-up under another user\'s session id (carried over, "it", a yes to an offer)', followUps.length, async (i) => {
      const sessionId = `s-${randomUUID()}`;
      const secret = `private-${randomUUID().slice(0, 8)}.md`;
      await stack.producer.submitTurn({ sessionId, userId: 'tester', agentId: 'test', message: `read notes/${secret}` }, { timeoutMs: 20_000 });
      // The owner's kept exchange now ends on a reply naming the file; another user says only a follow-up.
      const other = await stack.producer
        .submitTurn({ sessionId, userId: 'mallory', agentId: 'test', message: followUps[i]! }, { timeoutMs: 20_000 })
        .catch((error: Error) => ({ failed: error.message }));
      const seen = JSON.stringify([other, 'id' in other ? await stack.producer.audit(other.id) : []]);
      return !seen.includes(secret);
    });
    expect(row.broke).toBe(0);
    // The owner's own follow-up reads the kept exchange: the check above would see the file had it leaked.
    const sessionId = `s-${randomUUID()}`;
    await stack.producer.submitTurn({ sessionId, userId: 'tester', agentId: 'test', message: 'read notes/own-file.md' }, { timeoutMs: 20_000 });
    const own = await stack.producer.submitTurn({ sessionId, userId: 'tester', agentId: 'test', message: 'open it' }, { timeoutMs: 20_000 });
    expect(JSON.stringify([own, await stack.producer.audit(own.id)])).toContain('own-file.md');
  });

  it("writes a visit's record whole or not at all when Redis refuses part of it", async () => {
    // The turn's stage log taken over by a value of another type: the record's script is refused part way, after its
    // audit entries. A visit retried after a part-written record would leave its audit entries twice.
    const messages = ['hello there', 'what is 2 plus 3', 'thanks!'];
    const row = await attack('a stage log of the wrong type under the stage record script', messages.length, async (i) => {
      const id = randomUUID();
      await stack.runtime.redis.set(redisKeys.progressLog(stack.config.prefix, id), 'not a list', 'EX', 60);
      const failure = await stack.producer
        .submitTurn({ sessionId: `s-${randomUUID()}`, userId: 'tester', agentId: 'test', message: messages[i]! }, { id, timeoutMs: 20_000 })
        .then(() => undefined)
        .catch((error: Error) => error.message);
      const letter = await letterFor(deadLetters, id);
      const kinds = (await stack.producer.audit(id)).map((entry) => entry.kind);
      return /WRONGTYPE/.test(failure ?? '') && /WRONGTYPE/.test(letter?.reason ?? '') && kinds.filter((kind) => kind === 'route').length <= 1;
    });
    expect(row.broke).toBe(0);
  });
});
