import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, StageQueues } from '@switchyard/platform';
import { servers } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { Cluster } from './cluster.js';
import { runLoad } from './load.js';
import { report } from './summary.js';

const TURNS = Number(process.env.SWITCHYARD_SOAK_TURNS ?? 10_000);
const RATE = Number(process.env.SWITCHYARD_SOAK_RATE ?? 120);
const WARM_UP = Math.floor(TURNS / 5);
const MIDDLE = WARM_UP + Math.floor((TURNS - WARM_UP) / 2);
/**
 * Growth allowed after warm-up, per process, over all the turns after it and over the second half of them. A
 * cache filling up to its bound grows in the first half and then flattens; a leak keeps growing in the second.
 * Measured on this build (RSS, MB, warm-up → middle → end of 10,000 turns): router 302→378→391 (+76 then +13),
 * selector 230→274→289 (+43, +16), executor 173→207→233 (+34, +26), reviewer 198→229→257 (+31, +29), composer
 * 202→224→248 (+23, +23); across runs the whole growth after warm-up ranged 72 to 114 MB for the router, whose
 * routing caches fill first. The bounds stay above what is measured with room for the machine's noise.
 */
const MEMORY_BOUND_MB = 140;
const LATE_GROWTH_BOUND_MB = 60;

describe('soak', () => {
  const workspace = tempWorkspace({ 'a.txt': 'alpha\n' });
  const cluster = new Cluster(
    workspace.dir,
    {
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      policy: { rateLimits: { perUserPerMinute: 10_000_000, perUserPerHour: 10_000_000, perToolPerMinute: 10_000_000 } },
      stages: {
        router: { concurrency: 8 },
        selector: { concurrency: 8 },
        reviewer: { concurrency: 8 },
        executor: { concurrency: 8 },
        composer: { concurrency: 8 },
      },
      jobs: { keepCompletedSeconds: 60 },
    },
    'soak',
  );
  beforeAll(async () => cluster.start(1));
  afterAll(async () => {
    await cluster.stop();
    workspace.cleanup();
  });
  const producer = () => cluster.producer;

  it(`${TURNS} turns at ${RATE}/s: nothing lost, memory flat after warm-up, queues drain`, async () => {
    let warm: ReturnType<Cluster['memory']> = [];
    let middle: ReturnType<Cluster['memory']> = [];
    const result = await runLoad(
      producer(),
      TURNS,
      RATE,
      (i) => {
        const message = i % 10 === 0 ? `read the file ${join(workspace.dir, 'a.txt')}` : `hello number ${i}`;
        return producer().submitTurn({ sessionId: `soak-${i % 50}`, userId: `user-${i % 20}`, agentId: 'a', message }, { timeoutMs: 300_000 });
      },
      (i) => {
        if (i === WARM_UP) warm = cluster.memory();
        if (i === MIDDLE) middle = cluster.memory();
      },
    );
    const end = cluster.memory();
    const queues = new StageQueues(createRedis(cluster.config.redis.url), cluster.config);
    const depths = await queues.depths();
    await queues.close();
    const growth = end.map((e) => ({ ...e, growthMb: Math.round((e.rssMb - (warm.find((w) => w.pid === e.pid)?.rssMb ?? e.rssMb)) * 10) / 10 }));
    const memoryNote = growth
      .map((g) => `${g.stage} ${warm.find((w) => w.pid === g.pid)?.rssMb}→${middle.find((m) => m.pid === g.pid)?.rssMb}→${g.rssMb} MB`)
      .join(', ');
    process.stdout.write(`soak memory (after ${WARM_UP} turns → ${MIDDLE} → end): ${memoryNote}\nqueue depths at the end: ${JSON.stringify(depths)}\n`);
    report({
      scenario: `soak (${RATE}/s)`,
      turns: TURNS,
      lost: result.lost.length,
      doubled: result.doubled.length,
      deadLettered: result.failed.length,
      unauthorizedRuns: 0,
      note: memoryNote,
    });

    expect(result.lost).toEqual([]);
    expect(result.doubled).toEqual([]);
    expect(result.failed).toEqual([]);
    expect(Object.values(depths).every((d) => d === 0)).toBe(true);
    for (const g of growth) expect(g.growthMb, `${g.stage} grew ${g.growthMb} MB after warm-up`).toBeLessThan(MEMORY_BOUND_MB);
    for (const g of growth) {
      const late = Math.round((g.rssMb - (middle.find((m) => m.pid === g.pid)?.rssMb ?? g.rssMb)) * 10) / 10;
      expect(late, `${g.stage} grew ${late} MB over the second half of the turns after warm-up`).toBeLessThan(LATE_GROWTH_BOUND_MB);
    }
  });
});
