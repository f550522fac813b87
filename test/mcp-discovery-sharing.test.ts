import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/client';
import { createLogger, createRedis, loadConfig, type McpServerConfig, type Redis } from '@switchyard/platform';
import { DiscoveryVerdicts, McpPool } from '@switchyard/executor';
import { startNode, stop } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL } from './support/test-config.js';

interface Record {
  methods: { [method: string]: number };
}

describe('the protocol era of a remote server, shared by the executors of a deployment', () => {
  const prefix = freshPrefix('discovery');
  const log = createLogger({ name: 'test', level: 'silent' });
  let server: { child: ChildProcess; output: () => string };
  let base: string;
  let redis: Redis;
  let servers: { [name: string]: McpServerConfig };

  const record = async (): Promise<Record> => (await fetch(`${base}/admin/record`)).json() as Promise<Record>;
  const executorPool = () => McpPool.connect(servers, { baseDir: process.cwd(), log, discovery: new DiscoveryVerdicts(redis, prefix) });

  beforeAll(async () => {
    server = await startNode('test/fixtures/guarded-mcp-server.mjs', { CLIENT_ID: 'switchyard', CLIENT_SECRET: 'discovery-secret' }, 'listening on port');
    base = `http://127.0.0.1:${/listening on port (\d+)/.exec(server.output())?.[1]}`;
    process.env.DISCOVERY_TEST_SECRET = 'discovery-secret';
    const auth = { clientId: 'switchyard', clientSecretEnv: 'DISCOVERY_TEST_SECRET', issuer: base };
    servers = loadConfig({ file: undefined, env: {}, overrides: { mcpServers: { ledger: { url: `${base}/mcp`, auth } } } }).mcpServers;
    redis = createRedis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await deletePrefix(prefix);
    if (server) await stop(server.child);
    delete process.env.DISCOVERY_TEST_SECRET;
  });

  it('is probed by the first executor only; the next connects with the plain handshake at once', async () => {
    const first = await executorPool();
    try {
      expect(first.get('ledger')?.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
      expect((await record()).methods).toMatchObject({ 'server/discover': 1, initialize: 1 });
      expect(JSON.parse((await redis.get(`${prefix}:mcp-discovery:ledger`)) ?? '{}')).toEqual({ url: `${base}/mcp`, verdict: { kind: 'legacy' } });
    } finally {
      await first.close();
    }
    const second = await executorPool();
    try {
      expect(second.tools().map((t) => t.name)).toEqual(['account_balance']);
      expect(second.get('ledger')?.protocolVersion).toBe(LATEST_PROTOCOL_VERSION);
      expect((await record()).methods).toMatchObject({ 'server/discover': 1, initialize: 2 });
    } finally {
      await second.close();
    }
  });

  it('probes again when the verdict names another URL for the server', async () => {
    await redis.set(`${prefix}:mcp-discovery:ledger`, JSON.stringify({ url: 'http://127.0.0.1:9/mcp', verdict: { kind: 'legacy' } }));
    const before = (await record()).methods['server/discover'] ?? 0;
    const pool = await executorPool();
    await pool.close();
    expect((await record()).methods['server/discover']).toBe(before + 1);
  });
});

describe('a 2026-07-28 server/discover result, shared only as its cache hints allow', () => {
  const prefix = freshPrefix('discovery-hints');
  const log = createLogger({ name: 'test', level: 'silent' });
  const dir = mkdtempSync(join(tmpdir(), 'discovery-hints-'));
  const children: ChildProcess[] = [];
  let redis: Redis;

  beforeAll(() => {
    redis = createRedis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await deletePrefix(prefix);
    await Promise.all(children.map((child) => stop(child)));
    rmSync(dir, { recursive: true, force: true });
  });

  /** A server on the v2 SDK whose `server/discover` carries the given hints; counts the probes it answers. */
  async function serverHinting(name: string, hints: { DISCOVER_TTL_MS: string; DISCOVER_CACHE_SCOPE: string }) {
    const recordFile = join(dir, `${name}.jsonl`);
    const started = await startNode('test/fixtures/sdk-modern-mcp-server.mjs', { RECORD_FILE: recordFile, ...hints }, 'listening on port', 30_000, ['--http']);
    children.push(started.child);
    const url = `http://127.0.0.1:${/listening on port (\d+)/.exec(started.output())?.[1]}/mcp`;
    const servers = loadConfig({ file: undefined, env: {}, overrides: { mcpServers: { [name]: { url } } } }).mcpServers;
    const probes = () =>
      existsSync(recordFile)
        ? readFileSync(recordFile, 'utf8')
            .split('\n')
            .filter((line) => line.includes('"method":"server/discover"')).length
        : 0;
    /** One executor's connect: its pool is closed again once connected. */
    const connectOnce = async () => {
      const pool = await McpPool.connect(servers, { baseDir: process.cwd(), log, discovery: new DiscoveryVerdicts(redis, prefix) });
      const version = pool.get(name)?.protocolVersion;
      await pool.close();
      return version;
    };
    return { probes, connectOnce };
  }

  it('hands a public result on for its ttlMs at most: the next executor connects without probing', async () => {
    const server = await serverHinting('public_discover', { DISCOVER_TTL_MS: '60000', DISCOVER_CACHE_SCOPE: 'public' });
    expect(await server.connectOnce()).toBe('2026-07-28');
    expect(server.probes()).toBe(1);
    const ttl = await redis.ttl(`${prefix}:mcp-discovery:public_discover`);
    expect(ttl).toBeGreaterThan(50);
    expect(ttl).toBeLessThanOrEqual(60);
    expect(await server.connectOnce()).toBe('2026-07-28');
    expect(server.probes()).toBe(1);
  });

  it('keeps a private result to the executor that asked: the next one probes for itself', async () => {
    const server = await serverHinting('private_discover', { DISCOVER_TTL_MS: '60000', DISCOVER_CACHE_SCOPE: 'private' });
    expect(await server.connectOnce()).toBe('2026-07-28');
    expect(await redis.exists(`${prefix}:mcp-discovery:private_discover`)).toBe(0);
    expect(await server.connectOnce()).toBe('2026-07-28');
    expect(server.probes()).toBe(2);
  });
});
