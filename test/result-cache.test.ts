import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { ConfigError } from '@switchyard/platform';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace, testConfig } from './support/test-config.js';

const workspace = tempWorkspace({});
mkdirSync(join(workspace.dir, 'notes'));
const file = (name: string) => join(workspace.dir, 'notes', name);
afterAll(() => workspace.cleanup());

/** One read of a file by a user (and tenant), through the whole pipeline. */
function read(stack: Stack, path: string, userId: string, tenant?: string): Promise<Packet> {
  return stack.producer.submitTurn(
    { sessionId: `s-${userId}`, userId, agentId: 'test', message: `read the file ${path}`, ...(tenant ? { tenant } : {}) },
    { timeoutMs: 20_000 },
  );
}
const step = (packet: Packet) => packet.execution?.steps.at(-1);

describe('result cache: off unless a rule lists the tool', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } });
  });
  afterAll(async () => stack?.close());

  it('reads a file again after a line was appended: a read-only tool is not an immutable one', async () => {
    writeFileSync(file('log.md'), 'line 1\n');
    const first = await read(stack, file('log.md'), 'ada');
    expect(step(first)).toMatchObject({ ok: true });
    appendFileSync(file('log.md'), 'line 2\n');
    const second = await read(stack, file('log.md'), 'ada');
    expect(step(second)?.cached).toBeUndefined();
    expect(second.reply?.text).toContain('line 2');
  });
});

describe('result cache: a rule with its TTL, scoped to the tenant and user', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      // 8 s: the second read (a whole turn after the first) must come within it on a loaded machine too.
      executor: { cache: { 'filesystem.read_*': 8, 'filesystem.list_*': { ttlSeconds: 30, shared: true } } },
    });
  });
  afterAll(async () => stack?.close());

  it('serves the same user again from the cache, but not another user or tenant, and expires after the TTL', async () => {
    writeFileSync(file('plan.md'), 'version 1\n');
    expect(step(await read(stack, file('plan.md'), 'ada'))?.cached).toBeUndefined();
    writeFileSync(file('plan.md'), 'version 2\n');
    const again = await read(stack, file('plan.md'), 'ada');
    expect(step(again)).toMatchObject({ ok: true, cached: true });
    expect(again.reply?.text).toContain('version 1');

    const otherUser = await read(stack, file('plan.md'), 'bob');
    expect(step(otherUser)?.cached).toBeUndefined();
    expect(otherUser.reply?.text).toContain('version 2');
    const otherTenant = await read(stack, file('plan.md'), 'ada', 'acme');
    expect(step(otherTenant)?.cached).toBeUndefined();

    await sleep(8_300);
    const expired = await read(stack, file('plan.md'), 'ada');
    expect(step(expired)?.cached).toBeUndefined();
    expect(expired.reply?.text).toContain('version 2');
  });

  it('shares an entry across users when the rule says shared', async () => {
    const list = (userId: string) =>
      stack.producer.submitTurn(
        { sessionId: `l-${userId}`, userId, agentId: 'test', message: `list the directory ${join(workspace.dir, 'notes')}` },
        { timeoutMs: 20_000 },
      );
    const first = await list('ada');
    expect(step(first)).toMatchObject({ ok: true });
    expect(step(first)?.tool).toMatch(/^list_/);
    expect(step(await list('bob'))).toMatchObject({ ok: true, cached: true });
  });
});

describe('result cache config', () => {
  it('refuses a rule whose server is a wildcard: naming the server is what vouches for it', () => {
    expect(() => testConfig({ executor: { cache: { '*.read_file': 30 } } })).toThrow(ConfigError);
    expect(() => testConfig({ executor: { cache: { '*.read_file': 30 } } })).toThrow(/names its server outright/);
    expect(() => testConfig({ executor: { cache: { 'filesystem.read_file': 0 } } })).toThrow(/executor\.cache/);
  });

  it('tells a config with the old keys what replaced them', () => {
    expect(() => testConfig({ executor: { cacheTtlSeconds: 300 } })).toThrow(/executor\.cacheTtlSeconds: no longer read; use executor\.cache/);
    expect(() => testConfig({ executor: { cacheTools: ['fs.read'] } })).toThrow(/executor\.cacheTools: no longer read/);
  });
});
