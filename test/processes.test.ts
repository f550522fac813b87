import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAGE_NAMES } from '@switchyard/packet-schema';
import { loadConfig, TurnProducer } from '@switchyard/platform';
import { startNode, stop } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';
import { servers } from './support/stack.js';

describe('five stages as five processes', () => {
  const token = randomBytes(8).toString('hex');
  const workspace = tempWorkspace({ 'plan.txt': `deploy key ${token}\n` });
  const prefix = freshPrefix('procs');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const env = { SWITCHYARD_CONFIG: configFile, SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'info' };
  const children: Awaited<ReturnType<typeof startNode>>[] = [];

  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('complete a turn across separate processes and stop cleanly on SIGTERM', async () => {
    // The executor first: it publishes the tool catalog the router and selector read.
    children.push(await startNode('services/executor/dist/main.js', env, 'stages ready'));
    const others = await Promise.all(
      STAGE_NAMES.filter((s) => s !== 'executor').map((stage) => startNode(`services/${stage}/dist/main.js`, env, 'stages ready')),
    );
    children.push(...others);
    const pids = new Set(children.map((c) => c.child.pid));
    expect(pids.size).toBe(5);

    const producer = await TurnProducer.connect(loadConfig({ env, cwd: workspace.dir }));
    try {
      const packet = await producer.submitTurn(
        { sessionId: 'procs', userId: 'u', agentId: 'a', message: `read the file ${join(workspace.dir, 'plan.txt')}` },
        { timeoutMs: 30_000 },
      );
      expect(packet.status.state).toBe('done');
      expect(packet.reply?.text).toContain(token);
      expect(packet.status.log.map((e) => e.stage)).toEqual(['router', 'selector', 'reviewer', 'executor', 'composer']);
    } finally {
      await producer.close();
    }
    const codes = await Promise.all(children.map((c) => stop(c.child)));
    expect(codes).toEqual([0, 0, 0, 0, 0]);
  });
});
