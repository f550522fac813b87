import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { Deployment, loadConfig, stageJobId, TurnProducer } from '@switchyard/platform';
import { OpenAIWireServer, answerName, openaiContent } from './support/openai-wire-server.js';
import { OtlpReceiver } from './support/otlp-receiver.js';
import { startNode, stop, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

/** The stages a direct answer can touch, each its own process; the executor first (it publishes the catalog). */
const STAGES = ['executor', 'router', 'composer'] as const;
const GREETING = 'hello, how are you?';

/** Three stage processes on a fresh prefix with this configuration, an OTLP receiver, and a producer. */
async function startProcesses(config: Record<string, unknown>) {
  const workspace = tempWorkspace({});
  const prefix = freshPrefix('hop');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: {}, ...config }));
  const receiver = await OtlpReceiver.start();
  const env = { SWITCHYARD_CONFIG: configFile, SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint };
  const children: Awaited<ReturnType<typeof startNode>>[] = [];
  const loaded = loadConfig({ env, cwd: workspace.dir });
  const deployment = Deployment.connect(loaded, 'hop-test');
  const composerQueue = new Queue('composer', { connection: { url: REDIS_URL }, prefix });
  const close = async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    await composerQueue.close();
    await deployment.close();
    await receiver.close();
    await deletePrefix(prefix);
    workspace.cleanup();
  };
  try {
    children.push(await startNode('services/executor/dist/main.js', env, 'stages ready'));
    children.push(...(await Promise.all(STAGES.slice(1).map((stage) => startNode(`services/${stage}/dist/main.js`, env, 'stages ready')))));
  } catch (error) {
    await close();
    throw error;
  }
  const ask = async () => {
    const producer = await TurnProducer.connect(loaded);
    try {
      return await producer.submitTurn({ sessionId: 'hop', userId: 'u', agentId: 'a', message: GREETING }, { timeoutMs: 30_000 });
    } finally {
      await producer.close();
    }
  };
  return { deployment, composerQueue, receiver, ask, close };
}

describe('a direct answer across stage processes', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(cleanups.map((c) => c()));
  });

  it('ends in the router visit where no model composes, recorded under the composer name', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const run = await startProcesses({});
    cleanups.push(run.close);
    const packet = await run.ask();
    expect(packet.status.state, packet.status.error).toBe('done');
    expect(packet.route?.needsTool).toBe(false);
    expect(packet.reply?.text.length).toBeGreaterThan(0);
    // The timeline reads as two stages, the composer's entry included, as it did with two hops.
    expect(packet.status.log.map((e) => e.stage)).toEqual(['router', 'composer']);

    // The composer's queue never saw a job: not this turn's, not any.
    expect(await run.composerQueue.getJob(stageJobId(packet.id, 'composer', 1))).toBeUndefined();
    const counts = await run.composerQueue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
    expect(
      Object.values(counts).every((n) => n === 0),
      JSON.stringify(counts),
    ).toBe(true);

    // The audit trail keeps the reply under the composer's name, after the route.
    const audit = await run.deployment.audit.read(packet.id);
    expect(audit.map((e) => [e.kind, e.stage])).toEqual([
      ['route', 'router'],
      ['reply', 'composer'],
    ]);
    // The exchange is kept for the session, as the composer keeps it.
    const kept = await run.deployment.conversations.recent(packet.turn);
    expect(kept).toEqual([
      { role: 'user', content: GREETING },
      { role: 'assistant', content: packet.reply!.text },
    ]);

    // A composer span under the turn's trace, a sibling of the router's, written by the router's process.
    const [, traceId, turnSpanId] = packet.trace.traceparent.split('-');
    const spans = await run.receiver.waitFor((all) => ['router', 'composer'].every((n) => all.some((s) => s.traceId === traceId && s.name === n)));
    const composer = spans.find((s) => s.traceId === traceId && s.name === 'composer')!;
    const router = spans.find((s) => s.traceId === traceId && s.name === 'router')!;
    expect(composer.parentSpanId).toBe(turnSpanId);
    expect(router.parentSpanId).toBe(turnSpanId);
    expect(composer.service).toBe('switchyard-router');
    expect(composer.attributes).toMatchObject({ 'switchyard.packet_id': packet.id, 'switchyard.edge': 'replied', 'switchyard.next': 'done' });
  });

  it('still goes to the composer when a model composes', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const server = await OpenAIWireServer.start((req) => openaiContent({ text: `model reply to ${answerName(req)}`, summary: 'greeted' }));
    cleanups.push(() => server.close());
    const run = await startProcesses({ models: { composer: { provider: 'openai', model: 'test-model', baseUrl: `${server.url}/v1`, maxRetries: 0 } } });
    cleanups.push(run.close);
    const packet = await run.ask();
    expect(packet.status.state, packet.status.error).toBe('done');
    expect(packet.route?.needsTool).toBe(false);
    expect(packet.reply?.text).toBe('model reply to reply');
    expect(server.completions.map(answerName)).toEqual(['reply']);
    expect(packet.status.log.map((e) => e.stage)).toEqual(['router', 'composer']);
    // Two hops: the composer's own job took it.
    expect(await run.composerQueue.getJob(stageJobId(packet.id, 'composer', 1))).toBeDefined();
    const [, traceId] = packet.trace.traceparent.split('-');
    const spans = await run.receiver.waitFor((all) => all.some((s) => s.traceId === traceId && s.name === 'composer'));
    expect(spans.find((s) => s.traceId === traceId && s.name === 'composer')!.service).toBe('switchyard-composer');
  });
});
