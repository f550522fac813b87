import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  type FetchLike,
  IssuerMismatchError,
  type OAuthDiscoveryState,
} from '@modelcontextprotocol/client';
import { ForeignAuthorizationServerError } from './foreign-authorization-server-error.js';

/**
 * The one issuer mismatch a sign-in accepts (the 2025-03-26 back-compat path): a server that publishes
 * no protected resource metadata has its authorization server at its own origin, and metadata served
 * there that names an issuer on that same origin (e.g. `<origin>/oauth`) is the server's own account
 * of itself. The document names no one else, so it cannot send the client to another party's
 * authorization server (what the RFC 8414 §3.3 check defends against). An issuer on another origin,
 * or any mismatch on a server that publishes protected resource metadata, is still refused.
 *
 * Given the error the SDK's discovery refused with, this answers the discovery to sign in with, or
 * undefined when the refusal stands (the caller rethrows it); an issuer on another origin is refused
 * by name.
 */
export async function legacyAuthorizationServer(
  server: string,
  serverUrl: URL,
  refusal: unknown,
  { resourceMetadataUrl, fetchFn }: { resourceMetadataUrl?: URL | undefined; fetchFn?: FetchLike } = {},
): Promise<OAuthDiscoveryState | undefined> {
  const origin = new URL('/', serverUrl).href;
  if (!(refusal instanceof IssuerMismatchError) || refusal.kind !== 'metadata' || refusal.expected !== origin) return undefined;
  if (resourceMetadataUrl || (await publishesResourceMetadata(serverUrl, fetchFn))) return undefined;
  const metadata = await discoverAuthorizationServerMetadata(origin, { skipIssuerValidation: true, ...(fetchFn ? { fetchFn } : {}) });
  if (!metadata) return undefined;
  const issuer = URL.canParse(metadata.issuer) ? new URL(metadata.issuer) : undefined;
  if (!issuer || issuer.origin !== serverUrl.origin || issuer.search || issuer.hash)
    throw new ForeignAuthorizationServerError(
      `server ${server} publishes no protected resource metadata, and the authorization server metadata at its origin names the issuer ${metadata.issuer.slice(0, 200)}: ` +
        `only an issuer on the server's own origin (${serverUrl.origin}) is accepted there`,
    );
  return { authorizationServerUrl: origin, authorizationServerMetadata: metadata };
}

/** RFC 9728 metadata at the server's well-known address; the SDK answers "not implemented" with an error, as it does any failure. */
async function publishesResourceMetadata(serverUrl: URL, fetchFn: FetchLike | undefined): Promise<boolean> {
  try {
    await discoverOAuthProtectedResourceMetadata(serverUrl, undefined, fetchFn);
    return true;
  } catch (error) {
    // Only its absence opens the legacy path; a server that could not be asked keeps the refusal.
    return !(error instanceof Error && error.message.startsWith('Resource server does not implement'));
  }
}
