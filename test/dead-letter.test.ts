import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, DeadLetterQueue, inStartupOrder, NonRetryableError, StageRuntime, TurnProducer, type StageDefinition } from '@switchyard/platform';

/** A name a forger might hope the stages trust. */
const CHECKED_JOB = 'checked';
import { newPacket } from '@switchyard/packet-schema';
import { startStack, type Stack } from './support/stack.js';
import { deletePrefix, testConfig } from './support/test-config.js';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('packets that cannot be processed', () => {
  let stack: Stack;
  let dlq: DeadLetterQueue;

  beforeAll(async () => {
    stack = await startStack();
    dlq = new DeadLetterQueue(stack.runtime.redis, stack.config.prefix);
  });
  afterAll(async () => {
    await dlq?.close();
    await stack?.close();
  });

  it('land in the dead-letter queue with a readable reason, and the workers keep going', async () => {
    const bad = { ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] }) } as Record<string, unknown>;
    bad.turn = { sessionId: 's', userId: 'u', agentId: 'a', message: 42, history: [] };
    await stack.producer.submitRaw(bad, 'poison-1');
    await stack.producer.submitRaw('not even an object', 'poison-2');

    const letters = await waitFor(async () => {
      const all = await dlq.list();
      return all.length >= 2 ? all : undefined;
    });
    const byId = letters.find((l) => l.packetId === bad.id);
    expect(byId?.stage).toBe('router');
    expect(byId?.reason).toContain('packet.turn.message: expected string, received number');
    expect(byId?.raw).toEqual(bad);
    expect(letters.some((l) => l.reason.includes('packet: expected an object, received string'))).toBe(true);

    const after = await stack.ask('hello there');
    expect(after.status.state).toBe('done');
  });

  it('are caught whatever the job is named: a job named as checked is parsed on its way in, and dead-lettered as it arrived', async () => {
    // No job's name vouches for its data: anyone who can add a job can name it anything.
    const bad = { ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] }) } as Record<string, unknown>;
    bad.turn = { sessionId: 's', userId: 'u', agentId: 'a', message: 42, history: [] };
    const router = stack.runtime.queues.get('router');
    await router.add(CHECKED_JOB, bad, { jobId: 'forged-forward-1' });
    await router.add(CHECKED_JOB, 'not even an object', { jobId: 'forged-forward-2' });

    const letters = await waitFor(async () => {
      const all = await dlq.list();
      const forged = all.filter((l) => l.packetId === bad.id || l.raw === 'not even an object');
      return forged.length >= 2 ? forged : undefined;
    });
    const byId = letters.find((l) => l.packetId === bad.id);
    expect(byId?.stage).toBe('router');
    expect(byId?.reason).toMatch(/rejected by router: invalid packet/);
    // The data as it arrived, not as the visit left it.
    expect(byId?.raw).toEqual(bad);
    expect(letters.some((l) => l.reason.includes('packet: expected an object, received string'))).toBe(true);
  });

  it('tell a waiting producer that its turn failed', async () => {
    const packet = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] });
    const waiting = new Promise((resolve) => {
      stack.producer.on('event', (event) => {
        if (event.packetId === packet.id && event.type === 'failed') resolve(event.reason);
      });
    });
    await stack.producer.submitRaw({ ...packet, reinjection: { count: 9, max: 3 } }, packet.id);
    await expect(waiting).resolves.toMatch(/packet\.reinjection: reinjection count is above its max/);
  });

  it('keep the data as it arrived when the stage changed a valid packet in place and then failed for good', async () => {
    // A valid packet is used as it is, not copied: what the stage wrote into it must not reach the letter.
    const config = testConfig();
    const breaksAfterWriting = (name: 'router' | 'selector' | 'reviewer' | 'executor' | 'composer'): StageDefinition => ({
      name,
      create: async () => ({
        handle: async (p) => {
          p.turn.message = 'written by the stage';
          p.route = { needsTool: false, rationale: 'x', goal: 'x', confidence: 1, decidedBy: 'rule' };
          throw new NonRetryableError('gave up');
        },
      }),
    });
    const runtime = await StageRuntime.start(
      inStartupOrder({
        router: breaksAfterWriting('router'),
        selector: breaksAfterWriting('selector'),
        reviewer: breaksAfterWriting('reviewer'),
        executor: breaksAfterWriting('executor'),
        composer: breaksAfterWriting('composer'),
      }),
      config,
      createLogger({ name: 'test', level: 'silent' }),
    );
    const producer = await TurnProducer.connect(config);
    const letters = new DeadLetterQueue(runtime.redis, config.prefix);
    try {
      const packet = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'as sent', history: [] });
      const failed = await producer.submitPacket(packet, { timeoutMs: 10_000 });
      expect(failed.status).toMatchObject({ state: 'failed', error: expect.stringMatching(/router failed: gave up/) });
      const letter = (await letters.list()).find((l) => l.packetId === packet.id);
      expect(letter?.raw).toEqual(JSON.parse(JSON.stringify(packet)));
    } finally {
      await letters.close();
      await producer.close();
      await runtime.close();
      await deletePrefix(config.prefix);
    }
  });
});
