import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditTrail, createLogger, createRedis, ElicitationNotFoundError, Elicitations, TurnResults } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from './support/ingress-client.js';
import { ownedPlan } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { eventOf } from './support/turn-events.js';
import { REDIS_URL } from './support/test-config.js';

describe("cancelling a turn while a tool's question waits for its user (server-everything over stdio)", () => {
  const KEY = `sk-${randomUUID()}`;
  let stack: Stack;
  let ingress: IngressServer;
  const call = ingressClient(() => ingress.port, KEY);

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { everything: servers.everything() },
      // The question could wait a minute: a cancelled turn must not.
      executor: { attempts: 1, elicitation: { enabled: true, timeoutMs: 60_000 } },
      policy: { tools: { 'everything.trigger-elicitation-request': 'allow' } },
      ingress: { apiKeys: [{ name: 'tester', sha256: hashApiKey(KEY) }] },
    });
    ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ingress?.close();
    await stack?.close();
  });

  it('ends the wait at once: the question is given up as cancel, the step is cancelled, and the reply says so', async () => {
    const packet = await ownedPlan(stack.config.prefix, [
      { id: 's1', server: 'everything', tool: 'trigger-elicitation-request', arguments: {}, timeoutMs: 30_000 },
    ]);
    const asked = eventOf(stack.producer, packet.id, (e) => e.type === 'elicitation');
    const turn = stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    await asked;
    expect((await call(`/v1/turns/${packet.id}`)).json()).toMatchObject({ state: 'awaiting_input', elicitation: { step: 's1' } });

    const cancelledAt = Date.now();
    const cancelling = await call(`/v1/turns/${packet.id}/cancel`, { method: 'POST' });
    expect(cancelling.status, cancelling.text).toBe(202);
    const final = await turn;
    // Soon after the cancel, not when the question's minute runs out.
    expect(Date.now() - cancelledAt).toBeLessThan(10_000);

    expect(final.status).toMatchObject({ state: 'done', cancelled: { by: 'tester:tester' } });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ stepId: 's1', ok: false, error: { code: 'cancelled' } });
    expect(step!.error!.message).toMatch(/the turn was cancelled by tester:tester/);
    expect(final.reply?.text).toMatch(/^The turn was cancelled by tester:tester/);

    const shown = await call(`/v1/turns/${packet.id}`);
    expect(shown.status).toBe(200);
    expect(shown.json().state).toBe('done');
    expect(shown.json().elicitation).toBeUndefined();

    const redis = createRedis(REDIS_URL);
    try {
      const { config } = stack;
      const audit = new AuditTrail(redis, config.prefix, config.policy.audit);
      const desk = new Elicitations(redis, config.prefix, new TurnResults(redis, config.prefix, 60), audit);
      expect(await desk.pending(packet.id)).toBeUndefined();
      await expect(desk.answer(packet.id, { action: 'accept', content: { name: 'late' } })).rejects.toBeInstanceOf(ElicitationNotFoundError);
      const trail = await audit.read(packet.id);
      expect(trail.find((e) => e.kind === 'cancel')?.data).toEqual({ by: 'tester:tester', state: 'awaiting_input' });
      // The server's question was answered `cancel` as the call was aborted.
      expect(trail.find((e) => e.kind === 'elicitation')?.data).toMatchObject({
        step: 's1',
        action: 'cancel',
        expired: false,
        note: 'the call ended before an answer came',
      });
    } finally {
      redis.disconnect();
    }
  });
});
