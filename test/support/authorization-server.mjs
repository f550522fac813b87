// A small OAuth 2.1 authorization server for tests: authorization server
// metadata (RFC 8414), an authorization endpoint that lets every sign-in
// straight through (the person always consents) for public clients with PKCE
// S256, a token endpoint with the authorization_code, client_credentials and
// refresh_token grants (client_secret_basic, client_secret_post, or private_key_jwt:
// a client registered with `{ publicKey }` signs an RFC 7523 assertion), opaque
// access tokens with a lifetime, and revocation of every access token at once
// (as if they had expired). It records what it issued so a test can look for
// the tokens where they must never be.
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';

const opaque = (kind) => `${kind}-${randomBytes(18).toString('base64url')}`;

export function authorizationServer({ issuer, clients, refreshTokens = {}, accessTtlSeconds = 3600 }) {
  const access = new Map(); // token -> { clientId, expiresAt }
  const issued = { access: [], refresh: [] };
  const grants = { authorization_code: 0, client_credentials: 0, refresh_token: 0, refused: 0 };
  const codes = new Map(); // code -> { clientId, redirectUri, challenge, resource, scope }
  /** Every authorization request as it came (query parameters), for tests to look at. */
  const authorizations = [];
  const liveRefresh = new Map(Object.entries(refreshTokens)); // refresh token -> clientId

  const metadata = {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'client_credentials', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'],
    token_endpoint_auth_signing_alg_values_supported: ['ES256', 'RS256'],
  };
  /** Every client assertion's `jti` seen: one is never accepted twice (RFC 7523 §3). */
  const assertions = [];

  function clientOf(headers, form) {
    if (form.has('client_assertion')) return assertedClient(form);
    const basic = /^Basic (.+)$/i.exec(headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent)
      : [form.get('client_id'), form.get('client_secret') ?? undefined];
    if (!id || !(id in clients) || clients[id]?.publicKey) return undefined;
    // A confidential client must prove itself; a public one (no secret registered) may not claim one.
    return clients[id] === (secret ?? null) ? id : undefined;
  }

  /** private_key_jwt: the assertion names the client (iss = sub), is for this server, fresh, new, and signed with the client's registered key. */
  function assertedClient(form) {
    if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') return undefined;
    const [header, payload, signature] = (form.get('client_assertion') ?? '').split('.');
    if (!header || !payload || !signature) return undefined;
    const decode = (part) => JSON.parse(Buffer.from(part, 'base64url').toString());
    const { alg } = decode(header);
    const claims = decode(payload);
    const registered = clients[claims.sub]?.publicKey;
    if (!registered || claims.iss !== claims.sub || !['ES256', 'RS256'].includes(alg)) return undefined;
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey(registered), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const audience = [claims.aud].flat();
    const fresh = typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
    if (!signed || !fresh || !audience.some((a) => a === issuer || a === `${issuer}/` || a === metadata.token_endpoint) || assertions.includes(claims.jti))
      return undefined;
    assertions.push(claims.jti);
    return claims.sub;
  }

  function grant(clientId) {
    const token = opaque('at');
    access.set(token, { clientId, expiresAt: Date.now() + accessTtlSeconds * 1000 });
    issued.access.push(token);
    return { access_token: token, token_type: 'Bearer', expires_in: accessTtlSeconds };
  }

  function refreshFor(clientId) {
    const next = opaque('rt');
    liveRefresh.set(next, clientId);
    issued.refresh.push(next);
    return next;
  }

  /** Answers `GET /authorize` (its query): where the browser goes next, or why not. The person always consents. */
  function authorize(query) {
    authorizations.push(Object.fromEntries(query));
    const clientId = query.get('client_id');
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!clientId || !(clientId in clients)) return { status: 400, body: { error: 'invalid_client' } };
    if (!/^http:\/\/(127\.0\.0\.1|localhost):\d+\//.test(redirectUri))
      return { status: 400, body: { error: 'invalid_request', error_description: 'loopback redirect only' } };
    const back = new URL(redirectUri);
    if (query.get('state')) back.searchParams.set('state', query.get('state'));
    if (query.get('response_type') !== 'code' || !query.get('code_challenge') || query.get('code_challenge_method') !== 'S256') {
      back.searchParams.set('error', 'invalid_request');
      return { status: 302, location: back.href };
    }
    const code = opaque('code');
    codes.set(code, { clientId, redirectUri, challenge: query.get('code_challenge'), resource: query.get('resource'), scope: query.get('scope') });
    back.searchParams.set('code', code);
    back.searchParams.set('iss', issuer);
    return { status: 302, location: back.href };
  }

  /** Answers `POST /token`; `null` for any other request. */
  function token(headers, body) {
    const form = new URLSearchParams(body);
    const refuse = (status, error) => {
      grants.refused += 1;
      return { status, body: { error } };
    };
    const clientId = clientOf(headers, form);
    if (!clientId) return refuse(401, 'invalid_client');
    switch (form.get('grant_type')) {
      case 'authorization_code': {
        const issuedCode = codes.get(form.get('code'));
        codes.delete(form.get('code'));
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!issuedCode || issuedCode.clientId !== clientId || issuedCode.redirectUri !== form.get('redirect_uri') || issuedCode.challenge !== challenge)
          return refuse(400, 'invalid_grant');
        grants.authorization_code += 1;
        return { status: 200, body: { ...grant(clientId), refresh_token: refreshFor(clientId), ...(issuedCode.scope ? { scope: issuedCode.scope } : {}) } };
      }
      case 'client_credentials':
        if (clients[clientId] === null) return refuse(400, 'unauthorized_client');
        grants.client_credentials += 1;
        return { status: 200, body: grant(clientId) };
      case 'refresh_token': {
        const presented = form.get('refresh_token');
        if (!presented || liveRefresh.get(presented) !== clientId) return refuse(400, 'invalid_grant');
        // Rotation: the presented refresh token is spent, a new one comes with the access token.
        liveRefresh.delete(presented);
        grants.refresh_token += 1;
        return { status: 200, body: { ...grant(clientId), refresh_token: refreshFor(clientId) } };
      }
      default:
        return refuse(400, 'unsupported_grant_type');
    }
  }

  return {
    metadata,
    authorize,
    authorizations,
    token,
    issued,
    grants,
    assertions,
    /** Whether a bearer token is one this server issued and has not expired or revoked. */
    accepts(bearer) {
      const entry = access.get(bearer);
      return entry !== undefined && entry.expiresAt > Date.now();
    },
    /** Every access token stops working, as if all had expired. */
    revokeAccessTokens() {
      access.clear();
    },
  };
}
