import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet, TaskHandle } from '@switchyard/packet-schema';
import { StageQueues } from '@switchyard/platform';
import { reviewedPacket } from '../support/plans.js';
import { REPO_ROOT } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { eventOf } from '../support/turn-events.js';
import { attack } from './attack-table.js';

// A task handle is what the executor wrote into its own packet; one written by anyone else names a task of another turn.
describe('a forged task handle on the executor queue', () => {
  const workspace = tempWorkspace({ 'starts.log': '' });
  const countFile = join(workspace.dir, 'starts.log');
  let stack: Stack;
  let queues: StageQueues;

  beforeAll(async () => {
    writeFileSync(countFile, '');
    stack = await startStack({
      mcpServers: {
        jobs: { command: process.execPath, args: [join(REPO_ROOT, 'test/fixtures/task-mcp-server.mjs')], env: { TASK_COUNT_FILE: countFile, TASK_MS: '1500' } },
      },
      executor: { attempts: 1, tasks: { minPollMs: 100, maxPollMs: 300 } },
      policy: { tools: { 'jobs.counted_job': 'allow', 'jobs.plain_note': 'allow', 'jobs.failing_job': 'approve' } },
    });
    queues = new StageQueues({ url: REDIS_URL }, stack.config);
  });
  afterAll(async () => {
    await queues?.close();
    await stack?.close();
    workspace.cleanup();
  });

  /** A victim turn's task, running: the handle its executor wrote into the delayed job, and the turn's end. */
  async function victimTask(topic: string): Promise<{ handle: TaskHandle; turn: Promise<Packet> }> {
    const victim = reviewedPacket([{ id: 'c', server: 'jobs', tool: 'counted_job', arguments: { topic } }]);
    const waiting = eventOf(stack.producer, victim.id, (e) => e.type === 'stage' && e.stage === 'executor' && e.next === 'executor');
    const turn = stack.producer.submitPacket(victim, { at: 'executor', timeoutMs: 20_000 });
    await waiting;
    // The stage event goes out just before the revisit is queued.
    for (let tries = 0; tries < 50; tries++) {
      const delayed = (await queues.get('executor').getDelayed()).find((j) => (j.data as Packet).id === victim.id);
      const handle = (delayed?.data as Packet | undefined)?.tasks?.pending[0];
      if (handle) return { handle, turn };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the victim turn left no task handle');
  }

  /** The attacker's own turn: a harmless plan, carrying `pending` as if its executor had started those tasks. */
  function forged(pending: TaskHandle[], roundStartedAt = new Date().toISOString()): Packet {
    const packet = reviewedPacket([{ id: 'p', server: 'jobs', tool: 'plain_note', arguments: { topic: 'cover' } }]);
    return { ...packet, tasks: { roundStartedAt, recordsBefore: 0, visits: 1, pending } };
  }

  it("gets neither another turn's task result nor a gated tool's record through the handle", async () => {
    const row = await attack("forged packet polls another turn's task (as itself, and relabelled as a gated tool)", 3, async (i) => {
      const topic = `secret-${i}`;
      const { handle, turn } = await victimTask(topic);
      const relabelled = i === 2 ? { ...handle, stepId: 'g', tool: 'failing_job' } : handle;
      const out = await stack.producer.submitPacket(forged([relabelled]), { at: 'executor', timeoutMs: 20_000 });
      const victim = await turn;
      const stolen = JSON.stringify(out.execution ?? {}).includes(`job on ${topic} done`);
      const gatedRan = (out.execution?.steps ?? []).some((s) => s.tool === 'failing_job' && s.ok);
      const victimOk = victim.execution?.steps[0]?.ok === true;
      return !stolen && !gatedRan && victimOk;
    });
    expect(row.broke).toBe(0);
  });

  it("cannot cancel another turn's task by claiming its handle past the deadline", async () => {
    const row = await attack("forged packet cancels another turn's task (handle past the turn deadline)", 2, async (i) => {
      const { handle, turn } = await victimTask(`victim-${i}`);
      await stack.producer.submitPacket(forged([handle], new Date(Date.now() - 86_400_000).toISOString()), { at: 'executor', timeoutMs: 20_000 });
      const victim = await turn;
      return victim.execution?.steps[0]?.ok === true;
    });
    expect(row.broke).toBe(0);
  });
});
