import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AuditTrail,
  createRedis,
  ElicitationAnswerError,
  ElicitationNotFoundError,
  Elicitations,
  TurnResults,
  type ElicitationAnswer,
} from '@switchyard/platform';
import { deletePrefix, freshPrefix, REDIS_URL } from '../support/test-config.js';
import { attack } from './attack-table.js';

const FORM = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 40 }, color: { type: 'string', enum: ['red', 'blue'] } },
  required: ['name'],
};

// An answer is the user's word on the form the server asked: what the form does not ask for never reaches the server.
describe("answering a tool's question with what its form does not allow", () => {
  const prefix = freshPrefix('elicit');
  const redis = createRedis(REDIS_URL);
  const elicitations = new Elicitations(redis, prefix, new TurnResults(redis, prefix, 60), new AuditTrail(redis, prefix, { maxEntries: 100, ttlSeconds: 60 }));
  afterAll(async () => {
    redis.disconnect();
    await deletePrefix(prefix);
  });

  /** Asks the form question, tries `content` as the answer, and says what the waiting call got (undefined: the answer was refused). */
  async function tryAnswer(content: Record<string, string | number | boolean | string[]>, mode: 'form' | 'url' = 'form') {
    const packetId = randomUUID();
    const question =
      mode === 'url'
        ? {
            packetId,
            step: 's1',
            server: 'everything',
            tool: 't',
            message: 'sign in',
            mode: 'url' as const,
            url: 'https://login.example.com/x',
            domain: 'login.example.com',
            elicitationId: 'e1',
          }
        : { packetId, step: 's1', server: 'everything', tool: 't', message: 'fill in', requestedSchema: FORM };
    const waiting = elicitations.ask(question, 1_500);
    while (!(await elicitations.pending(packetId))) await new Promise((resolve) => setTimeout(resolve, 10));
    let refused = false;
    await elicitations.answer(packetId, { action: 'accept', content }).catch((error: unknown) => {
      if (!(error instanceof ElicitationAnswerError)) throw error;
      refused = true;
    });
    const got: ElicitationAnswer = await waiting;
    return refused ? undefined : got;
  }

  it('refuses fields the form does not declare, values it forbids, and content for a URL consent', async () => {
    const tries: Array<[Record<string, string | number | boolean | string[]>, 'form' | 'url']> = [
      [{ name: 'Ada', admin: true }, 'form'],
      [{ name: 'Ada', role: 'owner', 'name ': 'x' }, 'form'],
      [{ name: 'Ada', color: 'green' }, 'form'],
      [{ name: 'x'.repeat(41) }, 'form'],
      [{ name: 'Ada' }, 'url'],
    ];
    const row = await attack("answer a tool's question with content its form forbids or does not ask for", tries.length, async (i) => {
      const [content, mode] = tries[i]!;
      const got = await tryAnswer(content, mode);
      // Refused, the question keeps waiting and ends unanswered: the server never sees the content.
      return got === undefined;
    });
    expect(row.broke).toBe(0);
    // The form as asked still goes through.
    expect(await tryAnswer({ name: 'Ada', color: 'red' })).toEqual({ action: 'accept', content: { name: 'Ada', color: 'red' } });
  });

  it('finds nothing to answer once the question expired', async () => {
    const row = await attack('answer a question after it expired', 2, async () => {
      const packetId = randomUUID();
      const got = await elicitations.ask({ packetId, step: 's1', server: 'everything', tool: 't', message: 'fill in', requestedSchema: FORM }, 200);
      const late = await elicitations.answer(packetId, { action: 'accept', content: { name: 'Ada' } }).then(
        () => 'answered',
        (error: unknown) => (error instanceof ElicitationNotFoundError ? 'not found' : String(error)),
      );
      return got.action === 'cancel' && got.expired === true && late === 'not found';
    });
    expect(row.broke).toBe(0);
  });

  it("checks an answer in bounded time, whatever pattern the server's form carries", async () => {
    const row = await attack('a hostile form pattern (catastrophic backtracking) blocks whoever checks the answer', 1, async () => {
      const packetId = randomUUID();
      const requestedSchema = { type: 'object', properties: { code: { type: 'string', pattern: '^(a+)+$' } }, required: ['code'] };
      const waiting = elicitations.ask({ packetId, step: 's1', server: 'everything', tool: 't', message: 'enter the code', requestedSchema }, 60_000);
      while (!(await elicitations.pending(packetId))) await new Promise((resolve) => setTimeout(resolve, 10));
      const started = Date.now();
      await elicitations.answer(packetId, { action: 'accept', content: { code: `${'a'.repeat(29)}!` } }).catch(() => undefined);
      const ms = Date.now() - started;
      await elicitations.answer(packetId, { action: 'cancel' }).catch(() => undefined);
      await waiting;
      return ms < 1_000;
    });
    expect(row.broke).toBe(0);
  });

  it('delivers exactly one of two answers racing for one question, every time', async () => {
    const row = await attack('two answers race for one question the moment it is asked (the loser must not erase the winner)', 60, async () => {
      const packetId = randomUUID();
      const waiting = elicitations.ask({ packetId, step: 's1', server: 'everything', tool: 't', message: 'fill in', requestedSchema: FORM }, 1_500);
      while (!(await elicitations.pending(packetId))) await new Promise((resolve) => setImmediate(resolve));
      const answers = [{ name: 'Ada' }, { name: 'Bob' }].map((content) =>
        elicitations.answer(packetId, { action: 'accept', content }).then(
          () => content.name,
          (error: unknown) => {
            if (error instanceof ElicitationNotFoundError) return undefined;
            throw error;
          },
        ),
      );
      const winners = (await Promise.all(answers)).filter((name) => name !== undefined);
      const got = await waiting;
      // One answer is told it won, and the waiting call receives exactly that answer.
      return winners.length === 1 && got.action === 'accept' && got.content?.name === winners[0];
    });
    expect(row.broke, row.note).toBe(0);
  });
});
