import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet, PlanStep } from '@switchyard/packet-schema';
import { createRedis } from '@switchyard/platform';
import { ToolStats } from '@switchyard/tools';
import { plannedPacket } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

const FLAKY_SERVER = join(import.meta.dirname, 'fixtures', 'flaky-mcp-server.mjs');

type StepInput = Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>;

/** A reviewed plan entered straight at the executor: these tests are about running it, not choosing it. */
function runPlanned(stack: Stack, steps: StepInput[]): Promise<Packet> {
  const packet = plannedPacket(steps);
  packet.review = { approved: true, confidence: 0.95, reasons: ['test plan'] };
  return stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
}

const everything = (id: string, tool: string, args: Record<string, unknown>, more: Partial<PlanStep> = {}): StepInput => ({
  id,
  server: 'everything',
  tool,
  arguments: args,
  ...more,
});
const flaky = (id: string, tool: string, args: Record<string, unknown>, more: Partial<PlanStep> = {}): StepInput => ({
  id,
  server: 'flaky',
  tool,
  arguments: args,
  ...more,
});

/** The flaky server's call log: one entry per call, retry or cancellation. */
function serverLog(file: string): Array<{ tool: string; event: string; at: number; label?: string }> {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const workspace = tempWorkspace({});
const logFile = join(workspace.dir, 'flaky.log');
afterAll(() => workspace.cleanup());
const flakyServer = { command: process.execPath, args: [FLAKY_SERVER], env: { FLAKY_FAILS: '2', FLAKY_LOG: logFile } };

describe('executor plans on server-everything and a flaky MCP server', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { everything: servers.everything(), flaky: flakyServer },
      // get-sum is read-only and listed for the cache; flaky_write is listed too, but its hints say it writes.
      executor: { backoffMs: 100, backoffMaxMs: 1_000, cache: { 'everything.get-sum': 60, 'flaky.flaky_write': 60 } },
      // flaky_write has side effects: without this the guards would ask for approval first.
      policy: { tools: { 'flaky.*': 'allow' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('runs three independent 1 s steps concurrently: together in about the time of one', async () => {
    // A second each, not less: long enough that a moment's stall on a loaded machine cannot pass for running one after another.
    const packet = await runPlanned(stack, [
      everything('s1', 'trigger-long-running-operation', { duration: 1, steps: 1 }),
      everything('s2', 'trigger-long-running-operation', { duration: 1, steps: 2 }),
      everything('s3', 'trigger-long-running-operation', { duration: 1, steps: 4 }),
    ]);
    const steps = packet.execution?.steps ?? [];
    expect(
      steps.map((s) => s.ok),
      JSON.stringify(steps),
    ).toEqual([true, true, true]);
    for (const s of steps) expect(s.elapsedMs).toBeGreaterThanOrEqual(990);
    const starts = steps.map((s) => s.startedAtMs ?? Number.NaN);
    const ends = steps.map((s) => (s.startedAtMs ?? 0) + s.elapsedMs);
    const span = Math.max(...ends) - Math.min(...starts);
    const oneAfterAnother = steps.reduce((sum, s) => sum + s.elapsedMs, 0);
    // All three were running at once (each started before any ended) and the plan took well under the sum of the three.
    expect(Math.max(...starts), JSON.stringify(steps)).toBeLessThan(Math.min(...ends));
    expect(span).toBeLessThan(oneAfterAnother * 0.7);
  });

  it('runs a chain s1 → s2 in order and passes s1 output into s2 arguments', async () => {
    const packet = await runPlanned(stack, [
      everything('s1', 'get-sum', { a: 20, b: 22 }),
      everything('s2', 'echo', { message: { $ref: 's1.output' } }, { dependsOn: ['s1'] }),
      everything('s3', 'get-structured-content', { location: 'Chicago' }),
      flaky('s4', 'echo_value', { value: { $ref: 's3.structured.conditions' } }, { dependsOn: ['s3'] }),
    ]);
    const [s1, s2, s3, s4] = packet.execution?.steps ?? [];
    expect(s1?.output).toContain('42');
    expect(s2?.arguments).toEqual({ message: s1?.output });
    expect(s2?.output).toContain(s1?.output);
    expect(s2!.startedAtMs!).toBeGreaterThanOrEqual(s1!.startedAtMs! + s1!.elapsedMs - 1);
    const conditions = (s3!.structured as { conditions: string }).conditions;
    expect(typeof conditions).toBe('string');
    expect(s4).toMatchObject({ ok: true, arguments: { value: conditions }, structured: { value: conditions } });
    expect(packet.reply?.text).toContain('42');
  });

  it('retries a read-only tool that fails twice, with backoff, and never retries a non-idempotent one', async () => {
    const packet = await runPlanned(stack, [flaky('s1', 'flaky_read', { key: 'k' }), flaky('s2', 'flaky_write', { key: 'k' })]);
    const [read, write] = packet.execution?.steps ?? [];
    expect(read).toMatchObject({ ok: true, attempts: 3, output: 'flaky_read ok after 3 calls (k)' });
    expect(read?.retries?.map((r) => r.code)).toEqual(['tool_error', 'tool_error']);
    const [first, second] = read!.retries!;
    // backoff 100 ms doubling, equal jitter: 50-100 ms, then 100-200 ms
    expect(first!.backoffMs).toBeGreaterThanOrEqual(50);
    expect(second!.backoffMs).toBeGreaterThanOrEqual(100);
    const calls = serverLog(logFile).filter((e) => e.tool === 'flaky_read');
    expect(calls.map((e) => e.event)).toEqual(['fail 1', 'fail 2', 'ok 3']);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(first!.backoffMs - 5);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(second!.backoffMs - 5);

    expect(write).toMatchObject({ ok: false, attempts: 1, error: { code: 'tool_error', message: 'temporary failure 1 of 2' } });
    expect(write?.retries).toBeUndefined();
    expect(serverLog(logFile).filter((e) => e.tool === 'flaky_write')).toHaveLength(1);
  });

  it('cancels a step past its timeout on the server, reports it, and still replies from the other steps', async () => {
    const packet = await runPlanned(stack, [flaky('s1', 'slow', { ms: 10_000 }, { timeoutMs: 250 }), everything('s2', 'get-sum', { a: 1000, b: 337 })]);
    const [slow, sum] = packet.execution?.steps ?? [];
    expect(slow).toMatchObject({ ok: false, error: { code: 'timeout', retryable: true } });
    // read-only, so the timeout was retried; every attempt was cut at about the timeout
    expect(slow?.attempts).toBe(3);
    expect(slow!.elapsedMs).toBeLessThan(5_000);
    expect(sum).toMatchObject({ ok: true });
    expect(packet.status.state).toBe('done');
    expect(packet.reply?.text).toContain('1337');
    expect(packet.reply?.text).toMatch(/flaky\.slow.*failed/);
    // The server saw each request cancelled (notifications/cancelled), not just abandoned.
    await expect.poll(() => serverLog(logFile).filter((e) => e.tool === 'slow' && e.event === 'cancelled').length, { timeout: 30_000 }).toBe(3);
  });

  it('runs the onError fallback when its primary fails, and dependents get the fallback result', async () => {
    // A timeout is a failure another tool may fix (unlike invalid arguments or "not found", which are answers).
    const packet = await runPlanned(stack, [
      flaky(
        's1',
        'slow',
        { ms: 5_000, label: 'fallback' },
        { timeoutMs: 150, onError: { server: 'everything', tool: 'echo', arguments: { message: 'from the fallback' } } },
      ),
      flaky('s2', 'echo_value', { value: { $ref: 's1.output' } }, { dependsOn: ['s1'] }),
    ]);
    const [primary, fallback, dependent] = packet.execution?.steps ?? [];
    expect(primary).toMatchObject({ stepId: 's1', tool: 'slow', ok: false, error: { code: 'timeout' } });
    expect(fallback).toMatchObject({ stepId: 's1-fallback', fallbackFor: 's1', tool: 'echo', ok: true });
    expect(fallback?.output).toContain('from the fallback');
    expect(dependent).toMatchObject({ stepId: 's2', ok: true });
    expect(dependent?.arguments.value).toContain('from the fallback');
    expect(packet.execution?.needsMoreTools).toBe(false);
  });

  it('does not run the onError fallback when the primary answered: invalid arguments', async () => {
    const packet = await runPlanned(stack, [
      everything(
        's1',
        'get-sum',
        { a: 'not a number', b: 1 },
        { onError: { server: 'everything', tool: 'echo', arguments: { message: 'from the fallback' } } },
      ),
    ]);
    const steps = packet.execution?.steps ?? [];
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ stepId: 's1', tool: 'get-sum', ok: false, attempts: 1, error: { code: 'invalid_arguments' } });
    expect(packet.reply?.text).toMatch(/^The arguments of everything\.get-sum\(.*\) are not valid: /);
  });

  it('runs onLowConfidence in place of a step below its threshold, without calling the step', async () => {
    const before = serverLog(logFile).filter((e) => e.tool === 'echo_value').length;
    const packet = await runPlanned(stack, [
      flaky(
        's1',
        'echo_value',
        { value: 'primary' },
        { confidence: 0.3, onLowConfidence: { below: 0.6, server: 'everything', tool: 'echo', arguments: { message: 'safer' } } },
      ),
    ]);
    const [primary, fallback] = packet.execution?.steps ?? [];
    expect(primary).toMatchObject({ ok: false, attempts: 0, error: { code: 'low_confidence' } });
    expect(fallback).toMatchObject({ fallbackFor: 's1', tool: 'echo', ok: true });
    expect(serverLog(logFile).filter((e) => e.tool === 'echo_value')).toHaveLength(before);
  });

  it('stops the plan when a critical step fails, cancelling what runs beside it', async () => {
    // A label of its own: cancellations from earlier tests may still be arriving in the shared log.
    const label = `critical-${Date.now()}`;
    // The critical step fails only after its timeouts (and retries), so the step beside it is surely running on the server.
    const packet = await runPlanned(stack, [
      flaky('s1', 'slow', { ms: 10_000 }, { critical: true, timeoutMs: 300 }),
      flaky('s2', 'slow', { ms: 10_000, label }),
      everything('s3', 'echo', { message: 'after' }, { dependsOn: ['s2'] }),
    ]);
    expect(packet.execution?.steps.map((s) => [s.stepId, s.ok, s.error?.code])).toEqual([
      ['s1', false, 'timeout'],
      ['s2', false, 'cancelled'],
      ['s3', false, 'skipped'],
    ]);
    expect(packet.execution?.steps[2]?.error?.message).toBe('not run: critical step s1 failed');
    await expect.poll(() => serverLog(logFile).filter((e) => e.label === label && e.event === 'cancelled').length, { timeout: 30_000 }).toBe(1);
  });

  it('serves the second identical read-only call from the cache, in the same turn and a later one', async () => {
    const first = await runPlanned(stack, [everything('s1', 'get-sum', { a: 7, b: 35 }), everything('s2', 'get-sum', { b: 35, a: 7 }, { dependsOn: ['s1'] })]);
    const [a, b] = first.execution?.steps ?? [];
    expect(a).toMatchObject({ ok: true, attempts: 1 });
    expect(a?.cached).toBeUndefined();
    expect(b).toMatchObject({ ok: true, cached: true, attempts: 0, output: a?.output });

    const later = await runPlanned(stack, [everything('s1', 'get-sum', { a: 7, b: 35 })]);
    expect(later.execution?.steps[0]).toMatchObject({ ok: true, cached: true, output: a?.output });
    expect(later.reply?.text).toContain('(cached)');

    // A tool without the read-only hint is never cached, even when a rule lists it: both calls reach the server.
    const writes = () => serverLog(logFile).filter((e) => e.tool === 'flaky_write').length;
    const before = writes();
    await runPlanned(stack, [flaky('w1', 'flaky_write', { key: 'same' }), flaky('w2', 'flaky_write', { key: 'same' })]);
    expect(writes()).toBe(before + 2);

    // A read-only tool no rule lists is not cached either.
    const echoes = () => serverLog(logFile).filter((e) => e.tool === 'echo_value' && e.event === '"uncached"').length;
    await runPlanned(stack, [flaky('e1', 'echo_value', { value: 'uncached' })]);
    await runPlanned(stack, [flaky('e1', 'echo_value', { value: 'uncached' })]);
    expect(echoes()).toBe(2);

    // Only real calls count in the live stats.
    const redis = createRedis(stack.config.redis.url);
    try {
      const stats = await new ToolStats(redis, stack.config.prefix).all();
      expect(stats.get('everything.get-sum')?.calls).toBeGreaterThanOrEqual(1);
      expect(stats.get('flaky.flaky_read')).toMatchObject({ calls: 3, failures: 2 });
      // three timed-out attempts (timeout test), three of the fallback test's primary, three more of the critical
      // step, and the one it cancelled
      expect(stats.get('flaky.slow')).toMatchObject({ calls: 10, failures: 10 });
      expect(stats.get('flaky.slow')!.p95Ms).toBeGreaterThanOrEqual(200);
    } finally {
      redis.disconnect();
    }
  });

  it('rejects a plan with a cycle or a bad reference before any tool runs, and replies with the reason', async () => {
    const before = serverLog(logFile).length;
    const cycle = await runPlanned(stack, [
      flaky('s1', 'echo_value', { value: 1 }, { dependsOn: ['s2'] }),
      flaky('s2', 'echo_value', { value: 2 }, { dependsOn: ['s1'] }),
    ]);
    expect(cycle.status.state).toBe('done');
    expect(cycle.execution?.steps.map((s) => s.error?.code)).toEqual(['invalid_plan', 'invalid_plan']);
    expect(cycle.status.error).toMatch(/dependency cycle among steps s1, s2/);
    expect(cycle.reply?.text).toMatch(/cycle/);

    const badRef = await runPlanned(stack, [flaky('s1', 'echo_value', { value: 1 }), flaky('s2', 'echo_value', { value: { $ref: 's1.output' } })]);
    expect(badRef.status.error).toMatch(/step s2 refers to step s1 \("s1.output"\) but does not depend on it/);
    const unknown = await runPlanned(stack, [flaky('s1', 'echo_value', { value: { $ref: 'nope.output' } })]);
    expect(unknown.status.error).toMatch(/refers to unknown step nope/);
    const malformed = await runPlanned(stack, [flaky('s1', 'echo_value', { value: { $ref: 's0.output.x' } }, { dependsOn: [] })]);
    expect(malformed.status.error).toMatch(/bad reference "s0.output.x"/);
    expect(serverLog(logFile)).toHaveLength(before);
  });
});

describe('the turn deadline', () => {
  let stack: Stack;
  const deadlineLog = join(workspace.dir, 'deadline.log');

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { everything: servers.everything(), flaky: { ...flakyServer, env: { FLAKY_LOG: deadlineLog } } },
      // Long enough that the quick call beside the slow one finishes first on a loaded machine too.
      executor: { turnDeadlineMs: 3_000 },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('cancels calls still running when the deadline passes and skips what had not started', async () => {
    const packet = await runPlanned(stack, [
      flaky('s1', 'slow', { ms: 10_000 }),
      everything('s2', 'get-sum', { a: 2, b: 2 }),
      everything('s3', 'echo', { message: { $ref: 's1.output' } }, { dependsOn: ['s1'] }),
    ]);
    const [slow, sum, after] = packet.execution?.steps ?? [];
    expect(slow).toMatchObject({ ok: false, attempts: 1, error: { code: 'deadline', message: 'cancelled: the turn deadline of 3000 ms passed' } });
    expect(sum).toMatchObject({ ok: true });
    expect(after).toMatchObject({ ok: false, attempts: 0, error: { code: 'deadline' } });
    expect(packet.reply?.text).toContain('4');
    await expect.poll(() => serverLog(deadlineLog).filter((e) => e.event === 'cancelled').length, { timeout: 30_000 }).toBe(1);
  });
});
