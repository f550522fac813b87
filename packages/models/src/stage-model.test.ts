import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, ConfigError } from '@switchyard/platform';
import { AnthropicWireServer, anthropicError, anthropicText, anthropicToolUse } from '../../../test/support/anthropic-wire-server.js';
import { OpenAIWireServer, openaiContent, openaiError, openaiToolCall } from '../../../test/support/openai-wire-server.js';
import { ModelAuthError, ModelRequestError } from './model-errors.js';
import { StageModel } from './stage-model.js';

const Answer = z.object({ city: z.string(), count: z.number().int() });
const request = (content = 'How many parks are in Oslo?') => ({
  name: 'park_answer',
  description: 'The city and its number of parks.',
  schema: Answer,
  system: 'Answer through the tool.',
  messages: [{ role: 'user' as const, content }],
});

const KEY_ENV = 'SWITCHYARD_TEST_MODEL_KEY';
const env = { [KEY_ENV]: 'test-key-not-secret' };

function stageModel(provider: 'anthropic' | 'openai', baseUrl: string, extra: Record<string, unknown> = {}): StageModel {
  const config = loadConfig({
    env: {},
    cwd: '/',
    overrides: {
      models: { selector: { provider, model: 'test-model', baseUrl, apiKeyEnv: KEY_ENV, maxRetries: 1, timeoutMs: 5_000, ...extra } },
      prices: { models: { 'test-model': { inputPerMTok: 3, outputPerMTok: 15 } } },
    },
  });
  return StageModel.fromConfig(config, 'selector', env);
}

let servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
async function anthropicServer() {
  const server = await AnthropicWireServer.start();
  servers.push(server);
  return server;
}
async function openaiServer() {
  const server = await OpenAIWireServer.start();
  servers.push(server);
  return server;
}

describe('StageModel on the Anthropic Messages API (real SDK, local wire server)', () => {
  it('forces a tool call with the zod schema, at the stage temperature, and records tokens and cost', async () => {
    const server = await anthropicServer();
    server.script(anthropicToolUse('park_answer', { city: 'Oslo', count: 42 }, { input_tokens: 1_000, output_tokens: 100 }));
    const answer = await stageModel('anthropic', server.url).answer(request());
    expect(answer).toMatchObject({ ok: true, value: { city: 'Oslo', count: 42 } });
    const sent = server.messages[0]!;
    expect(sent.headers['x-api-key']).toBe('test-key-not-secret');
    expect(sent.body.temperature).toBe(0.15);
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.tool_choice).toEqual({ type: 'tool', name: 'park_answer' });
    expect(sent.body.tools[0].input_schema).toMatchObject({ type: 'object', required: ['city', 'count'], properties: { count: { type: 'integer' } } });
    expect(sent.body.tools[0].input_schema.$schema).toBeUndefined();
    expect(answer.usage).toEqual([
      expect.objectContaining({ stage: 'selector', provider: 'anthropic', inputTokens: 1_000, outputTokens: 100, costUsd: 0.0045, outcome: 'ok' }),
    ]);
  });

  it('redacts secrets from everything it sends', async () => {
    const server = await anthropicServer();
    server.script(anthropicToolUse('park_answer', { city: 'Oslo', count: 1 }));
    await stageModel('anthropic', server.url).answer(request('my password=hunter2hunter2 and key sk-ant-abcdefghijklmnopqrstuvwx'));
    const body = JSON.stringify(server.messages[0]!.body);
    expect(body).not.toContain('hunter2hunter2');
    expect(body).not.toContain('sk-ant-abcdefghijklmnopqrstuvwx');
    expect(body).toContain('[redacted');
  });

  it('repairs a malformed answer once, showing the model its answer and the validation error', async () => {
    const server = await anthropicServer();
    server.script(anthropicToolUse('park_answer', { city: 'Oslo', count: 'many' }), anthropicToolUse('park_answer', { city: 'Oslo', count: 7 }));
    const answer = await stageModel('anthropic', server.url).answer(request());
    expect(answer).toMatchObject({ ok: true, value: { count: 7 } });
    expect(answer.usage.map((u) => u.outcome)).toEqual(['invalid', 'ok']);
    const retry = server.messages[1]!.body.messages;
    expect(retry).toHaveLength(3);
    expect(retry[1]).toEqual({ role: 'assistant', content: JSON.stringify({ city: 'Oslo', count: 'many' }) });
    expect(retry[2].content).toMatch(/count: .*number/);
  });

  it('gives up after the repair also fails, with the reason', async () => {
    const server = await anthropicServer();
    server.script(anthropicText('Oslo has many parks.'), anthropicToolUse('park_answer', { town: 'Oslo' }));
    const answer = await stageModel('anthropic', server.url).answer(request());
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.reason).toMatch(/failed its schema twice: .*city/);
    expect(server.messages).toHaveLength(2);
  });

  it('retries 429 through the SDK and then answers', async () => {
    const server = await anthropicServer();
    server.script(anthropicError(429, 'rate_limit_error', 'slow down'), anthropicToolUse('park_answer', { city: 'Oslo', count: 3 }));
    const answer = await stageModel('anthropic', server.url).answer(request());
    expect(answer).toMatchObject({ ok: true, value: { count: 3 } });
    expect(server.messages).toHaveLength(2);
  });

  it('reports a provider still failing (500) after the SDK retries as unavailable, without throwing', async () => {
    const server = await anthropicServer();
    server.otherwise(() => anthropicError(500, 'api_error', 'boom'));
    const answer = await stageModel('anthropic', server.url).answer(request());
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.reason).toMatch(/unavailable after retries \(HTTP 500\)/);
    expect(server.messages).toHaveLength(2); // maxRetries: 1
    expect(answer.usage[0]).toMatchObject({ outcome: 'error', inputTokens: 0 });
  });

  it('fails fast on an auth error, naming the key variable, without retrying', async () => {
    const server = await anthropicServer();
    server.otherwise(() => anthropicError(401, 'authentication_error', 'invalid x-api-key'));
    const error = await stageModel('anthropic', server.url)
      .answer(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelAuthError);
    expect((error as Error).message).toMatch(new RegExp(`refused the API key \\(read from ${KEY_ENV}\\).*401`));
    expect(server.messages).toHaveLength(1);
  });

  it('treats a response slower than the timeout as unavailable', async () => {
    const server = await anthropicServer();
    server.otherwise(() => ({ ...anthropicToolUse('park_answer', { city: 'Oslo', count: 1 }), delayMs: 2_000 }));
    const answer = await stageModel('anthropic', server.url, { timeoutMs: 200, maxRetries: 0 }).answer(request());
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.reason).toMatch(/unavailable/);
  });
});

describe('StageModel on an OpenAI-compatible Chat Completions server (real SDK, local wire server)', () => {
  it('asks with response_format json_schema and repairs malformed JSON once', async () => {
    const server = await openaiServer();
    server.script(openaiContent('{"city": "Oslo", "count": 4'), openaiContent({ city: 'Oslo', count: 4 }));
    const answer = await stageModel('openai', `${server.url}/v1`).answer(request());
    expect(answer).toMatchObject({ ok: true, value: { city: 'Oslo', count: 4 } });
    const first = server.completions[0]!.body;
    expect(first.temperature).toBe(0.15);
    expect(first.messages[0]).toEqual({ role: 'system', content: 'Answer through the tool.' });
    expect(first.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'park_answer', schema: { type: 'object', required: ['city', 'count'] } },
    });
    expect(first.tools).toBeUndefined();
    const retry = server.completions[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"city": "Oslo", "count": 4' });
    expect(retry.at(-1).content).toMatch(/not valid JSON/);
    expect(answer.usage.map((u) => [u.provider, u.inputTokens, u.outputTokens, u.outcome])).toEqual([
      ['openai', 150, 40, 'invalid'],
      ['openai', 150, 40, 'ok'],
    ]);
  });

  it('uses a forced function call for servers without structured output', async () => {
    const server = await openaiServer();
    server.script(openaiToolCall('park_answer', { city: 'Bergen', count: 9 }));
    const answer = await stageModel('openai', `${server.url}/v1`, { structuredOutput: 'tools' }).answer(request());
    expect(answer).toMatchObject({ ok: true, value: { city: 'Bergen', count: 9 } });
    const body = server.completions[0]!.body;
    expect(body.response_format).toBeUndefined();
    expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'park_answer' } });
    expect(body.tools[0].function.parameters).toMatchObject({ type: 'object', properties: { city: { type: 'string' } } });
  });

  it('fails fast on 401 and reports 500s after retries as unavailable', async () => {
    const server = await openaiServer();
    server.script(openaiError(401, 'bad key'));
    await expect(stageModel('openai', `${server.url}/v1`).answer(request())).rejects.toBeInstanceOf(ModelAuthError);
    server.otherwise(() => openaiError(503, 'overloaded'));
    const answer = await stageModel('openai', `${server.url}/v1`).answer(request());
    expect(answer.ok).toBe(false);
    expect(server.completions).toHaveLength(3);
  });
});

describe('request errors', () => {
  it('fails fast on an unknown model (404) with the model named', async () => {
    const server = await openaiServer();
    server.otherwise(() => openaiError(404, 'model "test-model" not found'));
    const error = await stageModel('openai', `${server.url}/v1`)
      .answer(request())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelRequestError);
    expect((error as Error).message).toMatch(/rejected the request for model test-model: HTTP 404/);
    expect(server.completions).toHaveLength(1);
  });
});

describe('model configuration', () => {
  it('reads SWITCHYARD_MODEL_<STAGE>=[local-then-model:]provider:model from the environment', () => {
    const config = loadConfig({
      cwd: '/',
      env: { SWITCHYARD_MODEL_SELECTOR: 'anthropic:claude-haiku-4-5', SWITCHYARD_MODEL_ROUTER: 'local-then-model:openai:llama3.2:3b' },
    });
    expect(config.models.selector).toMatchObject({ provider: 'anthropic', model: 'claude-haiku-4-5' });
    expect(config.models.router).toMatchObject({ provider: 'openai', model: 'llama3.2:3b', mode: 'local-then-model' });
    expect(() => loadConfig({ cwd: '/', env: { SWITCHYARD_MODEL_COMPOSER: 'gpt:4' } })).toThrow(/provider local, anthropic or openai/);
  });

  it('fails at start when the key variable is not set, and stays local with no key and no network by default', () => {
    const config = loadConfig({ cwd: '/', env: {}, overrides: { models: { reviewer: { provider: 'anthropic', model: 'claude-x' } } } });
    expect(() => StageModel.fromConfig(config, 'reviewer', {})).toThrow(ConfigError);
    expect(() => StageModel.fromConfig(config, 'reviewer', {})).toThrow(/ANTHROPIC_API_KEY is not set/);
    const local = StageModel.fromConfig(config, 'router', {});
    expect(local.usesModel).toBe(false);
    expect(local.localDecides(0, 'tool')).toBe(true);
    expect(local.localDecides(0, 'direct')).toBe(true);
    expect(StageModel.fromConfig(config, 'reviewer', { ANTHROPIC_API_KEY: 'k' }).settings.temperature).toBe(0.3);
  });

  it('in a cascade, holds tool decisions and "no tool" answers to the gate of their kind; a number sets both', () => {
    const cascade = (cascadeThreshold: number | { tool: number; direct: number }) =>
      StageModel.fromConfig(
        loadConfig({
          cwd: '/',
          env: {},
          overrides: { models: { router: { provider: 'anthropic', model: 'claude-x', mode: 'local-then-model', cascadeThreshold } } },
        }),
        'router',
        { ANTHROPIC_API_KEY: 'k' },
      );
    const perKind = cascade({ tool: 0.9, direct: 0.99 });
    expect([perKind.localDecides(0.95, 'tool'), perKind.localDecides(0.95, 'direct'), perKind.localDecides(0.99, 'direct')]).toEqual([true, false, true]);
    const one = cascade(0.95);
    expect(one.settings.cascadeThreshold).toEqual({ tool: 0.95, direct: 0.95 });
    expect([one.localDecides(0.94, 'tool'), one.localDecides(0.95, 'direct')]).toEqual([false, true]);
    // A decision the engine must hand over is never taken alone, however sure it is.
    expect([one.localDecides(0.999, 'tool', true), one.localDecides(0.999, 'direct', true)]).toEqual([false, false]);
    expect(() => cascade({ tool: 0.9 } as { tool: number; direct: number })).toThrow(ConfigError);
  });

  it('without a model, offers a plan below offerThreshold whatever the decide-alone gate, and never with a model', () => {
    const models = { default: { cascadeThreshold: 0.99, offerThreshold: 0.8 } };
    const local = StageModel.fromConfig(loadConfig({ cwd: '/', env: {}, overrides: { models } }), 'selector', {});
    expect(local.offersInstead(0.79)).toBe(true);
    expect(local.offersInstead(0.85)).toBe(false);
    expect(local.offersInstead(0.99, true)).toBe(true);
    const remote = { ...models, selector: { provider: 'anthropic', model: 'claude-x' } };
    const withModel = StageModel.fromConfig(loadConfig({ cwd: '/', env: {}, overrides: { models: remote } }), 'selector', { ANTHROPIC_API_KEY: 'k' });
    expect(withModel.offersInstead(0.1)).toBe(false);
    expect(local.offers()).toBe(true);
    expect(withModel.offers()).toBe(false);
    // offerThreshold 0 turns offers off: the engine takes every plan itself.
    const never = StageModel.fromConfig(loadConfig({ cwd: '/', env: {}, overrides: { models: { default: { offerThreshold: 0 } } } }), 'selector', {});
    expect(never.offers()).toBe(false);
    expect(never.offersInstead(0.1, true)).toBe(false);
  });
});
