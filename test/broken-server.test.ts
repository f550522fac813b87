import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode, startNode, stop, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const NOT_FOUND = 'command "mcp-server-filesytem" was not found';

/** A user's first config with the server's command misspelt: every way in names the server and why it is missing. */
describe('an MCP server that fails to start is named, not hidden', () => {
  const workspace = tempWorkspace({ 'chili.md': '# Chili\n- beans\n' });
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: { command: 'mcp-server-filesytem', args: [workspace.dir] } } }));
  const prefix = freshPrefix('broken');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL };

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('ask: the reply says which server could not be reached and why, and the exit code is 2', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const result = await runNode(BIN, ['ask', 'read the file chili.md', '--config', configFile], env);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stdout).toContain(`could not be reached, so its tools were not available to this turn: filesystem (${NOT_FOUND}`);
    // That is the first thing the reply says, not the engine's "no language model".
    expect(result.stdout.trimStart()).toMatch(/^The MCP server could not be reached/);
    expect(result.stderr).toContain(`switchyard: mcp server filesystem is not connected: ${NOT_FOUND}`);
    const json = await runNode(BIN, ['ask', 'read the file chili.md', '--json', '--config', configFile], env);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout).unreachable).toEqual([{ server: 'filesystem', reason: expect.stringContaining(NOT_FOUND) }]);
  });

  it("tools: one plain line per server that did not start, with the server's own reason, and exit 2", { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const config = join(workspace.dir, 'two-broken.config.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          filesystem: { command: 'mcp-server-filesytem', args: [workspace.dir] },
          notes: { command: 'mcp-server-filesystem', args: [join(workspace.dir, 'no-such-folder')] },
          memory: { command: 'mcp-server-memory', env: { MEMORY_FILE_PATH: join(workspace.dir, 'memory.jsonl') } },
        },
      }),
    );
    const result = await runNode(BIN, ['tools', '--config', config], { ...env, SWITCHYARD_PREFIX: freshPrefix('broken-tools') });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`switchyard: mcp server filesystem is not connected: ${NOT_FOUND}`);
    expect(result.stderr).toMatch(/switchyard: mcp server notes is not connected: .*None of the specified directories are accessible/);
    // Words, not a log line with a stack.
    expect(result.stderr).not.toContain('"level"');
    expect(result.stdout).toContain('memory.read_graph');
  });

  it('up says so at start, and the executor process answers /readyz 503 naming the server', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const up = await startNode(BIN, env, 'is not connected', 90_000, ['up', '--config', configFile]);
    try {
      expect(up.output()).toContain(`switchyard: mcp server filesystem is not connected: ${NOT_FOUND}`);
    } finally {
      await stop(up.child);
    }
    const executor = await startNode(
      'services/executor/dist/main.js',
      { ...env, SWITCHYARD_CONFIG: configFile, SWITCHYARD_METRICS_PORT: '0', LOG_LEVEL: 'info' },
      'metrics and health listening',
      90_000,
    );
    try {
      const port = Number(/"port":(\d+)[^\n]*metrics and health listening/.exec(executor.output())?.[1]);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).problems).toContain(`mcp server filesystem is not connected: ${NOT_FOUND} (on PATH or in the project's node_modules/.bin)`);
    } finally {
      await stop(executor.child);
    }
  });
});
