import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanStep } from '@switchyard/packet-schema';
import { createLogger, createRedis, type TurnEvent } from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { formatProgress } from '../packages/cli/src/format-turn.js';
import { startEverythingHttp, type EverythingHttp } from './support/everything-http.js';
import { ownedPlan } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { REDIS_URL } from './support/test-config.js';

/** server-everything's long operation: `steps` progress reports spread over `duration` seconds. */
const longOperation = (id: string, duration: number, steps: number, timeoutMs: number): Omit<PlanStep, 'dependsOn' | 'why'> => ({
  id,
  server: 'everything',
  tool: 'trigger-long-running-operation',
  arguments: { duration, steps },
  timeoutMs,
});

describe('tool progress: resets the call timeout, reaches SSE clients, stops at the hard maximum', () => {
  const KEY = `sk-${randomUUID()}`;
  let stack: Stack;
  let ingress: IngressServer;

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { everything: servers.everything() },
      // One try: a call stopped by the hard maximum must not be tried again here.
      // The gaps below are a fifth of the call timeout and the maximum is twice the longest call that must finish:
      // a process starved for a moment on a loaded machine still reports in time.
      executor: { attempts: 1, maxToolTimeMs: 4_000, progressIntervalMs: 250 },
      ingress: { apiKeys: [{ name: 'tester', sha256: hashApiKey(KEY) }] },
    });
    ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ingress?.close();
    await stack?.close();
  });

  it('completes a call longer than its timeout while progress keeps coming, and streams throttled progress events', async () => {
    // 2 s in all, a report every 100 ms: longer than the 1 s timeout, each gap shorter; within the 4 s maximum.
    const packet = await ownedPlan(stack.config.prefix, [longOperation('s1', 2, 20, 1_000)]);
    const stream = await fetch(`http://127.0.0.1:${ingress.port}/v1/turns/${packet.id}/events`, { headers: { authorization: `Bearer ${KEY}` } });
    expect(stream.status).toBe(200);
    const body = stream.text();
    const final = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });

    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: true, attempts: 1 });
    expect(step!.output).toContain('Long running operation completed');
    expect(step!.elapsedMs).toBeGreaterThan(1_900);

    const events = [...(await body).matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({ type: m[1], data: JSON.parse(m[2]!) }));
    const progress = events.filter((e) => e.type === 'progress').map((e) => e.data);
    expect(progress[0]).toEqual({
      type: 'progress',
      packetId: packet.id,
      step: 's1',
      server: 'everything',
      tool: 'trigger-long-running-operation',
      progress: 1,
      total: 20,
    });
    // Twenty reports at 100 ms, at most one per 250 ms passed on: fewer events, in order, the last one always.
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.length).toBeLessThan(20);
    const amounts = progress.map((p) => p.progress as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ progress: 20, total: 20 });
    // Progress comes before the executor's stage event, the stream ends with the result.
    const executorStage = events.findIndex((e) => e.type === 'stage' && e.data.stage === 'executor');
    expect(events.findLastIndex((e) => e.type === 'progress')).toBeLessThan(executorStage);
    expect(events.at(-1)).toMatchObject({ type: 'done', data: { packetId: packet.id } });
    expect(formatProgress(progress.at(-1))).toBe('  progress s1 everything.trigger-long-running-operation 20/20');
  });

  it('does not offer elicitation while it is off: server-everything then leaves out its elicitation tool', async () => {
    const redis = createRedis(REDIS_URL);
    try {
      const { byName } = await new ToolCatalog(redis, stack.config.prefix).snapshot();
      expect(byName.has('everything.trigger-long-running-operation')).toBe(true);
      expect(byName.has('everything.trigger-elicitation-request')).toBe(false);
    } finally {
      redis.disconnect();
    }
  });

  it('stops a call at the hard maximum however often it reports progress', async () => {
    // 20 s with a report every 200 ms: each gap within the 1 s timeout, the whole far past the 4 s maximum.
    const packet = await ownedPlan(stack.config.prefix, [longOperation('s1', 20, 100, 1_000)]);
    const final = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: false, attempts: 1, error: { code: 'timeout' } });
    expect(step!.error!.message).toMatch(/timed out|timeout/i);
    expect(step!.elapsedMs).toBeGreaterThanOrEqual(3_900);
    // Stopped at the maximum, not at the end of the operation.
    expect(step!.elapsedMs).toBeLessThan(15_000);
  });
});

describe('tool progress over Streamable HTTP', () => {
  let everything: EverythingHttp;
  let stack: Stack;

  beforeAll(async () => {
    everything = await startEverythingHttp();
    stack = await startStack({
      // Our own local server: trusted, so its read-only annotation lets the call run without an approval.
      mcpServers: { everything: { url: everything.url, trusted: true } },
      executor: { attempts: 1, maxToolTimeMs: 5_000, progressIntervalMs: 100 },
    });
  });
  afterAll(async () => {
    await stack?.close();
    everything?.stop();
  });

  it('keeps a call longer than its timeout alive while progress comes, and tells the producer', async () => {
    // 2 s in all, a report every 100 ms: longer than the 1 s timeout, each gap shorter.
    const packet = await ownedPlan(stack.config.prefix, [longOperation('s1', 2, 20, 1_000)]);
    const seen: TurnEvent[] = [];
    const final = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000, onEvent: (event) => seen.push(event) });

    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: true, attempts: 1 });
    expect(step!.elapsedMs).toBeGreaterThan(1_900);
    const progress = seen.filter((event) => event.type === 'progress');
    expect(progress.length).toBeGreaterThan(1);
    expect(progress[0]).toMatchObject({ step: 's1', server: 'everything', tool: 'trigger-long-running-operation' });
  });
});
