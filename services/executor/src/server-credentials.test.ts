import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NonRetryableError } from '@switchyard/platform';
import { readCredentials } from './server-credentials.js';

const pem = (key: { export: (o: { format: 'pem'; type: 'pkcs8' | 'sec1' }) => string | Buffer }, type: 'pkcs8' | 'sec1' = 'pkcs8') =>
  key.export({ format: 'pem', type }).toString();
const P256 = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
const RSA = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

describe('readCredentials', () => {
  const dir = mkdtempSync(join(tmpdir(), 'credentials-'));
  writeFileSync(join(dir, 'refresh-token'), '  rt-from-file\n');
  writeFileSync(join(dir, 'empty'), '\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads a secret from the environment and a refresh token from a file relative to the config folder', () => {
    expect(readCredentials('crm', { clientId: 'sy', clientSecretEnv: 'CRM_SECRET', refreshTokenFile: 'refresh-token' }, dir, { CRM_SECRET: 'cs' })).toEqual({
      clientId: 'sy',
      clientSecret: 'cs',
      refreshToken: 'rt-from-file',
    });
  });

  it('names the setting and the variable or file that is missing, unreadable or empty, as an error retrying will not fix', () => {
    const fails = (auth: Parameters<typeof readCredentials>[1]) => () => readCredentials('crm', auth, dir, { BLANK: '  ' });
    expect(fails({ clientId: 'sy', clientSecretEnv: 'CRM_SECRET' })).toThrow('server crm: auth.clientSecretEnv CRM_SECRET is not set');
    expect(fails({ clientId: 'sy', clientSecretEnv: 'BLANK' })).toThrow('server crm: auth.clientSecretEnv BLANK is not set');
    expect(fails({ clientId: 'sy', refreshTokenFile: 'nowhere' })).toThrow(`server crm: auth.refreshTokenFile ${join(dir, 'nowhere')} cannot be read (ENOENT)`);
    expect(fails({ clientId: 'sy', refreshTokenFile: 'empty' })).toThrow(`server crm: auth.refreshTokenFile ${join(dir, 'empty')} is empty`);
    expect(fails({ clientId: 'sy', clientSecretEnv: 'CRM_SECRET' })).toThrow(NonRetryableError);
  });

  it('reads a signing key (any PEM flavour) and checks it against the algorithm, naming the source but never the key', () => {
    writeFileSync(join(dir, 'ec-key.pem'), pem(P256, 'sec1'));
    const fromFile = readCredentials('crm', { clientId: 'sy', privateKeyFile: 'ec-key.pem', privateKeyAlg: 'ES256' }, dir);
    expect(fromFile.clientAssertion).toMatchObject({ alg: 'ES256', key: { kty: 'EC', crv: 'P-256', d: expect.any(String) } });
    const fromEnv = readCredentials('crm', { clientId: 'sy', privateKeyEnv: 'CRM_KEY', privateKeyAlg: 'PS256' }, dir, { CRM_KEY: pem(RSA) });
    expect(fromEnv.clientAssertion).toMatchObject({ alg: 'PS256', key: { kty: 'RSA' } });

    const fails = (alg: 'ES256' | 'ES384' | 'RS256', key: string) => () =>
      readCredentials('crm', { clientId: 'sy', privateKeyEnv: 'CRM_KEY', privateKeyAlg: alg }, dir, { CRM_KEY: key });
    expect(fails('RS256', pem(P256))).toThrow('server crm: auth.privateKeyEnv CRM_KEY holds an EC P-256 key; privateKeyAlg RS256 signs with an RSA key');
    expect(fails('ES384', pem(P256))).toThrow('holds an EC P-256 key; privateKeyAlg ES384 signs with an EC P-384 key');
    expect(fails('ES256', pem(RSA))).toThrow('holds an RSA key; privateKeyAlg ES256 signs with an EC P-256 key');
    const garbled = `-----BEGIN PRIVATE KEY-----\nnot-a-key-7c1e\n-----END PRIVATE KEY-----`;
    const ed = generateKeyPairSync('ed25519').privateKey;
    expect(fails('ES256', pem(ed))).toThrow('holds an ed25519 key; privateKeyAlg ES256 signs with an EC P-256 key');
    expect(fails('ES256', garbled)).toThrow('server crm: auth.privateKeyEnv CRM_KEY is not an unencrypted PEM private key');
    expect(fails('ES256', garbled)).toThrow(NonRetryableError);
    expect(fails('ES256', garbled)).not.toThrow(/not-a-key-7c1e/);
  });
});
