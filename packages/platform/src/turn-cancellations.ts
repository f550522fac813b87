import type { Redis } from 'ioredis';
import { redisKeys } from './keys.js';

/** Who cancelled a turn, and when. */
export interface Cancellation {
  at: string;
  by: string;
}

/**
 * The deployment's record of cancelled turns: a short-lived flag per turn that every
 * stage reads before its handler runs, and the executor before each step and while
 * its calls and tasks run. Only this record says a turn is cancelled, never the packet.
 */
export class TurnCancellations {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** As long as the turn can still be queued, running or parked. */
    private readonly ttlSeconds: number,
  ) {}

  /** Records the cancellation; false when the turn was cancelled already (the first record stands). */
  async record(packetId: string, by: string, at = new Date().toISOString()): Promise<boolean> {
    const set = await this.redis.set(redisKeys.turnCancelled(this.prefix, packetId), JSON.stringify({ at, by: by.slice(0, 200) }), 'EX', this.ttlSeconds, 'NX');
    return set !== null;
  }

  async get(packetId: string): Promise<Cancellation | undefined> {
    const raw = await this.redis.get(redisKeys.turnCancelled(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as Cancellation) : undefined;
  }
}
