import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { selectCalls } from '@switchyard/local-engine';
import { loadConfig, purgePrefix, TurnOwners, type StageDeps } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { AnthropicWireServer, anthropicToolUse, cascadeSelector, forcedTool } from '../../../test/support/anthropic-wire-server.js';
import { selectorStage } from './stage.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';
// Two tools the engine cannot tell apart by their words: it hands such turns to the model.
const city = { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] };
const tools: ToolDescriptor[] = [
  { server: 'demo', name: 'weather_now', description: 'Current weather for a city', inputSchema: city },
  { server: 'demo', name: 'weather_current', description: 'Current weather for a city', inputSchema: city },
];
const snapshot = {
  tools,
  specs: tools.map((t) => ({ name: qualifiedToolName(t), description: t.description, parameters: t.inputSchema })),
  byName: new Map(tools.map((t) => [qualifiedToolName(t), t])),
};

describe('selector processes share what the model taught them', () => {
  const prefix = `sy-stage-learning-${randomBytes(4).toString('hex')}`;
  let server: AnthropicWireServer;
  let redis: Redis;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    process.env[KEY_ENV] = 'test-key-not-secret';
    // The model picks the tool the engine leans to (but doubts), with the city the message names.
    const tool = selectCalls({ message: 'What is the weather in Paris?', tools: snapshot.specs }).calls[0]?.tool ?? '';
    server = await AnthropicWireServer.start((req) => {
      const prompt: string = req.body?.messages?.[0]?.content?.[0]?.text ?? req.body?.messages?.[0]?.content ?? '';
      const named = /weather in (\w+)/.exec(prompt.slice(prompt.lastIndexOf('User message:')))?.[1] ?? '';
      return anthropicToolUse(forcedTool(req), {
        calls: [{ tool, arguments: { city: named }, why: 'stub', confidence: 0.9 }],
        confidence: 0.9,
        reasoning: 'stub',
      });
    });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await purgePrefix(redis, prefix);
    redis.disconnect();
    await server?.close();
  });

  async function selector() {
    const config = loadConfig({
      env: { REDIS_URL },
      cwd: '/',
      overrides: {
        prefix,
        models: {
          selector: cascadeSelector(server.url, KEY_ENV),
        },
      },
    });
    const owners = new TurnOwners(redis, prefix, 600);
    const deps = { config, log, deployment: { redis, owners, catalog: { snapshot: async () => snapshot } } } as unknown as StageDeps;
    const handler = await selectorStage.create(deps);
    // Each turn is the tenant's as the ingress records it: learning goes by that record.
    return async (message: string, tenant = 'acme') => {
      const fresh = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message, history: [] });
      await owners.claim(fresh.id, tenant, message);
      return handler.handle({ ...fresh, turn: { ...fresh.turn, tenant } }, { log, attempt: 1 } as never);
    };
  }

  it('a second selector takes alone what the model decided for the first, for the same tenant only', async () => {
    const first = await selector();
    await first('What is the weather in Paris?');
    expect(server.messages).toHaveLength(1);
    const second = await selector();
    const taught = await second('What is the weather in Oslo?');
    expect(server.messages).toHaveLength(1);
    expect(taught.packet.plan).toMatchObject({ decidedBy: 'local', steps: [{ arguments: { city: 'Oslo' } }] });
    await second('What is the weather in Oslo?', 'globex');
    expect(server.messages).toHaveLength(2);
  });
});
