import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servers, startStack, type Stack } from './support/stack.js';
import { ENGINE_DECIDES_ALONE, tempWorkspace } from './support/test-config.js';

// "Not found", invalid arguments and access denied are answers: no other tool would read a file that is not there.
describe('a tool that answers "no" is not a failure another tool could fix', () => {
  const workspace = tempWorkspace({});
  mkdirSync(join(workspace.dir, 'notes'));
  writeFileSync(join(workspace.dir, 'notes', 'todo.md'), '- buy milk\n');
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) }, ...ENGINE_DECIDES_ALONE });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('a missing file costs one call and the reply says it was not found, in one sentence', async () => {
    const packet = await stack.ask(`read the file ${join(workspace.dir, 'notes', 'missing.md')}`);
    const steps = packet.execution?.steps ?? [];
    expect(steps, JSON.stringify(steps)).toHaveLength(1);
    expect(steps[0]).toMatchObject({ server: 'filesystem', ok: false, error: { code: 'not_found', retryable: false } });
    expect(packet.execution?.needsMoreTools).toBe(false);
    expect(packet.reinjection.count).toBe(0);
    expect(packet.reply?.text).toMatch(/^I could not find \S*notes\/missing\.md\.$/m);
    expect(packet.reply?.text).not.toMatch(/failed/);
  });

  it('a path outside the allowed folder is an answer too: access denied, one call', async () => {
    // A file name with an extension: a bare path like /etc/hostname may be a folder to the engine, which then plans both.
    const packet = await stack.ask('read the file /etc/motd.txt');
    const steps = packet.execution?.steps ?? [];
    expect(steps, JSON.stringify(steps)).toHaveLength(1);
    expect(steps[0]?.error?.code).toBe('access_denied');
    expect(packet.reinjection.count).toBe(0);
    expect(packet.reply?.text).toBe('Access to /etc/motd.txt was denied.');
  });
});
