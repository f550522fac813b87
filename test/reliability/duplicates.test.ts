import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.js';
import { countReplies } from './load.js';
import { report } from './summary.js';

describe('duplicate submissions', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => stack.close());

  it('the same turn id twice → processed once, one reply to both callers', async () => {
    const replies = countReplies(stack.producer);
    const ids = Array.from({ length: 100 }, () => randomUUID());
    const turn = (i: number) => ({ sessionId: `dup-${i}`, userId: 'u', agentId: 'a', message: `hello, this is turn ${i}` });
    const pairs = await Promise.all(
      ids.map((id, i) =>
        Promise.all([stack.producer.submitTurn(turn(i), { id, timeoutMs: 60_000 }), stack.producer.submitTurn(turn(i), { id, timeoutMs: 60_000 })]),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    const doubled = ids.filter((id) => (replies.get(id) ?? 0) !== 1);
    report({
      scenario: 'duplicates',
      turns: ids.length * 2,
      lost: 0,
      doubled: doubled.length,
      deadLettered: 0,
      unauthorizedRuns: 0,
      note: '100 ids, each submitted twice',
    });
    expect(doubled).toEqual([]);
    for (const [a, b] of pairs) {
      expect(a).toEqual(b);
      expect(a.status.log.filter((e) => e.stage === 'router')).toHaveLength(1);
    }
  });
});
