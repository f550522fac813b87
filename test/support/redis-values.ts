import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { normaliseUserId } from '@switchyard/packet-schema';
import { redisKeys } from '@switchyard/platform';
import { REDIS_URL } from './test-config.js';

/** Every value stored under the prefix (strings, lists, sets, hashes, sorted sets, streams), as one text to search. */
export async function storedText(prefix: string): Promise<string> {
  const redis = new Redis(REDIS_URL);
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      keys.push(...found);
      cursor = next;
    } while (cursor !== '0');
    const values = await Promise.all(keys.map(async (key) => `${key} ${JSON.stringify(await storedValue(redis, key))}`));
    return values.join('\n');
  } finally {
    redis.disconnect();
  }
}

async function storedValue(redis: Redis, key: string): Promise<unknown> {
  switch (await redis.type(key)) {
    case 'string':
      return redis.getBuffer(key).then((b) => b?.toString('latin1'));
    case 'list':
      return redis.lrange(key, 0, -1);
    case 'set':
      return redis.smembers(key);
    case 'hash':
      return redis.hgetall(key);
    case 'zset':
      return redis.zrange(key, 0, -1);
    case 'stream':
      return redis.xrange(key, '-', '+');
    default:
      return undefined;
  }
}

/**
 * Counts the reads sent on `redis` from now on (the lookups that cost a round trip): each GET, and each
 * transaction (which holds its own GET). `restore()` puts both back as they were.
 */
export function countGets(redis: Redis): { count: () => number; restore: () => void } {
  let reads = 0;
  const get = redis.get.bind(redis);
  const multi = redis.multi.bind(redis);
  redis.get = ((key: string) => {
    reads += 1;
    return get(key);
  }) as typeof redis.get;
  redis.multi = ((...args: Parameters<typeof redis.multi>) => {
    reads += 1;
    return multi(...args);
  }) as typeof redis.multi;
  return {
    count: () => reads,
    restore: () => {
      redis.get = get;
      redis.multi = multi;
    },
  };
}

/** Whose session, as the platform keys sessions: tenant (none outside the ingress), user and session id. */
export interface SessionOf {
  tenant?: string | undefined;
  userId: string;
  sessionId: string;
}

/** The digest that names a session in its keys, computed as the platform computes it. */
function sessionScope({ tenant, userId, sessionId }: SessionOf): string {
  return createHash('sha256')
    .update(JSON.stringify([tenant ?? null, normaliseUserId(userId), sessionId]))
    .digest('hex')
    .slice(0, 32);
}

/** The key of a session's index of parked turns, for a test that writes it by hand as someone with access to Redis could. */
export function sessionIndexKey(prefix: string, session: SessionOf): string {
  return redisKeys.sessionParked(prefix, sessionScope(session));
}

/** The key of the turn a session answered last (kept a minute), for a test that writes it by hand. */
export function sessionAnsweredKey(prefix: string, session: SessionOf): string {
  return redisKeys.sessionAnswered(prefix, sessionScope(session));
}
