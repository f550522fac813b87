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

/** How every entry `serverEntry` writes opens: the executor's renewal checks an entry by it, without parsing it. */
const ENTRY_OPENING = '{"listedAt":"';

function serverEntry({ tools, unreachable, cacheScope }: ServerListing): string {
  return JSON.stringify({ listedAt: new Date().toISOString(), tools, ...(unreachable ? { unreachable } : {}), ...(cacheScope ? { cacheScope } : {}) });
}

/** A claim is `{ servers, seenAt }` (see the PRUNE script). */
function claimEntry(servers: readonly string[], seenAt: number): string {
  return JSON.stringify({ servers: [...servers].sort(), seenAt });
}

/** A fresh number, not 1: a reader that cached a version from before a loss must read again. */
function freshVersion(): string {
  return String(Date.now() * 1_000 + randomInt(1_000));
}

/**
 * What every catalog script shares. KEYS: claims, tools, version, claimed (when a live claim last named each server).
 * A key of another type (written by hand) holds nothing of the catalog's: it is read as empty and dropped, so a
 * script never fails on it forever. Fields are deleted in slices: `unpack` takes a few thousand values at most, and
 * a claims hash may hold any number of garbage fields.
 */
const SHARED = `
local function dropUnless(key, kind)
  local found = redis.call('TYPE', key).ok
  if found ~= kind and found ~= 'none' then redis.call('DEL', key) end
end
local function dropForeignKeys()
  dropUnless(KEYS[1], 'hash')
  dropUnless(KEYS[2], 'hash')
  dropUnless(KEYS[4], 'hash')
  local version = redis.call('TYPE', KEYS[3]).ok
  if version ~= 'none' and (version ~= 'string' or not tonumber(redis.call('GET', KEYS[3]))) then redis.call('DEL', KEYS[3]) end
end
local function hdelAll(key, fields)
  for i = 1, #fields, 1000 do redis.call('HDEL', key, unpack(fields, i, math.min(i + 999, #fields))) end
end
-- A time within staleMs of now, either way: a claim dated in the future is no more live than one long past.
local function fresh(at, now, staleMs)
  return type(at) == 'number' and now - at <= staleMs and at - now <= staleMs
end
-- The servers a claim names, or nil for one that is unreadable (garbage).
local function claimed(text)
  local ok, claim = pcall(cjson.decode, text)
  if not ok or type(claim) ~= 'table' or type(claim.servers) ~= 'table' then return nil, nil end
  local servers = {}
  for _, server in ipairs(claim.servers) do
    if type(server) == 'string' then servers[#servers + 1] = server end
  end
  return servers, claim.seenAt
end
-- Drops claims not renewed within staleMs, and the entries of servers no live claim names: at once when a claim gone
-- stale named them (its executor stopped renewing), else once no claim has named them for staleMs (a claims hash
-- lost or overwritten leaves a running executor's servers in place until it claims them again).
local function prune(now, staleMs, channel)
  dropForeignKeys()
  local claims = redis.call('HGETALL', KEYS[1])
  local configured, crashed, stale = {}, {}, {}
  for i = 1, #claims, 2 do
    local servers, seenAt = claimed(claims[i + 1])
    if servers and fresh(seenAt, now, staleMs) then
      for _, server in ipairs(servers) do configured[server] = true end
    else
      stale[#stale + 1] = claims[i]
      for _, server in ipairs(servers or {}) do crashed[server] = true end
    end
  end
  hdelAll(KEYS[1], stale)
  local marks = redis.call('HGETALL', KEYS[4])
  local lately, forgotten = {}, {}
  for i = 1, #marks, 2 do
    local server = marks[i]
    if not configured[server] and (crashed[server] or not fresh(tonumber(marks[i + 1]), now, staleMs)) then
      forgotten[#forgotten + 1] = server
    else
      lately[server] = true
    end
  end
  hdelAll(KEYS[4], forgotten)
  local orphaned = {}
  for _, server in ipairs(redis.call('HKEYS', KEYS[2])) do
    if not configured[server] and (crashed[server] or not lately[server]) then orphaned[#orphaned + 1] = server end
  end
  if #orphaned > 0 then
    hdelAll(KEYS[2], orphaned)
    if redis.call('EXISTS', KEYS[3]) == 1 then redis.call('INCR', KEYS[3]) end
    redis.call('PUBLISH', channel, 'pruned')
  end
  return orphaned
end
`;

/** ARGV: now, stale after (ms), update channel. A lost catalog is not marked published again here: only an executor's claim does that. */
const PRUNE = `${SHARED}
return prune(tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3])`;

/**
 * ARGV: executor id, its claim, a fresh version, update channel, now, its servers.
 * The claim and the check of its servers' entries are one step: a catalog lost between a check and a
 * renewal would otherwise be marked published with no tools, and a turn would be answered without them.
 */
const CLAIM = `${SHARED}
dropForeignKeys()
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
for i = 6, #ARGV do redis.call('HSET', KEYS[4], ARGV[i], ARGV[5]) end
-- An entry written by hand (text, JSON of another shape) is read as none by every reader: it counts as missing.
for i = 6, #ARGV do
  local entry = redis.call('HGET', KEYS[2], ARGV[i])
  if not entry or string.sub(entry, 1, ${ENTRY_OPENING.length}) ~= '${ENTRY_OPENING}' then return 0 end
end
redis.call('SET', KEYS[3], ARGV[3], 'NX')
-- Readers re-check (one GET each per renewal): a catalog recreated after a loss is seen at once.
redis.call('PUBLISH', ARGV[4], 'claimed')
return 1`;

/** ARGV: executor id, its claim, a fresh version, update channel, now, then each server and its entry. */
const PUBLISH_ALL = `${SHARED}
dropForeignKeys()
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
for i = 6, #ARGV, 2 do
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
  redis.call('HSET', KEYS[4], ARGV[i], ARGV[5])
end
redis.call('SET', KEYS[3], ARGV[3], 'NX')
redis.call('INCR', KEYS[3])
redis.call('PUBLISH', ARGV[4], 'published')
return 1`;

/** KEYS: tools, version; ARGV: server, its entry, update channel. A lost catalog stays unpublished: one server is not all of them. */
const PUBLISH_ONE = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('INCR', KEYS[2]) end
redis.call('PUBLISH', ARGV[3], ARGV[1])
return 1`;

/**
 * ARGV: executor id, now, stale after (ms), update channel. The executor's claim goes, and with
 * it the servers only it named; then stale and unreadable claims go as in PRUNE. With no claim left the whole
 * catalog goes, atomically (a claim made meanwhile keeps it): a crashed executor's stale claim or garbage left in
 * the hash must not keep an empty catalog marked published after the last executor has gone.
 */
const RELEASE = `${SHARED}
dropForeignKeys()
local own = redis.call('HGET', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[1], ARGV[1])
if own then hdelAll(KEYS[4], (claimed(own)) or {}) end
prune(tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4])
if redis.call('HLEN', KEYS[1]) == 0 then
  redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
  redis.call('PUBLISH', ARGV[4], 'dropped')
  return 1
end
return 0`;

/**
 * Whether the catalog read is whole: some executor claims it, and every server that a readable claim names, or that
 * a claim named lately (`claimed`, kept through a loss of the claims hash), has a readable entry. A catalog that lost
 * entries (all or some) while its version stayed is not published: a reader that took it would plan without those
 * servers' tools, and a turn would be answered without them.
 */
function wholeCatalog(claims: Record<string, string>, claimedLately: readonly string[], entries: ReadonlyMap<string, unknown>): boolean {
  let anyClaim = false;
  for (const text of Object.values(claims)) {
    const servers = (parsedJson(text) as { servers?: unknown } | null | undefined)?.servers;
    if (!Array.isArray(servers)) continue;
    anyClaim = true;
    for (const server of servers) if (typeof server === 'string' && !entries.has(server)) return false;
  }
  return anyClaim && claimedLately.every((server) => entries.has(server));
}

/** A catalog key of another type (a WRONGTYPE reply) marks nothing published; any other error is itself. */
function notPublished(error: unknown): unknown {
  return error instanceof Error && error.message.startsWith('WRONGTYPE') ? new NoToolCatalogError() : error;
}

/** The JSON of an entry, or undefined for text that is none (written by hand). */
function parsedJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

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
 * It fails just as loudly while the catalog is not whole (no claim, or a server
 * claimed lately without a readable entry): Redis lost a part of it, and the
 * executors' next checks put it back.
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
    const now = Date.now();
    const fields = servers.flatMap((listing) => [listing.server, serverEntry(listing)]);
    await this.redis.eval(
      PUBLISH_ALL,
      4,
      ...this.keys(),
      executorId,
      claimEntry(
        servers.map((s) => s.server),
        now,
      ),
      freshVersion(),
      redisKeys.toolsUpdates(this.prefix),
      String(now),
      ...fields,
    );
  }

  /** The catalog's keys, in the order its scripts take them: claims, tools, version, claimed. */
  private keys(): [string, string, string, string] {
    return [redisKeys.toolsExecutors(this.prefix), redisKeys.tools(this.prefix), redisKeys.toolsVersion(this.prefix), redisKeys.toolsClaimed(this.prefix)];
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
    const now = Date.now();
    const held = await this.redis.eval(
      CLAIM,
      4,
      ...this.keys(),
      executorId,
      claimEntry(servers, now),
      freshVersion(),
      redisKeys.toolsUpdates(this.prefix),
      String(now),
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
   * Drops claims not renewed within `staleMs` (a crashed executor), unreadable ones, and the entries of servers no
   * remaining claim names (those a lost claim named only once no claim has named them for `staleMs`), in one script
   * so a server claimed and published meanwhile is never caught half way. Returns the servers dropped.
   */
  async prune(staleMs: number): Promise<string[]> {
    const dropped = (await this.redis.eval(PRUNE, 4, ...this.keys(), String(Date.now()), String(staleMs), redisKeys.toolsUpdates(this.prefix))) as string[];
    return dropped.sort();
  }

  /**
   * An executor leaving: its claim goes and so do the servers only it named.
   * With the last live claim the whole catalog goes (stale and unreadable claims
   * go first), so readers say that no executor is running instead of planning
   * with tools nothing can call, or answering without tools.
   */
  async release(executorId: string, staleMs: number): Promise<void> {
    await this.redis.eval(RELEASE, 4, ...this.keys(), executorId, String(Date.now()), String(staleMs), redisKeys.toolsUpdates(this.prefix));
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
      // A version key of another type (written by hand) marks nothing published.
      const version = await this.redis.get(redisKeys.toolsVersion(this.prefix)).catch((error: unknown) => Promise.reject(notPublished(error)));
      if (version === null) throw new NoToolCatalogError();
      if (this.cached.version === version) {
        confirm();
        return this.cached.snapshot;
      }
    }
    // The version, the entries and the claims in one transaction: keys lost between two reads would leave an empty
    // catalog cached as published.
    const [[versionError, current], [entriesError, listed], [claimsError, claims], [claimedError, claimedLately]] = ((await this.redis
      .multi()
      .get(redisKeys.toolsVersion(this.prefix))
      .hgetall(redisKeys.tools(this.prefix))
      .hgetall(redisKeys.toolsExecutors(this.prefix))
      .hkeys(redisKeys.toolsClaimed(this.prefix))
      .exec()) ?? []) as [
      [Error | null, string | null],
      [Error | null, Record<string, string>],
      [Error | null, Record<string, string>],
      [Error | null, string[]],
    ];
    if (versionError || entriesError) throw notPublished(versionError ?? entriesError);
    if (current === null) throw new NoToolCatalogError();
    const entries = new Map<string, z.infer<typeof ServerEntrySchema>>();
    for (const server of Object.keys(listed).sort()) {
      const parsed = ServerEntrySchema.safeParse(parsedJson(listed[server]));
      if (parsed.success) entries.set(server, parsed.data);
    }
    // Claims of another type are none: the executors' next checks write them again.
    if (!wholeCatalog(claimsError ? {} : claims, claimedError ? [] : claimedLately, entries)) throw new NoToolCatalogError();
    const tools: ToolDescriptor[] = [];
    const unreachable: CatalogSnapshot['unreachable'] = [];
    const listedPrivately = new Set<string>();
    for (const [server, entry] of entries) {
      tools.push(...entry.tools);
      if (entry.unreachable) unreachable.push({ server, reason: entry.unreachable });
      if (entry.cacheScope === 'private') listedPrivately.add(server);
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
