import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { Redis, ToolDescriptor } from '@switchyard/runtime';
import type { ToolCallOutput } from './tool-output.js';

/**
 * Results of read-only tools in Redis, shared by every executor, keyed by
 * server + tool + the arguments in canonical form (keys sorted), so
 * `{a:1,b:2}` and `{b:2,a:1}` hit the same entry. Only successful results are kept.
 */
export class ResultCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
    /** `server.tool` names cached without the read-only hint (config `cacheTools`). */
    private readonly alsoCache: readonly string[] = [],
  ) {}

  /** Read-only by its MCP annotations, or listed in config; never otherwise. */
  accepts(name: string, tool: ToolDescriptor | undefined): boolean {
    if (this.ttlSeconds === 0) return false;
    return tool?.annotations?.readOnlyHint === true || this.alsoCache.includes(name);
  }

  async get(server: string, tool: string, args: Record<string, unknown>): Promise<ToolCallOutput | undefined> {
    const hit = await this.redis.get(this.key(server, tool, args));
    return hit ? (JSON.parse(hit) as ToolCallOutput) : undefined;
  }

  async set(server: string, tool: string, args: Record<string, unknown>, output: ToolCallOutput): Promise<void> {
    if (output.isError || output.dryRun) return;
    const { text, structured } = output;
    const entry = JSON.stringify({ text, isError: false, ...(structured !== undefined ? { structured } : {}) });
    await this.redis.set(this.key(server, tool, args), entry, 'EX', this.ttlSeconds);
  }

  private key(server: string, tool: string, args: Record<string, unknown>): string {
    const digest = createHash('sha256').update(stringify(args) ?? '{}').digest('hex');
    return `${this.prefix}:tool-cache:${server}:${tool}:${digest}`;
  }
}
