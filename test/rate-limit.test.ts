import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, loadConfig, StageRuntime, TurnProducer } from '@switchyard/platform';
import { composerStage } from '@switchyard/composer';
import { reviewerStage } from '@switchyard/reviewer';
import { plannedPacket } from './support/plans.js';
import { startNode, stop } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

describe('rate limits', () => {
  const workspace = tempWorkspace({ 'a.txt': 'alpha\n' });
  const prefix = freshPrefix('rate');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      policy: { rateLimits: { perToolPerMinute: 3, onLimit: 'fail' } },
    }),
  );
  const env = { SWITCHYARD_CONFIG: configFile, SWITCHYARD_PREFIX: prefix, REDIS_URL, SWITCHYARD_CONCURRENCY_EXECUTOR: '1', LOG_LEVEL: 'info' };

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('hold across two executor processes sharing the load', async () => {
    const executors = await Promise.all([0, 1].map(() => startNode('services/executor/dist/main.js', env, 'stages ready')));
    const config = loadConfig({ env, cwd: workspace.dir });
    const runtime = await StageRuntime.start([reviewerStage, composerStage], config, createLogger({ name: 'test', level: 'silent' }));
    const producer = await TurnProducer.connect(config);
    try {
      const read = { id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: join(workspace.dir, 'a.txt') } };
      const packets = await Promise.all(Array.from({ length: 8 }, () => producer.submitPacket(plannedPacket([read]), { at: 'reviewer', timeoutMs: 30_000 })));
      const steps = packets.map((p) => p.execution?.steps[0]);
      expect(steps.filter((s) => s?.ok)).toHaveLength(3);
      const limited = steps.filter((s) => s?.error?.code === 'rate_limited');
      expect(limited).toHaveLength(5);
      expect(limited[0]?.error?.message).toMatch(/rate limit reached for filesystem\.read_text_file .*retry after \d+ s/);
      // Both processes took jobs: each logged finished executor jobs.
      for (const executor of executors) expect(executor.output()).toContain('"stage":"executor"');
      for (const executor of executors) expect(executor.output()).toMatch(/stage done/);
    } finally {
      await producer.close();
      await runtime.close();
      await Promise.all(executors.map((e) => stop(e.child)));
    }
  });
});
