import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { DeadLetterQueue, TurnResults, type Redis, createRedis } from '@switchyard/platform';
import { runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { startStack, type Stack } from './support/stack.js';
import { REDIS_URL } from './support/test-config.js';

describe('switchyard dlq', () => {
  let stack: Stack;
  let redis: Redis;
  let dlq: DeadLetterQueue;
  const cli = (...args: string[]) =>
    runNode('packages/cli/dist/bin.js', ['dlq', ...args], { SWITCHYARD_PREFIX: stack.config.prefix, REDIS_URL, SWITCHYARD_CONFIG: '' });

  beforeAll(async () => {
    stack = await startStack();
    redis = createRedis(REDIS_URL, 'test');
    dlq = new DeadLetterQueue(redis, stack.config.prefix);
  });

  afterAll(async () => {
    await dlq?.close();
    redis?.disconnect();
    await stack?.close();
  });

  it('lists dead letters and retries one back to the stage that gave up, so the turn finishes', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    // What a stage leaves behind when it gave up on a valid packet (e.g. retries exhausted while a dependency was down).
    const packet = newPacket({ sessionId: 'dlq', userId: 'u', agentId: 'a', message: 'hello there', history: [] });
    const results = new TurnResults(redis, stack.config.prefix, 600);
    await dlq.add({ stage: 'router', reason: 'router failed: upstream was down', raw: packet, packetId: packet.id });
    await results.finish({ type: 'failed', packetId: packet.id, stage: 'router', reason: 'router failed: upstream was down' });
    await dlq.add({ stage: 'router', reason: 'rejected by router: not a packet', raw: 'garbage' });

    const listed = await cli('list');
    expect(listed.code, listed.stderr).toBe(0);
    const line = listed.stdout.split('\n').find((l) => l.includes(packet.id))!;
    expect(line).toContain('router failed: upstream was down');
    const id = line.split('\t')[0]!;

    const retried = await cli('retry', id);
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stdout).toContain(`packet ${packet.id} is back on the router queue`);
    let finished: Awaited<ReturnType<typeof results.get>>;
    // Until a deadline, not a number of rounds: the retried turn crosses every stage, slower on a loaded machine.
    for (const until = Date.now() + 60_000; finished?.type !== 'done' && Date.now() < until; ) {
      finished = await results.get(packet.id);
      if (finished?.type !== 'done') await new Promise((r) => setTimeout(r, 100));
    }
    expect(finished).toMatchObject({ type: 'done', packet: { status: { state: 'done' } } });
    const after = await cli('list', '--json');
    const letters = JSON.parse(after.stdout) as { id: string; raw: unknown }[];
    expect(letters.map((l) => l.raw)).toEqual(['garbage']);

    const garbage = await cli('retry', letters[0]!.id);
    expect(garbage.code).toBe(1);
    expect(garbage.stderr).toMatch(/cannot be retried: its data is not a valid packet/);
    const unknown = await cli('retry', '999999');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no dead letter with id 999999; `switchyard dlq list` shows them/);
  });
});
