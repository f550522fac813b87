import { z } from 'zod';
import { compileToolPattern, type ToolMatcher } from './tool-pattern.js';

/** A server name, a dot, then a tool pattern: the server is named outright, never by a wildcard. */
const CACHE_PATTERN = /^[A-Za-z0-9_-]{1,64}\.[^\s]+$/;

const CacheRuleSchema = z.union([
  z.number().int().positive(),
  z.strictObject({
    ttlSeconds: z.number().int().positive(),
    /** One entry for every tenant and user (results that do not depend on who asks). */
    shared: z.boolean().default(false),
  }),
]);

/**
 * `executor.cache`: which tools' results are cached, and for how long. Keys are
 * `server.tool` patterns (`filesystem.read_*`); a value is the TTL in seconds or
 * `{ ttlSeconds, shared }`. Naming the server is the operator vouching for its
 * read-only hints; anything not listed is never cached.
 */
export const CacheConfigSchema = z
  .record(z.string().regex(CACHE_PATTERN, 'a cache pattern names its server outright, then the tools: "server.tool" or "server.read_*"'), CacheRuleSchema)
  .default({});

export interface CacheRule {
  pattern: string;
  ttlSeconds: number;
  shared: boolean;
}

/** The first rule whose pattern matches a `server.tool` name, in config order. */
export class CacheRules {
  private readonly rules: Array<CacheRule & { matches: ToolMatcher }>;

  constructor(config: z.infer<typeof CacheConfigSchema>) {
    this.rules = Object.entries(config).map(([pattern, rule]) => ({
      pattern,
      ttlSeconds: typeof rule === 'number' ? rule : rule.ttlSeconds,
      shared: typeof rule === 'number' ? false : rule.shared,
      // Matched like policy patterns: one reading of a pattern everywhere.
      matches: compileToolPattern(pattern),
    }));
  }

  ruleFor(name: string): CacheRule | undefined {
    const rule = this.rules.find((r) => r.matches(name));
    return rule && { pattern: rule.pattern, ttlSeconds: rule.ttlSeconds, shared: rule.shared };
  }
}
