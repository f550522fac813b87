import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { AuditTrail, createLogger, createRedis, TurnOwners, type TurnEvent } from '@switchyard/runtime';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from './support/ingress-client.js';
import { plannedPacket } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { REDIS_URL } from './support/test-config.js';

describe('tool elicitation (form mode): a server asks the turn\'s user during a call', () => {
  const KEY = `sk-${randomUUID()}`;
  const OTHER_KEY = `sk-${randomUUID()}`;
  let stack: Stack;
  let ingress: IngressServer;
  const call = ingressClient(() => ingress.port, KEY);

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { everything: servers.everything() },
      executor: { attempts: 1, elicitation: { enabled: true, timeoutMs: 3_000 } },
      // The tool is not read-only: without this the guards would ask for approval first.
      policy: { tools: { 'everything.trigger-elicitation-request': 'allow' } },
      ingress: {
        apiKeys: [
          { name: 'tester', sha256: hashApiKey(KEY) },
          { name: 'other', sha256: hashApiKey(OTHER_KEY) },
        ],
      },
    });
    ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ingress?.close();
    await stack?.close();
  });

  /** Runs the elicitation tool in a turn the key's tenant owns; resolves with the question once it is asked, and the final packet. */
  async function askingTurn(timeoutMs = 30_000) {
    const packet: Packet = plannedPacket([{ id: 's1', server: 'everything', tool: 'trigger-elicitation-request', arguments: {}, timeoutMs }]);
    packet.review = { approved: true, confidence: 0.95, reasons: ['test plan'] };
    const redis = createRedis(REDIS_URL);
    try {
      await new TurnOwners(redis, stack.config.prefix, 600).claim(packet.id, 'tester', packet.turn.message);
    } finally {
      redis.disconnect();
    }
    const asked = new Promise<Extract<TurnEvent, { type: 'elicitation' }>>((resolve) => {
      const listen = (event: TurnEvent) => {
        if (event.type !== 'elicitation' || event.packetId !== packet.id) return;
        stack.producer.off('event', listen);
        resolve(event);
      };
      stack.producer.on('event', listen);
    });
    const final = stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    return { id: packet.id, asked, final };
  }

  const answer = (id: string, body: unknown, key = KEY) => call(`/v1/turns/${id}/elicitation`, { method: 'POST', body: JSON.stringify(body), key });

  it('shows the question, refuses a bad form and other tenants, and resumes the call with the accepted answer', async () => {
    // The call's own timeout (1 s) is shorter than the user takes: it waits for the user, not the server.
    const turn = await askingTurn(1_000);
    const question = await turn.asked;
    expect(question).toMatchObject({ step: 's1', server: 'everything', tool: 'trigger-elicitation-request', message: 'Please provide inputs for the following fields:' });
    expect(question.requestedSchema).toMatchObject({ type: 'object', required: ['name'] });

    const shown = await call(`/v1/turns/${turn.id}`);
    expect(shown.status, shown.text).toBe(202);
    expect(shown.json().elicitation).toMatchObject({ step: 's1', server: 'everything', requestedSchema: { properties: { email: { format: 'email' } } } });
    expect((await call(`/v1/turns/${turn.id}`, { key: OTHER_KEY })).status).toBe(404);
    expect((await answer(turn.id, { action: 'accept', content: { name: 'Ada' } }, OTHER_KEY)).status).toBe(404);

    const bad = await answer(turn.id, { action: 'accept', content: { email: 'not an email', integer: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.json().error).toMatch(/content\.email/);
    expect(bad.json().error).toMatch(/content\.name/);
    expect((await answer(turn.id, { action: 'maybe' })).status).toBe(400);

    await sleep(1_200);
    const accepted = await answer(turn.id, { action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.org', integer: 7 } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json()).toMatchObject({ id: turn.id, step: 's1', server: 'everything', action: 'accept' });
    // Answered once: a second answer finds nothing waiting.
    expect((await answer(turn.id, { action: 'decline' })).status).toBe(404);

    const final = await turn.final;
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: true });
    expect(step!.output).toContain('User provided the requested information');
    expect(step!.output).toContain('Ada Lovelace');

    const redis = createRedis(REDIS_URL);
    try {
      const audit = await new AuditTrail(redis, stack.config.prefix, stack.config.policy.audit).read(turn.id);
      const entry = audit.find((e) => e.kind === 'elicitation');
      expect(entry?.data).toMatchObject({ step: 's1', server: 'everything', action: 'accept' });
      // Redacted on the way in: the e-mail address never reaches the trail.
      expect(JSON.stringify(entry)).not.toContain('ada@example.org');
    } finally {
      redis.disconnect();
    }
  });

  it('passes a decline on to the server', async () => {
    const turn = await askingTurn();
    await turn.asked;
    expect((await answer(turn.id, { action: 'decline' })).status).toBe(200);
    const step = (await turn.final).execution?.steps[0];
    expect(step).toMatchObject({ ok: true });
    expect(step!.output).toContain('User declined');
  });

  it('cancels a question nobody answers in time, and a late answer finds nothing', async () => {
    const turn = await askingTurn();
    await turn.asked;
    const final = await turn.final;
    const step = final.execution?.steps[0];
    expect(step).toMatchObject({ ok: true });
    expect(step!.output).toContain('User cancelled');
    expect(step!.elapsedMs).toBeGreaterThanOrEqual(2_900);
    expect((await answer(turn.id, { action: 'accept', content: { name: 'late' } })).status).toBe(404);
  });
});
