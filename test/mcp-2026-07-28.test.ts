import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { AuditTrail, createRedis, Elicitations, TurnResults, type Redis, type TurnEvent } from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { CapturedLog } from './support/captured-log.js';
import { ownedPlan } from './support/plans.js';
import { REPO_ROOT, startNode, stop } from './support/processes.js';
import { startStack, type Stack } from './support/stack.js';
import { REDIS_URL } from './support/test-config.js';

const MODERN = join(REPO_ROOT, 'test/fixtures/modern-mcp-server.mjs');
const REVISION = '2026-07-28';

interface Recorded {
  method?: string;
  event?: string;
  tool?: string;
  rounds?: string[];
  meta?: Record<string, unknown>;
  [key: string]: unknown;
}

const traceId = (traceparent: unknown) => String(traceparent).split('-')[1];

describe.each(['stdio', 'streamable HTTP'])('a server that speaks only MCP 2026-07-28, over %s, carries whole turns', (transport) => {
  const dir = mkdtempSync(join(tmpdir(), 'modern-mcp-'));
  const recordFile = join(dir, 'record.jsonl');
  const env = { RECORD_FILE: recordFile, LIST_TTL_MS: '1500' };
  const log = new CapturedLog();
  let remote: { child: ChildProcess; output: () => string } | undefined;
  let stack: Stack;
  let redis: Redis;
  let desk: Elicitations;

  const recorded = (): Recorded[] =>
    existsSync(recordFile)
      ? readFileSync(recordFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Recorded)
      : [];

  beforeAll(async () => {
    let entry: Record<string, unknown>;
    if (transport === 'stdio') {
      // A stdio server is greeted with `initialize` unless the entry pins the revision it speaks.
      entry = { command: process.execPath, args: [MODERN], env, protocolVersion: REVISION };
    } else {
      remote = await startNode(MODERN, env, 'listening on port', 30_000, ['--http']);
      // Not pinned: the `server/discover` probe finds the revision by itself.
      entry = { url: `http://127.0.0.1:${/listening on port (\d+)/.exec(remote.output())?.[1]}/mcp` };
    }
    stack = await startStack(
      {
        mcpServers: { modern: entry },
        executor: { attempts: 1, progressIntervalMs: 50, maxToolTimeMs: 4_000, elicitation: { enabled: true, timeoutMs: 8_000, maxQuestionsPerCall: 3 } },
        policy: { tools: { 'modern.*': 'allow' } },
      },
      log,
    );
    redis = createRedis(REDIS_URL);
    desk = new Elicitations(
      redis,
      stack.config.prefix,
      new TurnResults(redis, stack.config.prefix, 60),
      new AuditTrail(redis, stack.config.prefix, stack.config.policy.audit),
    );
  });
  afterAll(async () => {
    redis?.disconnect();
    await stack?.close();
    if (remote) await stop(remote.child);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs a one-step plan at the executor (or the reviewer); `onEvent` hears the turn's events (questions, progress) as they come. */
  async function turn(
    tool: string,
    args: Record<string, unknown>,
    onEvent: (event: TurnEvent, packet: Packet) => void,
    at: 'executor' | 'reviewer' = 'executor',
  ) {
    const packet = await ownedPlan(stack.config.prefix, [{ id: 's1', server: 'modern', tool, arguments: args, timeoutMs: 2_000 }]);
    const listen = (event: TurnEvent) => {
      if ('packetId' in event && event.packetId === packet.id) onEvent(event, packet);
    };
    stack.producer.on('event', listen);
    try {
      return await stack.producer.submitPacket(packet, { at, timeoutMs: 30_000 });
    } finally {
      stack.producer.off('event', listen);
    }
  }

  it('connects by discovery alone: no initialize, the revision and capabilities in every request', () => {
    const connected = log.entries('mcp server connected').find((e) => e.server === 'modern');
    expect(connected?.protocolVersion).toBe(REVISION);
    const requests = recorded().filter((r) => r.method && !r.method.startsWith('notifications/'));
    expect(requests[0]?.method).toBe('server/discover');
    expect(requests.map((r) => r.method)).not.toContain('initialize');
    for (const request of requests.filter((r) => r.method !== 'server/discover')) {
      expect(request.meta?.['io.modelcontextprotocol/protocolVersion'], request.method).toBe(REVISION);
      expect(request.meta?.['io.modelcontextprotocol/clientCapabilities']).toMatchObject({ extensions: { 'io.modelcontextprotocol/tasks': {} } });
    }
  });

  it('asks the user twice for one call (multi round-trip), through the question path, in one trace with the server', async () => {
    const asked: string[] = [];
    const final = await turn('book_trip', {}, (event, packet) => {
      if (event.type !== 'elicitation') return;
      asked.push(event.message);
      const content = asked.length === 1 ? { city: 'Lisbon' } : { nights: 3 };
      void desk.answer(packet.id, { action: 'accept', content });
    });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: true });
    expect(step!.output).toContain('booked 3 nights in Lisbon');
    // The tool has an outputSchema: its rounds of input carried no structured content and were not refused for it.
    expect(asked).toEqual(['Which city?', 'How many nights in Lisbon?']);
    const calls = recorded().filter((r) => r.method === 'tools/call' && r.tool === 'book_trip');
    // The same call three times: first bare, then with each answer (and the server's state echoed).
    expect(calls.map((c) => c.rounds)).toEqual([[], ['city'], ['nights']]);
    for (const call of calls) expect(traceId(call.meta?.traceparent)).toBe(traceId(final.trace.traceparent));
    const trail = await new AuditTrail(redis, stack.config.prefix, stack.config.policy.audit).read(final.id);
    expect(trail.filter((e) => e.kind === 'elicitation').map((e) => e.data.action)).toEqual(['accept', 'accept']);
  });

  it("checks a result against the tool's outputSchema (the booked trip above passed it)", async () => {
    const final = await turn('bad_output', {}, () => {});
    expect(final.execution?.steps[0]).toMatchObject({ ok: false, error: { code: 'invalid_output', retryable: false } });
  });

  it('gives a server that keeps asking up after the round cap, its user asked no more than the question cap', async () => {
    const asked: string[] = [];
    const final = await turn('keep_asking', {}, (event, packet) => {
      if (event.type !== 'elicitation') return;
      asked.push(event.message);
      void desk.answer(packet.id, { action: 'accept', content: { answer: 'yes' } });
    });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: false, error: { retryable: false } });
    expect(step!.error!.message).toMatch(/still asked for input after 8 rounds/);
    expect(asked).toEqual(['Question 1?', 'Question 2?', 'Question 3?']);
    // The first call and eight answered rounds; then the call gave up.
    expect(recorded().filter((r) => r.method === 'tools/call' && r.tool === 'keep_asking')).toHaveLength(9);
  });

  it('answers a request for roots it never declared with an empty list, and declines one to sample a model', async () => {
    const roots = await turn('list_roots', {}, () => {});
    expect(roots.execution?.steps[0], JSON.stringify(roots.execution)).toMatchObject({ ok: true });
    expect(roots.execution!.steps[0]!.output).toContain('the client has 0 roots');
    expect(recorded().find((r) => r.event === 'roots answered')?.answer).toEqual({ roots: [] });

    const sampled = await turn('ask_model', {}, () => {});
    const step = sampled.execution?.steps[0];
    expect(step, JSON.stringify(sampled.execution)).toMatchObject({ ok: false, error: { retryable: false } });
    expect(step!.error!.message).toMatch(
      /asked the client to sample a model \(sampling\/createMessage\); this client offers no sampling, so the call was declined/,
    );
    // Declined at once: the server is not called again, and nothing was sampled.
    expect(recorded().filter((r) => r.method === 'tools/call' && r.tool === 'ask_model')).toHaveLength(1);
    expect(recorded().some((r) => r.event === 'sampled')).toBe(false);
  });

  it('follows a task through the tasks extension: polled with tasks/get, its question answered with tasks/update', async () => {
    const asked: string[] = [];
    const final = await turn('build_report', { title: 'Q3' }, (event, packet) => {
      if (event.type !== 'elicitation') return;
      asked.push(event.message);
      void desk.answer(packet.id, { action: 'accept', content: { title: 'Q3 final' } });
    });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: true });
    expect(step!.output).toContain('report "Q3 final" built');
    expect(asked).toEqual(['Publish the report as "Q3"?']);
    const methods = recorded().map((r) => r.method ?? r.event);
    expect(methods).toContain('tasks/get');
    expect(methods).toContain('tasks/update');
    expect(recorded().find((r) => r.event === 'task updated')?.answer).toEqual({ action: 'accept', content: { title: 'Q3 final' } });
    // The task's own requests are in the turn's trace too.
    const taskRequests = recorded().filter((r) => r.method === 'tasks/get' || r.method === 'tasks/update');
    for (const request of taskRequests) expect(traceId(request.meta?.traceparent)).toBe(traceId(final.trace.traceparent));
  });

  it('cancels the task at the server (tasks/cancel) when the turn is cancelled while the task waits for its user', async () => {
    const final = await turn(
      'build_report',
      { title: 'Q4' },
      (event, packet) => {
        if (event.type === 'elicitation') void stack.producer.cancelTurn(packet.id, 'ops');
      },
      'reviewer',
    );
    expect(final.execution?.steps[0]).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const deadline = Date.now() + 3_000;
    while (!recorded().some((r) => r.event === 'task cancelled') && Date.now() < deadline) await sleep(50);
    expect(recorded().some((r) => r.method === 'tasks/cancel' && r.event === undefined)).toBe(true);
    expect(recorded().some((r) => r.event === 'task cancelled')).toBe(true);
  });

  it('stops a task that never ends at the hard maximum of a call, and cancels it at the server', async () => {
    const cancelledBefore = recorded().filter((r) => r.event === 'task cancelled').length;
    const started = Date.now();
    const final = await turn('endless_task', {}, () => {});
    expect(Date.now() - started).toBeLessThan(8_000);
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: false });
    expect(step!.error!.message).toMatch(/Maximum total timeout exceeded/);
    const polls = recorded().filter((r) => r.method === 'tasks/get').length;
    expect(polls).toBeGreaterThan(5);
    const deadline = Date.now() + 3_000;
    const cancelled = () => recorded().filter((r) => r.event === 'task cancelled').length;
    while (cancelled() === cancelledBefore && Date.now() < deadline) await sleep(50);
    expect(cancelled()).toBe(cancelledBefore + 1);
  });

  it('hears progress, and a cancelled turn cancels the call at the server', async () => {
    const progress: number[] = [];
    const final = await turn(
      'count_slowly',
      { to: 100 },
      (event, packet) => {
        if (event.type !== 'progress') return;
        progress.push(event.progress);
        if (progress.length === 3) void stack.producer.cancelTurn(packet.id, 'ops');
        // Entered at the reviewer: a turn is known to the cancel once a stage has passed it on.
      },
      'reviewer',
    );
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(final.execution?.steps[0]).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    // stdio says so with notifications/cancelled; Streamable HTTP closes the request's stream.
    const deadline = Date.now() + 3_000;
    while (!recorded().some((r) => r.event === 'call cancelled') && Date.now() < deadline) await sleep(50);
    const cancelled = recorded().find((r) => r.event === 'call cancelled');
    expect(cancelled, JSON.stringify(recorded().slice(-5))).toBeDefined();
    expect(cancelled!.at as number).toBeLessThan(100);
    if (transport === 'stdio') expect(recorded().some((r) => r.method === 'notifications/cancelled')).toBe(true);
    else expect(recorded().some((r) => r.event === 'stream closed')).toBe(true);
  });

  it("honours the tool list's ttlMs: listed again once stale, the new tool reaches the catalog", async () => {
    const catalog = new ToolCatalog(stack.runtime.redis, stack.config.prefix);
    const deadline = Date.now() + 8_000;
    let names: string[] = [];
    while (Date.now() < deadline) {
      names = (await catalog.list()).filter((t) => t.server === 'modern').map((t) => t.name);
      if (names.includes('late_tool')) break;
      await sleep(200);
    }
    expect(names).toContain('late_tool');
    expect(recorded().filter((r) => r.method === 'tools/list').length).toBeGreaterThanOrEqual(2);
  });
});
