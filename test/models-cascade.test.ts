import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnthropicWireServer, anthropicToolUse, cascadeSelector, forcedTool } from './support/anthropic-wire-server.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';

describe('local-then-model: the model is asked only when the local engine is unsure', () => {
  const token = `code-${randomBytes(5).toString('hex')}`;
  const workspace = tempWorkspace({ 'notes.txt': `The launch code is ${token}.\n` });
  const notes = join(workspace.dir, 'notes.txt');
  let server: AnthropicWireServer;
  let stack: Stack;

  beforeAll(async () => {
    process.env[KEY_ENV] = 'test-key-not-secret';
    server = await AnthropicWireServer.start((req) =>
      anthropicToolUse(forcedTool(req), {
        calls: [{ tool: 'filesystem.read_text_file', arguments: { path: notes }, why: 'the notes the user means', confidence: 0.9 }],
        confidence: 0.9,
        reasoning: 'the only text file around',
      }),
    );
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      models: {
        // The cascade's mechanics are tested at a gate a read of a named file passes (0.935) and a read with no file
        // named does not; the fitted gates are in docs/routing-quality.md.
        selector: { ...cascadeSelector(server.url, KEY_ENV), cascadeThreshold: 0.9 },
      },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await server?.close();
    workspace.cleanup();
  });

  it('counts the requests: confident turns stay local, the unsure one goes to the model', async () => {
    // The local engine is sure of an explicit path: no request.
    const sure = await stack.ask(`read the text file ${notes}`);
    expect(sure.plan?.decidedBy, JSON.stringify({ plan: sure.plan, route: sure.route })).toBe('local');
    expect(sure.execution?.steps[0]?.output).toContain(token);
    expect(sure.usage).toEqual([expect.objectContaining({ stage: 'selector', provider: 'local', inputTokens: 0 })]);
    expect(server.messages).toHaveLength(0);

    // No tool needed: the selector never runs.
    const greeting = await stack.ask('hello, how are you?');
    expect(greeting.usage).toBeUndefined();
    expect(server.messages).toHaveLength(0);

    // No path given (in a session of its own: after a turn that read a file, "the file" is that file): the local
    // engine is unsure, so the model decides.
    const unsure = await stack.ask('read the file', 'no-file-yet');
    expect(server.messages).toHaveLength(1);
    expect(unsure.plan).toMatchObject({ decidedBy: 'anthropic', steps: [{ tool: 'read_text_file', arguments: { path: notes } }] });
    expect(unsure.execution?.steps[0]?.output).toContain(token);
    expect(unsure.usage).toEqual([expect.objectContaining({ stage: 'selector', provider: 'anthropic', outcome: 'ok' })]);

    // And once more a sure one, in a session of its own: still only the one request. (In the first turn's session,
    // after it and a greeting, the fitted whole-decision probability of the same read is 0.899 against 0.935 with no
    // history: on the gate's edge, so the model may be asked, as it should when unsure.)
    await stack.ask(`read the text file ${notes}`, 'sure-again');
    expect(server.messages).toHaveLength(1);
  });
});
