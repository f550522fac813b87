import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createLogger, StageRuntime, TurnProducer } from '@switchyard/platform';
import { NoToolCatalogError, ToolCatalog, type ToolDescriptor } from '@switchyard/tools';
import { composerStage } from '@switchyard/composer';
import { reviewerStage } from '@switchyard/reviewer';
import { routerStage } from '@switchyard/router';
import { selectorStage } from '@switchyard/selector';
import { plannedPacket } from './support/plans.js';
import { servers, startStack } from './support/stack.js';
import { deletePrefix, ENGINE_DECIDES_ALONE, freshPrefix, REDIS_URL, testConfig } from './support/test-config.js';

const tool = (server: string, name: string): ToolDescriptor => ({ server, name, description: `${name} of ${server}`, inputSchema: { type: 'object' } });
const names = (tools: ToolDescriptor[]) => tools.map((t) => `${t.server}.${t.name}`);

describe('the tool catalog belongs to the running executors', () => {
  const redis = new Redis(REDIS_URL);
  const prefixes: string[] = [];
  const prefix = () => {
    const p = freshPrefix('owned');
    prefixes.push(p);
    return p;
  };
  afterAll(async () => {
    redis.disconnect();
    await Promise.all(prefixes.map(deletePrefix));
  });

  it('tells an empty published catalog from none, and drops servers no live claim names', async () => {
    const catalogPrefix = prefix();
    const catalog = new ToolCatalog(redis, catalogPrefix);
    await expect(catalog.snapshot()).rejects.toThrowError(NoToolCatalogError);
    await expect(catalog.snapshot()).rejects.toThrowError('no tool catalog published: is an executor running?');
    expect(await catalog.list()).toEqual([]);

    // An executor with zero servers publishes an empty catalog: readers get no tools, not an error.
    await catalog.claim('empty', []);
    expect((await catalog.snapshot()).tools).toEqual([]);

    await catalog.claim('a', ['files']);
    await catalog.publish('files', [tool('files', 'read')]);
    await catalog.publish('memory', [tool('memory', 'recall')]); // left by an executor of an earlier configuration
    expect(await catalog.prune(60_000)).toEqual(['memory']);
    expect(names(await catalog.list())).toEqual(['files.read']);

    // A crashed executor's claim is not renewed: once stale, its servers go with it.
    await catalog.claim('crashed', ['web']);
    await catalog.publish('web', [tool('web', 'fetch')]);
    expect(await catalog.prune(60_000)).toEqual([]);
    await redis.hset(`${catalogPrefix}:tools:executors`, 'crashed', JSON.stringify({ servers: ['web'], seenAt: Date.now() - 120_000 }));
    expect(await catalog.prune(60_000)).toEqual(['web']);
    expect(names(await catalog.list())).toEqual(['files.read']);
    expect(await catalog.holds('a', ['files'])).toBe(true);
    expect(await catalog.holds('crashed', ['web'])).toBe(false);

    // The last executor leaving takes the catalog with it: readers then say no executor runs.
    await catalog.release('empty', 60_000);
    expect(names(await catalog.list())).toEqual(['files.read']);
    await catalog.release('a', 60_000);
    await expect(catalog.snapshot()).rejects.toThrowError(NoToolCatalogError);
  });

  it("never marks a lost catalog published by a renewal or one server's list: readers fail loudly until the whole list is back", async () => {
    const catalogPrefix = prefix();
    const catalog = new ToolCatalog(redis, catalogPrefix);
    await catalog.publishAll('a', [
      { server: 'files', tools: [tool('files', 'read')] },
      { server: 'web', tools: [tool('web', 'fetch')] },
    ]);
    expect(await catalog.claim('a', ['files', 'web'])).toBe(true);
    const lose = () => redis.del(`${catalogPrefix}:tools`, `${catalogPrefix}:tools:version`, `${catalogPrefix}:tools:executors`);

    // Lost between an executor's check and its renewal: the renewal says so and publishes nothing.
    await lose();
    expect(await catalog.claim('a', ['files', 'web'])).toBe(false);
    await expect(new ToolCatalog(redis, catalogPrefix).snapshot()).rejects.toThrowError(NoToolCatalogError);
    // A changed list of one server is kept, but is not the catalog.
    await catalog.publish('files', [tool('files', 'read')]);
    await expect(new ToolCatalog(redis, catalogPrefix).snapshot()).rejects.toThrowError(NoToolCatalogError);
    expect(await catalog.claim('a', ['files', 'web'])).toBe(false);

    // Only the version lost: every entry is still there, so the renewal marks it published again.
    await catalog.publish('web', [tool('web', 'fetch')]);
    expect(await catalog.claim('a', ['files', 'web'])).toBe(true);
    expect(names((await new ToolCatalog(redis, catalogPrefix).snapshot()).tools)).toEqual(['files.read', 'web.fetch']);
  });

  it('drops the tools of an earlier configuration at executor start, so a turn never plans them', async () => {
    const shared = prefix();
    // What an executor of the earlier configuration left behind.
    const left = new ToolCatalog(redis, shared);
    await left.publish('filesystem', [tool('filesystem', 'read_file'), tool('filesystem', 'read_text_file')]);

    const stack = await startStack({ prefix: shared, mcpServers: { everything: servers.everything() } });
    try {
      const listed = names(await left.list());
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((name) => name.startsWith('everything.'))).toBe(true);

      const packet = await stack.ask('read the file /etc/hostname');
      const called = [...(packet.plan?.steps ?? []), ...(packet.execution?.steps ?? [])].map((s) => s.server);
      expect(called).not.toContain('filesystem');
      expect(packet.reply?.text ?? '').not.toMatch(/no MCP server named filesystem/);
    } finally {
      await stack.close();
    }
  });

  it('refuses a step for an unconfigured server once, with a clear error, and tries no alternative on it', async () => {
    const stack = await startStack({ mcpServers: { everything: servers.everything() } });
    try {
      const packet = plannedPacket([{ id: 's1', server: 'filesystem', tool: 'read_file', arguments: { path: '/etc/hostname' } }]);
      packet.plan!.alternatives = [
        { server: 'filesystem', tool: 'read_text_file', confidence: 0.6, why: 'same, newer name' },
        { server: 'filesystem', tool: 'read_media_file', confidence: 0.5, why: 'another reader' },
      ];
      packet.review = { approved: true, confidence: 0.95, reasons: ['test plan'] };
      const out = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
      expect(out.execution?.steps).toHaveLength(1);
      expect(out.execution?.steps[0]).toMatchObject({ ok: false, error: { code: 'unconfigured_server', retryable: false } });
      expect(out.execution?.steps[0]?.error?.message).toBe('no MCP server named filesystem is configured (this executor runs everything)');
      expect(out.reinjection.count).toBe(0);
      expect(out.status.log.filter((e) => e.stage === 'executor')).toHaveLength(1);
    } finally {
      await stack.close();
    }
  });

  it('fails a turn with a clear error when no executor has published a catalog', async () => {
    const config = testConfig();
    prefixes.push(config.prefix);
    const runtime = await StageRuntime.start(
      [routerStage, selectorStage, reviewerStage, composerStage],
      config,
      createLogger({ name: 'test', level: 'silent' }),
    );
    const producer = await TurnProducer.connect(config);
    try {
      const packet = await producer.submitTurn({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hello there' }, { timeoutMs: 20_000 });
      expect(packet.status.state).toBe('failed');
      expect(packet.status.error).toContain('no tool catalog published: is an executor running?');
      expect(packet.route).toBeUndefined();
    } finally {
      await producer.close();
      await runtime.close();
    }
  });

  it('republishes the catalog when its Redis connection comes back after Redis lost the keys', async () => {
    // What is tested is the catalog, not the decision: the engine takes its plan without offering it.
    const stack = await startStack({ mcpServers: { everything: servers.everything() }, executor: { catalogCheckMs: 600_000 }, ...ENGINE_DECIDES_ALONE });
    try {
      const catalog = new ToolCatalog(redis, stack.config.prefix);
      const before = names(await catalog.list());
      expect(before.length).toBeGreaterThan(0);
      // A Redis restarted without persistence: the keys are gone and the connections drop.
      await redis.del(`${stack.config.prefix}:tools`, `${stack.config.prefix}:tools:version`, `${stack.config.prefix}:tools:executors`);
      const id = await stack.runtime.redis.client('ID');
      await redis.client('KILL', 'ID', String(id));
      // Republished as a whole: the executor's claim too, not only a server's tools.
      const claims = () => redis.hlen(`${stack.config.prefix}:tools:executors`);
      for (let i = 0; i < 100 && (await claims()) === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await claims()).toBe(1);
      expect(names(await catalog.list())).toEqual(before);
      const packet = await stack.ask('echo the message "still here"');
      expect(packet.status.state).toBe('done');
      expect(packet.execution?.steps.some((s) => s.ok && s.server === 'everything')).toBe(true);
    } finally {
      await stack.close();
    }
  });
});
