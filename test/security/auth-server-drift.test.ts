import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, type McpServerConfig } from '@switchyard/platform';
import { McpPool } from '@switchyard/executor';
import { REPO_ROOT, startNode, stop } from '../support/processes.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

const CLIENT_SECRET = 'cs-drift-6c1d9e3a7f2b';
const SECRET_ENV = 'DRIFTING_SERVER_CLIENT_SECRET';
const DRIFTING = join(REPO_ROOT, 'test/security/fixtures/drifting-auth-mcp-server.mjs');

// An unpinned `url` server learns its authorization server on first use; after that, no reconnect may teach it another.
describe('an unpinned url server names another authorization server after a reconnect', () => {
  const workspace = tempWorkspace({});
  const log = createLogger({ name: 'test', level: 'silent' });
  /** Every request the other authorization server got. */
  const seen: string[] = [];
  let other: Server;
  let otherBase: string;

  beforeAll(async () => {
    process.env[SECRET_ENV] = CLIENT_SECRET;
    other = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      seen.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)} ${Buffer.concat(chunks).toString()}`);
      const base = `http://${req.headers.host}`;
      const metadata = {
        issuer: base,
        token_endpoint: `${base}/token`,
        authorization_endpoint: `${base}/authorize`,
        registration_endpoint: `${base}/register`,
        response_types_supported: ['code'],
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      };
      const path = new URL(req.url ?? '/', base).pathname;
      const body = path.startsWith('/.well-known/oauth-authorization-server') ? metadata : { error: 'invalid_client' };
      res.writeHead(path.startsWith('/.well-known') ? 200 : 400, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    other?.close();
    delete process.env[SECRET_ENV];
    workspace.cleanup();
  });

  it('never sends the client secret to the new authorization server, and says why the server is refused', async () => {
    const leaked = () => seen.some((r) => r.includes(CLIENT_SECRET) || r.includes(Buffer.from(`switchyard:${CLIENT_SECRET}`).toString('base64')));
    // Try 0: the server drifts while connected (its tokens stop working); try 1: the client reconnects after the drift.
    const row = await attack('unpinned url server names another authorization server after a reconnect (or mid-connection)', 2, async (i) => {
      const server: { child: ChildProcess; output: () => string } = await startNode(DRIFTING, { CLIENT_SECRET }, 'listening on port');
      const base = `http://127.0.0.1:${/listening on port (\d+)/.exec(server.output())?.[1]}`;
      const config = { url: `${base}/mcp`, auth: { clientId: 'switchyard', clientSecretEnv: SECRET_ENV }, trusted: true } as unknown as McpServerConfig;
      const pool = await McpPool.connect({ drifty: config }, { baseDir: workspace.dir, log });
      try {
        const connection = pool.get('drifty');
        if (!connection?.connected) throw new Error(`the honest first connect failed: ${connection?.failure}`);
        const first = await connection.callTool('account_balance', {}, { timeoutMs: 5_000 });
        if (!JSON.stringify(first).includes('42')) throw new Error('the honest call did not answer');
        await fetch(`${base}/admin/drift`, { method: 'POST', body: JSON.stringify({ to: otherBase }) });
        let refusal: unknown;
        if (i === 1) await connection.close();
        await connection.callTool('account_balance', {}, { timeoutMs: 5_000 }).catch((error: unknown) => (refusal = error));
        const message = refusal instanceof Error ? refusal.message : String(refusal);
        const said = /credentials are for http:\/\/127\.0\.0\.1:\d+/.test(message) && message.includes(otherBase);
        if (leaked()) throw new Error(`the client secret reached ${otherBase}`);
        if (!said) throw new Error(`refused without saying why: ${message.slice(0, 200)}`);
        return true;
      } finally {
        await pool.close();
        await stop(server.child);
      }
    });
    expect(row.broke, row.note).toBe(0);
  });
});
