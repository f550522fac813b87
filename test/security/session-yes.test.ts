import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { type IngressStack, startIngressStack } from '../support/ingress-stack.js';
import { servers } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// A chat's bare "yes" answers the turn its session waits on: only the user who asked may give it, whoever else
// names the same session (another user of the bot, the tenant's own key, another tenant, a key of no tenant).
describe('a yes in the session from someone else', () => {
  const workspace = tempWorkspace({ 'notes.txt': 'x\n' });
  const KEYS = { acmeBot: `sk-${randomUUID()}`, acme: `sk-${randomUUID()}`, globexBot: `sk-${randomUUID()}`, guest: `sk-${randomUUID()}` };
  let running: IngressStack;
  const call = ingressClient(() => running.ingress.port, KEYS.acmeBot);
  const post = (key: string, body: Record<string, unknown>) => call('/v1/turns', { method: 'POST', key, body: JSON.stringify(body) });

  beforeAll(async () => {
    running = await startIngressStack(
      {
        mcpServers: { filesystem: servers.filesystem(workspace.dir) },
        // Every plan is offered as a question: the directory is made only after a yes.
        models: { default: { offerThreshold: 1 } },
        policy: { rateLimits: { perToolPerMinute: 1_000_000 } },
      },
      [
        { name: 'acme-bot', tenant: 'acme', speaksForUsers: true, sha256: hashApiKey(KEYS.acmeBot) },
        { name: 'acme-app', tenant: 'acme', sha256: hashApiKey(KEYS.acme) },
        { name: 'globex-bot', tenant: 'globex', speaksForUsers: true, sha256: hashApiKey(KEYS.globexBot) },
        { name: 'guest', sha256: hashApiKey(KEYS.guest) },
      ],
    );
  });

  afterAll(async () => {
    await running?.close();
    workspace.cleanup();
  });

  it("another principal's yes in alice's session runs nothing; alice's own answer still does", async () => {
    const row = await attack("a bare yes from another principal in a session whose turn waits for alice's approval (ingress)", 6, async (i) => {
      const sessionId = `chat-${randomUUID()}`;
      const target = join(workspace.dir, `made-${i}`);
      const asked = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: `create the directory ${target}` });
      if (asked.json().state !== 'awaiting_approval') throw new Error(`did not park: ${asked.text.slice(0, 200)}`);
      const parkedId = asked.json().id as string;
      // Another user of the same bot, the tenant's own key, and (with the parked turn's id) a forged idempotent yes.
      const refused = [
        await post(KEYS.acmeBot, { userId: 'bob', sessionId, message: 'yes' }),
        await post(KEYS.acme, { sessionId, message: 'yes' }),
        await post(KEYS.acmeBot, { userId: 'bob', sessionId, id: parkedId, message: 'Yes!' }),
      ];
      // Another tenant's bot speaking for its own "alice", and a key of no tenant: their sessions of that id are theirs.
      const elsewhere = [await post(KEYS.globexBot, { userId: 'alice', sessionId, message: 'yes' }), await post(KEYS.guest, { sessionId, message: 'yes' })];
      const stillParked = (await running.stack.producer.parked(parkedId)) !== undefined;
      const approvals = (await running.stack.producer.audit(parkedId)).filter((e) => e.kind === 'approval');
      const held =
        refused.every((r) => r.status === 403 && /nothing was run/.test(r.json().error)) &&
        elsewhere.every((r) => r.status === 200 && r.json().id !== parkedId && r.json().approval?.state !== 'approved') &&
        stillParked &&
        approvals.length === 0 &&
        !existsSync(target);
      // Alice's own answer: a yes makes the directory, a no runs nothing.
      const own = await post(KEYS.acmeBot, { userId: 'alice', sessionId, message: i % 2 === 0 ? 'yes' : 'no' });
      const ownHeld =
        own.status === 200 && own.json().id === parkedId && own.json().approval?.decidedBy === 'acme:alice' && existsSync(target) === (i % 2 === 0);
      return held && ownHeld;
    });
    expect(row.broke).toBe(0);
  });
});
