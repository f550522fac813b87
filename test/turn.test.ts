import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

describe('one turn through the five stages, on real Redis and real MCP servers', () => {
  const token = `token-${randomBytes(6).toString('hex')}`;
  const workspace = tempWorkspace({ 'secret.txt': `The launch code is ${token}.\n`, 'other.md': '# other\nsecond file\n' });
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir), memory: servers.memory(join(workspace.dir, 'memory.jsonl')) },
    });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('reads a file through server-filesystem and puts its content in the reply', async () => {
    const packet = await stack.ask(`read the file ${join(workspace.dir, 'secret.txt')}`);
    expect(packet.status.state).toBe('done');
    expect(packet.reply?.text).toContain(token);
    expect(packet.execution?.steps[0], JSON.stringify(packet.execution)).toMatchObject({ server: 'filesystem', ok: true });
    expect(packet.execution?.steps[0]?.tool).toMatch(/read/);
    expect(packet.status.log.map((e) => e.stage)).toEqual(['router', 'selector', 'reviewer', 'executor', 'composer']);
  });

  it('answers a greeting without any tool', async () => {
    const packet = await stack.ask('hello, how are you?');
    expect(packet.status.state).toBe('done');
    expect(packet.route?.needsTool).toBe(false);
    expect(packet.execution).toBeUndefined();
    expect(packet.status.log.map((e) => e.stage)).toEqual(['router', 'composer']);
    expect(packet.reply?.text.length).toBeGreaterThan(0);
  });

  it('does not run tools for a plan below the confidence gate', async () => {
    // A session of its own: after a turn that read a file, "the file" is that file.
    const packet = await stack.ask('read the file', 'no-file-yet');
    expect(packet.status.state).toBe('done');
    expect(packet.execution).toBeUndefined();
    // Here the plan lacks its path: the reply asks for it instead of running anything.
    expect(packet.reply?.text).toMatch(/did not run any tool|none of the available tools fits|Which file should I read\?/);
  });

  it('answers the same turn submitted twice once, to both callers', async () => {
    const id = crypto.randomUUID();
    const turn = { sessionId: 'dup', userId: 'tester', agentId: 'test', message: `read the file ${join(workspace.dir, 'other.md')}` };
    const [a, b] = await Promise.all([stack.producer.submitTurn(turn, { id, timeoutMs: 20_000 }), stack.producer.submitTurn(turn, { id, timeoutMs: 20_000 })]);
    expect(a).toEqual(b);
    expect(a.status.log.filter((e) => e.stage === 'executor')).toHaveLength(1);
    // A third caller after the fact gets the stored reply without a new run.
    const c = await stack.producer.submitTurn(turn, { id, timeoutMs: 5_000 });
    expect(c).toEqual(a);
  });

  it('keeps the session history and answers from it', async () => {
    await stack.ask('hi, my name is Grace', 'history-session');
    const packet = await stack.ask('what did I say my name was?', 'history-session');
    expect(packet.route?.decidedBy).toBe('history');
    expect(packet.turn.history.length).toBeGreaterThan(0);
    expect(packet.reply?.text).toContain('Grace');
  });
});
