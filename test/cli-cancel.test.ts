import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TurnProducer } from '@switchyard/platform';
import { runNode, SEVERAL_PROCESSES_MS } from './support/processes.js';
import { servers } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace, testConfig } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';

describe('switchyard cancel', () => {
  const workspace = tempWorkspace({});
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('cli-cancel');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL };
  let producer: TurnProducer;

  beforeAll(async () => {
    producer = await TurnProducer.connect(testConfig({ prefix }));
  });
  afterAll(async () => {
    await producer?.close();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('ends a turn parked for approval: exit 0, the reply says who cancelled it, and the tool never ran', { timeout: SEVERAL_PROCESSES_MS }, async () => {
    const target = join(workspace.dir, 'never');
    const asked = await runNode(BIN, ['ask', `create the directory ${target}`, '--json', '--config', configFile], env);
    expect(asked.code, asked.stderr).toBe(0);
    const parked = JSON.parse(asked.stdout);
    expect(parked.status.state).toBe('awaiting_approval');

    const cancelled = await runNode(BIN, ['cancel', parked.id, '--config', configFile, '--by', 'ops'], env);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout.split('\n')[0]).toMatch(/^The turn was cancelled by ops at .*\. No tool was run\. It was waiting for approval\./);

    const final = await producer.follow(parked.id, { timeoutMs: 5_000 });
    expect(final.status.state).toBe('done');
    expect(final.status.cancelled).toMatchObject({ by: 'ops' });
    expect(final.approval).toMatchObject({ state: 'cancelled', decidedBy: 'ops' });
    expect(final.reply?.text).toMatch(/^The turn was cancelled by ops/);
    expect(existsSync(target)).toBe(false);

    // It has ended: cancelling again says so and fails.
    const again = await runNode(BIN, ['cancel', parked.id, '--config', configFile], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`switchyard: turn ${parked.id} has ended already: there is nothing to cancel\n`);
  });

  it('refuses an id it does not know, with a clear error and exit 1', async () => {
    const unknown = randomUUID();
    const refused = await runNode(BIN, ['cancel', unknown, '--config', configFile], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(`switchyard: turn ${unknown} is unknown: it never existed or its result expired\n`);
  });
});
