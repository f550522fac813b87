import { Cluster, Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from './errors.js';

/** How to reach Redis, read from the one `redis.url` setting. */
export type RedisTopology =
  | { kind: 'single'; url: string }
  | { kind: 'sentinel'; sentinels: { host: string; port: number }[]; name: string; password?: string; db?: number }
  | { kind: 'cluster'; nodes: { host: string; port: number }[]; password?: string };

const SCHEMES = /^(redis|rediss|redis\+sentinel|redis\+cluster):\/\//;

/**
 * `redis://` / `rediss://` as usual; `redis+sentinel://[:password@]host:26379,host2:26379/<master name>[/<db>]`
 * asks Sentinel for the master; `redis+cluster://[:password@]host:6379,host2:6379` joins a Redis Cluster.
 */
export function parseRedisTopology(url: string): RedisTopology {
  const scheme = SCHEMES.exec(url)?.[1];
  if (!scheme)
    throw new ConfigError(`redis.url ${url.replace(/:[^@/]*@/, ':***@')} must start with redis://, rediss://, redis+sentinel:// or redis+cluster://`);
  if (scheme === 'redis' || scheme === 'rediss') return { kind: 'single', url };
  const rest = url.slice(scheme.length + 3);
  const at = rest.lastIndexOf('@');
  const password = at >= 0 ? decodeURIComponent(rest.slice(0, at).replace(/^[^:]*:/, '')) : undefined;
  const [hostList = '', ...path] = rest.slice(at + 1).split('/');
  const hosts = hostList
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [host = '', port] = entry.split(':');
      const number = Number(port ?? (scheme === 'redis+sentinel' ? 26379 : 6379));
      if (!host || !Number.isInteger(number)) throw new ConfigError(`redis.url: "${entry}" is not host:port`);
      return { host, port: number };
    });
  if (hosts.length === 0) throw new ConfigError(`redis.url: ${scheme}:// needs at least one host:port`);
  const secret = password ? { password } : {};
  if (scheme === 'redis+cluster') return { kind: 'cluster', nodes: hosts, ...secret };
  const [name, db] = path;
  if (!name) throw new ConfigError('redis.url: redis+sentinel:// needs the master name as its path, e.g. redis+sentinel://sentinel:26379/mymaster');
  return { kind: 'sentinel', sentinels: hosts, name, ...secret, ...(db ? { db: Number(db) } : {}) };
}

/**
 * A client for the topology. A Cluster client is returned as `Redis`: BullMQ
 * takes either, and Switchyard's own commands are single-key or keep their
 * keys under the deployment prefix (give it a hash tag, `{switchyard}`, so
 * every key lands in one slot).
 */
export function connectRedis(url: string, options: RedisOptions): Redis {
  const topology = parseRedisTopology(url);
  switch (topology.kind) {
    case 'single':
      return new Redis(url, options);
    case 'sentinel':
      return new Redis({
        ...options,
        sentinels: topology.sentinels,
        name: topology.name,
        ...(topology.password ? { password: topology.password, sentinelPassword: topology.password } : {}),
        ...(topology.db !== undefined ? { db: topology.db } : {}),
      });
    case 'cluster':
      return new Cluster(topology.nodes, {
        lazyConnect: options.lazyConnect ?? false,
        enableOfflineQueue: options.enableOfflineQueue ?? true,
        ...(options.retryStrategy ? { clusterRetryStrategy: () => null } : {}),
        redisOptions: { ...options, ...(topology.password ? { password: topology.password } : {}) },
      }) as unknown as Redis;
  }
}
