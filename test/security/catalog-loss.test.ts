import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { STAGE_NAMES, type Packet } from '@switchyard/packet-schema';
import { loadConfig, TurnProducer } from '@switchyard/platform';
import { startNode, stop } from '../support/processes.js';
import { servers } from '../support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

const NO_CATALOG = 'no tool catalog published: is an executor running?';

/** Used a tool of the configured server, or failed saying why: never a silent answer without tools. */
function toolOrClearError(packet: Packet): boolean {
  if (packet.status.state === 'failed') return (packet.status.error ?? '').includes(NO_CATALOG);
  return packet.status.state === 'done' && (packet.execution?.steps ?? []).some((s) => s.ok && s.server === 'everything');
}

describe('the tool catalog lost from Redis while the stages run', () => {
  const workspace = tempWorkspace({});
  const prefix = freshPrefix('catalog-loss');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { everything: servers.everything() }, executor: { catalogCheckMs: 300 } }));
  const env = { SWITCHYARD_CONFIG: configFile, SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'info' };
  const redis = new Redis(REDIS_URL);
  const children: Awaited<ReturnType<typeof startNode>>[] = [];
  // Only this test's catalog keys: other tests share this Redis.
  const loseCatalog = () => redis.del(`${prefix}:tools`, `${prefix}:tools:version`, `${prefix}:tools:executors`);

  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    redis.disconnect();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('never answers "directly" without tools: the executor republishes, or the turn fails saying no catalog is published', async () => {
    const executor = await startNode('services/executor/dist/main.js', env, 'stages ready');
    children.push(executor);
    children.push(
      ...(await Promise.all(STAGE_NAMES.filter((s) => s !== 'executor').map((stage) => startNode(`services/${stage}/dist/main.js`, env, 'stages ready')))),
    );
    const producer = await TurnProducer.connect(loadConfig({ env, cwd: workspace.dir }));
    const ask = (i: number) =>
      producer.submitTurn({ sessionId: `loss-${i}`, userId: 'u', agentId: 'a', message: `echo the message "loss ${i}"` }, { timeoutMs: 30_000 });
    try {
      expect(toolOrClearError(await ask(-1))).toBe(true);

      const row = await attack('catalog keys deleted (FLUSHDB-like) while stages run', 6, async (i) => {
        await loseCatalog();
        // Half the tries ask at once, half after the executor's check had time to notice.
        if (i % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 500));
        const packet = await ask(i);
        if (toolOrClearError(packet)) return true;
        // The row's note says what the turn did instead.
        const used = (packet.execution?.steps ?? []).map((s) => `${s.server}.${s.tool}:${s.ok}`).join(',') || 'no tool';
        throw new Error(`${packet.status.state} (${used}): ${packet.status.error ?? packet.reply?.text ?? ''}`);
      });
      expect(row.broke).toBe(0);
      expect(executor.output()).toContain('the tool catalog is missing from Redis: publishing it again');

      // With its only executor gone, the catalog goes too: turns fail with the clear error.
      await stop(executor.child);
      children.splice(children.indexOf(executor), 1);
      expect(await redis.exists(`${prefix}:tools:version`)).toBe(0);
      const orphan = await ask(99);
      expect(orphan.status.state).toBe('failed');
      expect(orphan.status.error).toContain(NO_CATALOG);
    } finally {
      await producer.close();
    }
  });
});
