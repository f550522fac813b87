import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolCatalog } from '@switchyard/tools';
import { CapturedLog } from './support/captured-log.js';
import { plannedPacket } from './support/plans.js';
import { startNode, stop } from './support/processes.js';
import { storedText } from './support/redis-values.js';
import { startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

const CLIENT_SECRET = 'cs-7f3a9c1e5b2d4086a1f0';
const REFRESH_TOKEN = 'rt-initial-4b8e2d7c9a1f3e50';
const SECRET_ENV = 'GUARDED_SERVER_CLIENT_SECRET';
const UNSET_ENV = 'GUARDED_SERVER_SECRET_NOBODY_SET';
/** A client that proves itself with a signed assertion (private_key_jwt) instead of a secret. */
const SIGNING = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const SIGNING_KEY = SIGNING.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
/** The key's body without its PEM armour, as a log would hold a piece of it. */
const SIGNING_KEY_BODY = SIGNING_KEY.split('\n')[1] as string;

interface Record {
  issued: { access: string[]; refresh: string[] };
  grants: { client_credentials: number; refresh_token: number; refused: number };
  assertions: number;
  unauthorized: number;
}

describe('a remote server behind OAuth', () => {
  const log = new CapturedLog();
  const files = tempWorkspace({ 'vault-refresh-token': `${REFRESH_TOKEN}\n`, 'signer-key.pem': SIGNING_KEY });
  const packets: string[] = [];
  let server: { child: ChildProcess; output: () => string };
  let base: string;
  let stack: Stack;

  const record = async (): Promise<Record> => (await fetch(`${base}/admin/record`)).json() as Promise<Record>;
  const balance = async (from: string) => {
    const packet = await stack.producer.submitPacket(plannedPacket([{ id: 's1', server: from, tool: 'account_balance', arguments: {} }]), {
      at: 'reviewer',
      timeoutMs: 20_000,
    });
    packets.push(JSON.stringify(packet));
    return packet;
  };

  beforeAll(async () => {
    server = await startNode(
      'test/fixtures/guarded-mcp-server.mjs',
      {
        CLIENT_ID: 'switchyard',
        CLIENT_SECRET,
        PUBLIC_CLIENT_ID: 'switchyard-public',
        REFRESH_TOKEN,
        KEY_CLIENT_ID: 'switchyard-signer',
        KEY_CLIENT_PUBLIC_KEY: SIGNING.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      },
      'listening on port',
    );
    base = `http://127.0.0.1:${/listening on port (\d+)/.exec(server.output())?.[1]}`;
    process.env[SECRET_ENV] = CLIENT_SECRET;
    delete process.env[UNSET_ENV];
    stack = await startStack(
      {
        mcpServers: {
          // The token endpoint is discovered (protected resource metadata, then the authorization server's); the secret goes to that issuer only.
          ledger: { url: `${base}/mcp`, auth: { clientId: 'switchyard', clientSecretEnv: SECRET_ENV, issuer: base } },
          // A public client with a refresh token from a file, and the token endpoint given.
          vault: {
            url: `${base}/mcp`,
            auth: { clientId: 'switchyard-public', refreshTokenFile: `${files.dir}/vault-refresh-token`, tokenUrl: `${base}/token` },
          },
          // Client credentials with a signed assertion (private_key_jwt), the key from a file.
          signer: {
            url: `${base}/mcp`,
            auth: { clientId: 'switchyard-signer', privateKeyFile: `${files.dir}/signer-key.pem`, privateKeyAlg: 'ES256', issuer: base },
          },
          locked: { url: `${base}/mcp`, auth: { clientId: 'switchyard', clientSecretEnv: UNSET_ENV } },
        },
        policy: { tools: { '*': 'allow' } },
      },
      log,
    );
  });
  afterAll(async () => {
    await stack?.close();
    if (server) await stop(server.child);
    delete process.env[SECRET_ENV];
    files.cleanup();
  });

  it('gets a token with client credentials and runs a call through a turn', async () => {
    const tools = await new ToolCatalog(stack.runtime.redis, stack.config.prefix).list();
    expect(
      tools
        .filter((t) => t.name === 'account_balance')
        .map((t) => t.server)
        .sort(),
    ).toEqual(['ledger', 'signer', 'vault']);
    const packet = await balance('ledger');
    expect(packet.execution?.steps[0]).toMatchObject({ server: 'ledger', tool: 'account_balance', ok: true });
    expect(packet.reply?.text).toContain('42');
    const { grants } = await record();
    expect(grants.client_credentials).toBe(2);
    expect(grants.refresh_token).toBe(1);
  });

  it('gets a token with a client assertion signed by its key (private_key_jwt) and runs a call', async () => {
    const packet = await balance('signer');
    expect(packet.execution?.steps[0]).toMatchObject({ server: 'signer', tool: 'account_balance', ok: true });
    const { assertions, grants } = await record();
    // The authorization server checked the signature, audience, expiry and a jti it had not seen.
    expect(assertions).toBe(1);
    expect(grants.refused).toBe(0);
  });

  it('gets a new token after a 401 once the old one is revoked, and the call succeeds', async () => {
    const before = await record();
    await fetch(`${base}/admin/revoke`, { method: 'POST' });
    for (const from of ['ledger', 'vault', 'signer']) {
      const packet = await balance(from);
      expect(packet.execution?.steps[0]).toMatchObject({ server: from, ok: true });
      expect(packet.execution?.steps[0]?.attempts ?? 1).toBe(1);
    }
    const after = await record();
    expect(after.unauthorized).toBeGreaterThanOrEqual(before.unauthorized + 3);
    expect(after.grants.client_credentials).toBe(before.grants.client_credentials + 2);
    // A new token needs a new assertion: the one spent before is not replayed.
    expect(after.assertions).toBe(before.assertions + 1);
    // The refresh token rotates: the second refresh presents the one the first handed back.
    expect(after.grants.refresh_token).toBe(before.grants.refresh_token + 1);
    expect(after.grants.refused).toBe(0);
  });

  it('says which secret is missing at start and in readiness, and the plan on that server is refused', async () => {
    const missing = `server locked: auth.clientSecretEnv ${UNSET_ENV} is not set`;
    expect(await stack.runtime.readiness()).toContain(`mcp server locked is not connected: ${missing}`);
    expect(log.entries('mcp server failed to start; its tools are unavailable').map((e) => (e.err as { message: string }).message)).toEqual([missing]);
    const packet = await balance('locked');
    // Its tools never reached the catalog, so the plan is refused before any call, and the reply says so.
    expect(packet.execution).toBeUndefined();
    expect(packet.reply?.text).toContain('no tool account_balance on server locked');
    expect((await record()).grants.refused).toBe(0);
  });

  it('keeps every token and secret out of the logs, the packets and everything stored in Redis', async () => {
    const { issued } = await record();
    expect(issued.access.length).toBeGreaterThanOrEqual(4);
    expect(issued.refresh.length).toBeGreaterThanOrEqual(2);
    const stored = await storedText(stack.config.prefix);
    expect(stored).toContain('account_balance');
    expect(log.text).toContain('mcp server connected');
    for (const secret of [CLIENT_SECRET, REFRESH_TOKEN, SIGNING_KEY_BODY, ...issued.access, ...issued.refresh]) {
      expect(log.text).not.toContain(secret);
      expect(packets.join('\n')).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
  });
});
