import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisKeys } from './keys.js';

/** Who submitted a turn id, and what it asked. */
export interface TurnClaim {
  tenant: string;
  messageSha256: string;
}

/**
 * The owner of each turn, recorded server-side when the turn is submitted, so
 * no packet field decides who may read, stream or approve it. The first claim
 * of an id wins (SET NX); later submissions of the id learn who holds it.
 */
export class TurnOwners {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  static digest(message: string): string {
    return createHash('sha256').update(message, 'utf8').digest('hex');
  }

  /** Claims the id for the tenant; undefined when this call claimed it, else the claim that holds it. */
  async claim(packetId: string, tenant: string, message: string): Promise<TurnClaim | undefined> {
    const claim: TurnClaim = { tenant, messageSha256: TurnOwners.digest(message) };
    const key = redisKeys.turnOwner(this.prefix, packetId);
    const set = await this.redis.set(key, JSON.stringify(claim), 'EX', this.ttlSeconds, 'NX');
    if (set === 'OK') return undefined;
    // Held by another claim (or expired just now: then claim again).
    return (await this.get(packetId)) ?? this.claim(packetId, tenant, message);
  }

  /** Gives the id back (a turn refused before it was queued). */
  async release(packetId: string): Promise<void> {
    await this.redis.del(redisKeys.turnOwner(this.prefix, packetId));
  }

  async get(packetId: string): Promise<TurnClaim | undefined> {
    const raw = await this.redis.get(redisKeys.turnOwner(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as TurnClaim) : undefined;
  }

  /**
   * The tenant a packet acts for, as the owner record says: the one place every per-tenant read
   * (cached results, learned choices, kept conversations) asks. `{ tenant }` when the packet's claim is
   * the record's (or it claims none and no ingress recorded one); undefined when the packet claims a
   * tenant the record does not name, as a job added to a queue by hand may: it then reads and teaches
   * nothing of anyone's.
   */
  async actingTenant(packet: { id: string; turn: { tenant?: string | undefined } }): Promise<{ tenant: string | undefined } | undefined> {
    const recorded = await this.tenantOf(packet.id);
    return packet.turn.tenant === recorded ? { tenant: recorded } : undefined;
  }

  /** The tenant that submitted the turn, undefined for a turn no ingress submitted (or whose record expired). */
  async tenantOf(packetId: string): Promise<string | undefined> {
    return (await this.get(packetId))?.tenant;
  }
}
