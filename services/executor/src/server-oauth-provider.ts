import {
  type AddClientAuthentication,
  createPrivateKeyJwtAuth,
  type OAuthClientInformationContext,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { ForeignAuthorizationServerError } from './foreign-authorization-server-error.js';
import type { ServerCredentials } from './server-credentials.js';
import { sameIssuer } from './same-issuer.js';

/** The authorization server an unpinned server's credentials were first used with, kept across reconnects. */
export interface LearntIssuer {
  issuer?: string;
}

/**
 * The client's OAuth provider for one `url` server, without a browser: it gets
 * access tokens with the client-credentials grant, or with the refresh token it
 * was given (and the newer one the authorization server may hand back); the
 * client proves itself with a secret or with an assertion signed by its key. The
 * transport asks it for a token on a 401 and retries once. Tokens live in this
 * object only, never in a log, a packet or Redis.
 */
export class ServerOAuthProvider implements OAuthClientProvider {
  private stored: StoredOAuthTokens | undefined;
  private client: StoredOAuthClientInformation;
  private readonly metadata: OAuthClientMetadata;
  /** With a signing key: every token request carries a fresh client assertion (RFC 7523 §2.2) instead of a secret. */
  readonly addClientAuthentication?: AddClientAuthentication;

  constructor(
    private readonly credentials: ServerCredentials,
    /** What an earlier provider of the same server learnt: a reconnect builds a new provider, but the issuer stays the first one. */
    private readonly learnt: LearntIssuer = {},
  ) {
    const issuer = this.issuer ?? learnt.issuer;
    this.client = {
      // The config requires a client id unless the server is signed in to (another provider).
      client_id: credentials.clientId ?? '',
      ...(credentials.clientSecret !== undefined ? { client_secret: credentials.clientSecret } : {}),
      ...(issuer ? { issuer } : {}),
    };
    this.metadata = {
      client_name: 'switchyard-executor',
      redirect_uris: [],
      grant_types: [this.grant],
      token_endpoint_auth_method: credentials.clientAssertion ? 'private_key_jwt' : credentials.clientSecret !== undefined ? 'client_secret_basic' : 'none',
      ...(credentials.scope ? { scope: credentials.scope } : {}),
    };
    const assertion = credentials.clientAssertion;
    if (assertion) {
      // Issuer and subject are the client itself; the audience is the authorization server's issuer (the SDK's default).
      const clientId = credentials.clientId ?? '';
      this.addClientAuthentication = createPrivateKeyJwtAuth({ issuer: clientId, subject: clientId, privateKey: { ...assertion.key }, alg: assertion.alg });
    }
  }

  /** The authorization server the credentials are for: given, or the given token endpoint's; else learnt on first use. */
  private get issuer(): string | undefined {
    const { issuer, tokenUrl } = this.credentials;
    return issuer ?? (tokenUrl ? new URL(tokenUrl).origin : undefined);
  }

  /** A refresh token, when given, is what the tokens come from; otherwise the client's own credentials. */
  private get grant(): 'refresh_token' | 'client_credentials' {
    return this.credentials.refreshToken !== undefined ? 'refresh_token' : 'client_credentials';
  }

  get redirectUrl(): undefined {
    return undefined;
  }

  get clientMetadata(): OAuthClientMetadata {
    return this.metadata;
  }

  /**
   * The credentials, for the authorization server they are for only. Asked for another one (the
   * server's metadata names it), it refuses before anything is sent there, registration included.
   */
  clientInformation(ctx?: OAuthClientInformationContext): StoredOAuthClientInformation {
    const known = this.client.issuer;
    if (ctx?.issuer && known && !sameIssuer(known, ctx.issuer))
      throw new ForeignAuthorizationServerError(
        `the server sent the client to the authorization server ${ctx.issuer.slice(0, 200)}; its credentials are for ${known} only` +
          (this.issuer ? '' : ` (the first one it named; set auth.issuer in the server's entry if the change is meant)`),
      );
    return this.client;
  }

  /** The client learns which authorization server it was first sent to; it is never sent to another (a later one is not learnt). */
  saveClientInformation(client: StoredOAuthClientInformation): void {
    if (this.client.issuer !== undefined || !client.issuer) return;
    this.client = { ...this.client, issuer: client.issuer };
    this.learnt.issuer ??= client.issuer;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.stored;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.stored = tokens;
  }

  prepareTokenRequest(scope?: string): URLSearchParams {
    const params = new URLSearchParams({ grant_type: this.grant });
    if (this.grant === 'refresh_token') params.set('refresh_token', this.stored?.refresh_token ?? (this.credentials.refreshToken as string));
    if (scope) params.set('scope', scope);
    return params;
  }

  /** A rejected token is forgotten (the next request gets a new one); the configured refresh token stays the fallback. */
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'tokens') this.stored = undefined;
  }

  /** A given token endpoint skips discovery; otherwise the client discovers it from the server's metadata. */
  discoveryState(): OAuthDiscoveryState | undefined {
    const { tokenUrl } = this.credentials;
    const issuer = this.issuer;
    if (!tokenUrl || !issuer) return undefined;
    return {
      authorizationServerUrl: issuer,
      authorizationServerMetadata: { issuer, token_endpoint: tokenUrl, authorization_endpoint: tokenUrl, response_types_supported: [] },
    };
  }

  redirectToAuthorization(): void {
    throw new Error('no browser sign-in: a url server authenticates with client credentials or a refresh token');
  }

  saveCodeVerifier(): void {}

  codeVerifier(): string {
    throw new Error('no browser sign-in: a url server authenticates with client credentials or a refresh token');
  }
}
