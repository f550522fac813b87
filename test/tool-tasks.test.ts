import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditTrail,
  createLogger,
  createRedis,
  Elicitations,
  StageQueues,
  StageRuntime,
  TurnProducer,
  TurnResults,
  type TurnEvent,
} from '@switchyard/platform';
import { composerStage } from '@switchyard/composer';
import { startEverythingHttp, type EverythingHttp } from './support/everything-http.js';
import { plannedPacket, reviewedPacket } from './support/plans.js';
import { eventOf } from './support/turn-events.js';
import { startNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { deletePrefix, REDIS_URL, tempWorkspace, testConfig } from './support/test-config.js';

const RESEARCH = 'simulate-research-query';

describe('tools that run as MCP tasks (server-everything over stdio)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { everything: servers.everything() },
      // One executor slot: a task that held it would keep every other turn waiting.
      stages: { executor: { concurrency: 1 } },
      executor: { attempts: 1, elicitation: { enabled: true, timeoutMs: 15_000 }, tasks: { minPollMs: 200, maxPollMs: 500 } },
      policy: { tools: { [`everything.${RESEARCH}`]: 'allow' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('runs the task without holding the executor: other turns pass while it runs, and the plan continues with its result', async () => {
    const research = plannedPacket([
      { id: 'r', server: 'everything', tool: RESEARCH, arguments: { topic: 'tidal energy' } },
      // Runs after the task, with the task's output passed on like any step's.
      { id: 'e', server: 'everything', tool: 'echo', arguments: { message: { $ref: 'r.output' } }, dependsOn: ['r'] },
    ]);
    const started = Date.now();
    // Through the reviewer, the executor's visits and the composer: a full turn from its plan.
    const turn = stack.producer.submitPacket(research, { at: 'reviewer', timeoutMs: 30_000 });
    let researchDone = false;
    void turn.finally(() => (researchDone = true));
    await eventOf(stack.producer, research.id, (e) => e.type === 'stage' && e.stage === 'executor' && e.next === 'executor');

    const quick = await stack.producer.submitPacket(reviewedPacket([{ id: 's1', server: 'everything', tool: 'get-sum', arguments: { a: 2, b: 3 } }]), {
      at: 'executor',
      timeoutMs: 10_000,
    });
    expect(quick.execution?.steps[0]).toMatchObject({ ok: true });
    // The research takes four stages of a second: the quick turn ended while it still ran.
    expect(researchDone).toBe(false);

    const final = await turn;
    expect(Date.now() - started).toBeGreaterThan(3_500);
    const [r, e] = final.execution?.steps ?? [];
    expect(r, JSON.stringify(final.execution)).toMatchObject({ stepId: 'r', ok: true });
    expect(r!.output).toContain('# Research Report: tidal energy');
    expect(r!.elapsedMs).toBeGreaterThan(3_000);
    expect(e).toMatchObject({ stepId: 'e', ok: true });
    expect(e!.output).toContain('Research Report: tidal energy');
    expect(final.tasks).toBeUndefined();
    const visits = final.status.log.filter((l) => l.stage === 'executor');
    expect(visits.length).toBeGreaterThan(2);
    expect(visits[0]!.note).toMatch(/waiting for task\(s\): everything\.simulate-research-query working/);
    expect(final.reply?.text).toBeTruthy();
  });

  it("puts a task's question (input_required) to the turn's user and finishes with the answer", async () => {
    const packet = reviewedPacket([{ id: 'r', server: 'everything', tool: RESEARCH, arguments: { topic: 'python', ambiguous: true } }]);
    const asked = eventOf(stack.producer, packet.id, (e) => e.type === 'elicitation');
    const turn = stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 40_000 });
    const question = (await asked) as Extract<TurnEvent, { type: 'elicitation' }>;
    expect(question).toMatchObject({ step: 'r', server: 'everything', tool: RESEARCH, state: 'awaiting_input' });
    const redis = createRedis(REDIS_URL);
    try {
      const { config } = stack;
      const desk = new Elicitations(redis, config.prefix, new TurnResults(redis, config.prefix, 60), new AuditTrail(redis, config.prefix, config.policy.audit));
      await desk.answer(packet.id, { action: 'accept', content: { interpretation: 'snake' } });
    } finally {
      redis.disconnect();
    }
    const step = (await turn).execution?.steps[0];
    expect(step, JSON.stringify(step)).toMatchObject({ ok: true });
    expect(step!.output).toContain('# Research Report: python (snake)');
  });
});

describe('a task past the turn deadline (server-everything over Streamable HTTP)', () => {
  let remote: EverythingHttp;
  let stack: Stack;

  beforeAll(async () => {
    remote = await startEverythingHttp();
    stack = await startStack({
      mcpServers: { everything: { url: remote.url } },
      executor: { attempts: 1, turnDeadlineMs: 1_500, tasks: { minPollMs: 200, maxPollMs: 500 } },
      policy: { tools: { [`everything.${RESEARCH}`]: 'allow' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    remote?.stop();
  });

  it('cancels the task at the deadline and records the step as a deadline error', async () => {
    const final = await stack.producer.submitPacket(reviewedPacket([{ id: 'r', server: 'everything', tool: RESEARCH, arguments: { topic: 'slow' } }]), {
      at: 'executor',
      timeoutMs: 20_000,
    });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(step)).toMatchObject({ stepId: 'r', ok: false, error: { code: 'deadline', retryable: false } });
    expect(step!.error!.message).toMatch(/deadline of 1500 ms passed; task \w+ was cancelled/);
    // The research would take four seconds; the call ended at the turn's deadline (its time in the executor:
    // the queues before and after it are not the deadline's business, and stretch on a loaded machine).
    expect(step!.elapsedMs).toBeLessThan(3_500);
  });
});

describe('an executor killed while a task runs', () => {
  let remote: EverythingHttp;
  const config = testConfig({});
  const workspace = tempWorkspace({});
  let composer: StageRuntime;
  let producer: TurnProducer;
  const executors: Array<Awaited<ReturnType<typeof startNode>>> = [];

  beforeAll(async () => {
    remote = await startEverythingHttp();
    composer = await StageRuntime.start([composerStage], config, createLogger({ name: 'test', level: 'silent' }));
    producer = await TurnProducer.connect(config);
  });
  afterAll(async () => {
    for (const e of executors) e.child.kill('SIGKILL');
    await producer?.close();
    await composer?.close();
    await deletePrefix(config.prefix);
    remote?.stop();
    workspace.cleanup();
  });

  it(
    'leaves the task in the packet, and a new executor process polls it to the end',
    async () => {
      const configFile = join(workspace.dir, 'switchyard.config.json');
      writeFileSync(
        configFile,
        JSON.stringify({
          mcpServers: { everything: { url: remote.url } },
          executor: { attempts: 1, tasks: { minPollMs: 1_000, maxPollMs: 1_000 } },
          policy: { tools: { [`everything.${RESEARCH}`]: 'allow' } },
        }),
      );
      const env = { SWITCHYARD_CONFIG: configFile, SWITCHYARD_PREFIX: config.prefix, REDIS_URL, LOG_LEVEL: 'info' };
      const first = await startNode('services/executor/dist/main.js', env, 'stages ready');
      executors.push(first);
      const packet = reviewedPacket([{ id: 'r', server: 'everything', tool: RESEARCH, arguments: { topic: 'crash recovery' } }]);
      const waiting = eventOf(producer, packet.id, (e) => e.type === 'stage' && e.stage === 'executor' && e.next === 'executor');
      // The wait covers the second executor's cold start (up to a minute on a loaded machine).
      const turn = producer.submitPacket(packet, { at: 'executor', timeoutMs: 150_000 });
      await waiting;
      // The revisit is queued as a delayed job once the visit's stage event is out.
      const queues = new StageQueues({ url: REDIS_URL }, config);
      try {
        await expect.poll(() => queues.get('executor').getDelayedCount(), { timeout: 20_000 }).toBe(1);
      } finally {
        await queues.close();
      }
      // The task runs on the server; the process that started it dies without a word.
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));

      executors.push(await startNode('services/executor/dist/main.js', env, 'stages ready'));
      const final = await turn;
      const step = final.execution?.steps[0];
      expect(step, JSON.stringify(final.execution)).toMatchObject({ stepId: 'r', ok: true });
      expect(step!.output).toContain('# Research Report: crash recovery');
      expect(final.status.log.filter((l) => l.stage === 'executor').length).toBeGreaterThan(1);
    },
    SEVERAL_PROCESSES_MS,
  );
});
