import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnthropicWireServer, anthropicToolUse, forcedTool } from './support/anthropic-wire-server.js';
import { OpenAIWireServer, answerName, openaiContent } from './support/openai-wire-server.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';
import type { RecordedRequest } from './support/wire-server.js';
import { promptOf, stageAnswer } from './support/model-answers.js';

const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';
const SHORTLIST = 3;
const SECRET = 'hunter2hunter2';

const PROVIDERS = {
  anthropic: {
    start: () =>
      AnthropicWireServer.start((req) =>
        anthropicToolUse(forcedTool(req), stageAnswer(forcedTool(req), req.body.tools[0].input_schema, promptOf(req)), {
          input_tokens: 400,
          output_tokens: 60,
        }),
      ),
    baseUrl: (url: string) => url,
    requests: (server: AnthropicWireServer | OpenAIWireServer) => (server as AnthropicWireServer).messages,
    name: forcedTool,
    selectorSchema: (req: RecordedRequest) => req.body.tools[0].input_schema,
  },
  openai: {
    start: () =>
      OpenAIWireServer.start((req) =>
        openaiContent(stageAnswer(answerName(req), req.body.response_format.json_schema.schema, promptOf(req)), {
          prompt_tokens: 400,
          completion_tokens: 60,
          total_tokens: 460,
        }),
      ),
    baseUrl: (url: string) => `${url}/v1`,
    requests: (server: AnthropicWireServer | OpenAIWireServer) => (server as OpenAIWireServer).completions,
    name: answerName,
    selectorSchema: (req: RecordedRequest) => req.body.response_format.json_schema.schema,
  },
} as const;

describe.each(['anthropic', 'openai'] as const)('a full turn with every stage on %s (real SDK, local wire server)', (provider) => {
  const p = PROVIDERS[provider];
  const token = `code-${randomBytes(5).toString('hex')}`;
  const workspace = tempWorkspace({ 'notes.txt': `The launch code is ${token}.\n` });
  let server: AnthropicWireServer | OpenAIWireServer;
  let stack: Stack;

  beforeAll(async () => {
    process.env[KEY_ENV] = 'test-key-not-secret';
    server = await p.start();
    const stageModel = { provider, model: 'test-model', baseUrl: p.baseUrl(server.url), apiKeyEnv: KEY_ENV, maxRetries: 1 };
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir), memory: servers.memory(join(workspace.dir, 'memory.jsonl')) },
      selector: { shortlist: SHORTLIST },
      models: { default: stageModel },
      prices: { models: { 'test-model': { inputPerMTok: 1, outputPerMTok: 5 } } },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await server?.close();
    workspace.cleanup();
  });

  it('routes, selects, reviews, runs and composes with the model, recording usage and cost', async () => {
    const packet = await stack.ask(`read the file ${join(workspace.dir, 'notes.txt')} (my password=${SECRET})`);
    expect(packet.status.state, packet.status.error).toBe('done');
    expect(packet.status.log.map((e) => e.stage)).toEqual(['router', 'selector', 'reviewer', 'executor', 'composer']);
    expect(packet.route?.decidedBy).toBe(provider);
    expect(packet.plan).toMatchObject({ decidedBy: provider, steps: [{ server: 'filesystem', tool: 'read_text_file' }] });
    expect(packet.execution?.steps[0]?.ok).toBe(true);
    expect(packet.reply?.text).toBe(`The model says: ${token}`);
    expect(packet.degradations).toBeUndefined();

    const requests = p.requests(server);
    expect(requests.map(p.name)).toEqual(['route_decision', 'tool_selection', 'plan_review', 'reply']);
    // Per-stage temperatures: routing 0.1, selection 0.15, review 0.3, composition 0.4.
    expect(requests.map((r) => r.body.temperature)).toEqual([0.1, 0.15, 0.3, 0.4]);
    // Both servers' tools fit the view budget: the selector's model sees every one of them, not the top-k shortlist.
    const shown = p.selectorSchema(requests[1]!).properties.calls.items.properties.tool.enum as string[];
    const { specs } = await stack.runtime.deployment.catalog.snapshot();
    expect(shown.length).toBeGreaterThan(SHORTLIST);
    expect([...shown].sort()).toEqual(specs.map((t) => t.name).sort());
    expect(promptOf(requests[1]!).match(/^### /gm)?.length).toBe(shown.length);
    // Secrets never reach the model.
    for (const request of requests) expect(JSON.stringify(request.body)).not.toContain(SECRET);
    expect(promptOf(requests[0]!)).toContain('[redacted');

    expect(packet.usage?.map((u) => [u.stage, u.provider, u.inputTokens, u.outputTokens, u.outcome])).toEqual(
      ['router', 'selector', 'reviewer', 'composer'].map((stage) => [stage, provider, 400, 60, 'ok']),
    );
    // 400 in at $1/M + 60 out at $5/M = $0.0007 a call.
    expect(packet.usage?.every((u) => u.costUsd === 0.0007)).toBe(true);
    expect(packet.plan?.estimatedCostUsd).toBeGreaterThan(0);
  });
});
