import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ownFolderScript } from './support/doc-commands.js';
import { REPO_ROOT } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL } from './support/test-config.js';

const run = promisify(execFile);

/**
 * [fresh clone] The README's first commands, typed as written, on a clone of
 * this repository's HEAD (committed work only) in an empty folder: nothing
 * beside it, no build output, no linked bins. Slow (npm ci and the demo, which builds;
 * npm's local cache keeps it offline when it can), so it is one test.
 */
describe('[fresh clone] the README commands work literally on a new clone', () => {
  const parent = mkdtempSync(join(tmpdir(), 'switchyard-clone-'));
  const repo = join(parent, 'switchyard');
  const prefix = freshPrefix('clone');
  afterAll(async () => {
    await deletePrefix(prefix);
    await deletePrefix(`${prefix}-own`);
    rmSync(parent, { recursive: true, force: true });
  });

  it('git clone, npm ci, npm run demo, npx switchyard --version, npx switchyard ask …', { timeout: 900_000 }, async () => {
    const head = (await run('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT })).stdout.trim();
    await run('git', ['clone', '--quiet', '--no-checkout', REPO_ROOT, repo]);
    await run('git', ['checkout', '--quiet', head], { cwd: repo });
    expect(existsSync(join(parent, 'shared')), 'nothing may sit beside the clone').toBe(false);

    const env = {
      ...process.env,
      REDIS_URL,
      SWITCHYARD_PREFIX: prefix,
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    };
    const sh = (command: string, args: string[]) => run(command, args, { cwd: repo, env, maxBuffer: 64 * 1024 * 1024 });
    // The README's "Two commands" block starts with exactly this line; the demo builds first.
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    const twoCommands = /## Two commands[\s\S]*?```sh\n([^\n]*)/.exec(readme)?.[1];
    expect(twoCommands?.replace(/\s+#.*$/, '')).toBe('npm ci && npm run demo');
    const installed = await sh('npm', ['ci']);
    // Every install script is reviewed in package.json's allowScripts: npm ci has nothing to warn about.
    expect(installed.stderr).not.toContain('install-scripts');
    const demo = await sh('npm', ['run', 'demo']);
    expect(demo.stdout).toMatch(/(\d+)\/\1 turns showed what they should/);

    const { version } = JSON.parse(readFileSync(join(repo, 'packages/cli/package.json'), 'utf8')) as { version: string };
    expect((await sh('npx', ['switchyard', '--version'])).stdout.trim()).toBe(version);

    const ask = await sh('npx', ['switchyard', 'ask', 'read the file notes/todo.md', '--config', 'examples/switchyard.config.json']);
    const todo = readFileSync(join(repo, 'examples/workspace/notes/todo.md'), 'utf8');
    expect(ask.stdout).toContain(todo.split('\n').find((line) => line.startsWith('- ')));
    expect(ask.stdout).toMatch(/filesystem\.read\w*\(\{"path":"notes\/todo\.md"\}\)/);

    // From one's own folder outside the clone, as the README shows: the clone's CLI by its path (npx would look for a package).
    const { script, note } = ownFolderScript(readme, parent);
    const ownEnv = { ...env, HOME: parent, SWITCHYARD_PREFIX: `${prefix}-own` };
    const own = await run('sh', ['-c', script], { cwd: parent, env: ownEnv, maxBuffer: 64 * 1024 * 1024 });
    expect(own.stdout).toMatch(/filesystem\.read_text_file/);
    expect(own.stdout).toContain(note);

    // The eval cases travel with the repo: the documented eval command finds them.
    const evaluate = await sh('npx', ['switchyard', 'eval', 'eval/bfcl/bfcl_multiple.jsonl', '--json']);
    expect(JSON.parse(evaluate.stdout).cases).toBe(200);

    // What the demo and the README's turns wrote (the memory file, files in the example workspace) is not left untracked.
    const status = await sh('git', ['status', '--porcelain']);
    expect(status.stdout).toBe('');
  });
});
