import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis, Deployment } from '@switchyard/platform';
import {
  demotedTools,
  ToolCatalog,
  deriveCapabilities,
  registerTools,
  ToolStats,
  toolsWithCapability,
  type ToolDescriptor,
  type ToolStat,
} from '@switchyard/tools';
import { selectPlan } from '@switchyard/selector';
import { packetFor } from './support/packets.js';
import { runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers, startStack } from './support/stack.js';
import { deletePrefix, ENGINE_DECIDES_ALONE, freshPrefix, REDIS_URL, tempWorkspace, testConfig } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const FLAKY_SERVER = join(import.meta.dirname, 'fixtures', 'flaky-mcp-server.mjs');

const readTool = (server: string): ToolDescriptor => ({
  server,
  name: 'read_text_file',
  description: 'Read the complete contents of a file from the file system as text.',
  inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  annotations: { readOnlyHint: true },
});
const stat = (calls: number, failures: number, p95Ms: number): ToolStat => ({ calls, failures, meanMs: p95Ms, p95Ms });

describe('tool registry', () => {
  it('derives capability tags from the name and description unless config gives them', () => {
    expect(deriveCapabilities(readTool('fs'))).toEqual(['file', 'read']);
    expect(deriveCapabilities({ server: 'e', name: 'get-sum', description: 'Returns the sum of two numbers', inputSchema: {} })).toEqual(['math', 'read']);
    expect(deriveCapabilities({ server: 'c', name: 'add', description: 'Adds two numbers', inputSchema: {} })).toEqual(['math']);
    // "add" and "number" mean arithmetic only beside another word of it: these tools write and read.
    const addObservations = {
      server: 'memory',
      name: 'add_observations',
      description: 'Add new observations to existing entities in the knowledge graph',
      inputSchema: {},
    };
    expect(deriveCapabilities(addObservations)).toEqual(['memory']);
    expect(deriveCapabilities({ server: 'fs', name: 'head', description: 'Read the first number of lines of a file', inputSchema: {} })).toEqual([
      'file',
      'read',
    ]);
    const registry = registerTools([readTool('fs'), readTool('backup')], {
      'backup.read_text_file': { capabilities: ['archive'], examples: ['read last week'] },
    });
    expect(registry.map((e) => [e.name, e.capabilities, e.capabilitiesFrom])).toEqual([
      ['backup.read_text_file', ['archive'], 'config'],
      ['fs.read_text_file', ['file', 'read'], 'description'],
    ]);
    expect(toolsWithCapability(registry, 'ARCHIVE').map((e) => e.name)).toEqual(['backup.read_text_file']);
  });
});

describe('live tool stats', () => {
  it("sends a stage process's stats in its tick's batch: counts exact, latencies in call order, each stat before the record queued after it", async () => {
    const config = testConfig();
    const deployment = Deployment.connect(config, 'stats-batch-test');
    const sent: number[] = [];
    const stats = new ToolStats(deployment.redis, config.prefix, async (commands) => {
      sent.push(commands.length);
      const failed = (await deployment.stageRecords.queue(commands).replies).find(([error]) => error);
      if (failed) throw failed[0];
    });
    try {
      // Calls ending together share one tick; a record queued after them reads them all in Redis.
      const recorded = Array.from({ length: 40 }, (_, i) => stats.record('fs.read', { ok: i % 4 !== 0, elapsedMs: i + 1 }));
      recorded.push(stats.record('fs.write', { ok: true, elapsedMs: 7 }));
      const after = deployment.stageRecords.queue([['hget', `${config.prefix}:tool-stats:fs.read:counts`, 'calls']]).replies;
      await Promise.all(recorded);
      expect((await after)[0]).toEqual([null, '40']);
      const all = await stats.all();
      expect(all.get('fs.read')).toEqual({ calls: 40, failures: 10, meanMs: 21, p95Ms: 38 });
      expect(all.get('fs.write')).toEqual({ calls: 1, failures: 0, meanMs: 7, p95Ms: 7 });
      expect(await deployment.redis.lrange(`${config.prefix}:tool-stats:fs.read:latency`, 0, 2)).toEqual(['40', '39', '38']);
      // A call that went well sends four commands, one that failed five: no MULTI around them.
      expect(sent.slice(0, 2)).toEqual([5, 4]);
    } finally {
      await deployment.close();
      await deletePrefix(config.prefix);
    }
  });

  it('counts calls and failures and keeps mean and p95 latency in Redis', async () => {
    const redis = createRedis(REDIS_URL);
    const prefix = freshPrefix('stats');
    try {
      const stats = new ToolStats(redis, prefix);
      for (let ms = 1; ms <= 100; ms += 1) await stats.record('fs.read', { ok: ms % 10 !== 0, elapsedMs: ms });
      expect((await stats.all()).get('fs.read')).toEqual({ calls: 100, failures: 10, meanMs: 51, p95Ms: 95 });
    } finally {
      await deletePrefix(prefix);
      redis.disconnect();
    }
  });

  it('demotes a failing or slow tool only when an equivalent does better', () => {
    const tools = [readTool('a'), readTool('b'), { ...readTool('solo'), name: 'read_alone', inputSchema: { required: ['path', 'encoding'] } }];
    expect(
      demotedTools(
        tools,
        new Map([
          ['a.read_text_file', stat(10, 6, 5)],
          ['solo.read_alone', stat(10, 10, 5)],
        ]),
      ),
    ).toEqual([{ tool: 'a.read_text_file', preferred: 'b.read_text_file', reason: '6 of 10 calls failed' }]);
    const slow = new Map([
      ['a.read_text_file', stat(5, 0, 1_500)],
      ['b.read_text_file', stat(5, 0, 40)],
    ]);
    expect(demotedTools(tools, slow).map((d) => [d.tool, d.reason])).toEqual([['a.read_text_file', 'p95 1500 ms against 40 ms']]);
    // Both failing: neither is better, both keep their rank.
    expect(
      demotedTools(
        tools,
        new Map([
          ['a.read_text_file', stat(4, 4, 5)],
          ['b.read_text_file', stat(4, 3, 5)],
        ]),
      ),
    ).toEqual([]);
  });

  it('makes the selector pass over a failing tool for its equivalent', () => {
    const tools = [readTool('a'), readTool('b')];
    const specs = tools.map((t) => ({ name: `${t.server}.${t.name}`, description: t.description!, parameters: t.inputSchema }));
    const byName = new Map(tools.map((t) => [`${t.server}.${t.name}`, t]));
    const packet = packetFor('read the file /tmp/notes.txt');
    const chosen = selectPlan(packet, specs, byName, { shortlist: 8 }).steps[0]?.server;
    expect(chosen).toBeDefined();
    const other = chosen === 'a' ? 'b' : 'a';
    const demoted = demotedTools(tools, new Map([[`${chosen}.read_text_file`, stat(10, 9, 5)]]));
    const plan = selectPlan(packet, specs, byName, { shortlist: 8, demoted });
    expect(plan.steps[0]).toMatchObject({ server: other, tool: 'read_text_file', arguments: { path: '/tmp/notes.txt' } });
    expect(plan.reasoning).toContain(`passed over ${chosen}.read_text_file for ${other}.read_text_file: 9 of 10 calls failed`);
  });

  it('steers a whole turn away from a failing server once its stats are in Redis', async () => {
    const workspace = tempWorkspace({ 'notes.txt': 'the notes\n' });
    const stack = await startStack({
      mcpServers: { alpha: servers.filesystem(workspace.dir), beta: servers.filesystem(workspace.dir) },
      selector: { statsRefreshMs: 0 },
      // Two servers with the same tools leave the engine unsure which to use: it takes its choice without asking.
      ...ENGINE_DECIDES_ALONE,
    });
    try {
      const ask = (session: string) => stack.ask(`read the file ${join(workspace.dir, 'notes.txt')}`, session);
      const first = await ask('first');
      const used = first.execution?.steps[0]?.server;
      expect(used === 'alpha' || used === 'beta', JSON.stringify(first.execution)).toBe(true);
      const other = used === 'alpha' ? 'beta' : 'alpha';
      // Every tool of the server it used starts failing; the other server has the same tools.
      const redis = createRedis(REDIS_URL);
      const stats = new ToolStats(redis, stack.config.prefix);
      const serverTools = (await new ToolCatalog(redis, stack.config.prefix).list()).filter((t) => t.server === used);
      expect(serverTools.length).toBeGreaterThan(3);
      for (const tool of serverTools) for (let i = 0; i < 5; i += 1) await stats.record(`${used}.${tool.name}`, { ok: false, elapsedMs: 5 });
      redis.disconnect();
      const second = await ask('second');
      const servers = new Set(second.execution?.steps.map((s) => s.server));
      expect([...servers], JSON.stringify(second.execution)).toEqual([other]);
      expect(second.plan?.reasoning).toContain(`passed over ${used}.`);
      expect(second.reply?.text).toContain('the notes');
    } finally {
      await stack.close();
      workspace.cleanup();
    }
  });
});

describe('switchyard tools', () => {
  const workspace = tempWorkspace({});
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      mcpServers: { everything: servers.everything(), flaky: { command: process.execPath, args: [FLAKY_SERVER] } },
      tools: { 'flaky.slow': { capabilities: ['sleep'], examples: ['wait half a second'] } },
    }),
  );
  const prefix = freshPrefix('tools-cli');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' };
  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('lists every tool with hints, capabilities and live stats, and filters by capability', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const redis = createRedis(REDIS_URL);
    await new ToolStats(redis, prefix).record('everything.get-sum', { ok: true, elapsedMs: 12 });
    await new ToolStats(redis, prefix).record('everything.get-sum', { ok: false, elapsedMs: 30 });
    redis.disconnect();

    const all = await runNode(BIN, ['tools', '--config', configFile], env);
    expect(all.code, all.stderr).toBe(0);
    const lines = all.stdout.split('\n');
    expect(lines[0]).toMatch(/^TOOL\s+HINTS\s+CAPABILITIES\s+CALLS\s+FAILS\s+MEAN MS\s+P95 MS$/);
    expect(lines.find((l) => l.startsWith('everything.get-sum '))).toMatch(/ro,idem\s+math,read\s+2\s+1\s+21\s+30$/);
    expect(lines.find((l) => l.startsWith('flaky.flaky_write '))).toMatch(/^flaky\.flaky_write\s+-\s+\S+\s+0\s+0\s+-\s+-$/);
    expect(all.stdout).toContain('flaky.slow: wait half a second');

    const math = await runNode(BIN, ['tools', '--capability', 'math', '--json', '--config', configFile], env);
    const entries = JSON.parse(math.stdout) as Array<{ name: string; capabilities: string[]; stats?: { calls: number } }>;
    expect(entries.map((e) => e.name)).toContain('everything.get-sum');
    expect(entries.every((e) => e.capabilities.includes('math'))).toBe(true);
    expect(entries.find((e) => e.name === 'everything.get-sum')?.stats?.calls).toBe(2);

    // With executors running, the CLI reads the catalog they publish instead of starting the servers.
    const catalogRedis = createRedis(REDIS_URL);
    const listed = JSON.parse((await runNode(BIN, ['tools', 'flaky.', '--json', '--config', configFile], env)).stdout) as Array<{ tool: ToolDescriptor }>;
    await new ToolCatalog(catalogRedis, prefix).publishAll('executor-1', [{ server: 'flaky', tools: listed.map((e) => e.tool) }]);
    catalogRedis.disconnect();
    const sleep = await runNode(BIN, ['tools', '--capability', 'sleep', '--config', configFile], env);
    expect(
      sleep.stdout
        .split('\n')
        .filter((l) => /^\w+\.\S+\s/.test(l))
        .map((l) => l.split(' ')[0]),
    ).toEqual(['flaky.slow']);
    const fromCatalog = await runNode(BIN, ['tools', '--config', configFile], env);
    expect(fromCatalog.stdout).toContain('flaky.echo_value');
    expect(fromCatalog.stdout).not.toContain('everything.');
    const none = await runNode(BIN, ['tools', '--capability', 'teleport', '--config', configFile], env);
    expect(none).toMatchObject({ code: 1, stdout: 'no tools with capability "teleport"\n' });
  });
});
