import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '@switchyard/platform';
import { tempWorkspace } from '../support/test-config.js';
import { Cluster } from './cluster.js';
import { runLoad } from './load.js';
import { report } from './summary.js';

describe('Redis connections dropped mid-load', () => {
  const workspace = tempWorkspace({});
  const cluster = new Cluster(workspace.dir, { jobs: { lockDurationMs: 2_000, backoffMs: 100 } }, 'reconnect');
  beforeAll(async () => cluster.start(1));
  afterAll(async () => {
    await cluster.stop();
    workspace.cleanup();
  });
  const producer = () => cluster.producer;

  it('workers and producers reconnect and every turn finishes', async () => {
    const admin = createRedis(cluster.config.redis.url, 'reliability-admin');
    let killedClients = 0;
    const result = await runLoad(
      producer(),
      400,
      50,
      (i) => producer().submitTurn({ sessionId: `rc-${i}`, userId: 'u', agentId: 'a', message: `hello number ${i}` }, { timeoutMs: 120_000 }),
      async (i) => {
        if (i === 150 || i === 300) {
          // Every normal client but this one: workers, blocking connections, the producer, its subscriber.
          killedClients += Number(await admin.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes'));
          killedClients += Number(await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub', 'SKIPME', 'yes'));
        }
      },
    );
    admin.disconnect();
    report({
      scenario: 'reconnect (CLIENT KILL)',
      turns: 400,
      lost: result.lost.length,
      doubled: result.doubled.length,
      deadLettered: result.failed.length,
      unauthorizedRuns: 0,
      note: `${killedClients} connections killed`,
    });
    expect(killedClients).toBeGreaterThan(10);
    expect(result.lost).toEqual([]);
    expect(result.doubled).toEqual([]);
    expect(result.failed).toEqual([]);
  });
});
