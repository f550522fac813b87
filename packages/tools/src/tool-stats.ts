import { toolKeys as redisKeys } from './tool-keys.js';
import type { Redis } from 'ioredis';

/** How one tool has been doing: calls and failures so far, latency over the recent calls. */
export interface ToolStat {
  calls: number;
  failures: number;
  meanMs: number;
  p95Ms: number;
}

/** How many recent latencies a tool keeps for its p95. */
const LATENCY_WINDOW = 200;

/**
 * Live per-tool call statistics in Redis, written by every executor process
 * and read by the selector (to prefer a healthy equivalent) and `switchyard tools`.
 * Counters are exact; the p95 is over the last LATENCY_WINDOW calls.
 */
export class ToolStats {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** One MCP call of `server.tool` (a retried step records each attempt). */
  async record(name: string, call: { ok: boolean; elapsedMs: number }): Promise<void> {
    const ms = Math.max(0, Math.round(call.elapsedMs));
    await this.redis
      .multi()
      .sadd(this.indexKey(), name)
      .hincrby(this.countsKey(name), 'calls', 1)
      .hincrby(this.countsKey(name), 'failures', call.ok ? 0 : 1)
      .lpush(this.latencyKey(name), ms)
      .ltrim(this.latencyKey(name), 0, LATENCY_WINDOW - 1)
      .exec();
  }

  /** Stats of every tool called so far, by `server.tool`. */
  async all(): Promise<Map<string, ToolStat>> {
    const names = (await this.redis.smembers(this.indexKey())).sort();
    if (names.length === 0) return new Map();
    const pipeline = this.redis.pipeline();
    for (const name of names) pipeline.hgetall(this.countsKey(name)).lrange(this.latencyKey(name), 0, -1);
    const replies = (await pipeline.exec()) ?? [];
    const stats = new Map<string, ToolStat>();
    names.forEach((name, i) => {
      const counts = (replies[2 * i]?.[1] ?? {}) as Record<string, string>;
      const latencies = ((replies[2 * i + 1]?.[1] ?? []) as string[]).map(Number);
      stats.set(name, summarise(Number(counts.calls ?? 0), Number(counts.failures ?? 0), latencies));
    });
    return stats;
  }

  private indexKey(): string {
    return redisKeys.toolStats(this.prefix);
  }

  private countsKey(name: string): string {
    return redisKeys.toolStatCounts(this.prefix, name);
  }

  private latencyKey(name: string): string {
    return redisKeys.toolStatLatency(this.prefix, name);
  }
}

/** Counters and a latency window as a ToolStat (nearest-rank p95). */
function summarise(calls: number, failures: number, latencies: number[]): ToolStat {
  if (latencies.length === 0) return { calls, failures, meanMs: 0, p95Ms: 0 };
  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  const p95 = sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
  return { calls, failures, meanMs: Math.round(mean), p95Ms: p95 };
}
