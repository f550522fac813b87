import { describe, expect, it } from 'vitest';
import { taskStartDecision } from './step-ledger.js';

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
