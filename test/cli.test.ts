import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';
import { servers } from './support/stack.js';

const BIN = 'packages/cli/dist/bin.js';

describe('switchyard CLI', () => {
  const token = randomBytes(8).toString('hex');
  const workspace = tempWorkspace({ 'token.txt': `token ${token}\n` });
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('cli');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL };

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('ask --json prints the final packet with the file content and the tool that read it', async () => {
    const path = join(workspace.dir, 'token.txt');
    const result = await runNode(BIN, ['ask', `read the file ${path}`, '--json', '--config', configFile], env);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const packet = JSON.parse(result.stdout);
    expect(packet.reply.text).toContain(token);
    expect(packet.execution.steps[0]).toMatchObject({ server: 'filesystem', ok: true });
    expect(packet.execution.steps[0].tool).toMatch(/read/);
  });

  it('ask --json with no configuration says once, on stderr, that no MCP server is configured', async () => {
    const run = await runNode(BIN, ['ask', 'hello, how are you?', '--json'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr.match(/no MCP servers configured/g)).toHaveLength(1);
    expect(run.stderr).toContain('switchyard: no MCP servers configured: add "mcpServers" to the configuration file');
    expect(JSON.parse(run.stdout).route.needsTool).toBe(false);
  });

  it('ask answers a greeting with no tool and prints a timeline', async () => {
    const json = await runNode(BIN, ['ask', 'hello, how are you?', '--json', '--config', configFile], env);
    const packet = JSON.parse(json.stdout);
    expect(packet.execution).toBeUndefined();
    expect(packet.route.needsTool).toBe(false);

    const human = await runNode(BIN, ['ask', 'hello, how are you?', '--config', configFile], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/timeline \(\d+ ms end to end\):\n\s+router\s+[\d.]+ ms\s+direct answer/);
    expect(human.stdout).toMatch(/composer\s+[\d.]+ ms/);
  });

  it("a file search's reply names the files found relative to the server's folder, as the user names them", async () => {
    const found = join(workspace.dir, 'notes', 'deep', 'plan.md');
    mkdirSync(dirname(found), { recursive: true });
    writeFileSync(found, 'plan\n');
    const args = JSON.stringify({ path: '.', pattern: '**/plan*' });
    const result = await runNode(BIN, ['call', 'filesystem.search_files', '--args', args, '--json', '--config', configFile], env);
    expect(result.code, result.stderr).toBe(0);
    const packet = JSON.parse(result.stdout);
    expect(packet.reply.text.split('\n')).toContain('notes/deep/plan.md');
    expect(packet.reply.text).not.toContain(workspace.dir);
    // The packet keeps what the tool returned.
    expect(packet.execution.steps[0].output).toContain(found);
  });

  it('says in one line what to do when Redis does not answer', async () => {
    const result = await runNode(BIN, ['ask', 'hi'], { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/Redis is not answering at redis:\/\/127\.0\.0\.1:1 .*redis-server.*REDIS_URL/);
  });

  it('rejects a bad config file with the field at fault', async () => {
    const bad = join(workspace.dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ thresholds: { confidenceGate: 'high' } }));
    const result = await runNode(BIN, ['ask', 'hi', '--config', bad], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('config.thresholds.confidenceGate: expected number, received string');
  });
});
