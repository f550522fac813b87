import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { Packet } from '@switchyard/packet-schema';
import { stagesNamed } from '@switchyard/cli';
import {
  AuditTrail,
  createLogger,
  createRedis,
  Elicitations,
  StageRuntime,
  startTracing,
  stopTracing,
  TurnProducer,
  TurnResults,
  type Redis,
  type SwitchyardConfig,
  type TurnEvent,
} from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { CapturedLog } from './support/captured-log.js';
import { OtlpReceiver } from './support/otlp-receiver.js';
import { ownedPlan } from './support/plans.js';
import { REPO_ROOT, startNode, stop } from './support/processes.js';
import { startStack, type Stack } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, testConfig } from './support/test-config.js';

// A server built on the official v2 server package, pinned to 2026-07-28 (it refuses `initialize`).
const SDK_SERVER = join(REPO_ROOT, 'test/fixtures/sdk-modern-mcp-server.mjs');
const REVISION = '2026-07-28';

interface Recorded {
  method?: string;
  event?: string;
  tool?: string;
  rounds?: string[];
  meta?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The server named `sdk` over stdio (pinned in its entry) or Streamable HTTP (found by the `server/discover` probe). */
async function sdkServer(transport: string, env: Record<string, string>) {
  if (transport === 'stdio') return { entry: { command: process.execPath, args: [SDK_SERVER], env, protocolVersion: REVISION } };
  const remote = await startNode(SDK_SERVER, env, 'listening on port', 30_000, ['--http']);
  return { entry: { url: `http://127.0.0.1:${/listening on port (\d+)/.exec(remote.output())?.[1]}/mcp` }, remote };
}

function recordedIn(file: string): () => Recorded[] {
  return () =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Recorded)
      : [];
}

/** Where a test answers the questions a turn puts to its user, as the ingress would. */
function questionDesk(redis: Redis, stack: Stack): Elicitations {
  const { prefix, policy } = stack.config;
  return new Elicitations(redis, prefix, new TurnResults(redis, prefix, 60), new AuditTrail(redis, prefix, policy.audit));
}

/** Runs a one-step plan on server `sdk`; `onEvent` hears the turn's events (questions, progress) as they come. */
async function turnOn(
  stack: Stack,
  tool: string,
  args: Record<string, unknown>,
  onEvent: (event: TurnEvent, packet: Packet) => void = () => {},
  at: 'executor' | 'reviewer' = 'executor',
) {
  const packet = await ownedPlan(stack.config.prefix, [{ id: 's1', server: 'sdk', tool, arguments: args, timeoutMs: 2_000 }]);
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

describe.each(['stdio', 'streamable HTTP'])('a server on the v2 SDK pinned to MCP 2026-07-28, over %s, carries a whole turn', (transport) => {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-mcp-'));
  const recordFile = join(dir, 'record.jsonl');
  const recorded = recordedIn(recordFile);
  const log = new CapturedLog();
  let remote: { child: ChildProcess } | undefined;
  let entry: { url?: string };
  let stack: Stack;
  let redis: Redis;
  let desk: Elicitations;

  beforeAll(async () => {
    const server = await sdkServer(transport, { RECORD_FILE: recordFile });
    remote = server.remote;
    entry = server.entry;
    stack = await startStack(
      {
        mcpServers: { sdk: server.entry },
        executor: { attempts: 1, progressIntervalMs: 50, maxToolTimeMs: 6_000, elicitation: { enabled: true, timeoutMs: 8_000 } },
        policy: { tools: { 'sdk.*': 'allow' } },
      },
      log,
    );
    redis = createRedis(REDIS_URL);
    desk = questionDesk(redis, stack);
  });
  afterAll(async () => {
    redis?.disconnect();
    await stack?.close();
    if (remote) await stop(remote.child);
    rmSync(dir, { recursive: true, force: true });
  });

  it('connects by discovery and lists the tools into the catalog, with the revision in every request', async () => {
    expect(log.entries('mcp server connected').find((e) => e.server === 'sdk')?.protocolVersion).toBe(REVISION);
    const requests = recorded().filter((r) => r.method && !r.method.startsWith('notifications/'));
    expect(requests[0]?.method).toBe('server/discover');
    expect(requests.map((r) => r.method)).not.toContain('initialize');
    expect(requests.map((r) => r.method)).toContain('tools/list');
    for (const request of requests) expect(request.meta?.['io.modelcontextprotocol/protocolVersion'], request.method).toBe(REVISION);
    const listed = (await new ToolCatalog(stack.runtime.redis, stack.config.prefix).list()).filter((t) => t.server === 'sdk').map((t) => t.name);
    expect(listed.sort()).toEqual(['add_numbers', 'ask_around', 'book_trip', 'count_slowly']);
  });

  it('calls a tool, the turn trace in the request _meta', async () => {
    const final = await turnOn(stack, 'add_numbers', { a: 2, b: 3 });
    expect(final.execution?.steps[0], JSON.stringify(final.execution)).toMatchObject({ ok: true });
    expect(final.execution!.steps[0]!.output).toContain('the sum is 5');
    const call = recorded().find((r) => r.method === 'tools/call' && r.tool === 'add_numbers');
    expect(String(call?.meta?.traceparent).split('-')[1]).toBe(final.trace.traceparent.split('-')[1]);
  });

  it("puts the SDK's input_required questions to the user, round after round, and checks the final output", async () => {
    const asked: string[] = [];
    const final = await turnOn(stack, 'book_trip', {}, (event, packet) => {
      if (event.type !== 'elicitation') return;
      asked.push(event.message);
      void desk.answer(packet.id, { action: 'accept', content: asked.length === 1 ? { city: 'Porto' } : { nights: 2 } });
    });
    expect(final.execution?.steps[0], JSON.stringify(final.execution)).toMatchObject({ ok: true });
    expect(final.execution!.steps[0]!.output).toContain('booked 2 nights in Porto');
    expect(asked).toEqual(['Which city?', 'How many nights in Porto?']);
    expect(
      recorded()
        .filter((r) => r.method === 'tools/call' && r.tool === 'book_trip')
        .map((r) => r.rounds),
    ).toEqual([[], ['city'], ['nights']]);
  });

  it('declares neither roots nor sampling (deprecated in 2026-07-28), so an SDK server asks for neither', async () => {
    const final = await turnOn(stack, 'ask_around', {});
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: false });
    expect(step!.error!.message).toMatch(/client capabilities do not declare the required capability/);
    for (const request of recorded().filter((r) => r.method !== 'server/discover')) {
      const declared = request.meta?.['io.modelcontextprotocol/clientCapabilities'] as Record<string, unknown> | undefined;
      expect(declared, request.method).toBeDefined();
      expect(declared).not.toHaveProperty('roots');
      expect(declared).not.toHaveProperty('sampling');
    }
    expect(recorded().some((r) => r.event === 'asked around')).toBe(false);
  });

  it('hears progress, and a cancelled turn cancels the call at the server', async () => {
    const progress: number[] = [];
    const final = await turnOn(
      stack,
      'count_slowly',
      { to: 100 },
      (event, packet) => {
        if (event.type !== 'progress') return;
        progress.push(event.progress);
        if (progress.length === 3) void stack.producer.cancelTurn(packet.id, 'ops');
      },
      'reviewer',
    );
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(final.execution?.steps[0]).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const deadline = Date.now() + 3_000;
    while (!recorded().some((r) => r.event === 'call cancelled') && Date.now() < deadline) await sleep(50);
    const cancelled = recorded().find((r) => r.event === 'call cancelled');
    expect(cancelled, JSON.stringify(recorded().slice(-5))).toBeDefined();
    expect(cancelled!.count as number).toBeLessThan(100);
    if (transport === 'stdio') expect(recorded().some((r) => r.method === 'notifications/cancelled')).toBe(true);
    else expect(recorded().some((r) => r.event === 'stream closed')).toBe(true);
  });

  // Last: the probe's own initialize lands in the server's record.
  it('is pinned: a client that opens with initialize is refused', async () => {
    if (entry.url) {
      const initialize = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'legacy-probe', version: '1.0.0' } };
      const response = await fetch(entry.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize }),
      });
      expect(response.status).toBe(400);
      expect((await response.json()) as unknown).toMatchObject({ error: { data: { supported: [REVISION], requested: '2025-06-18' } } });
      return;
    }
    const client = new Client({ name: 'legacy-probe', version: '1.0.0' });
    const opening = new StdioClientTransport({ command: process.execPath, args: [SDK_SERVER], stderr: 'ignore' });
    await expect(client.connect(opening)).rejects.toThrow(/protocol version|2026-07-28/i);
    await client.close();
  });
});

describe('a tool list marked cacheScope "private" holds only for the credentials that listed it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-mcp-private-'));
  const recordFile = join(dir, 'record.jsonl');
  const recorded = recordedIn(recordFile);
  const log = createLogger({ name: 'test', level: process.env.LOG_LEVEL ?? 'silent' });
  const prefix = freshPrefix('private-list');
  const runtimes: StageRuntime[] = [];
  let remote: { child: ChildProcess; output: () => string };
  let producer: TurnProducer;
  let bob: SwitchyardConfig;
  let alice: StageRuntime;

  /** The same server under one name, reached with one caller's token: one authorization context per executor. */
  const configAs = (caller: string) =>
    testConfig({
      prefix,
      mcpServers: {
        sdk: { url: `http://127.0.0.1:${/listening on port (\d+)/.exec(remote.output())?.[1]}/mcp`, headers: { Authorization: `Bearer ${caller}` } },
      },
      executor: { attempts: 1 },
      policy: { tools: { 'sdk.*': 'allow' } },
    });

  beforeAll(async () => {
    remote = await startNode(SDK_SERVER, { RECORD_FILE: recordFile, LIST_CACHE_SCOPE: 'private' }, 'listening on port', 30_000, ['--http']);
    bob = configAs('bob');
    runtimes.push(await StageRuntime.start(stagesNamed(['executor', 'composer']), bob, log));
    // Alice's executor starts last, so hers is the list of `sdk` in the shared catalog.
    alice = await StageRuntime.start(stagesNamed(['executor']), configAs('alice'), log);
    producer = await TurnProducer.connect(bob);
  });
  afterAll(async () => {
    await producer?.close();
    await alice?.close();
    for (const runtime of runtimes) await runtime.close();
    await stop(remote.child);
    await deletePrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the catalog's list marked private, and another executor calls only what its own list agrees on", async () => {
    const catalog = new ToolCatalog(runtimes[0]!.redis, prefix);
    const snapshot = await catalog.snapshot();
    expect(snapshot.listedPrivately.has('sdk')).toBe(true);
    expect(snapshot.tools.filter((t) => t.server === 'sdk').map((t) => t.name)).toContain('alice_notes');
    // Alice's executor leaves; Bob's still claims the server, so her list stays in the catalog.
    await alice.close();
    expect((await catalog.list()).map((t) => t.name)).toContain('alice_notes');

    const run = async (tool: string) =>
      producer.submitPacket(await ownedPlan(prefix, [{ id: 's1', server: 'sdk', tool, arguments: tool === 'add_numbers' ? { a: 1, b: 2 } : {} }]), {
        at: 'executor',
        timeoutMs: 30_000,
      });
    // A tool only in Alice's list is not called with Bob's credentials: refused before anything is sent.
    const refused = await run('alice_notes');
    expect(refused.execution?.steps[0], JSON.stringify(refused.execution)).toMatchObject({ ok: false, error: { code: 'blocked' } });
    expect(refused.execution!.steps[0]!.error!.message).toMatch(/cacheScope "private".*has no alice_notes/);
    expect(recorded().filter((r) => r.method === 'tools/call')).toEqual([]);
    // A tool Bob's own list defines the same way runs as usual, with his credentials.
    const added = await run('add_numbers');
    expect(added.execution?.steps[0], JSON.stringify(added.execution)).toMatchObject({ ok: true });
    expect(
      recorded()
        .filter((r) => r.method === 'tools/call')
        .map((r) => [r.tool, r.caller]),
    ).toEqual([['add_numbers', 'bob']]);
  });
});

describe.each(['stdio', 'streamable HTTP'])('one trace across Switchyard and a 2026-07-28 server, over %s', (transport) => {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-mcp-trace-'));
  const recordFile = join(dir, 'record.jsonl');
  const recorded = recordedIn(recordFile);
  let remote: { child: ChildProcess } | undefined;
  let receiver: OtlpReceiver;
  let stack: Stack;
  let redis: Redis;
  let desk: Elicitations;

  beforeAll(async () => {
    receiver = await OtlpReceiver.start();
    startTracing('switchyard-test', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    const server = await sdkServer(transport, { RECORD_FILE: recordFile });
    remote = server.remote;
    stack = await startStack({
      mcpServers: { sdk: server.entry },
      executor: { attempts: 1, elicitation: { enabled: true, timeoutMs: 8_000 } },
      policy: { tools: { 'sdk.*': 'allow' } },
    });
    redis = createRedis(REDIS_URL);
    desk = questionDesk(redis, stack);
  });
  afterAll(async () => {
    redis?.disconnect();
    await stack?.close();
    await stopTracing();
    await receiver?.close();
    if (remote) await stop(remote.child);
    rmSync(dir, { recursive: true, force: true });
  });

  /** The spans of the turn's trace once its executor and tool spans are exported, and the traceparents the server got. */
  async function traced(final: Packet, tool: string) {
    const traceId = final.trace.traceparent.split('-')[1];
    const spans = await receiver.waitFor((all) => ['executor', `tool sdk.${tool}`].every((n) => all.some((s) => s.traceId === traceId && s.name === n)));
    const inTrace = spans.filter((s) => s.traceId === traceId);
    const sent = recorded()
      .filter((r) => r.method === 'tools/call' && r.tool === tool)
      .map((r) => String(r.meta?.traceparent).split('-'));
    return { traceId, executor: inTrace.find((s) => s.name === 'executor')!, step: inTrace.find((s) => s.name === `tool sdk.${tool}`)!, sent };
  }

  it("sends the step's span as the parent in _meta: the server's work hangs off the tool call, in the turn's trace", async () => {
    const final = await turnOn(stack, 'add_numbers', { a: 4, b: 5 });
    expect(final.execution?.steps[0], JSON.stringify(final.execution)).toMatchObject({ ok: true });
    const { traceId, executor, step, sent } = await traced(final, 'add_numbers');
    expect(step.parentSpanId).toBe(executor.spanId);
    expect(sent).toHaveLength(1);
    const [version, sentTraceId, parentId, flags] = sent[0]!;
    expect(version).toBe('00');
    expect(sentTraceId).toBe(traceId);
    expect(parentId).toBe(step.spanId);
    expect(flags).toBe('01'); // sampled, so the server records its spans too
  });

  it('keeps every round of a multi round-trip call under the same step span', async () => {
    let asked = 0;
    const final = await turnOn(stack, 'book_trip', {}, (event, packet) => {
      if (event.type !== 'elicitation') return;
      asked += 1;
      void desk.answer(packet.id, { action: 'accept', content: asked === 1 ? { city: 'Braga' } : { nights: 1 } });
    });
    expect(final.execution?.steps[0], JSON.stringify(final.execution)).toMatchObject({ ok: true });
    const { traceId, step, sent } = await traced(final, 'book_trip');
    expect(sent).toHaveLength(3);
    for (const [, sentTraceId, parentId] of sent) {
      expect(sentTraceId).toBe(traceId);
      expect(parentId).toBe(step.spanId);
    }
  });
});
