import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS_UNAVAILABLE_ANSWER } from '@switchyard/composer';
import { ROUTER_FALLBACK_ANSWER } from '@switchyard/router';
import { AnthropicWireServer, anthropicError, anthropicText, anthropicToolUse, forcedTool } from './support/anthropic-wire-server.js';
import { OpenAIWireServer, answerName, openaiContent } from './support/openai-wire-server.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';
import type { WireReply } from './support/wire-server.js';

const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';

/**
 * Router, reviewer and composer on the Messages API server, the selector on the
 * Chat Completions server. Each stage answers well unless a test queues other
 * replies for its answer name.
 */
describe('repair retry and graceful degradation in full turns', () => {
  const token = `code-${randomBytes(5).toString('hex')}`;
  const workspace = tempWorkspace({ 'notes.txt': `The launch code is ${token}.\n` });
  const notes = join(workspace.dir, 'notes.txt');
  const overrides = new Map<string, WireReply[]>();
  const good: Record<string, unknown> = {
    route_decision: { needsTool: true, goal: 'read the notes', rationale: 'names a file', confidence: 0.9 },
    tool_selection: {
      calls: [{ tool: 'filesystem.read_text_file', arguments: { path: notes }, why: 'read it', confidence: 0.95 }],
      confidence: 0.95,
      reasoning: 'one read',
    },
    plan_review: { approved: true, confidence: 0.9, reasons: ['fine'] },
    reply: { text: 'The model wrote this reply.', summary: 'replied' },
  };
  let anthropic: AnthropicWireServer;
  let openai: OpenAIWireServer;
  let stack: Stack;

  beforeAll(async () => {
    process.env[KEY_ENV] = 'test-key-not-secret';
    anthropic = await AnthropicWireServer.start((req) => overrides.get(forcedTool(req))?.shift() ?? anthropicToolUse(forcedTool(req), good[forcedTool(req)]));
    openai = await OpenAIWireServer.start((req) => overrides.get(answerName(req))?.shift() ?? openaiContent(good[answerName(req)]));
    const claude = { provider: 'anthropic', model: 'claude-test', baseUrl: anthropic.url, apiKeyEnv: KEY_ENV, maxRetries: 1 };
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      models: {
        router: claude,
        reviewer: claude,
        composer: claude,
        selector: { provider: 'openai', model: 'local-llm', baseUrl: `${openai.url}/v1`, maxRetries: 1 },
      },
    });
  });
  afterEach(() => overrides.clear());
  afterAll(async () => {
    await stack?.close();
    await anthropic?.close();
    await openai?.close();
    workspace.cleanup();
  });

  it('uses the repaired answer when the first one is malformed JSON', async () => {
    overrides.set('tool_selection', [openaiContent('{"calls": [{"tool": "filesystem.read_text_file", "arguments": {"path": ')]);
    const before = openai.completions.length;
    const packet = await stack.ask('please read my notes');
    expect(packet.status.state, packet.status.error).toBe('done');
    expect(openai.completions.length - before).toBe(2);
    const repair = openai.completions.at(-1)!.body.messages;
    expect(repair.at(-1).content).toMatch(/rejected: the answer is not valid JSON/);
    expect(packet.plan).toMatchObject({ decidedBy: 'openai', steps: [{ tool: 'read_text_file', arguments: { path: notes } }] });
    expect(packet.execution?.steps[0]?.output).toContain(token);
    expect(packet.usage?.filter((u) => u.stage === 'selector').map((u) => u.outcome)).toEqual(['invalid', 'ok']);
    expect(packet.degradations).toBeUndefined();
  });

  it('selector malformed twice: a direct answer noting tools were unavailable, with the reason in the packet', async () => {
    overrides.set('tool_selection', [openaiContent('not json at all'), openaiContent('{"calls": "nope"}')]);
    const packet = await stack.ask('please read my notes');
    expect(packet.status.state).toBe('done');
    expect(packet.execution).toBeUndefined();
    expect(packet.reply?.text).toBe(TOOLS_UNAVAILABLE_ANSWER);
    expect(packet.degradations).toEqual([
      {
        stage: 'selector',
        reason: expect.stringMatching(/openai answer failed its schema twice: calls: /),
        fallback: 'direct answer noting tools were unavailable',
      },
    ]);
  });

  it('router malformed twice: a direct answer, degradation recorded', async () => {
    overrides.set('route_decision', [anthropicText('I think it needs a tool'), anthropicToolUse('route_decision', { needsTool: 'yes' })]);
    const packet = await stack.ask('please read my notes');
    expect(packet.status.log.map((e) => e.stage)).toEqual(['router', 'composer']);
    expect(packet.route).toMatchObject({ needsTool: false, decidedBy: 'rule', directAnswer: ROUTER_FALLBACK_ANSWER });
    expect(packet.reply?.text).toBe(ROUTER_FALLBACK_ANSWER);
    expect(packet.degradations?.[0]).toMatchObject({
      stage: 'router',
      fallback: 'direct answer',
      reason: expect.stringMatching(/anthropic answer failed its schema twice: needsTool: /),
    });
  });

  it('reviewer unavailable (500 after the SDK retries): no tool runs', async () => {
    overrides.set('plan_review', [anthropicError(500, 'api_error', 'down'), anthropicError(500, 'api_error', 'still down')]);
    const packet = await stack.ask('please read my notes');
    expect(packet.status.state).toBe('done');
    expect(packet.execution).toBeUndefined();
    expect(packet.review?.approved).toBe(false);
    expect(packet.reply?.text).toMatch(/did not run any tool: .*could not be reviewed/);
    expect(packet.degradations).toEqual([
      { stage: 'reviewer', reason: expect.stringMatching(/unavailable after retries \(HTTP 500\)/), fallback: 'no tools run' },
    ]);
  });

  it('composer malformed twice: the plain formatted results', async () => {
    overrides.set('reply', [anthropicToolUse('reply', { text: '' }), anthropicToolUse('reply', { summary: 'no text' })]);
    const packet = await stack.ask('please read my notes');
    expect(packet.execution?.steps[0]?.ok).toBe(true);
    expect(packet.reply?.text).toMatch(/^Read \S+/);
    expect(packet.reply?.text).toContain(token);
    expect(packet.degradations).toEqual([{ stage: 'composer', reason: expect.stringContaining('text'), fallback: 'the plain formatted results' }]);
  });

  it('an auth error fails the turn fast with a message naming the key variable', async () => {
    overrides.set('route_decision', [anthropicError(401, 'authentication_error', 'invalid x-api-key')]);
    const before = anthropic.messages.length;
    const packet = await stack.ask('please read my notes');
    expect(packet.status.state).toBe('failed');
    expect(packet.status.error).toMatch(new RegExp(`anthropic refused the API key \\(read from ${KEY_ENV}\\)`));
    expect(anthropic.messages.length - before).toBe(1);
  });
});
