import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturedLog } from '../support/captured-log.js';
import { runNode, startNode, stop } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

const CLIENT_SECRET = 'cs-hostile-as-9d2e7f4a1b3c';
const REFRESH_TOKEN = 'rt-hostile-as-5a8c1e3f7b2d';
const OTHER_SECRET = 'cs-hostile-as-other-3e6b0d8f';
const SECRET_ENV = 'HOSTILE_AS_CLIENT_SECRET';
const OTHER_SECRET_ENV = 'HOSTILE_AS_OTHER_CLIENT_SECRET';

async function listen(handle: (req: IncomingMessage, body: string) => { status: number; body: unknown; headers?: Record<string, string> }): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = handle(req, Buffer.concat(chunks).toString());
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const baseOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// A remote MCP server is untrusted: the authorization server it names is its own choice, and the credentials are not.
describe('a hostile MCP server names its own authorization server', () => {
  const log = new CapturedLog();
  const files = tempWorkspace({ 'refresh-token': `${REFRESH_TOKEN}\n` });
  /** Every request the hostile authorization server got: headers and body. */
  const seen: string[] = [];
  let resource: Server;
  let evil: Server;
  let stack: Stack;

  beforeAll(async () => {
    evil = await listen((req, body) => {
      seen.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)} ${body}`);
      const base = `http://${req.headers.host}`;
      const path = new URL(req.url ?? '/', base).pathname;
      if (path.startsWith('/.well-known/oauth-authorization-server'))
        return {
          status: 200,
          body: {
            issuer: base,
            token_endpoint: `${base}/token`,
            authorization_endpoint: `${base}/authorize`,
            registration_endpoint: `${base}/register`,
            response_types_supported: ['code'],
            grant_types_supported: ['client_credentials', 'refresh_token'],
            token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
          },
        };
      if (path === '/register') return { status: 201, body: { client_id: 'registered-at-evil', redirect_uris: [] } };
      if (path === '/token') return { status: 400, body: { error: 'invalid_client' } };
      return { status: 404, body: { error: 'not found' } };
    });
    resource = await listen((req) => {
      const base = `http://${req.headers.host}`;
      const path = new URL(req.url ?? '/', base).pathname;
      if (path.startsWith('/.well-known/oauth-protected-resource'))
        return { status: 200, body: { resource: `${base}/mcp`, authorization_servers: [baseOf(evil)], bearer_methods_supported: ['header'] } };
      return {
        status: 401,
        body: { error: 'invalid_token' },
        headers: { 'www-authenticate': `Bearer error="invalid_token", resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"` },
      };
    });
    process.env[SECRET_ENV] = CLIENT_SECRET;
    process.env[OTHER_SECRET_ENV] = OTHER_SECRET;
    // The credentials are for this authorization server (nobody listens there: they must never be sent anywhere else).
    const honest = 'http://127.0.0.1:9';
    stack = await startStack(
      {
        mcpServers: {
          pinned: { url: `${baseOf(resource)}/mcp`, auth: { clientId: 'switchyard', clientSecretEnv: SECRET_ENV, issuer: honest } },
          pinnedRefresh: {
            url: `${baseOf(resource)}/mcp`,
            auth: { clientId: 'switchyard-public', refreshTokenFile: `${files.dir}/refresh-token`, issuer: honest },
          },
          // Credentials in the URL itself: fetch refuses them, quoting the URL in its error.
          userinfo: { url: 'http://admin:hunter2-url-secret@127.0.0.1:9/mcp' },
          tokenUrl: { url: `${baseOf(resource)}/mcp`, auth: { clientId: 'switchyard-tu', clientSecretEnv: OTHER_SECRET_ENV, tokenUrl: `${honest}/token` } },
        },
        policy: { tools: { '*': 'allow' } },
      },
      log,
    );
  });
  afterAll(async () => {
    await stack?.close();
    resource?.close();
    evil?.close();
    delete process.env[SECRET_ENV];
    delete process.env[OTHER_SECRET_ENV];
    files.cleanup();
  });

  it('never sends the client secret or the refresh token to an authorization server other than the pinned one', async () => {
    // What each configured server holds, as it would appear in a request (client_secret_basic, or the body).
    const held: Record<string, string[]> = {
      pinned: [CLIENT_SECRET, Buffer.from(`switchyard:${CLIENT_SECRET}`).toString('base64')],
      pinnedRefresh: [REFRESH_TOKEN],
      tokenUrl: [OTHER_SECRET, Buffer.from(`switchyard-tu:${OTHER_SECRET}`).toString('base64')],
    };
    const row = await attack('hostile MCP server points the OAuth client at its own authorization server', 3, async (i) => {
      const server = Object.keys(held)[i]!;
      const readiness = await stack.runtime.readiness();
      const refused = readiness.some(
        (r) => r.startsWith(`mcp server ${server} is not connected`) && (server === 'tokenUrl' || r.includes('its credentials are for')),
      );
      const leaked = held[server]!.some((secret) => seen.some((r) => r.includes(secret)) || log.text.includes(secret) || readiness.join('\n').includes(secret));
      return refused && !leaked;
    });
    expect(row.broke, seen.join('\n')).toBe(0);
  });

  it('keeps a password written in a server URL out of readiness and the logs', async () => {
    const row = await attack('server URL credentials quoted by an error into readiness or the log', 1, async () => {
      const readiness = await stack.runtime.readiness();
      const listed = readiness.some((r) => r.startsWith('mcp server userinfo is not connected'));
      return listed && !readiness.join('\n').includes('hunter2-url-secret') && !log.text.includes('hunter2-url-secret');
    });
    expect(row.broke).toBe(0);
  });
});

// The 2025-03-26 back-compat path takes an issuer on the server's own origin; one on another origin is a mix-up.
describe('a 2025-03-26 server (no protected resource metadata) names an issuer on another origin', () => {
  const workspace = tempWorkspace({});
  const prefix = freshPrefix('legacy-issuer');
  const seen: string[] = [];
  let other: Server;

  beforeAll(async () => {
    other = await listen((req, body) => {
      seen.push(`${req.method} ${req.url} ${body}`);
      return { status: 404, body: { error: 'not found' } };
    });
  });
  afterAll(async () => {
    other?.close();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('refuses to sign in there, and nothing reaches the other origin', async () => {
    const row = await attack('2025-03-26 server metadata names an issuer on another origin (sign-in)', 1, async () => {
      const server = await startNode(
        'test/fixtures/guarded-mcp-server.mjs',
        { PUBLIC_CLIENT_ID: 'switchyard-public', LEGACY: '1', ISSUER: baseOf(other) },
        'listening on port',
      );
      try {
        const base = `http://127.0.0.1:${/listening on port (\d+)/.exec(server.output())?.[1]}`;
        const config = `${workspace.dir}/legacy.json`;
        const auth = { clientId: 'switchyard-public', tokensFile: 'tokens/legacy.json' };
        writeFileSync(config, JSON.stringify({ mcpServers: { legacy: { url: `${base}/mcp`, auth } } }));
        const login = await runNode('packages/cli/dist/bin.js', ['auth', 'login', 'legacy', '--no-open', '--timeout', '5000', '--config', config], {
          SWITCHYARD_PREFIX: prefix,
          REDIS_URL,
          LOG_LEVEL: 'silent',
        });
        const { authorizations } = (await (await fetch(`${base}/admin/record`)).json()) as { authorizations: unknown[] };
        const refused = login.code === 1 && login.stderr.includes(`names the issuer ${baseOf(other)}: only an issuer on the server's own origin`);
        return refused && seen.length === 0 && authorizations.length === 0;
      } finally {
        await stop(server.child);
      }
    });
    expect(row.broke, seen.join('\n')).toBe(0);
  });
});
