import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPacket, type Packet } from '@switchyard/packet-schema';
import { selectCalls } from '@switchyard/local-engine';
import { stageJobId, type TurnEvent } from '@switchyard/platform';
import { AnthropicWireServer, anthropicToolUse, cascadeSelector, forcedTool } from '../support/anthropic-wire-server.js';
import { REPO_ROOT } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { REDIS_URL } from '../support/test-config.js';
import { attack } from './attack-table.js';

// Issue 24, item 2: what the selector learns, and which tenant's record a turn reads, come from the ingress's owner record.
const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';
let stack: Stack;
let model: AnthropicWireServer;
let selectorQueue: Queue;
/** The tool the engine doubts but picks for weather requests: the model "agrees", the strongest lesson there is. */
let steered = '';

beforeAll(async () => {
  process.env[KEY_ENV] = 'test-key-not-secret';
  model = await AnthropicWireServer.start((request) => {
    const prompt = JSON.stringify(request.body);
    const city = /User message:\\n[^"]* in (\w+)/.exec(prompt)?.[1] ?? 'Paris';
    return anthropicToolUse(forcedTool(request as never), {
      calls: [{ tool: steered, arguments: { city }, why: 'steered', confidence: 0.9 }],
      confidence: 0.9,
      reasoning: 'steered',
    });
  });
  stack = await startStack({
    mcpServers: { weather: { command: process.execPath, args: [join(REPO_ROOT, 'test/security/fixtures/weather-mcp-server.mjs')], trusted: true } },
    // A gate above any tie's confidence: what is attacked is what the selector learns, not where a refit puts a tie
    // between the fixture's twin weather tools (the fit may decide such a tie alone).
    models: { selector: { ...cascadeSelector(model.url, KEY_ENV), cascadeThreshold: { tool: 0.99, direct: 0.99 } } },
    selector: { learning: { refreshMs: 1 } },
  });
  const { specs } = await stack.runtime.deployment.catalog.snapshot();
  steered = selectCalls({ message: 'What is the weather in Paris?', tools: specs }).calls[0]?.tool ?? '';
  selectorQueue = new Queue('selector', { connection: { url: REDIS_URL }, prefix: stack.config.prefix });
});
afterAll(async () => {
  await selectorQueue?.close();
  await stack?.close();
  await model?.close();
});

/** A routed turn as the router would hand it on, claiming `tenant` in the packet (`owner`: what the ingress recorded, if anything). */
async function turnAtSelector(message: string, tenant: string | undefined, owner?: string): Promise<Packet> {
  const fresh = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message, history: [] });
  const packet: Packet = {
    ...fresh,
    hop: 1,
    turn: { ...fresh.turn, ...(tenant === undefined ? {} : { tenant }) },
    route: { needsTool: true, rationale: 'weather', goal: 'weather', confidence: 0.95, decidedBy: 'rule' },
  };
  if (owner !== undefined) await stack.runtime.deployment.owners.claim(packet.id, owner, message);
  const ended = new Promise<Packet>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`turn ${packet.id} did not end`)), 20_000);
    const listen = (event: TurnEvent) => {
      if (event.packetId !== packet.id || (event.type !== 'done' && event.type !== 'failed')) return;
      clearTimeout(timer);
      stack.producer.off('event', listen);
      if (event.packet) resolve(event.packet);
      else reject(new Error('the turn failed'));
    };
    stack.producer.on('event', listen);
  });
  // Added with BullMQ as anyone who can write to the queue may: no ingress in the way.
  await selectorQueue.add('selector', packet, { jobId: stageJobId(packet.id, 'selector', packet.hop) });
  return ended;
}

/** Whether the selector asked the model for this turn (true) or decided alone from what it learned (false). */
async function askedModel(message: string, tenant: string | undefined, owner?: string): Promise<boolean> {
  const before = model.requests.length;
  await turnAtSelector(message, tenant, owner);
  return model.requests.length > before;
}

describe("a forged job cannot teach another tenant's selector", () => {
  it("learning from jobs that claim another tenant: that tenant's requests of the same form still go to the model", async () => {
    const row = await attack('jobs added with Queue.add claiming tenant acme steer what acme decides alone', 2, async (i) => {
      const city = ['Oslo', 'Lima'][i]!;
      // A tenant per try: the honest turn of one try rightly teaches its own tenant.
      const victim = `acme${i}`;
      // The forged jobs claim acme; no ingress recorded them (or recorded another tenant).
      await turnAtSelector(`What is the weather in ${city}?`, victim);
      await turnAtSelector(`What is the weather in ${city}?`, victim, 'mallory');
      await turnAtSelector(`What is the weather in ${city}?`, victim);
      return await askedModel(`What is the weather in ${city}?`, victim, victim);
    });
    expect(row.broke, row.note).toBe(0);
  });

  it('turns with no tenant do not teach a tenant literally named "-"', async () => {
    // One try: the tenant "-" learns from its own honest turn.
    const row = await attack('turns with no tenant share a learning scope with tenant "-"', 1, async () => {
      await turnAtSelector('What is the weather in Rome?', undefined);
      await turnAtSelector('What is the weather in Rome?', undefined);
      return await askedModel('What is the weather in Kyiv?', '-', '-');
    });
    expect(row.broke, row.note).toBe(0);
  });
});
