import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OAuthDiscoveryState, StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';

/** What a person's sign-in to one server leaves behind: the client it used and the tokens it got. */
export interface SignIn {
  server: string;
  /** The authorization server the tokens come from: the client is sent to no other. */
  issuer?: string;
  client?: StoredOAuthClientInformation;
  tokens?: StoredOAuthTokens;
  /** Where the browser came back to at sign-in (a refresh names the same client). */
  redirectUri?: string;
  /** When the access token was obtained (its `expires_in` counts from here). */
  obtainedAt?: string;
  /**
   * A 2025-03-26 server's authorization server as the sign-in accepted it (its issuer on the server's own
   * origin, not the URL its metadata is served at): refreshes use it, since a fresh discovery would refuse it.
   */
  legacyDiscovery?: OAuthDiscoveryState;
}

/**
 * The file a sign-in is kept in: readable by its owner only (0600, in a folder made 0700), replaced
 * whole on each write so a reader never sees half of it. Never Redis, never a log.
 */
export class SignInStore {
  constructor(readonly path: string) {}

  read(): SignIn | undefined {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const value = JSON.parse(text) as SignIn;
    return typeof value === 'object' && value !== null ? value : undefined;
  }

  write(signIn: SignIn): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const next = `${this.path}.${process.pid}.tmp`;
    writeFileSync(next, `${JSON.stringify(signIn, null, 2)}\n`, { mode: 0o600 });
    // The mode given to writeFile is masked by umask; the file must be the owner's alone whatever it is.
    chmodSync(next, 0o600);
    renameSync(next, this.path);
  }

  /** Changes the record as it is on disk now (another process may have refreshed the tokens meanwhile). */
  update(change: (signIn: SignIn) => SignIn, server: string): SignIn {
    const next = change(this.read() ?? { server });
    this.write(next);
    return next;
  }

  remove(): boolean {
    const existed = this.read() !== undefined;
    rmSync(this.path, { force: true });
    return existed;
  }
}
