import { describe, expect, it } from 'vitest';
import { ConfigError } from '@switchyard/runtime';
import { ApiKeys, hashApiKey } from './api-keys.js';
import { keysFromEnv } from './keys-from-env.js';

describe('ApiKeys', () => {
  const keys = new ApiKeys([
    { name: 'bot', sha256: hashApiKey('sk-bot') },
    { name: 'ops', sha256: hashApiKey('sk-ops'), rateLimit: 5 },
  ]);

  it('knows a key by bearer token, X-Api-Key or the password of HTTP Basic', () => {
    expect(keys.identify({ authorization: 'Bearer sk-bot' })).toBe('bot');
    expect(keys.identify({ 'x-api-key': 'sk-ops' })).toBe('ops');
    expect(keys.identify({ authorization: `Basic ${Buffer.from('anyone:sk-ops').toString('base64')}` })).toBe('ops');
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

  it('reads name=sha256 lists from the environment and refuses anything else', () => {
    expect(keysFromEnv(` a=${hashApiKey('x')},b=${hashApiKey('y')} `)).toEqual([
      { name: 'a', sha256: hashApiKey('x') },
      { name: 'b', sha256: hashApiKey('y') },
    ]);
    expect(keysFromEnv(undefined)).toEqual([]);
    expect(() => keysFromEnv('a=sk-plain-key')).toThrow(ConfigError);
  });
});
