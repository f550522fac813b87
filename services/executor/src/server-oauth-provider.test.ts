import { describe, expect, it } from 'vitest';
import { ForeignAuthorizationServerError } from './foreign-authorization-server-error.js';
import { ServerOAuthProvider } from './server-oauth-provider.js';

describe('the OAuth provider of a url server', () => {
  it('keeps the first authorization server it learnt: a later one is refused, and saving its registration changes nothing', () => {
    const provider = new ServerOAuthProvider({ clientId: 'switchyard', clientSecret: 'cs-unit' });
    provider.saveClientInformation({ client_id: 'switchyard', issuer: 'https://auth.example.com' });
    expect(provider.clientInformation({ issuer: 'https://auth.example.com/' })).toMatchObject({ client_secret: 'cs-unit' });
    // The server now names another one, and the client registered there: the secret stays with the first.
    provider.saveClientInformation({ client_id: 'registered-elsewhere', issuer: 'https://evil.example.net' });
    expect(() => provider.clientInformation({ issuer: 'https://evil.example.net' })).toThrow(ForeignAuthorizationServerError);
    expect(provider.clientInformation({ issuer: 'https://auth.example.com' })).toMatchObject({ client_id: 'switchyard', issuer: 'https://auth.example.com' });
  });

  it('refuses any other authorization server than the pinned issuer, and than the given token endpoint', () => {
    const pinned = new ServerOAuthProvider({ clientId: 'switchyard', clientSecret: 'cs-unit', issuer: 'https://auth.example.com' });
    expect(() => pinned.clientInformation({ issuer: 'https://auth.example.com.evil.example.net' })).toThrow(
      /credentials are for https:\/\/auth.example.com only/,
    );
    const byUrl = new ServerOAuthProvider({ clientId: 'switchyard', refreshToken: 'rt-unit', tokenUrl: 'https://auth.example.com/oauth/token' });
    expect(() => byUrl.clientInformation({ issuer: 'https://evil.example.net' })).toThrow(ForeignAuthorizationServerError);
  });
});
