import type { JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { McpServerConfig } from '@switchyard/platform';
import { clientAssertionKey } from './client-assertion-key.js';
import { MissingCredentialError } from './missing-credential-error.js';

type ServerAuth = NonNullable<Extract<McpServerConfig, { url: string }>['auth']>;

/** What a `url` server's `auth` setting resolves to once its secrets are read. */
export interface ServerCredentials {
  /** Absent only with sign-in (the client is registered at sign-in, or named by `clientMetadataUrl`). */
  clientId?: string;
  clientSecret?: string;
  /** `private_key_jwt` (RFC 7523): the key the client signs its assertions with, and how, instead of a client secret. */
  clientAssertion?: { key: JsonWebKey; alg: string };
  refreshToken?: string;
  tokenUrl?: string;
  issuer?: string;
  scope?: string;
  /** Sign-in: the file holding the person's tokens (resolved), written by `switchyard auth login`. */
  tokensFile?: string;
  clientMetadataUrl?: string;
}

/** Reads the secrets an `auth` setting names, or says which one is missing. */
export function readCredentials(server: string, auth: ServerAuth, baseDir: string, env: NodeJS.ProcessEnv = process.env): ServerCredentials {
  const clientSecret = readSecret(server, 'clientSecret', auth.clientSecretEnv, auth.clientSecretFile, baseDir, env);
  const privateKey = readSecret(server, 'privateKey', auth.privateKeyEnv, auth.privateKeyFile, baseDir, env);
  const refreshToken = readSecret(server, 'refreshToken', auth.refreshTokenEnv, auth.refreshTokenFile, baseDir, env);
  const tokensFile = tokensFileOf(server, auth, baseDir, env);
  return {
    ...(auth.clientId ? { clientId: auth.clientId } : {}),
    ...(clientSecret !== undefined ? { clientSecret } : {}),
    ...(privateKey !== undefined ? { clientAssertion: assertionOf(server, auth, privateKey, baseDir) } : {}),
    ...(refreshToken !== undefined ? { refreshToken } : {}),
    ...(auth.tokenUrl ? { tokenUrl: auth.tokenUrl } : {}),
    ...(auth.issuer ? { issuer: auth.issuer } : {}),
    ...(auth.scope ? { scope: auth.scope } : {}),
    ...(tokensFile ? { tokensFile } : {}),
    ...(auth.clientMetadataUrl ? { clientMetadataUrl: auth.clientMetadataUrl } : {}),
  };
}

/** The signing key, checked against `privateKeyAlg` (the schema requires it beside a key). */
function assertionOf(server: string, auth: ServerAuth, pem: string, baseDir: string): { key: JsonWebKey; alg: string } {
  const alg = auth.privateKeyAlg as string;
  const source =
    auth.privateKeyEnv !== undefined ? `auth.privateKeyEnv ${auth.privateKeyEnv}` : `auth.privateKeyFile ${resolve(baseDir, auth.privateKeyFile as string)}`;
  return { key: clientAssertionKey(server, source, pem, alg), alg };
}

/** Where a person's sign-in is kept: the configured file, or the one an environment variable names. */
export function tokensFileOf(server: string, auth: ServerAuth, baseDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (auth.tokensFileEnv !== undefined) {
    const path = env[auth.tokensFileEnv]?.trim();
    if (!path) throw new MissingCredentialError(`server ${server}: auth.tokensFileEnv ${auth.tokensFileEnv} is not set`);
    return resolve(baseDir, path);
  }
  return auth.tokensFile === undefined ? undefined : resolve(baseDir, auth.tokensFile);
}

function readSecret(
  server: string,
  what: string,
  envName: string | undefined,
  file: string | undefined,
  baseDir: string,
  env: NodeJS.ProcessEnv,
): string | undefined {
  if (envName !== undefined) {
    const value = env[envName]?.trim();
    if (!value) throw new MissingCredentialError(`server ${server}: auth.${what}Env ${envName} is not set`);
    return value;
  }
  if (file === undefined) return undefined;
  const path = resolve(baseDir, file);
  let value: string;
  try {
    value = readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new MissingCredentialError(`server ${server}: auth.${what}File ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!value) throw new MissingCredentialError(`server ${server}: auth.${what}File ${path} is empty`);
  return value;
}
