import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolCatalog } from '@switchyard/tools';
import { startEverythingHttp, type EverythingHttp } from './support/everything-http.js';
import { plannedPacket } from './support/plans.js';
import { startStack, type Stack } from './support/stack.js';

describe('a remote MCP server over Streamable HTTP', () => {
  let server: EverythingHttp;
  let stack: Stack;

  beforeAll(async () => {
    server = await startEverythingHttp();
    stack = await startStack({ mcpServers: { remote: { url: server.url } }, policy: { tools: { 'remote.*': 'allow' } } });
  });
  afterAll(async () => {
    await stack?.close();
    server?.stop();
  });

  it('lists its tools into the catalog and runs a call through the pipeline', async () => {
    const tools = await new ToolCatalog(stack.runtime.redis, stack.config.prefix).list();
    expect(tools.filter((t) => t.server === 'remote').map((t) => t.name)).toEqual(expect.arrayContaining(['get-sum', 'echo']));
    // A url entry is someone else's server: untrusted unless the config says `trusted: true`.
    expect(tools.filter((t) => t.server === 'remote').every((t) => t.trusted === false)).toBe(true);
    const packet = await stack.producer.submitPacket(plannedPacket([{ id: 's1', server: 'remote', tool: 'get-sum', arguments: { a: 19, b: 23 } }]), {
      at: 'reviewer',
      timeoutMs: 20_000,
    });
    expect(packet.execution?.steps[0]).toMatchObject({ server: 'remote', tool: 'get-sum', ok: true });
    expect(packet.reply?.text).toContain('42');
  });
});
