import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { AuditTrail, createLogger, createRedis, ElicitationNotFoundError, Elicitations, TurnResults, type TurnEvent } from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { formatElicitation } from '../packages/cli/src/format-turn.js';
import { startEverythingHttp, type EverythingHttp } from './support/everything-http.js';
import { ingressClient } from './support/ingress-client.js';
import { runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { ownedPlan, plannedPacket } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { REDIS_URL } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';

describe.each(['stdio', 'streamable HTTP'])("tool elicitation over %s: a server asks the turn's user during a call", (transport) => {
  const KEY = `sk-${randomUUID()}`;
  const OTHER_KEY = `sk-${randomUUID()}`;
  let stack: Stack;
  let ingress: IngressServer;
  let remote: EverythingHttp | undefined;
  const call = ingressClient(() => ingress.port, KEY);

  /** The stages and the ingress, with questions that wait `questionMs` for an answer. */
  async function start(questionMs: number) {
    stack = await startStack({
      mcpServers: { everything: remote ? { url: remote.url } : servers.everything() },
      executor: { attempts: 1, elicitation: { enabled: true, timeoutMs: questionMs } },
      // The tools are not read-only: without this the guards would ask for approval first.
      policy: { tools: { 'everything.trigger-elicitation-request': 'allow', 'everything.trigger-url-elicitation': 'allow' } },
      ingress: {
        apiKeys: [
          { name: 'tester', sha256: hashApiKey(KEY) },
          { name: 'other', sha256: hashApiKey(OTHER_KEY) },
        ],
      },
    });
    ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  }

  beforeAll(async () => {
    if (transport !== 'stdio') remote = await startEverythingHttp();
    // Two minutes: an answer given with the CLI waits for its cold start (10-40 s on a loaded machine).
    await start(120_000);
  });
  afterAll(async () => {
    await ingress?.close();
    await stack?.close();
    remote?.stop();
  });

  /** Runs the elicitation tool in a turn the key's tenant owns; resolves with the question once it is asked, and the final packet. */
  async function askingTurn(timeoutMs = 30_000, tool = 'trigger-elicitation-request', args: Record<string, unknown> = {}) {
    const packet = await ownedPlan(stack.config.prefix, [{ id: 's1', server: 'everything', tool, arguments: args, timeoutMs }]);
    const asked = new Promise<Extract<TurnEvent, { type: 'elicitation' }>>((resolve) => {
      const listen = (event: TurnEvent) => {
        if (event.type !== 'elicitation' || event.packetId !== packet.id) return;
        stack.producer.off('event', listen);
        resolve(event);
      };
      stack.producer.on('event', listen);
    });
    // The SSE stream is open before the turn starts, so it hears the question as a client would.
    const stream = await fetch(`http://127.0.0.1:${ingress.port}/v1/turns/${packet.id}/events`, { headers: { authorization: `Bearer ${KEY}` } });
    const events = stream.text().then((text) => [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({ type: m[1], data: JSON.parse(m[2]!) })));
    const final = stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 150_000 });
    return { id: packet.id, asked, final, events };
  }

  /** The turn's settled question in the audit trail. */
  async function elicitationEntry(id: string) {
    const redis = createRedis(REDIS_URL);
    try {
      return (await new AuditTrail(redis, stack.config.prefix, stack.config.policy.audit).read(id)).find((e) => e.kind === 'elicitation');
    } finally {
      redis.disconnect();
    }
  }

  const answer = (id: string, body: unknown, key = KEY) => call(`/v1/turns/${id}/elicitation`, { method: 'POST', body: JSON.stringify(body), key });

  it('shows the question, refuses a bad form and other tenants, and resumes the call with the accepted answer', async () => {
    // The call's own timeout (1 s) is shorter than the user takes: it waits for the user, not the server.
    const turn = await askingTurn(1_000);
    const question = await turn.asked;
    expect(question).toMatchObject({
      step: 's1',
      server: 'everything',
      tool: 'trigger-elicitation-request',
      message: 'Please provide inputs for the following fields:',
    });
    expect(question.requestedSchema).toMatchObject({ type: 'object', required: ['name'] });

    const shown = await call(`/v1/turns/${turn.id}`);
    expect(shown.status, shown.text).toBe(202);
    // Shown as waiting for its user, the way a parked turn shows it waits for an approver.
    expect(shown.json().state).toBe('awaiting_input');
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

    const events = await turn.events;
    expect(events.find((e) => e.type === 'elicitation')?.data).toMatchObject({
      packetId: turn.id,
      step: 's1',
      server: 'everything',
      message: question.message,
      requestedSchema: { required: ['name'] },
    });
    expect(events.find((e) => e.type === 'elicitation')?.data.state).toBe('awaiting_input');
    expect(events.find((e) => e.type === 'elicitation_answered')?.data).toEqual({
      type: 'elicitation_answered',
      packetId: turn.id,
      step: 's1',
      action: 'accept',
      expired: false,
      state: 'executing',
    });
    expect(events.at(-1)?.type).toBe('done');

    const entry = await elicitationEntry(turn.id);
    expect(entry?.data).toMatchObject({ step: 's1', server: 'everything', action: 'accept' });
    // Redacted on the way in: the e-mail address never reaches the trail.
    expect(JSON.stringify(entry)).not.toContain('ada@example.org');
  });

  it('offers elicitation when it is on, in form and url modes: the server lists its tools for both', async () => {
    const redis = createRedis(REDIS_URL);
    try {
      const { byName } = await new ToolCatalog(redis, stack.config.prefix).snapshot();
      expect(byName.has('everything.trigger-elicitation-request')).toBe(true);
      // server-everything registers its URL tool only for a client that declares url-mode elicitation.
      expect(byName.has('everything.trigger-url-elicitation')).toBe(true);
    } finally {
      redis.disconnect();
    }
  });

  it('passes a decline given on the command line on to the server', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const turn = await askingTurn();
    const question = await turn.asked;
    expect(formatElicitation(question)).toContain('    name (string, required): Your full, legal name');
    const env = { SWITCHYARD_PREFIX: stack.config.prefix, REDIS_URL };
    const declined = await runNode(BIN, ['answer', turn.id, 'decline'], env);
    expect(declined.code, declined.stderr).toBe(0);
    expect(declined.stdout).toContain('answered the question of everything.trigger-elicitation-request (step s1): decline');
    const wrong = await runNode(BIN, ['answer', turn.id, 'maybe'], env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('"maybe" is not an answer: use accept, decline or cancel');
    const step = (await turn.final).execution?.steps[0];
    expect(step).toMatchObject({ ok: true });
    expect(step!.output).toContain('User declined');
  });

  const LINK = 'https://login.example.com/authorize?code=one-time-1234';

  it('asks consent for a URL, shows its domain and never its content in the trail, and passes the accept on', async () => {
    const turn = await askingTurn(30_000, 'trigger-url-elicitation', { url: LINK, message: 'Sign in to connect your account' });
    const question = await turn.asked;
    expect(question).toMatchObject({
      mode: 'url',
      step: 's1',
      server: 'everything',
      tool: 'trigger-url-elicitation',
      message: 'Sign in to connect your account',
      domain: 'login.example.com',
      url: LINK,
      state: 'awaiting_input',
    });
    expect(formatElicitation(question)).toContain('asks you to open a link at login.example.com');

    // An SSE stream opened while the question waits hears it at once.
    const late = await fetch(`http://127.0.0.1:${ingress.port}/v1/turns/${turn.id}/events`, { headers: { authorization: `Bearer ${KEY}` } });
    const lateEvents = late.text();
    const shown = await call(`/v1/turns/${turn.id}`);
    expect(shown.json()).toMatchObject({ state: 'awaiting_input', elicitation: { mode: 'url', domain: 'login.example.com' } });
    expect((await answer(turn.id, { action: 'accept' }, OTHER_KEY)).status).toBe(404);
    // Consent takes no content: what the user enters at the link is between them and the server.
    const withContent = await answer(turn.id, { action: 'accept', content: { code: '1' } });
    expect(withContent.status).toBe(400);
    expect(withContent.json().error).toContain('consent to open a URL at login.example.com');

    const accepted = await answer(turn.id, { action: 'accept' });
    expect(accepted.status, accepted.text).toBe(200);
    const step = (await turn.final).execution?.steps[0];
    expect(step, JSON.stringify(step)).toMatchObject({ ok: true });
    expect(step!.output).toContain('User completed the URL elicitation flow');
    expect((await lateEvents).split('event: ')[1]).toMatch(/^elicitation\ndata: .*"domain":"login.example.com"/);

    const entry = await elicitationEntry(turn.id);
    expect(entry?.data).toMatchObject({ mode: 'url', domain: 'login.example.com', action: 'accept' });
    expect(JSON.stringify(entry)).not.toContain('one-time-1234');
  });

  it('passes a URL consent declined on the command line on to the server', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const turn = await askingTurn(30_000, 'trigger-url-elicitation', { url: LINK });
    await turn.asked;
    const declined = await runNode(BIN, ['answer', turn.id, 'decline'], { SWITCHYARD_PREFIX: stack.config.prefix, REDIS_URL });
    expect(declined.code, declined.stderr).toBe(0);
    expect(declined.stdout).toContain('answered the question of everything.trigger-url-elicitation (step s1): decline');
    const step = (await turn.final).execution?.steps[0];
    expect(step).toMatchObject({ ok: true });
    expect(step!.output).toContain('User declined to open the URL');
  });

  describe('with 3 s to answer', () => {
    let longer: { stack: Stack; ingress: IngressServer };
    beforeAll(async () => {
      longer = { stack, ingress };
      await start(3_000);
    });
    afterAll(async () => {
      await ingress?.close();
      await stack?.close();
      ({ stack, ingress } = longer);
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
});

describe('tool elicitation when the call ends while the user thinks', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { everything: servers.everything() },
      executor: { attempts: 1, maxToolTimeMs: 1_500, elicitation: { enabled: true, timeoutMs: 60_000 } },
      policy: { tools: { 'everything.trigger-elicitation-request': 'allow' } },
    });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('gives the question up at the hard maximum: nothing waits any more and the trail says why', async () => {
    // The call's own 1 s timeout pauses while the user thinks; the 1.5 s maximum does not.
    const packet: Packet = plannedPacket([{ id: 's1', server: 'everything', tool: 'trigger-elicitation-request', arguments: {}, timeoutMs: 1_000 }]);
    packet.review = { approved: true, confidence: 0.95, reasons: ['test plan'] };
    const final = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    const step = final.execution?.steps[0];
    expect(step, JSON.stringify(final.execution)).toMatchObject({ ok: false, error: { code: 'timeout' } });
    expect(step!.elapsedMs).toBeLessThan(5_000);

    const redis = createRedis(REDIS_URL);
    try {
      const { config } = stack;
      const audit = new AuditTrail(redis, config.prefix, config.policy.audit);
      const desk = new Elicitations(redis, config.prefix, new TurnResults(redis, config.prefix, 60), audit);
      await expect
        .poll(async () => (await audit.read(packet.id)).find((e) => e.kind === 'elicitation')?.data, { timeout: 20_000 })
        .toMatchObject({
          action: 'cancel',
          expired: false,
          note: 'the call ended before an answer came',
        });
      expect(await desk.pending(packet.id)).toBeUndefined();
      await expect(desk.answer(packet.id, { action: 'decline' })).rejects.toBeInstanceOf(ElicitationNotFoundError);
    } finally {
      redis.disconnect();
    }
  });
});
