import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { createLogger } from '@switchyard/platform';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { plannedPacket, reviewedPacket } from '../support/plans.js';
import { servers, startStack, type Stack } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// The user a turn acts as is the one the ingress recorded with its owner, never the packet's `turn.userId` alone.
describe('a forged job claims another user', () => {
  const workspace = tempWorkspace({});
  const BOT = `sk-${randomUUID()}`;
  let stack: Stack;
  let ingress: IngressServer;
  const call = ingressClient(() => ingress.port, BOT);

  beforeAll(async () => {
    stack = await startStack({
      mcpServers: { filesystem: servers.filesystem(workspace.dir) },
      ingress: {
        apiKeys: [{ name: 'acme-bot', tenant: 'acme', sha256: hashApiKey(BOT), speaksForUsers: true }],
        rateLimit: { max: 1_000, windowMs: 60_000 },
        replyTimeoutMs: 20_000,
      },
      policy: {
        // Only acme's admin may create directories; everyone else may list them.
        allow: { users: { 'acme:admin': ['filesystem.*'], '*': ['filesystem.list_directory', 'filesystem.list_allowed_directories'] } },
        tools: { 'filesystem.create_directory': 'allow' },
        rateLimits: { perUserPerMinute: 3, perToolPerMinute: 1_000, onLimit: 'fail' },
      },
    });
    ingress = await IngressServer.start(stack.config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ingress?.close();
    await stack?.close();
    workspace.cleanup();
  });

  /** A plan to create `target`, claiming `user` (and `tenant`), with what the ingress recorded for its id, if anything. */
  async function forged(target: string, user: string, tenant: string | undefined, at: 'reviewer' | 'executor', recorded?: { tenant: string; userId: string }) {
    const steps = [{ id: 's1', server: 'filesystem', tool: 'create_directory', arguments: { path: target } }];
    const packet: Packet = at === 'reviewer' ? plannedPacket(steps, user) : { ...reviewedPacket(steps), turn: { ...plannedPacket(steps, user).turn } };
    if (tenant !== undefined) packet.turn.tenant = tenant;
    if (recorded) await stack.runtime.deployment.owners.claim(packet.id, recorded.tenant, packet.turn.message, recorded.userId);
    return stack.producer.submitPacket(packet, { at, timeoutMs: 20_000 });
  }

  it('does not get the permissions of the user it names (reviewer and executor queues, with and without an owner record)', async () => {
    const cases: Array<[string, string | undefined, 'reviewer' | 'executor', { tenant: string; userId: string }?]> = [
      ['acme:admin', 'acme', 'reviewer'],
      ['acme:admin', 'acme', 'reviewer', { tenant: 'acme', userId: 'acme:bob' }],
      ['acme:admin', 'acme', 'executor'],
      ['acme:admin', 'acme', 'executor', { tenant: 'acme', userId: 'acme:bob' }],
      ['acme:admin', undefined, 'reviewer'],
    ];
    const row = await attack("forged job names another user of the tenant to get that user's permissions", cases.length, async (i) => {
      const [user, tenant, at, recorded] = cases[i]!;
      const target = join(workspace.dir, `forged-${i}`);
      const out = await forged(target, user, tenant, at, recorded);
      if (existsSync(target)) throw new Error(`case ${i}: the directory was created as ${user}`);
      return out.execution?.steps.some((s) => s.ok) !== true;
    });
    expect(row.broke, row.note).toBe(0);
    // The honest admin, through the ingress, still may.
    const target = join(workspace.dir, 'honest-admin');
    const honest = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ userId: 'admin', message: `create the directory ${target}` }) });
    expect(honest.status, honest.text).toBe(200);
    expect(existsSync(target), honest.text).toBe(true);
  });

  it('does not spend the rate limit of the user it names', async () => {
    const row = await attack("forged jobs naming a user spend that user's rate limit", 1, async () => {
      // Five forged listings as acme:carol (her limit is three a minute), then carol's own turn through the ingress.
      for (let i = 0; i < 5; i++) {
        const steps = [{ id: 's1', server: 'filesystem', tool: 'list_directory', arguments: { path: workspace.dir } }];
        const packet = { ...reviewedPacket(steps), turn: { ...plannedPacket(steps, 'acme:carol').turn, tenant: 'acme' } };
        await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
      }
      const honest = await call('/v1/turns', { method: 'POST', body: JSON.stringify({ userId: 'carol', message: `list the directory ${workspace.dir}` }) });
      const step = honest.json().packet?.execution?.steps?.[0];
      if (step?.ok !== true) throw new Error(`carol's own turn: ${JSON.stringify(step?.error ?? honest.text.slice(0, 200))}`);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });
});
