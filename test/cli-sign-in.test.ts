import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runNode, startNode, stop } from './support/processes.js';
import { storedText } from './support/redis-values.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const PUBLIC_CLIENT = 'switchyard-public';

interface ServerRecord {
  issued: { access: string[]; refresh: string[] };
  grants: { authorization_code: number; refresh_token: number; refused: number };
  authorizations: Array<{ [param: string]: string }>;
}

/**
 * `switchyard auth login` against a local authorization server (the guarded MCP server's), with
 * this test as the browser; then calls that use the stored token, a refresh by the executor, logout.
 */
describe('switchyard auth: a person signs in to a url server', { timeout: 240_000 }, () => {
  const workspace = tempWorkspace({});
  const prefix = freshPrefix('sign-in');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' };
  const tokensFile = join(workspace.dir, 'tokens', 'ledger.json');
  let server: { child: ChildProcess; output: () => string };
  let base: string;
  const config = (name: string, auth: { [key: string]: unknown }) => {
    const file = join(workspace.dir, `${name}.json`);
    writeFileSync(file, JSON.stringify({ mcpServers: { ledger: { url: `${base}/mcp`, auth } }, policy: { tools: { '*': 'allow' } } }));
    return file;
  };
  let signedIn: string;
  const cli = (configFile: string, ...args: string[]) => runNode(BIN, [...args, '--config', configFile], env, 120_000);
  const record = async (): Promise<ServerRecord> => (await fetch(`${base}/admin/record`)).json() as Promise<ServerRecord>;

  beforeAll(async () => {
    server = await startNode('test/fixtures/guarded-mcp-server.mjs', { PUBLIC_CLIENT_ID: PUBLIC_CLIENT }, 'listening on port');
    base = `http://127.0.0.1:${/listening on port (\d+)/.exec(server.output())?.[1]}`;
    signedIn = config('signed-in', { clientId: PUBLIC_CLIENT, tokensFile: 'tokens/ledger.json' });
  });
  afterAll(async () => {
    if (server) await stop(server.child);
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('is not signed in at first', async () => {
    const status = await cli(signedIn, 'auth', 'status', 'ledger');
    expect(status.code).toBe(1);
    // The command to sign in names the config this one ran with: without it, it would not find the server.
    expect(status.stdout).toContain(`ledger: not signed in (SWITCHYARD_PREFIX=${prefix} npx switchyard auth login ledger --config ${signedIn})`);
  });

  it('signs in with the authorization code flow, PKCE and the resource indicator; the tokens land in a 0600 file', async () => {
    const login = await playBrowser(signedIn, env);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`signed in to ledger at ${base}`);
    expect(statSync(tokensFile).mode & 0o777).toBe(0o600);
    const { authorizations, grants, issued } = await record();
    expect(authorizations).toHaveLength(1);
    expect(authorizations[0]).toMatchObject({ client_id: PUBLIC_CLIENT, code_challenge_method: 'S256', resource: `${base}/mcp`, response_type: 'code' });
    expect(authorizations[0]?.redirect_uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(grants.authorization_code).toBe(1);
    const stored = JSON.parse(readFileSync(tokensFile, 'utf8'));
    expect(stored).toMatchObject({ server: 'ledger', issuer: base, tokens: { access_token: issued.access[0], refresh_token: issued.refresh[0] } });
  });

  it('runs a call with the stored token, then refreshes it when the server refuses it, and writes the new one back', async () => {
    const first = await cli(signedIn, 'call', 'ledger.account_balance');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('balance 42 euros');

    await fetch(`${base}/admin/revoke`, { method: 'POST' });
    const before = await record();
    const second = await cli(signedIn, 'call', 'ledger.account_balance');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('balance 42 euros');
    const after = await record();
    expect(after.grants.refresh_token).toBe(before.grants.refresh_token + 1);
    expect(after.authorizations).toHaveLength(1);
    // Rotation: the file holds the refresh token handed back, still the owner's alone.
    expect(JSON.parse(readFileSync(tokensFile, 'utf8')).tokens.refresh_token).toBe(after.issued.refresh.at(-1));
    expect(statSync(tokensFile).mode & 0o777).toBe(0o600);

    const status = await cli(signedIn, 'auth', 'status');
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`^ledger: signed in at ${base}; access token expires in \\d+ min .*; refreshable`));
    // No token is ever printed, kept in Redis or logged.
    const everywhere = `${status.stdout}${status.stderr}${first.stdout}${first.stderr}${second.stdout}${second.stderr}${await storedText(prefix)}`;
    for (const token of [...after.issued.access, ...after.issued.refresh]) expect(everywhere).not.toContain(token);
  });

  it('signs out: the file is gone, and the next call is refused until someone signs in again', async () => {
    const logout = await cli(signedIn, 'auth', 'logout', 'ledger');
    expect(logout.code).toBe(0);
    expect(logout.stdout).toContain('signed out of ledger');
    expect(existsSync(tokensFile)).toBe(false);
    const call = await cli(signedIn, 'call', 'ledger.account_balance');
    // Without a token the server cannot be reached: exit 2, naming it.
    expect(call.code).toBe(2);
    expect(call.stderr).toMatch(/ledger/);
  });

  it('refuses to sign in when the server names another authorization server than the one pinned', async () => {
    const pinned = config('pinned', { clientId: PUBLIC_CLIENT, tokensFile: 'tokens/pinned.json', issuer: 'https://login.example.com' });
    const before = await record();
    const login = await cli(pinned, 'auth', 'login', 'ledger', '--no-open', '--timeout', '5000');
    expect(login.code).toBe(1);
    expect(login.stderr).toContain(`sent the client to the authorization server ${base}; its sign-in is with https://login.example.com only`);
    expect((await record()).authorizations).toHaveLength(before.authorizations.length);
    expect(existsSync(join(workspace.dir, 'tokens', 'pinned.json'))).toBe(false);
  });
});

/**
 * The 2025-03-26 back-compat path: a server with no protected resource metadata, whose authorization server
 * metadata (at its origin) names an issuer other than its origin. One on the server's own origin is signed
 * in to; one on another origin, or any mismatch where the server publishes protected resource metadata, is refused.
 */
describe('switchyard auth: a 2025-03-26 server names an issuer other than its origin', { timeout: 240_000 }, () => {
  const workspace = tempWorkspace({});
  const prefix = freshPrefix('sign-in-legacy');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' };
  const servers: ChildProcess[] = [];
  /** Every request another origin got. */
  const seen: string[] = [];
  let other: Server;
  let otherBase: string;

  /** A guarded server with these settings, and a configuration that signs in to it (tokens in `tokens/<name>.json`). */
  const guarded = async (name: string, settings: NodeJS.ProcessEnv) => {
    const server = await startNode('test/fixtures/guarded-mcp-server.mjs', { PUBLIC_CLIENT_ID: PUBLIC_CLIENT, ...settings }, 'listening on port');
    servers.push(server.child);
    const base = `http://127.0.0.1:${/listening on port (\d+)/.exec(server.output())?.[1]}`;
    const file = join(workspace.dir, `${name}.json`);
    const auth = { clientId: PUBLIC_CLIENT, tokensFile: `tokens/${name}.json` };
    writeFileSync(file, JSON.stringify({ mcpServers: { ledger: { url: `${base}/mcp`, auth } }, policy: { tools: { '*': 'allow' } } }));
    const record = async (): Promise<ServerRecord> => (await fetch(`${base}/admin/record`)).json() as Promise<ServerRecord>;
    return { base, file, tokens: join(workspace.dir, 'tokens', `${name}.json`), record };
  };
  const cli = (configFile: string, ...args: string[]) => runNode(BIN, [...args, '--config', configFile], env, 120_000);

  beforeAll(async () => {
    other = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const child of servers) await stop(child);
    other?.close();
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it("signs in where the issuer is on the server's own origin, and the executor refreshes against it", async () => {
    const server = await guarded('own-origin', { LEGACY: '1', ISSUER: '/oauth' });
    const login = await playBrowser(server.file, env);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`signed in to ledger at ${server.base}/oauth`);
    expect(JSON.parse(readFileSync(server.tokens, 'utf8'))).toMatchObject({
      issuer: `${server.base}/oauth`,
      legacyDiscovery: { authorizationServerUrl: `${server.base}/`, authorizationServerMetadata: { issuer: `${server.base}/oauth` } },
    });
    await fetch(`${server.base}/admin/revoke`, { method: 'POST' });
    const call = await cli(server.file, 'call', 'ledger.account_balance');
    expect(call.code, call.stderr).toBe(0);
    expect(call.stdout).toContain('balance 42 euros');
    expect((await server.record()).grants.refresh_token).toBe(1);
  });

  it('refuses an issuer on another origin, and nothing is sent there', async () => {
    const server = await guarded('other-origin', { LEGACY: '1', ISSUER: otherBase });
    const login = await cli(server.file, 'auth', 'login', 'ledger', '--no-open', '--timeout', '5000');
    expect(login.code).toBe(1);
    expect(login.stderr).toContain(
      `server ledger publishes no protected resource metadata, and the authorization server metadata at its origin names the issuer ${otherBase}: only an issuer on the server's own origin (${server.base}) is accepted there`,
    );
    expect(seen).toEqual([]);
    expect((await server.record()).authorizations).toHaveLength(0);
    expect(existsSync(server.tokens)).toBe(false);
  });

  it('keeps refusing any mismatch where the server publishes protected resource metadata, even on its own origin', async () => {
    const server = await guarded('with-resource-metadata', { ISSUER: '/oauth' });
    const login = await cli(server.file, 'auth', 'login', 'ledger', '--no-open', '--timeout', '5000');
    expect(login.code).toBe(1);
    expect(login.stderr).toContain('Issuer mismatch in authorization server metadata');
    expect((await server.record()).authorizations).toHaveLength(0);
    expect(existsSync(server.tokens)).toBe(false);
  });
});

/** `auth login` with this test as the browser: it opens the printed address and follows the redirect back to the callback. */
function playBrowser(configFile: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'auth', 'login', 'ledger', '--no-open', '--config', configFile], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    const visits: Promise<void>[] = [];
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      const address = /^\s+(http:\/\/\S+\/authorize\S*)$/m.exec(stderr)?.[1];
      if (address && visits.length === 0) visits.push(follow(address));
    });
    child.on('error', reject);
    child.on('close', (code) => void Promise.all(visits).then(() => resolve({ code, stdout, stderr }), reject));
  });
}

async function follow(address: string): Promise<void> {
  const consent = await fetch(address, { redirect: 'manual' });
  const back = consent.headers.get('location');
  if (!back) throw new Error(`the authorization server did not send the browser back (${consent.status})`);
  await (await fetch(back)).text();
}
