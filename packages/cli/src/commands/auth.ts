import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { auth, Client, computeScopeUnion, extractWWWAuthenticateParams, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { legacyAuthorizationServer, readCredentials, SignInOAuthProvider, SignInStore, tokensFileOf } from '@switchyard/executor';
import { ConfigError, loadConfig, NonRetryableError, SwitchyardError, type McpServerConfig, type SwitchyardConfig } from '@switchyard/platform';
import { cliCommand } from '../cli-command.js';
import { SignInCallback } from '../sign-in-callback.js';

export interface LoginOptions {
  config?: string;
  scope?: string;
  open: boolean;
  port: string;
  timeout: string;
}

type UrlServer = Extract<McpServerConfig, { url: string }>;

/** A server that keeps a person's sign-in (a `url` entry whose `auth` names a tokens file), or why not. */
function signInServer(config: SwitchyardConfig, server: string): UrlServer & { auth: NonNullable<UrlServer['auth']> } {
  const entry = config.mcpServers[server];
  if (!entry) throw new ConfigError(`no server ${server} in the configuration (${Object.keys(config.mcpServers).join(', ') || 'none configured'})`);
  if (!('url' in entry)) throw new ConfigError(`server ${server} is a stdio server: only a url server signs in`);
  if (!entry.auth?.tokensFile && !entry.auth?.tokensFileEnv)
    throw new ConfigError(`server ${server} keeps no sign-in: give its entry "auth": {"tokensFile": "tokens/${server}.json"} (or tokensFileEnv)`);
  return entry as UrlServer & { auth: NonNullable<UrlServer['auth']> };
}

/**
 * `switchyard auth login SERVER`: the authorization code flow with PKCE and resource
 * indicators. It asks the server what it wants (its 401 names the resource metadata and
 * scope), lets the SDK discover the authorization server, prints the address to open (and
 * opens it where it can), takes the browser back on a loopback address, and leaves the tokens
 * in the entry's tokens file for the executor, which refreshes them.
 */
export async function login(server: string, options: LoginOptions): Promise<number> {
  const config = loadConfig(options.config ? { file: options.config } : {});
  const entry = signInServer(config, server);
  const credentials = readCredentials(server, entry.auth, config.baseDir);
  const store = new SignInStore(credentials.tokensFile as string);
  const state = randomBytes(16).toString('base64url');
  const callback = await SignInCallback.listen(Number(options.port), state);
  try {
    const provider = new SignInOAuthProvider(server, store, credentials, {
      redirectUrl: callback.url,
      state,
      open: (url) => {
        process.stderr.write(`Open this address in a browser to sign in to ${server}:\n  ${url.href}\n`);
        if (options.open) openBrowser(url.href);
      },
    });
    const serverUrl = new URL(entry.url);
    const challenge = await askServer(serverUrl, entry.headers);
    const scope = computeScopeUnion(challenge.scope, options.scope);
    const flow = { serverUrl, ...(scope ? { scope } : {}), ...(challenge.resourceMetadataUrl ? { resourceMetadataUrl: challenge.resourceMetadataUrl } : {}) };
    const signIn = async () => {
      if ((await auth(provider, flow)) === 'REDIRECT') {
        const { code, iss } = await callback.wait(Number(options.timeout));
        await auth(provider, { ...flow, authorizationCode: code, ...(iss ? { iss } : {}) });
      }
    };
    try {
      try {
        await signIn();
      } catch (refusal) {
        // A 2025-03-26 server's own-origin issuer is accepted (see legacyAuthorizationServer); any other refusal stands.
        const legacy = await legacyAuthorizationServer(server, serverUrl, refusal, { resourceMetadataUrl: challenge.resourceMetadataUrl });
        if (!legacy) throw refusal;
        provider.acceptLegacyDiscovery(legacy);
        await signIn();
      }
    } catch (error) {
      // The SDK's OAuth errors (discovery, metadata, the token endpoint's answer) are the sign-in's outcome, not a bug.
      if (error instanceof SwitchyardError || !(error instanceof Error)) throw error;
      throw new NonRetryableError(`sign-in to ${server} failed: ${error.name}: ${error.message.slice(0, 500)}`);
    }
    const signedIn = store.read();
    process.stdout.write(
      `signed in to ${server} at ${signedIn?.issuer ?? 'its authorization server'}${signedIn?.tokens?.scope ? ` (scope ${signedIn.tokens.scope})` : ''}; tokens kept in ${store.path}\n`,
    );
    return 0;
  } finally {
    await callback.close();
  }
}

/** What the server asks of a client without a token: its 401 (or 403) names the resource metadata and the scope. */
async function askServer(url: URL, headers: Record<string, string>): Promise<{ resourceMetadataUrl?: URL; scope?: string }> {
  let challenge: { resourceMetadataUrl?: URL; scope?: string } = {};
  const listening: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (response.status === 401 || response.status === 403) {
      const { resourceMetadataUrl, scope } = extractWWWAuthenticateParams(response);
      challenge = { ...(resourceMetadataUrl ? { resourceMetadataUrl } : {}), ...(scope ? { scope } : {}) };
    }
    return response;
  };
  const client = new Client({ name: 'switchyard-auth', version: '0.1.0' });
  try {
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers }, fetch: listening }));
    // A server may let the handshake through and ask for a token on the first real request.
    await client.listTools();
  } catch {
    // Refused without a token: what it said is in `challenge`.
  } finally {
    await client.close().catch(() => undefined);
  }
  return challenge;
}

/** Hands the address to the desktop's browser where there is one; the printed address is enough anywhere else. */
function openBrowser(url: string): void {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? undefined : 'xdg-open';
  const desktop = process.platform === 'darwin' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  if (!opener || !desktop) return;
  const child = spawn(opener, [url], { detached: true, stdio: 'ignore' });
  child.on('error', () => undefined);
  child.unref();
}

/** `switchyard auth status [SERVER]`: who is signed in where, and until when; never a token. */
export async function status(server: string | undefined, options: { config?: string }): Promise<number> {
  const config = loadConfig(options.config ? { file: options.config } : {});
  const names = server ? [server] : Object.keys(config.mcpServers).filter((name) => entryAuth(config, name));
  if (names.length === 0) {
    process.stdout.write('no server keeps a sign-in (a url entry with auth.tokensFile or auth.tokensFileEnv)\n');
    return 1;
  }
  let signedIn = 0;
  for (const name of names) {
    const entry = signInServer(config, name);
    const store = new SignInStore(tokensFileOf(name, entry.auth, config.baseDir) as string);
    const record = store.read();
    if (!record?.tokens) {
      process.stdout.write(`${name}: not signed in (${cliCommand(['auth', 'login', name], options)})\n`);
      continue;
    }
    signedIn += 1;
    const { tokens, obtainedAt } = record;
    const expires =
      tokens.expires_in !== undefined && obtainedAt
        ? `access token ${expiry(new Date(Date.parse(obtainedAt) + tokens.expires_in * 1000))}`
        : 'access token without a stated lifetime';
    process.stdout.write(
      `${name}: signed in at ${record.issuer ?? 'an unknown authorization server'}; ${expires}; ${tokens.refresh_token ? 'refreshable' : 'no refresh token (sign in again when it expires)'}${tokens.scope ? `; scope ${tokens.scope}` : ''}\n`,
    );
  }
  return signedIn === names.length ? 0 : 1;
}

function expiry(at: Date): string {
  const minutes = Math.round((at.getTime() - Date.now()) / 60_000);
  return minutes >= 0 ? `expires in ${minutes} min (the executor refreshes it)` : `expired ${-minutes} min ago (the executor refreshes it)`;
}

function entryAuth(config: SwitchyardConfig, name: string): boolean {
  const entry = config.mcpServers[name];
  return entry !== undefined && 'url' in entry && Boolean(entry.auth?.tokensFile || entry.auth?.tokensFileEnv);
}

/** `switchyard auth logout SERVER`: forgets the sign-in (removes its tokens file). */
export async function logout(server: string, options: { config?: string }): Promise<number> {
  const config = loadConfig(options.config ? { file: options.config } : {});
  const entry = signInServer(config, server);
  const store = new SignInStore(tokensFileOf(server, entry.auth, config.baseDir) as string);
  const existed = store.remove();
  process.stdout.write(existed ? `signed out of ${server}: ${store.path} removed\n` : `${server}: not signed in\n`);
  return 0;
}
