import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { ToolCatalog } from '@switchyard/tools';
import { runNode, startNode, stop, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

describe('an executor restarted with another configuration', () => {
  const workspace = tempWorkspace({ 'a.txt': 'alpha\n' });
  const prefix = freshPrefix('reconfig');
  const configOf = (name: string, mcpServers: Record<string, unknown>) => {
    const file = join(workspace.dir, `${name}.config.json`);
    writeFileSync(file, JSON.stringify({ mcpServers, executor: { catalogCheckMs: 200 } }));
    return { SWITCHYARD_CONFIG: file, SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'info' };
  };
  const before = configOf('before', { filesystem: servers.filesystem(workspace.dir), memory: servers.memory(join(workspace.dir, 'memory.jsonl')) });
  const after = configOf('after', { everything: servers.everything() });
  const redis = new Redis(REDIS_URL);
  const children: Awaited<ReturnType<typeof startNode>>[] = [];

  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    redis.disconnect();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('loses the earlier servers from the catalog and from `switchyard tools`, even after a crash of the earlier executor', {
    timeout: SEVERAL_PROCESSES_MS,
  }, async () => {
    const catalog = new ToolCatalog(redis, prefix);
    const servedBy = async () => [...new Set((await catalog.list()).map((t) => t.server))].sort();

    const old = await startNode('services/executor/dist/main.js', before, 'stages ready');
    expect(await servedBy()).toEqual(['filesystem', 'memory']);
    old.child.kill('SIGKILL'); // no goodbye: its claim stays until it is stale
    await stop(old.child);

    children.push(await startNode('services/executor/dist/main.js', after, 'stages ready'));
    let served = await servedBy();
    // Until a deadline, not a number of rounds: the crashed executor's claim goes stale on the clock, whatever the load.
    for (const until = Date.now() + 30_000; served.length > 1 && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      served = await servedBy();
    }
    expect(served).toEqual(['everything']);
    expect(children[0]!.output()).toContain('dropped the tools of servers no running executor configures');

    const listed = await runNode('packages/cli/dist/bin.js', ['tools', '--json'], after);
    expect(listed.code, listed.stderr).toBe(0);
    const names = (JSON.parse(listed.stdout) as Array<{ name: string }>).map((entry) => entry.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !name.startsWith('everything.'))).toEqual([]);
  });
});
