import { describe, expect, it } from 'vitest';
import { HttpServerSchema } from './config.js';

const entry = (auth: unknown) => HttpServerSchema.safeParse({ url: 'https://tools.example.com/mcp', auth });
const messages = (auth: unknown) => entry(auth).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('the auth setting of a url server', () => {
  it('takes client credentials or a refresh token, each from an environment variable or a file', () => {
    expect(entry({ clientId: 'sy', clientSecretEnv: 'TOOLS_SECRET', scope: 'tools:read' }).success).toBe(true);
    expect(entry({ clientId: 'sy', refreshTokenFile: 'secrets/refresh-token', tokenUrl: 'https://auth.example.com/token' }).success).toBe(true);
  });

  it('says what is wrong: no secret at all, both sources of one, a secret written in, an env name that is not one', () => {
    expect(messages({ clientId: 'sy' })).toEqual([
      expect.stringMatching(/^auth: auth needs clientSecretEnv or clientSecretFile .* or refreshTokenEnv or refreshTokenFile/),
    ]);
    expect(messages({ clientId: 'sy', clientSecretEnv: 'A', clientSecretFile: 'b' })).toEqual(['auth: give clientSecretEnv or clientSecretFile, not both']);
    expect(messages({ clientId: 'sy', clientSecret: 'hunter2' })[0]).toMatch(
      /^auth: unknown key "clientSecret": auth takes clientId, clientSecretEnv or clientSecretFile/,
    );
    expect(messages({ clientId: 'sy', clientSecretEnv: 'not a name' })).toEqual(['auth.clientSecretEnv: expected the name of an environment variable']);
  });

  it("takes a tokens file for a person's sign-in, with or without a pre-registered client, but not beside a refresh token", () => {
    expect(entry({ tokensFile: 'secrets/tools-tokens.json' }).success).toBe(true);
    expect(entry({ tokensFileEnv: 'TOOLS_TOKENS', clientId: 'sy', clientSecretEnv: 'TOOLS_SECRET', issuer: 'https://auth.example.com' }).success).toBe(true);
    expect(entry({ tokensFile: 't.json', clientMetadataUrl: 'https://switchyard.example.com/client.json' }).success).toBe(true);
    expect(messages({ tokensFile: 't.json', refreshTokenEnv: 'RT' })).toEqual([
      expect.stringMatching(/^auth: give a refresh token or a tokens file for sign-in, not both/),
    ]);
    expect(messages({ tokensFile: 't.json', tokensFileEnv: 'T' })).toEqual(['auth: give tokensFile or tokensFileEnv, not both']);
    expect(messages({ clientSecretEnv: 'S' })).toEqual([expect.stringMatching(/^auth: auth needs clientId/)]);
  });

  it('takes a signing key for client credentials (private_key_jwt), with the algorithm it signs with, instead of a secret', () => {
    expect(entry({ clientId: 'sy', privateKeyFile: 'secrets/sy-key.pem', privateKeyAlg: 'ES256', issuer: 'https://auth.example.com' }).success).toBe(true);
    expect(entry({ clientId: 'sy', privateKeyEnv: 'SY_KEY', privateKeyAlg: 'RS256' }).success).toBe(true);
    expect(messages({ clientId: 'sy', privateKeyEnv: 'SY_KEY' })).toEqual([
      expect.stringMatching(/^auth: a private key needs privateKeyAlg, how it signs \(RS256, /),
    ]);
    expect(messages({ clientId: 'sy', privateKeyEnv: 'SY_KEY', privateKeyAlg: 'HS256' })[0]).toMatch(/^auth.privateKeyAlg: /);
    expect(messages({ clientId: 'sy', privateKeyEnv: 'SY_KEY', privateKeyFile: 'k.pem', privateKeyAlg: 'ES256' })).toEqual([
      'auth: give privateKeyEnv or privateKeyFile, not both',
    ]);
    expect(messages({ clientId: 'sy', privateKeyEnv: 'SY_KEY', privateKeyAlg: 'ES256', clientSecretEnv: 'S' })).toEqual([
      'auth: give a client secret or a private key, not both: the client proves itself one way',
    ]);
    expect(messages({ clientId: 'sy', clientSecretEnv: 'S', privateKeyAlg: 'ES256' })).toEqual([
      'auth: privateKeyAlg goes with privateKeyEnv or privateKeyFile',
    ]);
    expect(messages({ tokensFile: 't.json', privateKeyEnv: 'SY_KEY', privateKeyAlg: 'ES256' })).toEqual([
      'auth: a private key is for client credentials and refresh tokens, not for sign-in',
    ]);
    expect(messages({ privateKeyEnv: 'SY_KEY', privateKeyAlg: 'ES256' })).toEqual([expect.stringMatching(/^auth: auth needs clientId/)]);
  });
});
