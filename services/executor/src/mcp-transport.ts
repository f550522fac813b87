import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StreamableHTTPClientTransport, type OAuthClientProvider, type Transport } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { Logger, McpServerConfig } from '@switchyard/platform';
import { localBinDirs } from './local-bins.js';
import { readCredentials, type ServerCredentials } from './server-credentials.js';
import { ServerOAuthProvider, type LearntIssuer } from './server-oauth-provider.js';
import { SignInOAuthProvider } from './sign-in-oauth-provider.js';
import { SignInStore } from './sign-in-store.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The issuer each unpinned `url` server's credentials were first used with, per configured entry: every
 * transport of the entry (a reconnect, a joined session) gets a new provider, and must not learn another.
 */
const learntIssuers = new WeakMap<McpServerConfig, LearntIssuer>();

/** The last words each stdio server wrote on stderr, so a server that exits at start is reported with its own reason. */
const stderrTails = new WeakMap<Transport, () => string>();
const STDERR_TAIL_CHARS = 400;

/** What the server behind a transport last wrote on stderr (empty for HTTP, or a quiet server). */
export function stderrTailOf(transport: Transport): string {
  return stderrTails.get(transport)?.() ?? '';
}

/** Makes the transport of a server that is not in the config (e.g. an in-process server over an in-memory transport). */
export type TransportFactory = () => Transport;

/**
 * The transport a configured server is reached through: a child process over
 * stdio, or Streamable HTTP (with OAuth when the entry has `auth`; a secret it
 * names that is missing throws `MissingCredentialError` before anything is sent).
 * `join` enters an existing HTTP session instead of opening one (a task's, after a crash).
 */
export function configuredTransport(
  server: string,
  config: McpServerConfig,
  baseDir: string,
  log: Logger,
  join?: { sessionId: string; protocolVersion?: string | undefined },
): Transport {
  if ('url' in config) {
    const authProvider = config.auth ? oauthProvider(server, readCredentials(server, config.auth, baseDir), learntIssuerOf(config)) : undefined;
    // Joining a session skips the handshake: the session's revision goes along in the header.
    const session = join ? { sessionId: join.sessionId, ...(join.protocolVersion ? { protocolVersion: join.protocolVersion } : {}) } : {};
    return new StreamableHTTPClientTransport(new URL(config.url), {
      requestInit: { headers: config.headers },
      ...(authProvider ? { authProvider } : {}),
      ...session,
    });
  }
  const cwd = resolve(baseDir, config.cwd ?? '.');
  const inherited = getDefaultEnvironment();
  const path = [...localBinDirs([cwd, here]), inherited.PATH ?? process.env.PATH ?? ''].join(':');
  const transport = new StdioClientTransport({
    command: config.command,
    args: config.args,
    env: { ...inherited, PATH: path, ...config.env },
    cwd,
    stderr: 'pipe',
  });
  // Server chatter goes to our log, not to the user's terminal; its tail is kept for a failed start's reason.
  let tail = '';
  stderrTails.set(transport, () => tail.trim());
  transport.stderr?.on('data', (chunk: Buffer) => {
    log.debug({ server, stderr: chunk.toString().trimEnd() }, 'mcp server stderr');
    tail = (tail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  return transport;
}

/** A person's sign-in when the entry keeps one in a tokens file; otherwise the machine's own credentials. */
function oauthProvider(server: string, credentials: ServerCredentials, learnt: LearntIssuer): OAuthClientProvider {
  return credentials.tokensFile
    ? new SignInOAuthProvider(server, new SignInStore(credentials.tokensFile), credentials)
    : new ServerOAuthProvider(credentials, learnt);
}

function learntIssuerOf(config: McpServerConfig): LearntIssuer {
  const learnt = learntIssuers.get(config) ?? {};
  learntIssuers.set(config, learnt);
  return learnt;
}
