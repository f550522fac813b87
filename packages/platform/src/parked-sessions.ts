import { hash } from 'node:crypto';
import type { ChainableCommander, Redis } from 'ioredis';
import { normaliseUserId, type Packet } from '@switchyard/packet-schema';
import { redisKeys } from './keys.js';

/** How long the session remembers the turn it answered last: long enough for a message sent twice (a double tap, a webhook retried). */
const ANSWERED_MEMORY_MS = 60_000;
/** The index outlives the latest expiry in it a little, as the parked packet does. */
const INDEX_MARGIN_MS = 60_000;

/**
 * Whose session: the tenant (none outside the ingress), the user and the session id the producer gave. A session id
 * is the client's choice, so two users naming the same one (a group chat, a short CLI name) keep their questions
 * apart: one's turns never supersede the other's question, one's yes never answers the other's.
 */
export interface SessionRef {
  tenant?: string | undefined;
  userId: string;
  sessionId: string;
}

// Takes the parked packet (GETDEL) and, only if it was still there, drops it from its session's index and, for an
// answer, remembers it as the session's answered turn: in one step, so a second yes sees the turn parked (and loses
// the GETDEL) or answered, never neither.
// An index of another type (not written by us) is left alone: the packet is still taken, never lost half-way.
const TAKE_PARKED = `
local value = redis.call('GETDEL', KEYS[1])
if not value then return false end
if redis.call('TYPE', KEYS[2]).ok == 'zset' then redis.call('ZREM', KEYS[2], ARGV[1]) end
if ARGV[2] ~= '0' then redis.call('SET', KEYS[3], ARGV[1], 'PX', ARGV[2]) end
return value`;

// A new turn of the session: the questions asked before it are no longer the one the person just read. Drops every
// index entry but the turn being submitted (a retry of a parked turn keeps its own) and the memory of the last answer,
// and returns the dropped entries, the one asked last first (so the new turn's reply can say its question was dropped).
// An index that is not a sorted set was not written by us: only pointers are lost by dropping it, never a turn.
const SUPERSEDE = `
redis.call('DEL', KEYS[2])
if redis.call('TYPE', KEYS[1]).ok ~= 'zset' then redis.call('DEL', KEYS[1]) return {} end
local dropped = {}
for _, member in ipairs(redis.call('ZREVRANGE', KEYS[1], 0, -1)) do
  if member ~= ARGV[1] then
    redis.call('ZREM', KEYS[1], member)
    table.insert(dropped, member)
  end
end
return dropped`;

// Indexes the parked turn: NX sets the first expiry of a fresh index, GT only lengthens it (the index lives as long
// as its latest turn). An index of another type is replaced, so the turn is indexed all the same.
const ADD = `
if redis.call('TYPE', KEYS[1]).ok ~= 'zset' then redis.call('DEL', KEYS[1]) end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
redis.call('PEXPIREAT', KEYS[1], ARGV[3], 'NX')
redis.call('PEXPIREAT', KEYS[1], ARGV[3], 'GT')
return 1`;

// The session's parked turns, the one asked last first, past-expiry pointers dropped (ARGV[1]: the oldest expiry
// kept). An index of another type holds no turn of ours: dropped, read as empty.
const WAITING = `
local kind = redis.call('TYPE', KEYS[1]).ok
if kind == 'none' then return {} end
if kind ~= 'zset' then redis.call('DEL', KEYS[1]) return {} end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
return redis.call('ZREVRANGE', KEYS[1], 0, -1)`;

// The turn answered lately; a key of another type remembers nothing.
const ANSWERED = `
if redis.call('TYPE', KEYS[1]).ok ~= 'string' then return false end
return redis.call('GET', KEYS[1])`;

/**
 * Which turns of a session wait for approval, so a bare yes or no sent as the session's next message can answer
 * one. Set when a turn parks, cleared in the same step that takes the parked packet (an answer, the expiry or a
 * cancel); an entry whose packet is gone is only a stale pointer, never a permission: whoever answers still takes
 * the packet itself.
 */
export class ParkedSessions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Adds the parked turn to its session's index, in the caller's transaction (the one that stores the packet). */
  add(multi: ChainableCommander, packet: Packet, expiresAtMs: number): ChainableCommander {
    return multi.eval(ADD, 1, this.indexKey(packet.turn), expiresAtMs, packet.id, expiresAtMs + INDEX_MARGIN_MS);
  }

  /** Takes the parked packet atomically with its index entry; `answered` also remembers it as the session's answered turn. */
  async take(packet: Packet, { answered }: { answered: boolean }): Promise<Packet | undefined> {
    const keys = [redisKeys.parked(this.prefix, packet.id), this.indexKey(packet.turn), this.answeredKey(packet.turn)];
    const raw = (await this.redis.eval(TAKE_PARKED, keys.length, ...keys, packet.id, answered ? ANSWERED_MEMORY_MS : 0)) as string | null;
    return raw ? (JSON.parse(raw) as Packet) : undefined;
  }

  /** Puts a taken turn back (its answer did not get through): parked and indexed again, not remembered as answered. */
  async restore(packet: Packet, leftMs: number): Promise<void> {
    const expiresAtMs = Date.parse(packet.approval?.expiresAt ?? '') || Date.now();
    const multi = this.redis.multi().set(redisKeys.parked(this.prefix, packet.id), JSON.stringify(packet), 'PX', leftMs);
    await this.add(multi, packet, expiresAtMs).del(this.answeredKey(packet.turn)).exec();
  }

  /**
   * A turn of its own was sent in the session: a yes after it answers its question, not one asked before (those stay
   * parked for the approval command until they expire). `keep` is the turn being sent, kept if it is a retry.
   * Returns the turns whose questions were dropped, the one asked last first (a pointer may outlive its turn).
   */
  async supersede(session: SessionRef, keep = ''): Promise<string[]> {
    return (await this.redis.eval(SUPERSEDE, 2, this.indexKey(session), this.answeredKey(session), keep)) as string[];
  }

  /** The session's parked turns, the one asked last first (its question is the one the person just read). */
  async waiting(session: SessionRef): Promise<string[]> {
    // Entries past their expiry by more than the margin are pointers the expiry did not clear (a lost timer): dropped.
    return (await this.redis.eval(WAITING, 1, this.indexKey(session), Date.now() - INDEX_MARGIN_MS)) as string[];
  }

  /** The turn of the session answered within the last minute, if any. */
  async answeredLately(session: SessionRef): Promise<string | undefined> {
    return ((await this.redis.eval(ANSWERED, 1, this.answeredKey(session))) as string | null) ?? undefined;
  }

  private indexKey(session: SessionRef): string {
    return redisKeys.sessionParked(this.prefix, sessionScope(session));
  }

  private answeredKey(session: SessionRef): string {
    return redisKeys.sessionAnswered(this.prefix, sessionScope(session));
  }
}

/** A digest of tenant, user and session id (JSON, so no spelling of one part passes for another's), as conversations are kept. */
function sessionScope(session: SessionRef): string {
  return hash('sha256', JSON.stringify([session.tenant ?? null, normaliseUserId(session.userId), session.sessionId]), 'hex').slice(0, 32);
}
