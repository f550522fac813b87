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
});
