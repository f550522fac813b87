import { redisKeys } from './keys.js';
import { Cluster, Redis } from 'ioredis';
import { RedisUnavailableError } from './errors.js';
import { connectRedis } from './redis-topology.js';
import { corkWritesPerTick } from './tick-corked-writes.js';

export { Redis };

/** A connection BullMQ workers can block on (`maxRetriesPerRequest: null` is required by BullMQ). */
export function createRedis(url: string, name = 'switchyard'): Redis {
  // A single Redis, Sentinel or Cluster, by the URL's scheme.
  const redis = connectRedis(url, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false });
  // A tick's commands (a job's move-to-finished, the next job's add, the stage record) in one socket write.
  corkWritesPerTick(redis);
  return redis;
}

/**
 * One PING with a short timeout, so a missing Redis is one clear line instead of
 * an endless reconnect loop.
 */
export async function assertRedisReachable(url: string, timeoutMs = 2_000): Promise<void> {
  const probe = connectRedis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  // ioredis reports a refused password on this event and then only says "Connection is closed".
  let refused: Error | undefined;
  probe.on('error', (error: Error) => {
    if (/NOAUTH|WRONGPASS|invalid password|invalid username-password/i.test(error.message)) refused = error;
  });
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    if (refused ?? /NOAUTH|WRONGPASS/.test((error as Error).message)) {
      throw new RedisUnavailableError(
        `Redis at ${redactUrl(url)} refused the connection: ${(refused ?? (error as Error)).message}. ` +
          'Put the password in REDIS_URL: redis://:PASSWORD@host:6379 (or redis://USER:PASSWORD@host:6379).',
      );
    }
    throw new RedisUnavailableError(
      `Redis is not answering at ${redactUrl(url)} (${(error as Error).message}). ` +
        'Start it with `redis-server --daemonize yes`, or set REDIS_URL to a running Redis.',
    );
  } finally {
    probe.disconnect();
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/**
 * Every key matching the pattern, a batch at a time. SCAN sees one node only,
 * so on a Redis Cluster each master is scanned in turn.
 */
export async function* scanKeys(redis: Redis, pattern: string, count = 500): AsyncGenerator<string[]> {
  const nodes: Redis[] = isCluster(redis) ? (redis as unknown as Cluster).nodes('master') : [redis];
  for (const node of nodes) {
    let cursor = '0';
    do {
      const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', count);
      cursor = next;
      if (keys.length > 0) yield keys;
    } while (cursor !== '0');
  }
}

/** Deletes every key under a deployment prefix (queues, results, catalog). Returns how many. */
export async function purgePrefix(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  for await (const keys of scanKeys(redis, redisKeys.all(prefix))) {
    // A Cluster refuses a multi-key DEL across slots: there, one DEL per key.
    const counts = isCluster(redis) ? await Promise.all(keys.map((key) => redis.del(key))) : [await redis.del(...keys)];
    deleted += counts.reduce((sum, n) => sum + n, 0);
  }
  return deleted;
}

/** Cluster clients travel typed as `Redis` (see connectRedis). */
function isCluster(redis: Redis): boolean {
  return (redis as unknown) instanceof Cluster;
}
