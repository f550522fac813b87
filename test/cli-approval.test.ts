import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';

describe('switchyard ask on a tool that changes things', () => {
  const workspace = tempWorkspace({ 'keep.txt': 'x\n' });
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('cli-approval');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL };

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('returns as soon as the turn parks, and `approve` runs it', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const target = join(workspace.dir, 'reports');
    const asked = await runNode(BIN, ['ask', `create the directory ${target}`, '--json', '--config', configFile], env);
    expect(asked.code).toBe(0);
    const parked = JSON.parse(asked.stdout);
    expect(parked.status.state).toBe('awaiting_approval');
    expect(parked.approval.question).toContain('filesystem.create_directory');
    expect(existsSync(target)).toBe(false);

    const human = await runNode(BIN, ['approve', parked.id, '--config', configFile, '--by', 'ops'], env);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/✓ filesystem\.create_directory/);
    expect(existsSync(target)).toBe(true);

    const trail = await runNode(BIN, ['audit', parked.id, '--json', '--config', configFile], env);
    const kinds = JSON.parse(trail.stdout).map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['route', 'plan', 'review', 'approval_request', 'approval', 'tool_call', 'reply']);
  });

  it('refuses a yes given with a config that lacks the servers the plan names, and the turn still waits', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const target = join(workspace.dir, 'elsewhere');
    const parked = JSON.parse((await runNode(BIN, ['ask', `create the directory ${target}`, '--json', '--config', configFile], env)).stdout);
    expect(parked.status.state).toBe('awaiting_approval');
    const bare = join(workspace.dir, 'no-servers.json');
    writeFileSync(bare, '{}');
    const wrong = await runNode(BIN, ['approve', parked.id, '--config', bare], env);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(/waits to run calls on "filesystem", which this config does not name.*the turn still waits/s);
    expect(existsSync(target)).toBe(false);
    const right = await runNode(BIN, ['approve', parked.id, '--config', configFile], env);
    expect(right.code, right.stderr).toBe(0);
    expect(existsSync(target)).toBe(true);
  });

  it('prints what waits for approval and how to answer', async () => {
    const asked = await runNode(BIN, ['ask', `create the directory ${join(workspace.dir, 'later')}`, '--config', configFile], env);
    expect(asked.code).toBe(0);
    // Without a model, an engine unsure of the plan words the question as an offer.
    expect(asked.stdout).toMatch(
      /Waiting for approval \(until .*\):\n(These tools change things|I can create .* with filesystem\.create_directory — shall I\?)/,
    );
    expect(asked.stdout).toMatch(
      /approve: SWITCHYARD_PREFIX=\S+ npx switchyard approve [0-9a-f-]{36} --config \S+\ndeny: {4}SWITCHYARD_PREFIX=\S+ npx switchyard deny [0-9a-f-]{36} --config \S+/,
    );
  });

  it("two logins using the same short --session keep their questions apart: only the asker's yes answers hers", { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const target = join(workspace.dir, 'shared-s1');
    const as = (user: string, message: string) => runNode(BIN, ['ask', message, '--session', 's1', '--json', '--config', configFile], { ...env, USER: user });
    const asked = JSON.parse((await as('alice', `create the directory ${target}`)).stdout);
    expect(asked.status.state).toBe('awaiting_approval');
    // Bob's yes under the same session name is a message of his own session: nothing waits there.
    const bobs = JSON.parse((await as('bob', 'yes')).stdout);
    expect(bobs.id).not.toBe(asked.id);
    expect(bobs.reply.text).toMatch(/Nothing of mine is waiting for a yes or no/);
    expect(existsSync(target)).toBe(false);
    const hers = JSON.parse((await as('alice', 'yes')).stdout);
    expect(hers.id).toBe(asked.id);
    expect(hers.approval).toMatchObject({ state: 'approved', decidedBy: 'alice' });
    expect(existsSync(target)).toBe(true);
  });
});
