import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { qualifiedToolName } from '@switchyard/packet-schema';
import type { Redis } from 'ioredis';
import { NoToolCatalogError } from './tool-errors.js';
import { toolKeys as redisKeys } from './tool-keys.js';

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
  /** Configured servers their executor could not reach, with why: their tools are missing from `tools`. */
  unreachable: Array<{ server: string; reason: string }>;
  /**
   * Servers whose tool list said `cacheScope: "private"` (MCP 2026-07-28): it holds only in the authorization
   * context it was listed in, the credentials of the executor that listed it, so another executor relies on
   * it only as far as its own list of that server agrees.
   */
  listedPrivately: Set<string>;
}

const ServerEntrySchema = z.object({
  listedAt: z.string(),
  tools: z.array(ToolDescriptorSchema),
  unreachable: z.string().optional(),
  /** The list's `cacheScope` (2026-07-28); older servers give none. */
  cacheScope: z.enum(['public', 'private']).optional(),
});

/** One server's tools as an executor listed them, for `publishAll`. */
export interface ServerListing {
  server: string;
  tools: ToolDescriptor[];
  /** Why a configured server has no tools (it failed to start or connect). */
  unreachable?: string | undefined;
  cacheScope?: 'public' | 'private' | undefined;
}

function serverEntry({ tools, unreachable, cacheScope }: ServerListing): string {
  return JSON.stringify({ listedAt: new Date().toISOString(), tools, ...(unreachable ? { unreachable } : {}), ...(cacheScope ? { cacheScope } : {}) });
}

/** A claim is `{ servers, seenAt }` (see the PRUNE script). */
function claimEntry(servers: readonly string[]): string {
  return JSON.stringify({ servers: [...servers].sort(), seenAt: Date.now() });
}

/** A fresh number, not 1: a reader that cached a version from before a loss must read again. */
function freshVersion(): string {
  return String(Date.now() * 1_000 + randomInt(1_000));
}

/**
 * KEYS: claims, tools, version; ARGV: now, stale after (ms), update channel. A claim is JSON
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
  redis.call('PUBLISH', ARGV[3], 'pruned')
end
return orphaned`;

/**
 * KEYS: claims, tools, version; ARGV: executor id, its claim, a fresh version, update channel, its servers.
 * The claim and the check of its servers' entries are one step: a catalog lost between a check and a
 * renewal would otherwise be marked published with no tools, and a turn would be answered without them.
 */
const CLAIM = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
for i = 5, #ARGV do
  if redis.call('HEXISTS', KEYS[2], ARGV[i]) == 0 then return 0 end
end
redis.call('SET', KEYS[3], ARGV[3], 'NX')
-- Readers re-check (one GET each per renewal): a catalog recreated after a loss is seen at once.
redis.call('PUBLISH', ARGV[4], 'claimed')
return 1`;

/** KEYS: tools, version; ARGV: server, its entry, update channel. A lost catalog stays unpublished: one server is not all of them. */
const PUBLISH_ONE = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('INCR', KEYS[2]) end
redis.call('PUBLISH', ARGV[3], ARGV[1])
return 1`;

// Deletes the catalog only while no executor claims it, atomically: a claim made meanwhile keeps it.
const DROP_WHEN_UNCLAIMED = `if redis.call('HLEN', KEYS[1]) == 0 then
  local dropped = redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
  redis.call('PUBLISH', ARGV[1], 'dropped')
  return dropped
end
return 0`;

/** How long a watching reader trusts its copy without a word from the update channel (the fallback if a message is lost). */
export const CATALOG_RECHECK_MS = 1_000;

/**
 * The tools every configured MCP server offers, shared through Redis: executors
 * publish what they listed, the router, selector and reviewer read it. Readers
 * keep a copy and reload only when the version counter moves, so a read is one
 * GET; a reader that `watch`es the update channel is told of every change and
 * reads nothing per turn, re-checking the version only after CATALOG_RECHECK_MS
 * of silence (or a reconnect, which may have lost a message).
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
  /** Set by `watch`: how long the cached copy is trusted without a word from the update channel. */
  private recheckMs: number | undefined;
  /** When the cached copy was last confirmed current; 0 once an update says it is not. */
  private confirmedAt = 0;
  /** Counts update messages, so a read that overlapped one does not confirm the copy it started with. */
  private updates = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /**
   * Publishes a server's tools; `unreachable` says why a configured server has none (it failed to start or
   * connect), `cacheScope` who the server said its list holds for.
   */
  async publish(server: string, tools: ToolDescriptor[], unreachable?: string, cacheScope?: 'public' | 'private'): Promise<void> {
    const keys = [redisKeys.tools(this.prefix), redisKeys.toolsVersion(this.prefix)];
    await this.redis.eval(
      PUBLISH_ONE,
      keys.length,
      ...keys,
      server,
      serverEntry({ server, tools, unreachable, cacheScope }),
      redisKeys.toolsUpdates(this.prefix),
    );
  }

  /**
   * Claims `servers` for `executorId` and publishes all their tools in one
   * transaction: a reader sees the catalog whole or not at all, never marked
   * published with its servers still missing (it would plan without tools).
   */
  async publishAll(executorId: string, servers: readonly ServerListing[]): Promise<void> {
    const fields = servers.flatMap((listing) => [listing.server, serverEntry(listing)]);
    const transaction = this.redis.multi().hset(redisKeys.toolsExecutors(this.prefix), executorId, claimEntry(servers.map((s) => s.server)));
    if (fields.length > 0) transaction.hset(redisKeys.tools(this.prefix), ...fields);
    await transaction
      .set(redisKeys.toolsVersion(this.prefix), freshVersion(), 'NX')
      .incr(redisKeys.toolsVersion(this.prefix))
      .publish(redisKeys.toolsUpdates(this.prefix), 'published')
      .exec();
  }

  /**
   * Follows the update channel on `subscriber` (a connection of its own, in
   * subscriber mode from here on): from now on a read is served from the copy
   * until a change is announced or `recheckMs` passes in silence.
   */
  async watch(subscriber: Redis, recheckMs = CATALOG_RECHECK_MS): Promise<void> {
    const channel = redisKeys.toolsUpdates(this.prefix);
    const outdated = () => {
      this.updates += 1;
      this.confirmedAt = 0;
    };
    subscriber.on('message', (from: string) => from === channel && outdated());
    // Messages published while the connection was down are lost: after a reconnect, trust nothing
    // cached from before. (The first connect is not one: nothing was subscribed to miss.)
    let connected = subscriber.status === 'ready';
    subscriber.on('ready', () => {
      if (connected) outdated();
      connected = true;
    });
    await subscriber.subscribe(channel);
    this.recheckMs = recheckMs;
  }

  /**
   * Records that `executorId` runs with exactly `servers` (renewing its claim) and says whether the catalog
   * holds an entry for each of them. Only then is it marked published (an executor with zero servers
   * publishes an empty catalog this way); after a loss the caller publishes its tools again (`publishAll`).
   */
  async claim(executorId: string, servers: readonly string[]): Promise<boolean> {
    const keys = [redisKeys.toolsExecutors(this.prefix), redisKeys.tools(this.prefix), redisKeys.toolsVersion(this.prefix)];
    const held = await this.redis.eval(
      CLAIM,
      keys.length,
      ...keys,
      executorId,
      claimEntry(servers),
      freshVersion(),
      redisKeys.toolsUpdates(this.prefix),
      ...servers,
    );
    return held === 1;
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
    const dropped = (await this.redis.eval(PRUNE, keys.length, ...keys, String(Date.now()), String(staleMs), redisKeys.toolsUpdates(this.prefix))) as string[];
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
    const dropped = await this.redis.eval(DROP_WHEN_UNCLAIMED, keys.length, ...keys, redisKeys.toolsUpdates(this.prefix));
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
    if (this.cached && this.recheckMs !== undefined && Date.now() - this.confirmedAt < this.recheckMs) return Promise.resolve(this.cached.snapshot);
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<CatalogSnapshot> {
    const updatesBefore = this.updates;
    const confirm = () => {
      if (this.updates === updatesBefore) this.confirmedAt = Date.now();
    };
    if (this.cached) {
      const version = await this.redis.get(redisKeys.toolsVersion(this.prefix));
      if (version === null) throw new NoToolCatalogError();
      if (this.cached.version === version) {
        confirm();
        return this.cached.snapshot;
      }
    }
    // The version and the entries in one transaction: keys lost between two reads would leave an empty catalog cached as published.
    const [[versionError, current], [entriesError, listed]] = ((await this.redis
      .multi()
      .get(redisKeys.toolsVersion(this.prefix))
      .hgetall(redisKeys.tools(this.prefix))
      .exec()) ?? []) as [[Error | null, string | null], [Error | null, Record<string, string>]];
    if (versionError || entriesError) throw versionError ?? entriesError;
    if (current === null) throw new NoToolCatalogError();
    const entries = listed;
    const tools: ToolDescriptor[] = [];
    const unreachable: CatalogSnapshot['unreachable'] = [];
    const listedPrivately = new Set<string>();
    for (const server of Object.keys(entries).sort()) {
      const parsed = ServerEntrySchema.safeParse(JSON.parse(entries[server] ?? '{}'));
      if (parsed.success) tools.push(...parsed.data.tools);
      if (parsed.success && parsed.data.unreachable) unreachable.push({ server, reason: parsed.data.unreachable });
      if (parsed.success && parsed.data.cacheScope === 'private') listedPrivately.add(server);
    }
    const snapshot: CatalogSnapshot = {
      tools,
      specs: tools.map((t) => ({
        name: qualifiedToolName(t),
        ...(t.description ? { description: t.description } : {}),
        parameters: t.inputSchema,
      })),
      byName: new Map(tools.map((t) => [qualifiedToolName(t), t])),
      unreachable,
      listedPrivately,
    };
    this.cached = { version: current, snapshot };
    confirm();
    return snapshot;
  }
}
