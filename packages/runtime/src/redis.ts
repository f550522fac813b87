import { Redis } from 'ioredis';
import { RedisUnavailableError } from './errors.js';
import { connectRedis } from './redis-topology.js';

export { Redis };

/** A connection BullMQ workers can block on (`maxRetriesPerRequest: null` is required by BullMQ). */
export function createRedis(url: string, name = 'switchyard'): Redis {
  // A single Redis, Sentinel or Cluster, by the URL's scheme.
  return connectRedis(url, { maxRetriesPerRequest: null, connectionName: name, lazyConnect: false });
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
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
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

/** Deletes every key under a deployment prefix (queues, results, catalog). Returns how many. */
export async function purgePrefix(redis: Redis, prefix: string): Promise<number> {
  let cursor = '0';
  let deleted = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await redis.del(...keys);
  } while (cursor !== '0');
  return deleted;
}
