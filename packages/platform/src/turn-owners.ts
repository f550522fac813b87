import { hash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { normaliseUserId } from '@switchyard/packet-schema';
import { redisKeys } from './keys.js';

/** Who submitted a turn id, and what it asked. */
export interface TurnClaim {
  tenant: string;
  messageSha256: string;
  /** The user the turn runs as, in its normalised form (absent in records written before it was kept). */
  userId?: string;
}

/**
 * The user a turn acts as when its packet names one its owner record does not: no real user id can be
 * this (the ingress's are a key's name or `<tenant>:<user>`), so only the policy's `*` rules apply to it,
 * and its rate limits are its own.
 */
export const UNRECORDED_USER = '(unrecorded user)';

/**
 * How long a process trusts an owner record it read (or claimed) without reading it again: long enough
 * for every stage of a turn to ask (each asks at least once per visit), short enough that a record
 * given back by another process (a turn refused before it was queued) is not trusted for long.
 */
const REMEMBERED_MS = 5_000;
const REMEMBERED_RECORDS = 10_000;

/**
 * The owner of each turn, recorded server-side when the turn is submitted, so
 * no packet field decides who may read, stream or approve it. The first claim
 * of an id wins (SET NX); later submissions of the id learn who holds it.
 */
export class TurnOwners {
  /**
   * What a read found, remembered briefly, so a turn's stages in one process read its record once, not
   * once each. A record is written once (SET NX) before its turn is queued and only given back by
   * `release` (which forgets it here) or by expiring long after the turn. An absent record is remembered
   * too: a turn no ingress submitted has none for good, and a stale absence grants a packet nothing a
   * packet with a fresh id would not get (a claim made in this process is remembered at once; one made
   * elsewhere is seen within REMEMBERED_MS, and until then the turn is treated as unrecorded: it reads
   * and teaches no tenant's data, and only admins see it).
   */
  private readonly remembered = new LRUCache<string, { claim: TurnClaim | undefined }>({ max: REMEMBERED_RECORDS, ttl: REMEMBERED_MS });

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  static digest(message: string): string {
    return hash('sha256', message, 'hex');
  }

  /** Claims the id for the tenant; undefined when this call claimed it, else the claim that holds it. */
  async claim(packetId: string, tenant: string, message: string, userId?: string): Promise<TurnClaim | undefined> {
    const claim: TurnClaim = { tenant, messageSha256: TurnOwners.digest(message), ...(userId !== undefined ? { userId: normaliseUserId(userId) } : {}) };
    const key = redisKeys.turnOwner(this.prefix, packetId);
    const set = await this.redis.set(key, JSON.stringify(claim), 'EX', this.ttlSeconds, 'NX');
    if (set === 'OK') {
      this.remembered.set(packetId, { claim });
      return undefined;
    }
    // Held by another claim (or expired just now: then claim again). Read afresh, not from memory.
    this.remembered.delete(packetId);
    return (await this.get(packetId)) ?? this.claim(packetId, tenant, message, userId);
  }

  /** Gives the id back (a turn refused before it was queued). */
  async release(packetId: string): Promise<void> {
    this.remembered.delete(packetId);
    await this.redis.del(redisKeys.turnOwner(this.prefix, packetId));
    // Again: a read made while the DEL was on its way may have remembered the record.
    this.remembered.delete(packetId);
  }

  async get(packetId: string): Promise<TurnClaim | undefined> {
    const known = this.remembered.get(packetId);
    if (known) return known.claim;
    const raw = await this.redis.get(redisKeys.turnOwner(this.prefix, packetId));
    const claim = raw ? (JSON.parse(raw) as TurnClaim) : undefined;
    this.remembered.set(packetId, { claim });
    return claim;
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

  /**
   * Whether a packet may read and keep the kept messages of the session it claims: a session is its user's, so the
   * packet's tenant must be the record's and, where the record names a user, its user that one. A job added to a queue
   * by hand with a real turn's id, claiming another user of that tenant, reads and keeps nothing of that user's.
   */
  async ownsClaimedSession(packet: { id: string; turn: { tenant?: string | undefined; userId: string } }): Promise<boolean> {
    const record = await this.get(packet.id);
    if (packet.turn.tenant !== record?.tenant) return false;
    return record?.userId === undefined || record.userId === normaliseUserId(packet.turn.userId);
  }

  /**
   * The user a packet acts as where the user matters (permissions, rate limits): its claim when the owner
   * record names it (or, for a turn no ingress submitted, when it claims no tenant and no ingress user,
   * which alone are written `<tenant>:<user>`); otherwise UNRECORDED_USER, so a job added by hand that
   * names another user gets none of that user's rights and spends none of that user's limits.
   */
  async actingUser(packet: { id: string; turn: { tenant?: string | undefined; userId: string } }): Promise<string> {
    const claimed = normaliseUserId(packet.turn.userId);
    const record = await this.get(packet.id);
    if (!record) return packet.turn.tenant === undefined && !claimed.includes(':') ? claimed : UNRECORDED_USER;
    if (record.tenant !== packet.turn.tenant) return UNRECORDED_USER;
    return record.userId === undefined || record.userId === claimed ? claimed : UNRECORDED_USER;
  }

  /**
   * The tenant the record names now, read afresh: for granting a caller the turn (reading, streaming, answering it).
   * Another process may have given the id back and another tenant claimed it since this one remembered the record;
   * within REMEMBERED_MS the old owner would be shown the new owner's turn.
   */
  async currentTenantOf(packetId: string): Promise<string | undefined> {
    this.remembered.delete(packetId);
    return this.tenantOf(packetId);
  }

  /** The tenant that submitted the turn, undefined for a turn no ingress submitted (or whose record expired). */
  async tenantOf(packetId: string): Promise<string | undefined> {
    return (await this.get(packetId))?.tenant;
  }
}
