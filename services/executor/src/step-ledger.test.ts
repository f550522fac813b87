import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, redisKeys } from '@switchyard/platform';
import { StepLedger, taskStartDecision } from './step-ledger.js';

const step = { id: 's1', server: 'jobs', tool: 'render' };
const task = { taskId: 't-1', pollIntervalMs: 500, createdAt: '2026-01-01T00:00:00.000Z', status: 'working' as const };

describe('taskStartDecision: what a job run again does about a step it may have started as a task', () => {
  it('starts the task when the ledger holds nothing for the step', () => {
    expect(taskStartDecision(null, step, false)).toEqual({ kind: 'start' });
  });

  it('polls the task an earlier attempt started instead of starting another', () => {
    expect(taskStartDecision(JSON.stringify({ task, server: 'jobs', tool: 'render' }), step, false)).toEqual({ kind: 'resume', task });
    expect(taskStartDecision(JSON.stringify({ task, server: 'jobs', tool: 'render' }), step, true)).toEqual({ kind: 'resume', task });
  });

  it('refuses a tool not safe to repeat whose earlier start was cut off before the server answered, and starts one that is safe', () => {
    expect(taskStartDecision('started', step, false)).toMatchObject({ kind: 'refuse', why: expect.stringContaining('not safe to repeat') });
    expect(taskStartDecision('started', step, true)).toEqual({ kind: 'start' });
  });

  it("does not take another tool's task (a later round reusing the step id) for this call", () => {
    expect(taskStartDecision(JSON.stringify({ task, server: 'jobs', tool: 'other' }), step, false)).toEqual({ kind: 'start' });
    // A finished call's output, not a task: not something to poll.
    expect(taskStartDecision(JSON.stringify({ text: 'done', isError: false }), step, false)).toEqual({ kind: 'start' });
  });
});

describe('StepLedger.call with the visit settling its record', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `sy-ledger-${randomBytes(4).toString('hex')}`;
  const redis = createRedis(url, 'step-ledger-test');
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('hands the output write to the visit, and a job run again after it landed replays the output without calling', async () => {
    const ledger = new StepLedger(redis, prefix);
    const handed: Array<Promise<unknown>> = [];
    let calls = 0;
    const run = async () => {
      calls += 1;
      return { text: 'sent', isError: false };
    };
    expect(await ledger.call('p-1', 's1', run, (write) => handed.push(write))).toEqual({ text: 'sent', isError: false });
    expect(handed).toHaveLength(1);
    await Promise.all(handed);
    expect(await ledger.call('p-1', 's1', run)).toEqual({ text: 'sent', isError: false });
    expect(calls).toBe(1);
  });

  it('refuses a step whose call was claimed but whose output never landed (the process died before the visit completed)', async () => {
    const ledger = new StepLedger(redis, prefix);
    await redis.set(redisKeys.stepLedger(prefix, 'p-2', 's1'), 'started');
    await expect(
      ledger.call(
        'p-2',
        's1',
        async () => ({ text: 'again', isError: false }),
        () => undefined,
      ),
    ).rejects.toMatchObject({
      message: expect.stringContaining('not safe to repeat'),
    });
  });
});
