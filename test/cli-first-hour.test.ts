import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const EXAMPLE = 'examples/switchyard.config.json';
const run = promisify(execFile);

/** What a new user meets in the first hour, typed as the CLI shows it. */
describe('the CLI in the first hour', () => {
  const workspace = tempWorkspace({ 'keep.txt': 'kept\n' });
  // A name the shell would split: the hints the CLI prints must quote it to run as printed.
  const configFile = join(workspace.dir, "my team's config.json");
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('first-hour');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL };
  const shellEnv = { ...process.env, ...env };
  const empty = mkdtempSync(join(tmpdir(), 'switchyard-empty-'));

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
    rmSync(empty, { recursive: true, force: true });
  });

  it('the approval hint ask prints runs as shown, from the repository folder, with the config the user named', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const target = join(workspace.dir, 'approved-dir');
    const asked = await runNode(BIN, ['ask', `create the directory ${target}`, '--config', configFile], env);
    expect(asked.code, asked.stderr).toBe(0);
    const hint = /^approve: (SWITCHYARD_PREFIX=\S+ npx switchyard approve .*)$/m.exec(asked.stdout)?.[1];
    expect(hint, asked.stdout).toBeDefined();
    // Run from a new terminal: the prefix the turn was asked under comes from the hint, not the environment.
    const { SWITCHYARD_PREFIX: _asked, ...newTerminal } = shellEnv;
    const approved = await run('sh', ['-c', hint!], { cwd: REPO_ROOT, env: newTerminal, timeout: 200_000 });
    expect(approved.stdout).toMatch(/Created .*approved-dir/);
    expect(existsSync(target)).toBe(true);
  });

  it('replies say what was done in plain words, and reasons quote the user, not word stems', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const read = await runNode(BIN, ['ask', 'read the file notes/todo.md', '--config', EXAMPLE], env);
    expect(read.stdout.split('\n')[0]).toBe('Read notes/todo.md.');
    // The reply (the timeline below it keeps the counts).
    expect(read.stdout.split('\ntimeline')[0]).not.toContain('tool call(s)');
    const removal = await runNode(BIN, ['ask', 'delete all entities', '--json', '--config', EXAMPLE], env);
    const packet = JSON.parse(removal.stdout);
    expect(packet.route.rationale).toContain('(delete, entities)');
    const reasons = [
      packet.route.rationale,
      packet.plan.reasoning,
      ...packet.plan.steps.map((s: { why: string }) => s.why),
      ...packet.plan.alternatives.map((a: { why: string }) => a.why),
    ];
    for (const reason of reasons) expect(reason).not.toMatch(/\b(delet|entiti)\b/);
  });

  it('replay with no stages running says what to start, without a stack trace', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const asked = await runNode(BIN, ['ask', 'hello there', '--json', '--config', configFile], env);
    const id = JSON.parse(asked.stdout).id as string;
    const replayed = await runNode(BIN, ['replay', id, '--config', configFile], env);
    expect(replayed.code).toBe(1);
    expect(replayed.stderr).toMatch(/^switchyard: replay needs the stages running under the prefix ".*": .*npx switchyard up --config /m);
    expect(replayed.stderr).not.toContain('"level"');
    expect(replayed.stderr).not.toMatch(/\n\s+at /);
  });

  it('tools with no configuration says none was found, and where it looked', async () => {
    const childEnv = { ...shellEnv, SWITCHYARD_CONFIG: '' };
    const listed = await run('node', [join(REPO_ROOT, BIN), 'tools'], { cwd: empty, env: childEnv }).catch((error) => error);
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(`no configuration file: no switchyard.config.json in ${empty}`);
  });

  it('audit --help says what its argument is; dlq alone shows its help and exits 0', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const audit = await runNode(BIN, ['audit', '--help'], env);
    expect(audit.stdout).toMatch(/packetId\s+the turn's id: the one `ask` prints/);
    const dlq = await runNode(BIN, ['dlq'], env);
    expect(dlq.code).toBe(0);
    expect(dlq.stdout).toMatch(/list \[options\]/);
    expect(dlq.stdout).toMatch(/retry \[options\] <id>/);
  });

  it('memory.add_observations is tagged memory, not math', { timeout: 120_000 }, async () => {
    const listed = await runNode(BIN, ['tools', 'memory.add_observations', '--json', '--config', EXAMPLE], env);
    const [entry] = JSON.parse(listed.stdout) as Array<{ name: string; capabilities: string[] }>;
    expect(entry?.name).toBe('memory.add_observations');
    expect(entry?.capabilities).toContain('memory');
    expect(entry?.capabilities).not.toContain('math');
  });

  it('npm ci has no install script left unreviewed (msgpackr-extract is denied: its prebuilt binary comes as a package)', async () => {
    const { stdout } = await run('npm', ['install-scripts', 'ls', '--json'], { cwd: REPO_ROOT });
    expect(JSON.parse(stdout)).toEqual({ allowScripts: [] });
  });
});
