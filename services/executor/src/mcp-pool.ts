import type { Logger, McpServerConfig } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import type { DiscoveryVerdicts } from './discovery-verdicts.js';
import { McpConnection, type CacheScope, type TransportFactory } from './mcp-connection.js';

/** How a pool's clients connect; `executorPoolOptions` gives what the executor's own pool uses. */
export interface McpPoolOptions {
  baseDir: string;
  log: Logger;
  onToolsChanged?: (server: string, tools: ToolDescriptor[], cacheScope: CacheScope | undefined) => void;
  /** Servers reached through a ready transport instead of the config (in-process servers). */
  transports?: Record<string, TransportFactory>;
  /** Servers may ask the user questions during a call (MCP elicitation, form and url modes). */
  elicitation?: boolean;
  /** Shares each `url` server's protocol era with the other executors (see DiscoveryVerdicts). */
  discovery?: DiscoveryVerdicts;
  /** The longest a server without its own `timeoutMs` may take to connect: at start, a server that hangs holds the others this long at most. */
  connectTimeoutMs?: number;
}

/**
 * One client per configured server for the whole process. Servers that fail to
 * start are logged and left out, so one broken server does not stop the others.
 */
export class McpPool {
  private constructor(private readonly connections: Map<string, McpConnection>) {}

  static async connect(servers: Record<string, McpServerConfig>, options: McpPoolOptions): Promise<McpPool> {
    const connections = new Map<string, McpConnection>();
    const entries: Array<[string, McpServerConfig | TransportFactory]> = [...Object.entries(servers), ...Object.entries(options.transports ?? {})];
    await Promise.all(
      entries.map(async ([name, config]) => {
        const connection = new McpConnection(
          name,
          config,
          options.baseDir,
          options.log,
          (tools, cacheScope) => options.onToolsChanged?.(name, tools, cacheScope),
          options.elicitation ?? false,
          options.discovery,
          options.connectTimeoutMs,
        );
        connections.set(name, connection);
        try {
          await connection.connect();
          options.log.info({ server: name, tools: connection.tools.length, protocolVersion: connection.protocolVersion }, 'mcp server connected');
        } catch (error) {
          options.log.error({ server: name, err: error }, 'mcp server failed to start; its tools are unavailable');
        }
      }),
    );
    return new McpPool(connections);
  }

  get(server: string): McpConnection | undefined {
    return this.connections.get(server);
  }

  get servers(): string[] {
    return [...this.connections.keys()];
  }

  tools(): ToolDescriptor[] {
    return [...this.connections.values()].flatMap((c) => c.tools);
  }

  async close(): Promise<void> {
    await Promise.all([...this.connections.values()].map((c) => c.close()));
  }
}
