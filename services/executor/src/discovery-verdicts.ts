import type { Client, PriorDiscovery } from '@modelcontextprotocol/client';
import { redisKeys, type Redis } from '@switchyard/platform';

/**
 * How long a verdict is handed on. A stale "modern" one fails loudly at the
 * first request, but a stale "legacy" one would keep an upgraded server on the
 * old handshake for good, so every verdict expires and is probed again.
 */
export const DISCOVERY_VERDICT_TTL_SECONDS = 3600;

interface StoredVerdict {
  url: string;
  verdict: PriorDiscovery;
}

/**
 * Which protocol era each `url` server speaks, as the first executor to probe
 * it found out, shared in Redis so the others connect without probing: a
 * legacy server gets the plain `initialize` at once, a 2026-07-28 one is
 * adopted from its `server/discover` result with no round trip. Keyed by
 * server name and bound to its URL: a changed URL is probed afresh.
 *
 * A `server/discover` result is shared only as its cache hints allow: with
 * `cacheScope: "public"`, and no longer than its `ttlMs` (nor the hour). A
 * private one holds only for the credentials it was asked with, and one that
 * is stale at once (`ttlMs` under a second) is not worth handing on: the other
 * executors probe for themselves.
 */
export class DiscoveryVerdicts {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(server: string): string {
    return redisKeys.mcpDiscovery(this.prefix, server);
  }

  async get(server: string, url: string): Promise<PriorDiscovery | undefined> {
    const raw = await this.redis.get(this.key(server));
    if (!raw) return undefined;
    try {
      const stored = JSON.parse(raw) as StoredVerdict;
      if (stored.url !== url) return undefined;
      if (stored.verdict?.kind === 'legacy') return { kind: 'legacy' };
      if (stored.verdict?.kind === 'modern' && typeof stored.verdict.discover === 'object') return stored.verdict;
    } catch {
      // Not ours or cut short: probe again, and the fresh verdict replaces it.
    }
    return undefined;
  }

  async save(server: string, url: string, verdict: PriorDiscovery): Promise<void> {
    const seconds = shareableForSeconds(verdict);
    if (seconds < 1) return;
    const stored: StoredVerdict = { url, verdict };
    await this.redis.set(this.key(server), JSON.stringify(stored), 'EX', seconds);
  }
}

/** How long a verdict may be handed on: an older server's for the hour, a `server/discover` result as its hints say. */
function shareableForSeconds(verdict: PriorDiscovery): number {
  if (verdict.kind !== 'modern') return DISCOVERY_VERDICT_TTL_SECONDS;
  const { ttlMs, cacheScope } = verdict.discover as { ttlMs?: unknown; cacheScope?: unknown };
  if (cacheScope !== 'public' || typeof ttlMs !== 'number') return 0;
  return Math.min(DISCOVERY_VERDICT_TTL_SECONDS, Math.floor(ttlMs / 1_000));
}

/** The era a connected client settled on, as a verdict another client can connect from. */
export function eraVerdict(client: Client): PriorDiscovery | undefined {
  const era = client.getProtocolEra();
  if (era === 'legacy') return { kind: 'legacy' };
  const discover = client.getDiscoverResult();
  return era === 'modern' && discover ? { kind: 'modern', discover } : undefined;
}
