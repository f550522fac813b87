import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedPlan } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

describe('reading several files of which none exists, on the real filesystem server', () => {
  const workspace = tempWorkspace({ 'kept.md': 'kept\n' });
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('records the call as failed and says which files could not be read', async () => {
    // The server answers a success whose text is one "<path>: Error - ENOENT ..." line a file.
    const paths = [`${workspace.dir}/a.md`, `${workspace.dir}/b.md`];
    const packet = await ownedPlan(stack.config.prefix, [{ id: 's1', server: 'filesystem', tool: 'read_multiple_files', arguments: { paths } }]);
    const out = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    expect(out.execution?.steps[0], JSON.stringify(out.execution)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(out.reply?.text).toContain('could not find');
    expect(out.reply?.text).toContain(paths[1]);
    expect(out.reply?.text).not.toMatch(/^Read /m);
  });

  it('leaves a batch where a file was read as done', async () => {
    const paths = [`${workspace.dir}/kept.md`, `${workspace.dir}/b.md`];
    const packet = await ownedPlan(stack.config.prefix, [{ id: 's1', server: 'filesystem', tool: 'read_multiple_files', arguments: { paths } }]);
    const out = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    expect(out.execution?.steps[0]?.ok).toBe(true);
  });
});
