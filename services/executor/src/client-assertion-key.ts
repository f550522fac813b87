import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { InvalidCredentialError } from './invalid-credential-error.js';

/** The curve each EC signature needs (RFC 7518 §3.4). */
const CURVES: Record<string, string> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };

/**
 * The key a client signs its assertions with (`private_key_jwt`), read from PEM (PKCS#8, PKCS#1 or SEC1)
 * and checked against the algorithm at start, so a wrong key fails before any request rather than at the
 * token endpoint. Handed on as a JWK, which the SDK signs with whatever PEM flavour the key came in.
 */
export function clientAssertionKey(server: string, source: string, pem: string, alg: string): JsonWebKey {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    // The parser's own message is not repeated: nothing of the key reaches an error.
    throw new InvalidCredentialError(`server ${server}: ${source} is not an unencrypted PEM private key`);
  }
  const jwk = key.export({ format: 'jwk' });
  const curve = CURVES[alg];
  const fits = curve ? jwk.kty === 'EC' && jwk.crv === curve : jwk.kty === 'RSA';
  if (!fits) {
    const held = jwk.kty === 'EC' ? `an EC ${jwk.crv} key` : jwk.kty === 'RSA' ? 'an RSA key' : `an ${key.asymmetricKeyType ?? 'unknown'} key`;
    throw new InvalidCredentialError(
      `server ${server}: ${source} holds ${held}; privateKeyAlg ${alg} signs with ${curve ? `an EC ${curve} key` : 'an RSA key'}`,
    );
  }
  return jwk;
}
