import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { TransportFactory } from '@switchyard/executor';
import { z } from 'zod';

/**
 * In-process MCP servers for the benchmarks, reached over the SDK's in-memory
 * transport: a real MCP session with no process or socket in between, so the
 * measurement is our overhead, not the tool's.
 */
export function benchTransports(): Record<string, TransportFactory> {
  return { bench: () => linked(benchServer()) };
}

function linked(server: McpServer): InMemoryTransport {
  const [client, serverSide] = InMemoryTransport.createLinkedPair();
  void server.connect(serverSide);
  return client;
}

function benchServer(): McpServer {
  const server = new McpServer({ name: 'bench', version: '1.0.0' });
  server.registerTool(
    'lookup_record',
    {
      description: 'Look up a record by its key and return it at once.',
      inputSchema: { key: z.string().describe('the record key') },
      annotations: { readOnlyHint: true },
    },
    async ({ key }) => ({ content: [{ type: 'text', text: `record ${key}` }] }),
  );
  server.registerTool(
    'sleep_for',
    {
      description: 'Wait for the given number of milliseconds, then answer.',
      inputSchema: { ms: z.number().describe('milliseconds to wait'), label: z.string().optional() },
      annotations: { readOnlyHint: true },
    },
    async ({ ms, label }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { content: [{ type: 'text', text: `slept ${ms} ms${label ? ` for ${label}` : ''}` }] };
    },
  );
  return server;
}
