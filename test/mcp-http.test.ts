import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolCatalog } from '@switchyard/tools';
import { plannedPacket } from './support/plans.js';
import { REPO_ROOT } from './support/processes.js';
import { startStack, type Stack } from './support/stack.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

describe('a remote MCP server over Streamable HTTP', () => {
  let server: ChildProcess;
  let stack: Stack;

  beforeAll(async () => {
    const port = await freePort();
    // Run the server's own entry with node (not through npx), so stopping it stops the server itself.
    const entry = join(REPO_ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
    server = spawn(process.execPath, [entry, 'streamableHttp'], { env: { ...process.env, PORT: String(port) } });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server-everything did not start')), 20_000);
      server.stderr?.on('data', (d: Buffer) => {
        if (d.toString().includes(`listening on port ${port}`)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    stack = await startStack({ mcpServers: { remote: { url: `http://127.0.0.1:${port}/mcp` } }, policy: { tools: { 'remote.*': 'allow' } } });
  });
  afterAll(async () => {
    await stack?.close();
    server?.kill('SIGTERM');
  });

  it('lists its tools into the catalog and runs a call through the pipeline', async () => {
    const tools = await new ToolCatalog(stack.runtime.redis, stack.config.prefix).list();
    expect(tools.filter((t) => t.server === 'remote').map((t) => t.name)).toEqual(expect.arrayContaining(['get-sum', 'echo']));
    // A url entry is someone else's server: untrusted unless the config says `trusted: true`.
    expect(tools.filter((t) => t.server === 'remote').every((t) => t.trusted === false)).toBe(true);
    const packet = await stack.producer.submitPacket(
      plannedPacket([{ id: 's1', server: 'remote', tool: 'get-sum', arguments: { a: 19, b: 23 } }]),
      { at: 'reviewer', timeoutMs: 20_000 },
    );
    expect(packet.execution?.steps[0]).toMatchObject({ server: 'remote', tool: 'get-sum', ok: true });
    expect(packet.reply?.text).toContain('42');
  });
});
