import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '@switchyard/platform';
import { REPO_ROOT, runNode, startNode, stop } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';
import { servers } from './support/stack.js';

const BIN = 'packages/cli/dist/bin.js';

/** Runs the CLI with `input` piped to its stdin. */
const runCli = (args: string[], env: NodeJS.ProcessEnv, input = '', timeoutMs = 120_000) => runNode(BIN, args, env, timeoutMs, input);

describe('switchyard CLI: what a new user types first', () => {
  const token = randomBytes(8).toString('hex');
  const workspace = tempWorkspace({ 'long.txt': `token ${token}\n` });
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('frontdoor');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL };

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('--version prints the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const result = await runCli([flag], env);
      expect(result.code).toBe(0);
      expect(result.stdout.trim()).toBe(version);
    }
  });

  it('eval --help points at case files that are in the repo', async () => {
    const result = await runCli(['eval', '--help'], env);
    expect(result.code).toBe(0);
    const readme = /eval\/bfcl\/README\.md/.exec(result.stdout)?.[0];
    expect(readme, result.stdout).toBeDefined();
    expect(existsSync(join(REPO_ROOT, readme as string))).toBe(true);
    expect(existsSync(join(REPO_ROOT, 'eval/bfcl/NOTICE'))).toBe(true);
  });

  it('bench --eval-dir with no such folder says so instead of timing made-up tools', async () => {
    const result = await runCli(['bench', '--quick', '--eval-dir', join(workspace.dir, 'no-such-folder')], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--eval-dir .*no-such-folder: no such folder/);
  });

  it('ask - reads the message from stdin, however long', async () => {
    const padding = 'please, '.repeat(2_000);
    const message = `${padding}read the file ${join(workspace.dir, 'long.txt')}\n`;
    const result = await runCli(['ask', '-', '--json', '--config', configFile], env, message);
    expect(result.code).toBe(0);
    const packet = JSON.parse(result.stdout);
    expect(packet.turn.message.startsWith('please, please,')).toBe(true);
    expect(packet.reply.text).toContain(token);
  });

  it('ask - with nothing on stdin says so and submits nothing', async () => {
    const result = await runCli(['ask', '-', '--config', configFile], env, '  \n');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^switchyard: ask -: no message on stdin/);
    expect(result.stderr).toContain(`| SWITCHYARD_PREFIX=${prefix} npx switchyard ask - --config ${configFile}`);
  });

  it('ask --remote with no router worker listening fails within seconds and says what to start', async () => {
    const nobody = freshPrefix('nobody');
    const result = await runCli(['ask', '--remote', 'hello', '--config', configFile], { ...env, SWITCHYARD_PREFIX: nobody });
    expect(result.code).toBe(1);
    // Asking wrote nothing under a prefix nobody uses.
    const redis = createRedis(REDIS_URL);
    try {
      expect(await redis.keys(`${nobody}:*`)).toEqual([]);
    } finally {
      redis.disconnect();
    }
    // Within the CLI's own start (10-40 s on a loaded machine), not after the 120 s it would wait for a reply.
    expect(result.ms).toBeLessThan(60_000);
    expect(result.stderr).toMatch(/no router worker is listening under the prefix "sy-nobody-[0-9a-f]+".*drop --remote/);
    // What to start runs with the config this command ran with.
    expect(result.stderr).toContain(`npx switchyard up --config ${configFile},`);
  });

  it('approve and deny --remote with no worker to resume the turn fail at once too', async () => {
    const nobody = { ...env, SWITCHYARD_PREFIX: freshPrefix('nobody') };
    const approve = await runCli(['approve', '--remote', 'some-packet-id', '--config', configFile], nobody);
    expect(approve.code).toBe(1);
    expect(approve.stderr).toMatch(/no executor worker is listening/);
    const deny = await runCli(['deny', '--remote', 'some-packet-id', '--config', configFile], nobody);
    expect(deny.stderr).toMatch(/no composer worker is listening/);
  });

  it('ask --remote goes through once stages listen under the prefix, and ask without it will not share their queues', async () => {
    const up = await startNode(BIN, env, 'stages ready', 90_000, ['up', '--config', configFile]);
    try {
      const result = await runCli(['ask', '--remote', '--json', 'hello, how are you?', '--config', configFile], env);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout).route.needsTool).toBe(false);
      // Its own stages would be one more set of workers on the same queues: the running ones could take the turn
      // and run it with their config. It says so and starts nothing.
      const own = await runCli(['ask', '--json', 'hello, how are you?', '--config', configFile], env);
      expect(own.code).not.toBe(0);
      expect(own.stdout).toBe('');
      expect(own.stderr).toMatch(
        /1 [a-z]+ worker of another deployment already listens under the prefix "sy-frontdoor-[0-9a-f]+".*--remote.*SWITCHYARD_PREFIX/,
      );
    } finally {
      await stop(up.child);
    }
  });
});
