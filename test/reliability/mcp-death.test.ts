import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servers, startStack, type Stack } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { report } from './summary.js';

/** Pids of the filesystem servers serving this (unique) folder. */
function serverPids(dir: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', `mcp-server-filesystem.*${dir}`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('an MCP server dies mid-turn', () => {
  const workspace = tempWorkspace({ 'a.txt': 'alpha survives\n' });
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } });
  });
  afterAll(async () => {
    await stack.close();
    workspace.cleanup();
  });

  it('the step is reported, the executor reconnects, and the next turn works', async () => {
    const message = `read the file ${join(workspace.dir, 'a.txt')}`;
    const before = serverPids(workspace.dir);
    expect(before.length).toBeGreaterThan(0);
    // Kill the server as soon as the turn leaves the reviewer, before the executor calls it.
    const hit = await stack.producer.submitTurn(
      { sessionId: 'mcp-death', userId: 'u', agentId: 'a', message },
      {
        timeoutMs: 30_000,
        onEvent: (event) => {
          if (event.type === 'stage' && event.stage === 'reviewer') for (const pid of serverPids(workspace.dir)) process.kill(pid, 'SIGKILL');
        },
      },
    );
    expect(hit.status.state).toBe('done');
    expect(hit.reply?.text.length).toBeGreaterThan(0);
    const next = await stack.ask(message);
    const after = serverPids(workspace.dir);
    report({
      scenario: 'MCP server death',
      turns: 2,
      lost: 0,
      doubled: 0,
      deadLettered: 0,
      unauthorizedRuns: 0,
      note: `turn during the kill: ${hit.execution?.steps.map((s) => (s.ok ? 'ok' : s.error?.code)).join(',')}; server pid ${before.join(',')} → ${after.join(',')}`,
    });
    expect(next.execution?.steps.some((s) => s.ok)).toBe(true);
    expect(next.reply?.text).toContain('alpha survives');
    expect(after.some((pid) => !before.includes(pid))).toBe(true);
  });
});
