import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnthropicWireServer, anthropicToolUse, forcedTool } from './support/anthropic-wire-server.js';
import { promptOf } from './support/model-answers.js';
import { runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';

const weather = {
  name: 'get_weather',
  description: 'Current weather for a city.',
  parameters: { type: 'object', properties: { city: { type: 'string', description: 'The city name' } }, required: ['city'] },
};
const exchange = {
  name: 'convert_currency',
  description: 'Convert an amount between two currencies.',
  parameters: { type: 'object', properties: { amount: { type: 'number' }, to: { type: 'string' } }, required: ['amount', 'to'] },
};
// "the French capital" names no city: only a model that knows it is Paris gets the argument right.
const cases = [
  {
    id: 'w1',
    source: 'test/weather',
    query: 'How is the weather in the French capital right now?',
    tools: [weather, exchange],
    expected: { tool_needed: true, calls: [{ name: 'get_weather', arguments: { city: ['Paris'] } }] },
  },
  {
    id: 'n1',
    source: 'test/none',
    query: 'Write me a short poem about autumn leaves.',
    tools: [weather, exchange],
    expected: { tool_needed: false, calls: [] },
  },
];

describe('switchyard eval --model (built CLI, local Messages API server)', () => {
  const workspace = tempWorkspace({ 'cases.jsonl': cases.map((c) => JSON.stringify(c)).join('\n') });
  const casesFile = join(workspace.dir, 'cases.jsonl');
  const config = (cascadeThreshold?: number) => {
    const file = join(workspace.dir, `config-${cascadeThreshold ?? 'model'}.json`);
    const model = {
      provider: 'anthropic',
      model: 'claude-test',
      baseUrl: server.url,
      apiKeyEnv: KEY_ENV,
      ...(cascadeThreshold === undefined ? {} : { cascadeThreshold }),
    };
    writeFileSync(file, JSON.stringify({ models: { default: model } }));
    return file;
  };
  const env = { [KEY_ENV]: 'test-key-not-secret' };
  let server: AnthropicWireServer;

  beforeAll(async () => {
    // A model that knows geography: weather questions need get_weather, with the capital's name filled in.
    server = await AnthropicWireServer.start((req) => {
      const prompt = promptOf(req);
      const wantsWeather = /weather/i.test(prompt.split('User message:').at(-1) ?? '');
      if (forcedTool(req) === 'route_decision') {
        return anthropicToolUse('route_decision', {
          needsTool: wantsWeather,
          goal: 'answer',
          rationale: 'by the question',
          confidence: 0.9,
          ...(wantsWeather ? {} : { directAnswer: 'A poem.' }),
        });
      }
      return anthropicToolUse('tool_selection', {
        calls: [{ tool: 'get_weather', arguments: { city: 'Paris' }, why: 'the capital of France', confidence: 0.9 }],
        confidence: 0.9,
        reasoning: 'weather',
      });
    });
  });
  afterAll(async () => {
    await server?.close();
    workspace.cleanup();
  });

  it('lets the models decide and scores their decisions', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const before = server.messages.length;
    const result = await runNode(
      BIN,
      ['eval', casesFile, '--json', '--config', config(), '--model', 'router=anthropic:claude-test', '--model', 'selector=anthropic:claude-test'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ cases: 2, toolNeededAccuracy: 1, toolNameAccuracy: 1, argumentAccuracy: 1, confidentShare: 0, decidedBy: 'stages' });
    expect(server.messages.slice(before).map(forcedTool).sort()).toEqual(['route_decision', 'route_decision', 'tool_selection']);
  });

  it('in a cascade, asks no model where the local engine is sure enough', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const before = server.messages.length;
    const spec = 'local-then-model:anthropic:claude-test';
    const result = await runNode(BIN, ['eval', casesFile, '--json', '--config', config(0), '--model', `router=${spec}`, '--model', `selector=${spec}`], env);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    // Threshold 0: every local decision stands, so no request reaches the server and every case counts as local.
    expect(report).toMatchObject({ cases: 2, confidentShare: 1, decidedBy: 'stages' });
    expect(server.messages.length).toBe(before);
  });

  it('refuses a stage eval does not run, saying which it takes', async () => {
    const result = await runNode(BIN, ['eval', casesFile, '--model', 'composer=anthropic:claude-test'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--model takes STAGE=.*router or selector/);
  });
});
