import type { ChildProcess } from 'node:child_process';
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
