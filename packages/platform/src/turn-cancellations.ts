import type { Redis } from 'ioredis';
import { redisKeys } from './keys.js';

/** Past this many remembered cancellations, expired ones are forgotten as new ones arrive. */
const PRUNE_ABOVE = 1_000;

/** Who cancelled a turn, and when. */
export interface Cancellation {
  at: string;
  by: string;
}

/**
 * The deployment's record of cancelled turns: a short-lived flag per turn that every
 * stage reads before its handler runs, and the executor before each step and while
 * its calls and tasks run. Only this record says a turn is cancelled, never the packet.
 *
 * A process that `watch`es is told of each cancellation on a pub/sub channel and
 * keeps the live ones in memory, so a lookup costs no round trip. What it cannot
 * have heard (records made before it watched, or while its subscriber was
 * reconnecting) it reads back from the index; until then a lookup asks Redis.
 */
export class TurnCancellations {
  /** Live cancellations by packet id, with when their record expires (ms). */
  private readonly known = new Map<string, { cancellation: Cancellation; untilMs: number }>();
  /** True while every live cancellation is known here (watching, and read back since the last reconnect). */
  private complete = false;
  /** Counts reconnects, so a read-back that overlapped one does not claim completeness. */
  private reconnects = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** As long as the turn can still be queued, running or parked. */
    private readonly ttlSeconds: number,
  ) {}

  /** Records the cancellation; false when the turn was cancelled already (the first record stands). */
  async record(packetId: string, by: string, at = new Date().toISOString()): Promise<boolean> {
    const cancellation: Cancellation = { at, by: by.slice(0, 200) };
    const set = await this.redis.set(redisKeys.turnCancelled(this.prefix, packetId), JSON.stringify(cancellation), 'EX', this.ttlSeconds, 'NX');
    if (set === null) return false;
    const untilMs = Date.now() + this.ttlSeconds * 1_000;
    const index = redisKeys.turnCancelledIndex(this.prefix);
    await this.redis
      .multi()
      .zadd(index, untilMs, packetId)
      .zremrangebyscore(index, '-inf', Date.now())
      .publish(redisKeys.turnCancellations(this.prefix), JSON.stringify({ packetId, untilMs, ...cancellation }))
      .exec();
    return true;
  }

  /** The turn's cancellation, if any: from memory while watching, else from Redis. */
  async get(packetId: string): Promise<Cancellation | undefined> {
    const known = this.fromMemory(packetId);
    return known === undefined ? this.recorded(packetId) : known || undefined;
  }

  /**
   * The turn's cancellation from memory (`false`: not cancelled), or `undefined` when memory cannot
   * tell (not watching, or not read back since a reconnect): then ask `get`. Lets a caller that
   * looks up every job skip a promise when memory answers.
   */
  fromMemory(packetId: string): Cancellation | false | undefined {
    if (!this.complete) return undefined;
    const entry = this.known.get(packetId);
    return entry && entry.untilMs > Date.now() ? entry.cancellation : false;
  }

  /** The turn's cancellation as Redis holds it now (for the rare checks that must not miss one in flight). */
  async recorded(packetId: string): Promise<Cancellation | undefined> {
    const raw = await this.redis.get(redisKeys.turnCancelled(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as Cancellation) : undefined;
  }

  /** Follows the channel on `subscriber` (a connection in subscriber mode from here on) and reads back what is live. */
  async watch(subscriber: Redis): Promise<void> {
    const channel = redisKeys.turnCancellations(this.prefix);
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) this.heard(message);
    });
    // Messages published while the connection was down are lost: read the index back. (The first
    // connect is not a reconnect: the read-back below follows the subscription.)
    let connected = subscriber.status === 'ready';
    subscriber.on('ready', () => {
      if (!connected) {
        connected = true;
        return;
      }
      this.reconnects += 1;
      this.complete = false;
      void this.readBack().catch(() => undefined);
    });
    // From the moment the connection drops, a cancellation may be published unheard: ask Redis until read back.
    subscriber.on('close', () => {
      this.reconnects += 1;
      this.complete = false;
    });
    await subscriber.subscribe(channel);
    await this.readBack();
  }

  private heard(message: string): void {
    try {
      const { packetId, untilMs, at, by } = JSON.parse(message) as { packetId: string; untilMs: number; at: string; by: string };
      this.known.set(packetId, { cancellation: { at, by }, untilMs });
      if (this.known.size > PRUNE_ABOVE) this.forgetExpired(Date.now());
    } catch {
      // Not ours to understand: only our own writes publish here.
    }
  }

  /** Loads every live cancellation from the index (and forgets expired ones), then trusts memory. */
  private async readBack(): Promise<void> {
    const reconnectsBefore = this.reconnects;
    const now = Date.now();
    const entries = await this.redis.zrangebyscore(redisKeys.turnCancelledIndex(this.prefix), now, '+inf', 'WITHSCORES');
    const ids = entries.filter((_, i) => i % 2 === 0);
    const records = ids.length > 0 ? await this.redis.mget(ids.map((id) => redisKeys.turnCancelled(this.prefix, id))) : [];
    this.forgetExpired(now);
    ids.forEach((id, i) => {
      const raw = records[i];
      if (raw) this.known.set(id, { cancellation: JSON.parse(raw) as Cancellation, untilMs: Number(entries[i * 2 + 1]) });
    });
    if (this.reconnects === reconnectsBefore) this.complete = true;
  }

  private forgetExpired(now: number): void {
    for (const [id, entry] of this.known) if (entry.untilMs <= now) this.known.delete(id);
  }
}
