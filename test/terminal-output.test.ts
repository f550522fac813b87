import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const run = promisify(execFile);

/**
 * What a person sees at a terminal against what a machine reads from a pipe.
 * `script` (util-linux) runs the command on a real pseudo-terminal, as a shell would.
 */
describe('logs: readable lines on a terminal, JSON lines otherwise', () => {
  const workspace = tempWorkspace({ 'chili.md': '# Chili\n' });
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: { command: 'mcp-server-filesytem', args: [workspace.dir] } } }));
  const prefix = freshPrefix('terminal');
  const env = { ...process.env, SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: '', LOG_FORMAT: '' };
  delete (env as Record<string, string | undefined>).LOG_LEVEL;
  delete (env as Record<string, string | undefined>).LOG_FORMAT;
  const ask = `node packages/cli/dist/bin.js ask "read the file chili.md" --config ${configFile}`;

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('on a terminal: a readable error line, no JSON, no info lines', { timeout: 120_000 }, async () => {
    const { stdout } = await run('script', ['-q', '-e', '-c', ask, '/dev/null'], { cwd: REPO_ROOT, env, timeout: 110_000 }).catch((e) => e);
    const screen = stripVTControlCharacters(stdout as string);
    expect(screen).toMatch(/\[\d\d:\d\d:\d\d\] ERROR \(switchyard\): mcp server failed to start; its tools are unavailable: spawn mcp-server-filesytem ENOENT/);
    expect(screen).not.toContain('{"level"');
    expect(screen).not.toContain('INFO');
    expect(screen).not.toContain('at ChildProcess');
  });

  it('through a pipe: JSON lines on stderr, as a log collector reads them', { timeout: 120_000 }, async () => {
    const result = await run('sh', ['-c', `${ask} 2>&1 | cat`], { cwd: REPO_ROOT, env, timeout: 110_000 });
    const line = result.stdout.split('\n').find((l) => l.includes('mcp server failed to start'));
    expect(JSON.parse(line!)).toMatchObject({ level: 50, server: 'filesystem', msg: 'mcp server failed to start; its tools are unavailable' });
  });
});
