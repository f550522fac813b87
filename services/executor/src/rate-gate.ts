import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { redisKeys, type Redis } from '@switchyard/platform';
import type { PolicyConfig } from '@switchyard/tools';
import { normaliseUserId } from '@switchyard/packet-schema';
import { StepRefusedError } from './step-refused-error.js';

type RateLimits = PolicyConfig['rateLimits'];

/**
 * Per-user and per-tool limits kept in Redis, so they hold across every
 * executor process. A limited step waits for its window (up to maxWaitMs) or
 * fails with the time to retry after, as configured.
 */
export class RateGate {
  private readonly userPerMinute: RateLimiterRedis;
  private readonly userPerHour: RateLimiterRedis;
  private readonly toolPerMinute: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly limits: RateLimits,
  ) {
    const make = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix: redisKeys.rate(prefix, name), points, duration });
    this.userPerMinute = make('user-min', limits.perUserPerMinute, 60);
    this.userPerHour = make('user-hour', limits.perUserPerHour, 3_600);
    this.toolPerMinute = make('tool-min', limits.perToolPerMinute, 60);
  }

  /** Takes one call from each budget, waiting or refusing when one is spent. `Ada ` and `ada` share one budget. */
  async take(rawUserId: string, tool: string, signal?: AbortSignal): Promise<void> {
    const userId = normaliseUserId(rawUserId);
    const deadline = Date.now() + this.limits.maxWaitMs;
    for (;;) {
      const retryAfterMs = await this.tryTake(userId, tool);
      if (retryAfterMs === 0) return;
      if (this.limits.onLimit === 'fail' || Date.now() + retryAfterMs > deadline || signal?.aborted) {
        throw new StepRefusedError('rate_limited', `rate limit reached for ${tool} (user ${userId}); retry after ${Math.ceil(retryAfterMs / 1_000)} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
    }
  }

  /** 0 when every budget had room; else how long until the tightest one does. */
  private async tryTake(userId: string, tool: string): Promise<number> {
    const attempts: Array<[RateLimiterRedis, string]> = [
      [this.userPerMinute, userId],
      [this.userPerHour, userId],
      [this.toolPerMinute, tool],
    ];
    // All three at once: one round trip's wait instead of three on the hot path.
    const results = await Promise.allSettled(attempts.map(([limiter, key]) => limiter.consume(key)));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (refused.length === 0) return 0;
    const other = refused.find((e) => !(e instanceof RateLimiterRes));
    if (other) throw other;
    // Give back what this attempt took, so a refused call costs nothing.
    await Promise.all(attempts.filter((_, i) => results[i]!.status === 'fulfilled').map(([l, k]) => l.reward(k)));
    return Math.max(1, ...refused.map((e) => (e as RateLimiterRes).msBeforeNext));
  }
}
