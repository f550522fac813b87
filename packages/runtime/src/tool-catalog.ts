import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Redis } from 'ioredis';
import { NoToolCatalogError } from './errors.js';
import { redisKeys } from './keys.js';

export const ToolAnnotationsSchema = z
  .object({
    title: z.string().optional(),
    readOnlyHint: z.boolean().optional(),
    destructiveHint: z.boolean().optional(),
    idempotentHint: z.boolean().optional(),
    openWorldHint: z.boolean().optional(),
  })
  .loose();

export const ToolDescriptorSchema = z.object({
  server: z.string(),
  name: z.string(),
  description: z.string().optional(),
  inputSchema: z.record(z.string(), z.unknown()),
  outputSchema: z.record(z.string(), z.unknown()).optional(),
  annotations: ToolAnnotationsSchema.optional(),
  /** The tool can run as an MCP task (`execution.taskSupport`): the executor then polls it instead of holding the call open. */
  taskSupport: z.enum(['optional', 'required']).optional(),
  /** False for a server the operator does not trust: its annotations then relax nothing (see `reliedHints`). */
  trusted: z.boolean().optional(),
  /** Set while the definition differs from the one an operator accepted: calls need approval, or are refused. */
  drift: z.object({ action: z.enum(['approve', 'refuse']), accepted: z.string(), current: z.string() }).optional(),
});
export type ToolDescriptor = z.infer<typeof ToolDescriptorSchema>;

/** `server.tool`: how a tool is named to the local engine and in logs. */
export function qualifiedToolName(tool: { server: string; name: string }): string {
  return `${tool.server}.${tool.name}`;
}

/** A tool as the local engine and the models see it (name, description, parameters). */
export interface ToolSpecView {
  name: string;
  description?: string;
  parameters?: Record<string, unknown>;
}

/**
 * One version of the catalog. The arrays keep their identity until the catalog
 * changes, so per-array caches (the engine's ranking index) stay warm.
 */
export interface CatalogSnapshot {
  tools: ToolDescriptor[];
  specs: ToolSpecView[];
  byName: Map<string, ToolDescriptor>;
}

const ServerEntrySchema = z.object({ listedAt: z.string(), tools: z.array(ToolDescriptorSchema) });

/**
 * KEYS: claims, tools, version; ARGV: now, stale after (ms). A claim is JSON
 * `{ servers, seenAt }` (see `claim`); one that is stale or unreadable goes,
 * then every server no remaining claim names. A lost catalog is not marked
 * published again here: only an executor's claim does that.
 */
const PRUNE = `
local now, staleMs = tonumber(ARGV[1]), tonumber(ARGV[2])
local claims = redis.call('HGETALL', KEYS[1])
local configured, stale = {}, {}
for i = 1, #claims, 2 do
  local ok, claim = pcall(cjson.decode, claims[i + 1])
  if ok and type(claim) == 'table' and type(claim.seenAt) == 'number' and type(claim.servers) == 'table' and now - claim.seenAt <= staleMs then
    for _, server in ipairs(claim.servers) do configured[server] = true end
  else
    stale[#stale + 1] = claims[i]
  end
end
if #stale > 0 then redis.call('HDEL', KEYS[1], unpack(stale)) end
local orphaned = {}
for _, server in ipairs(redis.call('HKEYS', KEYS[2])) do
  if not configured[server] then orphaned[#orphaned + 1] = server end
end
if #orphaned > 0 then
  redis.call('HDEL', KEYS[2], unpack(orphaned))
  if redis.call('EXISTS', KEYS[3]) == 1 then redis.call('INCR', KEYS[3]) end
end
return orphaned`;

// Deletes the catalog only while no executor claims it, atomically: a claim made meanwhile keeps it.
const DROP_WHEN_UNCLAIMED = `if redis.call('HLEN', KEYS[1]) == 0 then return redis.call('DEL', KEYS[1], KEYS[2], KEYS[3]) end return 0`;

/**
 * The tools every configured MCP server offers, shared through Redis: executors
 * publish what they listed, the router, selector and reviewer read it. Readers
 * keep a copy and reload only when the version counter moves, so a read is one GET.
 *
 * The catalog belongs to the running executors' configuration: each executor
 * claims the servers it configures and renews the claim; a server no live claim
 * names is dropped. The version key marks a published catalog: an executor with
 * zero servers publishes an empty one, while no version key means no executor
 * has published (none running, or Redis lost the keys) and reading fails loudly.
 */
export class ToolCatalog {
  private cached: { version: string | null; snapshot: CatalogSnapshot } | undefined;
  /** The read in flight: concurrent jobs share it instead of each sending their own GET. */
  private reading: Promise<CatalogSnapshot> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async publish(server: string, tools: ToolDescriptor[]): Promise<void> {
    const entry = JSON.stringify({ listedAt: new Date().toISOString(), tools });
    await this.redis
      .multi()
      .hset(redisKeys.tools(this.prefix), server, entry)
      .incr(redisKeys.toolsVersion(this.prefix))
      .exec();
  }

  async remove(server: string): Promise<void> {
    await this.redis.multi().hdel(redisKeys.tools(this.prefix), server).incr(redisKeys.toolsVersion(this.prefix)).exec();
  }

  /**
   * Records that `executorId` runs with exactly `servers` (renewing its claim),
   * and marks the catalog as published even when it holds no server.
   */
  async claim(executorId: string, servers: readonly string[]): Promise<void> {
    const claim = JSON.stringify({ servers: [...servers].sort(), seenAt: Date.now() });
    await this.redis
      .multi()
      .hset(redisKeys.toolsExecutors(this.prefix), executorId, claim)
      // A fresh number, not 1: a reader that cached a version from before a loss must read again.
      .set(redisKeys.toolsVersion(this.prefix), String(Date.now() * 1_000 + randomInt(1_000)), 'NX')
      .exec();
  }

  /** Whether the catalog, the executor's claim and an entry for each of its servers are all still in Redis. */
  async holds(executorId: string, servers: readonly string[]): Promise<boolean> {
    const replies = await this.redis
      .multi()
      .exists(redisKeys.toolsVersion(this.prefix))
      .hexists(redisKeys.toolsExecutors(this.prefix), executorId)
      .hkeys(redisKeys.tools(this.prefix))
      .exec();
    const [version, claimed, listed] = (replies ?? []).map(([error, value]) => {
      if (error) throw error;
      return value;
    }) as [number, number, string[]];
    const present = new Set(listed);
    return version === 1 && claimed === 1 && servers.every((server) => present.has(server));
  }

  /**
   * Drops claims not renewed within `staleMs` (a crashed executor) and the
   * entries of servers no remaining claim names, in one script so a server
   * claimed and published meanwhile is never caught half way. Returns the servers dropped.
   */
  async prune(staleMs: number): Promise<string[]> {
    const keys = [redisKeys.toolsExecutors(this.prefix), redisKeys.tools(this.prefix), redisKeys.toolsVersion(this.prefix)];
    const dropped = (await this.redis.eval(PRUNE, keys.length, ...keys, String(Date.now()), String(staleMs))) as string[];
    return dropped.sort();
  }

  /**
   * An executor leaving: its claim goes and so do the servers only it named.
   * With the last claim the whole catalog goes, so readers say that no
   * executor is running instead of planning with tools nothing can call.
   */
  async release(executorId: string, staleMs: number): Promise<void> {
    await this.redis.hdel(redisKeys.toolsExecutors(this.prefix), executorId);
    const keys = [redisKeys.toolsExecutors(this.prefix), redisKeys.tools(this.prefix), redisKeys.toolsVersion(this.prefix)];
    const dropped = await this.redis.eval(DROP_WHEN_UNCLAIMED, keys.length, ...keys);
    if (dropped === 0) await this.prune(staleMs);
  }

  /** The published tools; empty when no catalog is published (callers that must tell the two apart use `snapshot()`). */
  async list(): Promise<ToolDescriptor[]> {
    try {
      return (await this.snapshot()).tools;
    } catch (error) {
      if (error instanceof NoToolCatalogError) return [];
      throw error;
    }
  }

  /** The current catalog; throws NoToolCatalogError when no executor has published one. */
  snapshot(): Promise<CatalogSnapshot> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<CatalogSnapshot> {
    const version = await this.redis.get(redisKeys.toolsVersion(this.prefix));
    if (version === null) throw new NoToolCatalogError();
    if (this.cached && this.cached.version === version) return this.cached.snapshot;
    const entries = await this.redis.hgetall(redisKeys.tools(this.prefix));
    const tools: ToolDescriptor[] = [];
    for (const server of Object.keys(entries).sort()) {
      const parsed = ServerEntrySchema.safeParse(JSON.parse(entries[server] ?? '{}'));
      if (parsed.success) tools.push(...parsed.data.tools);
    }
    const snapshot: CatalogSnapshot = {
      tools,
      specs: tools.map((t) => ({
        name: qualifiedToolName(t),
        ...(t.description ? { description: t.description } : {}),
        parameters: t.inputSchema,
      })),
      byName: new Map(tools.map((t) => [qualifiedToolName(t), t])),
    };
    this.cached = { version, snapshot };
    return snapshot;
  }

  /** Throws NoToolCatalogError when no executor has published a catalog. */
  async find(server: string, name: string): Promise<ToolDescriptor | undefined> {
    return (await this.snapshot()).byName.get(qualifiedToolName({ server, name }));
  }
}
