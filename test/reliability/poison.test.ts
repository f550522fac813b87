import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { DeadLetterQueue } from '@switchyard/platform';
import { startStack, type Stack } from '../support/stack.js';
import { report } from './summary.js';

/** ≥ 1,000 malformed packets of many kinds. (Unknown extra fields are not malformed: newer producers may send them.) */
function poisonPackets(count: number): unknown[] {
  const valid = () => newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] }) as Record<string, unknown>;
  const makers: Array<(i: number) => unknown> = [
    () => null,
    (i) => i,
    (i) => `packet ${i}`,
    () => [1, 2, 3],
    () => ({}),
    () => ({ ...valid(), id: 'not-a-uuid' }),
    () => ({ ...valid(), schemaVersion: 99 }),
    () => ({ ...valid(), schemaVersion: '1' }),
    () => ({ ...valid(), turn: undefined }),
    () => ({ ...valid(), turn: { sessionId: 's', userId: 'u', agentId: 'a', message: 42, history: [] } }),
    () => ({ ...valid(), turn: { sessionId: 's', userId: 'u', agentId: 'a', message: 'x'.repeat(40_000), history: [] } }),
    () => ({ ...valid(), hop: -1 }),
    () => ({ ...valid(), status: { state: 'exploded', log: [] } }),
    () => ({ ...valid(), trace: { traceparent: 'nope' } }),
    () => ({ ...valid(), reinjection: { count: 7, max: 3 } }),
    () => ({
      ...valid(),
      plan: {
        steps: [{ id: 's1', server: 'fs', tool: 7, arguments: {}, dependsOn: [], why: '' }],
        confidence: 0.9,
        reasoning: '',
        alternatives: [],
        decidedBy: 'local',
      },
    }),
    () => ({
      ...valid(),
      plan: {
        steps: [{ id: 'bad id!', server: 'fs', tool: 't', arguments: [], dependsOn: 'x', why: '' }],
        confidence: 2,
        reasoning: '',
        alternatives: [],
        decidedBy: 'local',
      },
    }),
    () => ({ schemaVersion: 0, id: randomUUID(), sessionId: 's', userId: 'u' }),
    () => ({ ...valid(), createdAt: randomBytes(8).toString('hex') }),
    () => ({ ...valid(), turn: { ...(valid().turn as object), history: [{ role: 'robot', content: randomBytes(32).toString('base64') }] } }),
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]!(i));
}

describe('poison packets', () => {
  let stack: Stack;
  let dlq: DeadLetterQueue;
  beforeAll(async () => {
    stack = await startStack({ stages: { router: { concurrency: 16 }, composer: { concurrency: 16 } } });
    dlq = new DeadLetterQueue(stack.runtime.redis, stack.config.prefix);
  });
  afterAll(async () => {
    await dlq.close();
    await stack.close();
  });

  it('each lands in the dead-letter queue with a reason; workers stay up; valid turns all complete', async () => {
    const poison = poisonPackets(1_000);
    const valid: Array<Promise<unknown>> = [];
    for (const [i, data] of poison.entries()) {
      await stack.producer.submitRaw(data);
      if (i % 10 === 0) valid.push(stack.ask(`hello number ${i}`, `poison-${i}`));
    }
    const answered = (await Promise.all(valid)) as Array<{ status: { state: string } }>;
    const deadline = Date.now() + 60_000;
    let count = 0;
    while (Date.now() < deadline) {
      count = await dlq.queue.getWaitingCount();
      if (count >= poison.length) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const letters = await dlq.list(0, 2_000);
    report({
      scenario: 'poison',
      turns: poison.length + valid.length,
      lost: poison.length - count,
      doubled: 0,
      deadLettered: count,
      unauthorizedRuns: 0,
      note: `${valid.length} valid turns mixed in`,
    });

    expect(count).toBe(poison.length);
    expect(letters.every((l) => l.stage === 'router' && /rejected by router: /.test(l.reason))).toBe(true);
    expect(letters.some((l) => l.reason.includes('packet.turn.message: expected string, received number'))).toBe(true);
    expect(answered.every((p) => p.status.state === 'done')).toBe(true);
  });
});
