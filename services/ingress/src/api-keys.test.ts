import { describe, expect, it } from 'vitest';
import { ConfigError, IngressSchema } from '@switchyard/platform';
import { ApiKeys, hashApiKey } from './api-keys.js';
import { keysFromEnv } from './keys-from-env.js';

describe('ApiKeys', () => {
  const keys = new ApiKeys([
    { name: 'bot', sha256: hashApiKey('sk-bot') },
    { name: 'ops', sha256: hashApiKey('sk-ops'), rateLimit: 5, tenant: 'Acme', admin: true },
  ]);

  it('knows a key by bearer token, X-Api-Key or the password of HTTP Basic', () => {
    expect(keys.identify({ authorization: 'Bearer sk-bot' })).toEqual({ keyName: 'bot', tenant: 'bot', speaksForUsers: false, admin: false });
    expect(keys.identify({ 'x-api-key': 'sk-ops' })).toEqual({ keyName: 'ops', tenant: 'acme', speaksForUsers: false, admin: true });
    expect(keys.identify({ authorization: `Basic ${Buffer.from('anyone:sk-ops').toString('base64')}` })?.keyName).toBe('ops');
  });

  it('knows no one without a configured key', () => {
    expect(keys.identify({})).toBeUndefined();
    expect(keys.identify({ authorization: 'Bearer sk-other' })).toBeUndefined();
    expect(keys.identify({ authorization: 'Token sk-bot' })).toBeUndefined();
    expect(keys.identify({ authorization: hashApiKey('sk-bot') })).toBeUndefined();
  });

  it('gives a key its own rate limit when it has one', () => {
    expect(keys.rateLimitOf('ops')).toBe(5);
    expect(keys.rateLimitOf('bot')).toBeUndefined();
  });

  it('reads name=sha256[;tenant=…][;admin][;speaksForUsers] lists from the environment and refuses anything else', () => {
    expect(keysFromEnv(` a=${hashApiKey('x')},b=${hashApiKey('y')};tenant=acme;speaksForUsers;admin `)).toEqual([
      { name: 'a', sha256: hashApiKey('x'), speaksForUsers: false, admin: false },
      { name: 'b', sha256: hashApiKey('y'), tenant: 'acme', speaksForUsers: true, admin: true },
    ]);
    expect(keysFromEnv(undefined)).toEqual([]);
    expect(() => keysFromEnv('a=sk-plain-key')).toThrow(ConfigError);
    expect(() => keysFromEnv(`a=${hashApiKey('x')};root`)).toThrow(/root.*is not tenant/);
    expect(() => keysFromEnv(`a=${hashApiKey('x')};tenant=a:b`)).toThrow(ConfigError);
  });

  it('refuses tenants and names with ":" (they would blur <tenant>:<user>), twin names and headers timeouts over the request timeout', () => {
    const key = (extra: Record<string, unknown>) => ({ name: 'a', sha256: hashApiKey('x'), ...extra });
    expect(IngressSchema.safeParse({ apiKeys: [key({ tenant: 'acme:x' })] }).success).toBe(false);
    expect(IngressSchema.safeParse({ apiKeys: [key({ name: 'a:b' })] }).success).toBe(false);
    expect(IngressSchema.safeParse({ apiKeys: [key({}), key({ name: 'A', sha256: hashApiKey('y') })] }).success).toBe(false);
    expect(IngressSchema.safeParse({ timeouts: { headersMs: 5_000, requestMs: 1_000 } }).success).toBe(false);
    expect(IngressSchema.parse({ apiKeys: [key({})] }).apiKeys[0]).toMatchObject({ speaksForUsers: false, admin: false });
  });
});
