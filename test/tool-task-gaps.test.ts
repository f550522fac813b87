import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StageQueues } from '@switchyard/platform';
import { reviewedPacket } from './support/plans.js';
import { eventOf } from './support/turn-events.js';
import { REPO_ROOT } from './support/processes.js';
import { startStack, type Stack } from './support/stack.js';
import { REDIS_URL, tempWorkspace } from './support/test-config.js';

describe('tasks held to what calls are held to (a task server of our own over stdio)', () => {
  const workspace = tempWorkspace({ 'starts.log': '' });
  const countFile = join(workspace.dir, 'starts.log');
  let stack: Stack;

  beforeAll(async () => {
    writeFileSync(countFile, '');
    stack = await startStack({
      mcpServers: {
        jobs: { command: process.execPath, args: [join(REPO_ROOT, 'test/fixtures/task-mcp-server.mjs')], env: { TASK_COUNT_FILE: countFile, TASK_MS: '600' } },
      },
      executor: { attempts: 1, tasks: { minPollMs: 100, maxPollMs: 300 } },
      policy: { tools: { 'jobs.shaped_report': 'allow', 'jobs.failing_job': 'allow', 'jobs.counted_job': 'allow', 'jobs.plain_note': 'allow' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it("checks a task's result against the tool's outputSchema, as a call's: a mismatch is invalid_output", async () => {
    const final = await stack.producer.submitPacket(reviewedPacket([{ id: 'r', server: 'jobs', tool: 'shaped_report', arguments: { topic: 'tides' } }]), {
      at: 'executor',
      timeoutMs: 20_000,
    });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ stepId: 'r', ok: false, error: { code: 'invalid_output', retryable: false } });
    expect(step!.error!.message).toMatch(/does not match its output schema: .*count/);
  });

  it("runs the step's onError fallback when its task fails, and the steps after it see the fallback's result", async () => {
    const final = await stack.producer.submitPacket(
      reviewedPacket([
        {
          id: 'j',
          server: 'jobs',
          tool: 'failing_job',
          arguments: { topic: 'tides' },
          onError: { server: 'jobs', tool: 'plain_note', arguments: { topic: 'tides, by hand' } },
        },
        { id: 'n', server: 'jobs', tool: 'plain_note', arguments: { topic: { $ref: 'j.output' } }, dependsOn: ['j'] },
      ]),
      { at: 'executor', timeoutMs: 20_000 },
    );
    const steps = final.execution?.steps ?? [];
    expect(steps, JSON.stringify(steps)).toEqual([
      expect.objectContaining({ stepId: 'j', ok: false, error: expect.objectContaining({ code: 'task_failed' }) }),
      expect.objectContaining({ stepId: 'j-fallback', fallbackFor: 'j', ok: true, output: 'plain note on tides, by hand' }),
      expect.objectContaining({ stepId: 'n', ok: true, output: 'plain note on plain note on tides, by hand' }),
    ]);
  });

  it('starts a task once when its executor job runs again (as after a crash before the revisit was queued): the second run polls it', async () => {
    const packet = reviewedPacket([{ id: 'c', server: 'jobs', tool: 'counted_job', arguments: { topic: 'once' } }]);
    const waiting = eventOf(stack.producer, packet.id, (e) => e.type === 'stage' && e.stage === 'executor' && e.next === 'executor');
    const turn = stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    await waiting;
    // The same job data again, as BullMQ hands a stalled job to the next worker.
    const queues = new StageQueues({ url: REDIS_URL }, stack.config);
    try {
      const again = await queues.get('executor').add('executor', packet, { jobId: `${packet.id}-run-again` });
      const final = await turn;
      expect(final.execution?.steps[0], JSON.stringify(final.execution)).toMatchObject({ stepId: 'c', ok: true, output: 'job on once done' });
      // The second run has done whatever it was going to do with the server once its job is over.
      await expect.poll(() => again.getState(), { timeout: 20_000 }).toMatch(/^(completed|failed|unknown)$/);
    } finally {
      await queues.close();
    }
    expect(
      readFileSync(countFile, 'utf8')
        .split('\n')
        .filter((l) => l === 'once'),
    ).toHaveLength(1);
  });
});
