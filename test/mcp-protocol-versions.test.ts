import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/client';
import { ToolCatalog } from '@switchyard/tools';
import { CapturedLog } from './support/captured-log.js';
import { plannedPacket } from './support/plans.js';
import { REPO_ROOT } from './support/processes.js';
import { startStack, type Stack } from './support/stack.js';

const DATED = join(REPO_ROOT, 'test/fixtures/dated-mcp-server.mjs');
const dated = (version?: string) => ({ command: process.execPath, args: [DATED], env: version ? { PROTOCOL_VERSION: version } : {} });

describe('servers on older MCP revisions', () => {
  const log = new CapturedLog();
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(
      { mcpServers: { oldest: dated('2024-11-05'), older: dated('2025-03-26'), current: dated() }, policy: { tools: { '*': 'allow' } } },
      log,
    );
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('logs the revision each server agreed to: its own when older, the newest otherwise', () => {
    const agreed = Object.fromEntries(log.entries('mcp server connected').map((entry) => [entry.server, entry.protocolVersion]));
    expect(agreed).toEqual({ oldest: '2024-11-05', older: '2025-03-26', current: LATEST_PROTOCOL_VERSION });
  });

  it('lists and calls the tools of a server on the oldest revision through a turn', async () => {
    const tools = await new ToolCatalog(stack.runtime.redis, stack.config.prefix).list();
    expect(
      tools
        .filter((t) => t.name === 'add_numbers')
        .map((t) => t.server)
        .sort(),
    ).toEqual(['current', 'older', 'oldest']);
    const packet = await stack.producer.submitPacket(
      plannedPacket([
        { id: 's1', server: 'oldest', tool: 'add_numbers', arguments: { a: 19, b: 23 } },
        { id: 's2', server: 'older', tool: 'add_numbers', arguments: { a: 1, b: 2 } },
      ]),
      { at: 'reviewer', timeoutMs: 20_000 },
    );
    expect(packet.execution?.steps.map((s) => [s.server, s.ok, s.output])).toEqual([
      ['oldest', true, expect.stringContaining('sum 42')],
      ['older', true, expect.stringContaining('sum 3')],
    ]);
  });
});
