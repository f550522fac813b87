import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnthropicWireServer, anthropicToolUse, forcedTool } from './support/anthropic-wire-server.js';
import { promptOf, stageAnswer } from './support/model-answers.js';
import { runNode } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const KEY_ENV = 'SWITCHYARD_TEST_PROVIDER_KEY';

describe('switchyard ask with models (built CLI, local Messages API server)', () => {
  const token = `code-${randomBytes(5).toString('hex')}`;
  const workspace = tempWorkspace({ 'notes.txt': `The launch code is ${token}.\n` });
  const configFile = join(workspace.dir, 'switchyard.config.json');
  const prefix = freshPrefix('models-cli');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, [KEY_ENV]: 'test-key-not-secret' };
  let server: AnthropicWireServer;

  beforeAll(async () => {
    server = await AnthropicWireServer.start((req) =>
      anthropicToolUse(forcedTool(req), stageAnswer(forcedTool(req), req.body.tools[0].input_schema, promptOf(req)), { input_tokens: 400, output_tokens: 60 }),
    );
    const model = { provider: 'anthropic', model: 'claude-test', baseUrl: server.url, apiKeyEnv: KEY_ENV };
    writeFileSync(
      configFile,
      JSON.stringify({
        mcpServers: { filesystem: servers.filesystem(workspace.dir) },
        models: { default: model },
        prices: { models: { 'claude-test': { inputPerMTok: 1, outputPerMTok: 5 } } },
      }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('prints the reply and the total tokens and estimated cost of the turn', async () => {
    const result = await runNode(BIN, ['ask', `read the file ${join(workspace.dir, 'notes.txt')}`, '--config', configFile], env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`The model says: ${token}`);
    // Four calls of 400 + 60 tokens at $1/M in and $5/M out.
    expect(result.stdout).toMatch(/models: 4 call\(s\), 1840 tokens \(1600 in, 240 out\), estimated cost \$0\.0028/);
  });

  it('takes SWITCHYARD_MODEL_<STAGE> over the file', async () => {
    const before = server.messages.length;
    const result = await runNode(BIN, ['ask', `read the file ${join(workspace.dir, 'notes.txt')}`, '--config', configFile], {
      ...env,
      SWITCHYARD_MODEL_ROUTER: 'local',
      SWITCHYARD_MODEL_COMPOSER: 'local',
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/models: 2 call\(s\)/);
    expect(server.messages.slice(before).map(forcedTool)).toEqual(['tool_selection', 'plan_review']);
  });

  it('refuses an API key written in the config file, saying where keys go', async () => {
    const badFile = join(workspace.dir, 'bad.config.json');
    writeFileSync(badFile, JSON.stringify({ models: { selector: { provider: 'anthropic', model: 'claude-test', apiKey: 'sk-ant-in-the-file' } } }));
    const result = await runNode(BIN, ['ask', 'hello', '--config', badFile], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/models\.selector\.apiKey .*API keys are never read from the config file.*apiKeyEnv/);
    expect(result.stderr).not.toContain('sk-ant-in-the-file');
  });
});
