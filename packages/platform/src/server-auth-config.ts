import { z } from 'zod';

const AUTH_SHAPE =
  'auth takes clientId, clientSecretEnv or clientSecretFile (client credentials), refreshTokenEnv or refreshTokenFile (a refresh token), tokenUrl, issuer, scope';

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected the name of an environment variable');

/**
 * OAuth for a `url` server: the secret itself is never in the config, only
 * where to read it (an environment variable or a file, relative to the config file).
 */
export const ServerAuthSchema = z
  .strictObject(
    {
      clientId: z.string().min(1),
      clientSecretEnv: envName.optional(),
      clientSecretFile: z.string().min(1).optional(),
      refreshTokenEnv: envName.optional(),
      refreshTokenFile: z.string().min(1).optional(),
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
      ['refreshTokenEnv', 'refreshTokenFile'],
    ] as const;
    for (const [env, file] of pairs) {
      if (auth[env] && auth[file]) ctx.addIssue({ code: 'custom', message: `give ${env} or ${file}, not both` });
    }
    const secret = auth.clientSecretEnv ?? auth.clientSecretFile;
    const refresh = auth.refreshTokenEnv ?? auth.refreshTokenFile;
    if (!secret && !refresh) {
      ctx.addIssue({
        code: 'custom',
        message: `auth needs clientSecretEnv or clientSecretFile (client credentials), or refreshTokenEnv or refreshTokenFile (a refresh token): ${AUTH_SHAPE}`,
      });
    }
  });
export type ServerAuthConfig = z.infer<typeof ServerAuthSchema>;
