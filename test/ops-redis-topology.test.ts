import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, createRedis, parseRedisTopology, purgePrefix, scanKeys } from '@switchyard/platform';
import { startStack } from './support/stack.js';
import { freshPrefix } from './support/test-config.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Starts redis-server with the given arguments in its own folder; resolves once it accepts connections. */
async function redisServer(dir: string, port: number, args: string[]): Promise<ChildProcess> {
  const child = spawn('redis-server', [...args, '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no'], { stdio: 'ignore', cwd: dir });
  for (let i = 0; i < 50; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG')
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server on ${port} did not start`);
}

describe('Redis topologies', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'switchyard-redis-'));
    dirs.push(dir);
    return dir;
  };

  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('reads single, Sentinel and Cluster URLs and says what is wrong with a bad one', () => {
    expect(parseRedisTopology('redis://127.0.0.1:6379')).toEqual({ kind: 'single', url: 'redis://127.0.0.1:6379' });
    expect(parseRedisTopology('redis+sentinel://:s3cret@s1:26379,s2/mymaster/2')).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      name: 'mymaster',
      password: 's3cret',
      db: 2,
    });
    expect(parseRedisTopology('redis+cluster://n1:7000,n2:7001')).toEqual({
      kind: 'cluster',
      nodes: [
        { host: 'n1', port: 7000 },
        { host: 'n2', port: 7001 },
      ],
    });
    expect(() => parseRedisTopology('redis+sentinel://s1:26379')).toThrow(ConfigError);
    expect(() => parseRedisTopology('redis+sentinel://s1:26379')).toThrow(/needs the master name/);
  });

  it('runs a turn on a three-node Redis Cluster with a hash-tagged prefix', async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    for (const port of ports) {
      children.push(await redisServer(folder(), port, ['--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`]));
    }
    const create = spawnSync('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '0', '--cluster-yes']);
    expect(create.status, create.stdout.toString()).toBe(0);
    for (
      let i = 0;
      i < 50 &&
      !spawnSync('redis-cli', ['-p', String(ports[0]), 'cluster', 'info'])
        .stdout.toString()
        .includes('cluster_state:ok');
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const url = `redis+cluster://${ports.map((p) => `127.0.0.1:${p}`).join(',')}`;
    const stack = await startStack({ redis: { url }, prefix: `{${freshPrefix('cluster')}}` });
    try {
      const packet = await stack.ask('hello there');
      expect(packet.status.state).toBe('done');
      expect(packet.reply?.text).toBeTruthy();
    } finally {
      await stack.close();
    }

    // Keys without a hash tag spread over all three masters: maintenance must scan and delete on each.
    const cluster = createRedis(url);
    try {
      const plain = freshPrefix('spread');
      await Promise.all(Array.from({ length: 30 }, (_, i) => cluster.set(`${plain}:k${i}`, String(i))));
      expect(await purgePrefix(cluster, plain)).toBe(30);
      const left: string[] = [];
      for await (const keys of scanKeys(cluster, `${plain}:*`)) left.push(...keys);
      expect(left).toEqual([]);
    } finally {
      cluster.disconnect();
    }
  });

  it('finds the master through Sentinel', async () => {
    const [masterPort, sentinelPort] = await Promise.all([freePort(), freePort()]);
    children.push(await redisServer(folder(), masterPort!, []));
    const dir = folder();
    writeFileSync(join(dir, 'sentinel.conf'), `sentinel monitor sy-master 127.0.0.1 ${masterPort} 1\n`);
    children.push(await redisServer(dir, sentinelPort!, [join(dir, 'sentinel.conf'), '--sentinel']));
    const redis = createRedis(`redis+sentinel://127.0.0.1:${sentinelPort}/sy-master`);
    try {
      await redis.set('sy-sentinel-probe', 'through sentinel');
      const direct = spawnSync('redis-cli', ['-p', String(masterPort), 'get', 'sy-sentinel-probe'])
        .stdout.toString()
        .trim();
      expect(direct).toBe('through sentinel');
    } finally {
      redis.disconnect();
    }
  });
});
