import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport, specTypeSchemas } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet, TaskHandle } from '@switchyard/packet-schema';
import { ApprovalConflictError, StageQueues, TurnFinishedError, TurnNotFoundError } from '@switchyard/platform';
import { startEverythingHttp, type EverythingHttp } from './support/everything-http.js';
import { plannedPacket } from './support/plans.js';
import { eventOf } from './support/turn-events.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { REDIS_URL, tempWorkspace } from './support/test-config.js';

const RESEARCH = 'simulate-research-query';

describe('cancelling a turn (filesystem and server-everything over stdio)', () => {
  const workspace = tempWorkspace({});
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir), everything: servers.everything() },
      executor: { attempts: 1 },
      policy: { tools: { 'everything.trigger-long-running-operation': 'allow', 'everything.echo': 'allow' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('ends a turn parked for approval at once: nothing runs, the reply says it was cancelled, a late approval is a conflict', async () => {
    const target = join(workspace.dir, 'never');
    const parked = await stack.producer.submitPacket(
      plannedPacket([{ id: 's1', server: 'filesystem', tool: 'create_directory', arguments: { path: target } }]),
      { at: 'reviewer', timeoutMs: 20_000 },
    );
    expect(parked.status.state).toBe('awaiting_approval');

    await stack.producer.cancelTurn(parked.id, 'ops');
    const final = await stack.producer.follow(parked.id, { timeoutMs: 20_000 });
    expect(final.status.state).toBe('done');
    expect(final.status.cancelled).toMatchObject({ by: 'ops' });
    expect(final.approval).toMatchObject({ state: 'cancelled', decidedBy: 'ops' });
    expect(final.reply?.text).toMatch(/^The turn was cancelled by ops at .*\. No tool was run\. It was waiting for approval\./);
    expect(existsSync(target)).toBe(false);
    await expect(stack.producer.answerApproval(parked.id, 'approve', 'late')).rejects.toBeInstanceOf(ApprovalConflictError);
    const kinds = (await stack.producer.audit(parked.id)).map((e) => e.kind);
    expect(kinds).toEqual(['review', 'approval_request', 'cancel', 'reply']);
    // It has ended: a second cancel has nothing left to cancel.
    await expect(stack.producer.cancelTurn(parked.id, 'ops')).rejects.toBeInstanceOf(TurnFinishedError);
  });

  it('ends a turn waiting in a queue at the next stage that takes it: the executor runs none of its steps', async () => {
    const queues = new StageQueues({ url: REDIS_URL }, stack.config);
    const executor = queues.get('executor');
    await executor.pause();
    try {
      const packet = plannedPacket([{ id: 'e', server: 'everything', tool: 'echo', arguments: { message: 'queued' } }]);
      const reviewed = eventOf(stack.producer, packet.id, (e) => e.type === 'stage' && e.stage === 'reviewer');
      const turn = stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 20_000 });
      await reviewed;
      await stack.producer.cancelTurn(packet.id, 'ops');
      await executor.resume();
      const final = await turn;
      expect(final.status.cancelled).toMatchObject({ by: 'ops' });
      expect(final.execution?.steps).toEqual([
        expect.objectContaining({ stepId: 'e', ok: false, attempts: 0, error: expect.objectContaining({ code: 'cancelled' }) }),
      ]);
      expect(final.reply?.text).toMatch(/The turn was cancelled by ops/);
      expect(final.reply?.text).toMatch(/everything\.echo\(.*\) was not run/);
    } finally {
      await executor.resume();
      await queues.close();
    }
  });

  it('cancels a call in flight, and the steps after it do not start; the reply lists the step that ran', async () => {
    const packet = plannedPacket([
      { id: 'a', server: 'everything', tool: 'echo', arguments: { message: 'first' } },
      { id: 'long', server: 'everything', tool: 'trigger-long-running-operation', arguments: { duration: 20, steps: 20 }, dependsOn: ['a'], timeoutMs: 30_000 },
      { id: 'after', server: 'everything', tool: 'echo', arguments: { message: 'after' }, dependsOn: ['long'] },
    ]);
    const progress = eventOf(stack.producer, packet.id, (e) => e.type === 'progress');
    const turn = stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 30_000 });
    await progress;
    const cancelledAt = Date.now();
    await stack.producer.cancelTurn(packet.id, 'ops');
    const final = await turn;
    // Twenty seconds of work, most of it still ahead at the cancel: ended soon after it, not at the end of the work.
    expect(Date.now() - cancelledAt).toBeLessThan(10_000);
    const [a, long, after] = final.execution?.steps ?? [];
    expect(a).toMatchObject({ stepId: 'a', ok: true });
    expect(long).toMatchObject({ stepId: 'long', ok: false, error: { code: 'cancelled' } });
    expect(long!.error!.message).toMatch(/the turn was cancelled by ops/);
    expect(after).toMatchObject({ stepId: 'after', ok: false, attempts: 0, error: { code: 'cancelled' } });
    expect(final.reply?.text).toMatch(/✓ everything\.echo\(\{"message":"first"\}\) ran/);
  });

  it('refuses a turn it does not know', async () => {
    await expect(stack.producer.cancelTurn(crypto.randomUUID(), 'ops')).rejects.toBeInstanceOf(TurnNotFoundError);
  });
});

describe('cancelling a turn whose tool runs as a task (server-everything over Streamable HTTP)', () => {
  let remote: EverythingHttp;
  let stack: Stack;

  beforeAll(async () => {
    remote = await startEverythingHttp();
    stack = await startStack({
      mcpServers: { everything: { url: remote.url } },
      executor: { attempts: 1, tasks: { minPollMs: 500, maxPollMs: 1_000 } },
      policy: { tools: { [`everything.${RESEARCH}`]: 'allow' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    remote?.stop();
  });

  /** `tasks/get` from a client of our own, in the session the task belongs to. */
  async function taskStatus(handle: TaskHandle): Promise<string> {
    const client = new Client({ name: 'observer', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(remote.url), { sessionId: handle.sessionId! }));
    try {
      return (await client.request({ method: 'tasks/get', params: { taskId: handle.taskId } }, specTypeSchemas.GetTaskResult)).status;
    } finally {
      await client.close();
    }
  }

  it('sends tasks/cancel for the running task, records the step as cancelled, and the reply says so', async () => {
    const packet = plannedPacket([{ id: 'r', server: 'everything', tool: RESEARCH, arguments: { topic: 'cancelled research' } }]);
    const waiting = eventOf(stack.producer, packet.id, (e) => e.type === 'stage' && e.stage === 'executor' && e.next === 'executor');
    const turn = stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 20_000 });
    await waiting;
    const queues = new StageQueues({ url: REDIS_URL }, stack.config);
    let handle: TaskHandle;
    try {
      await expect.poll(() => queues.get('executor').getDelayedCount(), { timeout: 20_000 }).toBe(1);
      const [job] = await queues.get('executor').getDelayed();
      handle = (job!.data as Packet).tasks!.pending[0]!;
    } finally {
      await queues.close();
    }
    expect(await taskStatus(handle)).toBe('working');

    await stack.producer.cancelTurn(packet.id, 'ops');
    const final = await turn;
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ stepId: 'r', ok: false, error: { code: 'cancelled', retryable: false } });
    expect(step!.error!.message).toContain(`task ${handle.taskId} was cancelled`);
    expect(final.tasks).toBeUndefined();
    expect(final.reply?.text).toMatch(/The turn was cancelled by ops/);
    // The server itself says so.
    expect(await taskStatus(handle)).toBe('cancelled');
  });
});
