import { randomBytes } from 'node:crypto';
import type {
  OAuthClientInformationContext,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { ForeignAuthorizationServerError } from './foreign-authorization-server-error.js';
import type { ServerCredentials } from './server-credentials.js';
import { SignInRequiredError } from './sign-in-required-error.js';
import { sameIssuer } from './same-issuer.js';
import type { SignIn, SignInStore } from './sign-in-store.js';

/** The person's side of a sign-in in progress (`switchyard auth login`): where the browser comes back, and how it is sent off. */
export interface SignInBrowser {
  redirectUrl: string;
  state: string;
  open: (authorizationUrl: URL) => void | Promise<void>;
}

/** Where the browser is sent back to when no sign-in recorded one (the authorization server never sees it unless one is started). */
const NO_CALLBACK = 'http://127.0.0.1/callback';

/**
 * OAuth for a `url` server a person signs in to (authorization code with PKCE and resource
 * indicators; the SDK runs the flow). Its client and tokens live in the sign-in file: the
 * executor reads them there and writes refreshed tokens back, and when only a person can go
 * on (no refresh token, a refused one, more scope) it says so with `SignInRequiredError`. With
 * a browser, it is the sign-in itself. Either way it is sent to one authorization server only:
 * the configured `issuer`, else the one the sign-in went to.
 */
export class SignInOAuthProvider implements OAuthClientProvider {
  private verifier: string | undefined;
  private discovery: OAuthDiscoveryState | undefined;
  /** Signing in: the 2025-03-26 discovery accepted for this sign-in (`legacyAuthorizationServer`), kept with its tokens. */
  private legacy: OAuthDiscoveryState | undefined;

  constructor(
    private readonly server: string,
    private readonly store: SignInStore,
    private readonly credentials: ServerCredentials,
    private readonly browser?: SignInBrowser,
  ) {}

  get redirectUrl(): string {
    // Without one the SDK takes the flow for a machine's own (no refresh, no sign-in): there always is one.
    return this.browser?.redirectUrl ?? this.signIn?.redirectUri ?? NO_CALLBACK;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Switchyard',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: this.credentials.clientSecret !== undefined ? 'client_secret_basic' : 'none',
      ...(this.credentials.scope ? { scope: this.credentials.scope } : {}),
    };
  }

  get clientMetadataUrl(): string | undefined {
    return this.credentials.clientMetadataUrl;
  }

  /** Without a browser no authorization request leaves (redirectToAuthorization refuses it), so any state does. */
  state(): string {
    return this.browser?.state ?? randomBytes(16).toString('base64url');
  }

  private get signIn(): SignIn | undefined {
    return this.store.read();
  }

  /** The configured issuer, else the one the recorded sign-in went to. */
  private get pinned(): string | undefined {
    const signIn = this.signIn;
    return this.credentials.issuer ?? signIn?.issuer ?? signIn?.client?.issuer;
  }

  /** A pre-registered client (configured), else the one the sign-in registered; for the pinned authorization server only. */
  clientInformation(ctx?: OAuthClientInformationContext): StoredOAuthClientInformation | undefined {
    const pinned = this.pinned;
    if (ctx?.issuer && pinned && !sameIssuer(pinned, ctx.issuer))
      throw new ForeignAuthorizationServerError(
        `server ${this.server} sent the client to the authorization server ${ctx.issuer.slice(0, 200)}; its sign-in is with ${pinned} only`,
      );
    const { clientId, clientSecret } = this.credentials;
    if (clientId !== undefined) {
      return { client_id: clientId, ...(clientSecret !== undefined ? { client_secret: clientSecret } : {}), ...(pinned ? { issuer: pinned } : {}) };
    }
    return this.signIn?.client;
  }

  saveClientInformation(client: StoredOAuthClientInformation): void {
    // A configured client is the operator's: only one registered (or named by URL) at sign-in is kept.
    if (this.credentials.clientId !== undefined) return;
    this.store.update((s) => ({ ...s, client, ...(s.issuer || !client.issuer ? {} : { issuer: client.issuer }) }), this.server);
  }

  /** Signing in starts afresh (the stored tokens would only be refreshed); the executor uses what is stored. */
  tokens(): StoredOAuthTokens | undefined {
    return this.browser ? undefined : this.signIn?.tokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.store.update(
      (s) => ({
        ...s,
        ...(s.issuer || !tokens.issuer ? {} : { issuer: tokens.issuer }),
        // A refresh that brings no new refresh token keeps the old one (RFC 6749 §6).
        tokens: { ...tokens, ...(tokens.refresh_token || !s.tokens?.refresh_token ? {} : { refresh_token: s.tokens.refresh_token }) },
        obtainedAt: new Date().toISOString(),
        // A new sign-in records how it found the authorization server: a legacy discovery, or none (a stale one goes).
        ...(this.browser ? { redirectUri: this.browser.redirectUrl, legacyDiscovery: this.legacy } : {}),
      }),
      this.server,
    );
  }

  redirectToAuthorization(authorizationUrl: URL): void | Promise<void> {
    if (!this.browser) throw this.signInRequired(authorizationUrl.searchParams.get('scope') ?? undefined);
    return this.browser.open(authorizationUrl);
  }

  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }

  codeVerifier(): string {
    if (this.verifier === undefined) throw this.signInRequired();
    return this.verifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }

  /** The discovery of this flow; else, for the executor, the legacy one its sign-in accepted (a sign-in discovers afresh). */
  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery ?? (this.browser ? undefined : this.signIn?.legacyDiscovery);
  }

  /** Signing in to a 2025-03-26 server whose discovery the legacy rule accepted: this flow, and the executor's refreshes, use it. */
  acceptLegacyDiscovery(state: OAuthDiscoveryState): void {
    this.discovery = state;
    this.legacy = state;
  }

  /** Tokens the authorization server refused are dropped from the file (a person must sign in again); a refused registration too. */
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'verifier') this.verifier = undefined;
    if (scope === 'discovery' || scope === 'all') this.discovery = undefined;
    if (this.browser || this.signIn === undefined) return;
    const dropTokens = scope === 'all' || scope === 'tokens';
    const dropClient = (scope === 'all' || scope === 'client') && this.credentials.clientId === undefined;
    if (!dropTokens && !dropClient) return;
    this.store.update(({ tokens, client, ...rest }) => ({ ...rest, ...(dropTokens ? {} : { tokens }), ...(dropClient ? {} : { client }) }), this.server);
  }

  private signInRequired(scope?: string): SignInRequiredError {
    const scoped = scope ? ` with scope "${scope.slice(0, 200)}"` : '';
    const argument = scope ? ` --scope '${scope.slice(0, 200).replaceAll("'", '')}'` : '';
    return new SignInRequiredError(`server ${this.server} needs a person to sign in${scoped}: npx switchyard auth login ${this.server}${argument}`);
  }
}
