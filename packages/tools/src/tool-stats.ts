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

/** Commands as a batch takes them: each its name, then its arguments. */
export type StatCommands = Array<[name: string, ...args: Array<string | number>]>;

/**
 * Live per-tool call statistics in Redis, written by every executor process
 * and read by the selector (to prefer a healthy equivalent) and `switchyard tools`.
 * Counters are exact; the p95 is over the last LATENCY_WINDOW calls.
 *
 * A call's stat is a few commands. Alone they go as one MULTI; given `send`
 * (a stage process's batch of the tick), they go in the same write as
 * whatever else that tick sends on the connection (the stage records), in
 * order, without the MULTI's two extra commands. Redis runs them one after
 * the other either way; a reader between them may see a call counted before
 * its latency is listed, never a count lost.
 */
export class ToolStats {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly send?: (commands: StatCommands) => Promise<void>,
  ) {}

  /** One MCP call of `server.tool` (a retried step records each attempt). */
  async record(name: string, call: { ok: boolean; elapsedMs: number }): Promise<void> {
    const ms = Math.max(0, Math.round(call.elapsedMs));
    const counts = this.countsKey(name);
    const latency = this.latencyKey(name);
    const commands: StatCommands = [
      ['sadd', this.indexKey(), name],
      ['hincrby', counts, 'calls', 1],
      // A missing field reads as none: a call that went well adds nothing to the failures.
      ...(call.ok ? [] : [['hincrby', counts, 'failures', 1] as StatCommands[number]]),
      ['lpush', latency, ms],
      ['ltrim', latency, 0, LATENCY_WINDOW - 1],
    ];
    if (this.send) return this.send(commands);
    await this.redis.multi(commands).exec();
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
