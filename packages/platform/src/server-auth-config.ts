import { z } from 'zod';

const AUTH_SHAPE =
  'auth takes clientId, clientSecretEnv or clientSecretFile (client credentials), privateKeyEnv or privateKeyFile with privateKeyAlg (client credentials signed with a key), refreshTokenEnv or refreshTokenFile (a refresh token), tokensFile or tokensFileEnv (a person signs in with `switchyard auth login`), clientMetadataUrl, tokenUrl, issuer, scope';

/** The signatures a client assertion (RFC 7523 `private_key_jwt`) may carry: RSA and EC keys, never a shared secret. */
const CLIENT_ASSERTION_ALGS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'] as const;

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected the name of an environment variable');

/**
 * OAuth for a `url` server: the secret itself is never in the config, only
 * where to read it (an environment variable or a file, relative to the config file).
 */
export const ServerAuthSchema = z
  .strictObject(
    {
      /** The client's id at the authorization server; with sign-in it may be left out (registered at sign-in, or `clientMetadataUrl`). */
      clientId: z.string().min(1).optional(),
      clientSecretEnv: envName.optional(),
      clientSecretFile: z.string().min(1).optional(),
      /**
       * `private_key_jwt` (RFC 7523): the client proves itself with an assertion signed by this private key (PEM,
       * PKCS#8, PKCS#1 or SEC1), from an environment variable or a file, instead of a client secret.
       */
      privateKeyEnv: envName.optional(),
      privateKeyFile: z.string().min(1).optional(),
      /** How the assertion is signed; the key must be of that kind (RS and PS: RSA, ES256/384/512: EC P-256/384/521). */
      privateKeyAlg: z.enum(CLIENT_ASSERTION_ALGS).optional(),
      refreshTokenEnv: envName.optional(),
      refreshTokenFile: z.string().min(1).optional(),
      /**
       * Sign-in: the file `switchyard auth login` writes the person's tokens to (0600, relative to the config file),
       * or the environment variable naming that file; the executor reads it and writes refreshed tokens back.
       */
      tokensFile: z.string().min(1).optional(),
      tokensFileEnv: envName.optional(),
      /** Sign-in: an https URL of this client's metadata document, used as its client id where the authorization server takes one. */
      clientMetadataUrl: z.url().optional(),
      /** The token endpoint; without it the authorization server is discovered from the server's protected resource metadata. */
      tokenUrl: z.url().optional(),
      /** The authorization server the credentials belong to: they are sent to no other. */
      issuer: z.url().optional(),
      scope: z.string().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}: ${AUTH_SHAPE}`
          : undefined,
    },
  )
  .superRefine((auth, ctx) => {
    const pairs = [
      ['clientSecretEnv', 'clientSecretFile'],
      ['privateKeyEnv', 'privateKeyFile'],
      ['refreshTokenEnv', 'refreshTokenFile'],
      ['tokensFile', 'tokensFileEnv'],
    ] as const;
    for (const [env, file] of pairs) {
      if (auth[env] && auth[file]) ctx.addIssue({ code: 'custom', message: `give ${env} or ${file}, not both` });
    }
    const secret = auth.clientSecretEnv ?? auth.clientSecretFile;
    const key = auth.privateKeyEnv ?? auth.privateKeyFile;
    if (key && secret) ctx.addIssue({ code: 'custom', message: 'give a client secret or a private key, not both: the client proves itself one way' });
    if (key && !auth.privateKeyAlg)
      ctx.addIssue({ code: 'custom', message: `a private key needs privateKeyAlg, how it signs (${CLIENT_ASSERTION_ALGS.join(', ')})` });
    if (!key && auth.privateKeyAlg) ctx.addIssue({ code: 'custom', message: 'privateKeyAlg goes with privateKeyEnv or privateKeyFile' });
    const refresh = auth.refreshTokenEnv ?? auth.refreshTokenFile;
    const signIn = auth.tokensFile ?? auth.tokensFileEnv;
    if (signIn) {
      if (key) ctx.addIssue({ code: 'custom', message: 'a private key is for client credentials and refresh tokens, not for sign-in' });
      if (refresh)
        ctx.addIssue({ code: 'custom', message: 'give a refresh token or a tokens file for sign-in, not both: sign-in keeps its own refresh token' });
      if (auth.tokenUrl)
        ctx.addIssue({
          code: 'custom',
          message: 'tokenUrl is for client credentials and refresh tokens: sign-in discovers the authorization server (pin it with issuer)',
        });
      return;
    }
    if (!auth.clientId) ctx.addIssue({ code: 'custom', message: `auth needs clientId: ${AUTH_SHAPE}` });
    if (auth.clientMetadataUrl) ctx.addIssue({ code: 'custom', message: 'clientMetadataUrl is for sign-in: give tokensFile or tokensFileEnv too' });
    if (!secret && !key && !refresh) {
      ctx.addIssue({
        code: 'custom',
        message: `auth needs clientSecretEnv or clientSecretFile (client credentials), or privateKeyEnv or privateKeyFile (client credentials signed with a key), or refreshTokenEnv or refreshTokenFile (a refresh token), or tokensFile or tokensFileEnv (sign-in): ${AUTH_SHAPE}`,
      });
    }
  });
export type ServerAuthConfig = z.infer<typeof ServerAuthSchema>;
