import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { Turn } from '@switchyard/packet-schema';
import { reliedHints, type CacheRule, type CacheRules, type Redis, type ToolDescriptor } from '@switchyard/runtime';
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
  ) {}

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
    const scope = rule.shared ? 'shared' : createHash('sha256').update(JSON.stringify([owner.tenant ?? null, owner.userId])).digest('hex').slice(0, 32);
    const digest = createHash('sha256').update(stringify(args) ?? '{}').digest('hex');
    return `${this.prefix}:tool-cache:${server}:${tool}:${scope}:${digest}`;
  }
}
