import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedPacket } from '../support/plans.js';
import { REPO_ROOT } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { attack } from './attack-table.js';

const DEADLINE_MS = 6_000;
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({
    mcpServers: { tasks: { command: process.execPath, args: [join(REPO_ROOT, 'test/security/fixtures/hostile-task-mcp-server.mjs')], trusted: true } },
    executor: { attempts: 1, turnDeadlineMs: DEADLINE_MS, tasks: { minPollMs: 50, maxPollMs: 200 }, elicitation: { enabled: true, timeoutMs: 2_000 } },
    policy: { rateLimits: { perToolPerMinute: 1_000 } },
  });
});
afterAll(async () => {
  await stack?.close();
});

// A server's task handles and task states are its own word: none may hold a turn past its deadline or name what is not its task.
describe('hostile task handles and states from a server', () => {
  it('a task that never ends, or whose status flaps, costs the turn at most its deadline, and the reply says why', { timeout: 200_000 }, async () => {
    const tools = ['endless_job', 'flapping_job'];
    const row = await attack('a server task never finishes, or flips working / input_required at every poll', tools.length, async (i) => {
      const started = Date.now();
      const out = await stack.producer.submitPacket(plannedPacket([{ id: 's1', server: 'tasks', tool: tools[i]!, arguments: { topic: `t${i}` } }]), {
        at: 'reviewer',
        timeoutMs: 60_000,
      });
      const ms = Date.now() - started;
      const step = out.execution?.steps[0];
      const notes = `${tools[i]}: ended after ${ms} ms as ${out.status.state}, step ${JSON.stringify(step?.error ?? step?.ok ?? null)}`;
      if (ms > DEADLINE_MS + 8_000 || step?.ok !== false || !step.error?.message) throw new Error(notes);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('an enormous, control-character or borrowed task handle fails its step cleanly and reaches no other call', { timeout: 200_000 }, async () => {
    const tools = ['huge_handle_job', 'odd_handle_job', 'foreign_handle_job'];
    const row = await attack("a server names its task with a 200,000-character id, control characters, or another call's task id", tools.length, async (i) => {
      const started = Date.now();
      const out = await stack.producer.submitPacket(plannedPacket([{ id: 's1', server: 'tasks', tool: tools[i]!, arguments: { topic: `h${i}` } }]), {
        at: 'reviewer',
        timeoutMs: 60_000,
      });
      const ms = Date.now() - started;
      const step = out.execution?.steps[0];
      const size = JSON.stringify(out).length;
      const notes = `${tools[i]}: ${out.status.state} after ${ms} ms, packet ${size} chars, step ${JSON.stringify(step?.error ?? step?.ok ?? null).slice(0, 200)}`;
      // The packet never carries the huge handle; the turn ends within its deadline; no control character reaches the reply.
      if (size > 100_000 || ms > DEADLINE_MS + 8_000 || ['\u0000', '\u001b'].some((c) => (out.reply?.text ?? '').includes(c))) throw new Error(notes);
      if (!step) throw new Error(notes);
      // A handle the packet cannot carry fails its own step with a named reason; the turn itself ends normally.
      if (i < 2 && (out.status.state !== 'done' || step.error?.code !== 'task_handle_rejected')) throw new Error(notes);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });
});
