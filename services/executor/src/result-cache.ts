import { hash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { Packet, Turn } from '@switchyard/packet-schema';
import { redisKeys, TurnOwners, type Redis } from '@switchyard/platform';
import { reliedHints, type CacheRule, type CacheRules, type ToolDescriptor } from '@switchyard/tools';
import { normaliseUserId } from '@switchyard/packet-schema';
import type { ToolCallOutput } from './tool-output.js';

/** Who a cached result belongs to: the tenant and user whose turn made it. */
export type CacheOwner = Pick<Turn, 'tenant' | 'userId'>;

/**
 * Results of tools an operator opted in (`executor.cache`), in Redis, keyed by
 * server + tool + the arguments in canonical form (keys sorted), so
 * `{a:1,b:2}` and `{b:2,a:1}` hit the same entry, and by the tenant and user
 * whose turn made them unless the rule is shared. A tool must also say it is
 * read-only: a rule cannot make a tool that changes state cacheable. Only
 * successful results are kept. (MCP gives tool results no freshness hint; the
 * rule's TTL is the only clock.)
 */
export class ResultCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly rules: CacheRules,
    /** The deployment's owner records (only read here: the record's lifetime is the ingress's to set), shared so a turn's are read once. */
    private readonly owners: TurnOwners = new TurnOwners(redis, prefix, 1),
  ) {}

  /**
   * Whose entries this packet may read and write, or undefined for none. A
   * tenant is a claim the packet makes; it counts only when the ingress's
   * owner record of this packet id names the same tenant, so a job put on the
   * executor queue by hand with another tenant's `turn.tenant` reads no entry
   * of theirs (it runs uncached).
   */
  async ownerOf(packet: Pick<Packet, 'id' | 'turn'>): Promise<CacheOwner | undefined> {
    const acting = await this.owners.actingTenant(packet);
    return acting ? { tenant: acting.tenant, userId: normaliseUserId(packet.turn.userId) } : undefined;
  }

  /** The rule that caches this tool, if it is listed and read-only by the MCP annotations of a trusted server; else undefined. */
  ruleFor(name: string, tool: ToolDescriptor | undefined): CacheRule | undefined {
    if (reliedHints(tool)?.readOnlyHint !== true) return undefined;
    return this.rules.ruleFor(name);
  }

  async get(rule: CacheRule, owner: CacheOwner, server: string, tool: string, args: Record<string, unknown>): Promise<ToolCallOutput | undefined> {
    const hit = await this.redis.get(this.key(rule, owner, server, tool, args));
    return hit ? (JSON.parse(hit) as ToolCallOutput) : undefined;
  }

  async set(rule: CacheRule, owner: CacheOwner, server: string, tool: string, args: Record<string, unknown>, output: ToolCallOutput): Promise<void> {
    if (output.isError || output.dryRun) return;
    const { text, structured, links } = output;
    const entry = JSON.stringify({ text, isError: false, ...(structured !== undefined ? { structured } : {}), ...(links ? { links } : {}) });
    await this.redis.set(this.key(rule, owner, server, tool, args), entry, 'EX', rule.ttlSeconds);
  }

  private key(rule: CacheRule, owner: CacheOwner, server: string, tool: string, args: Record<string, unknown>): string {
    // JSON of the pair, so no tenant or user id can be spelled to look like another's.
    const scope = rule.shared ? 'shared' : hash('sha256', JSON.stringify([owner.tenant ?? null, owner.userId]), 'hex').slice(0, 32);
    const digest = hash('sha256', stringify(args) ?? '{}', 'hex');
    return redisKeys.toolCache(this.prefix, server, tool, scope, digest);
  }
}
