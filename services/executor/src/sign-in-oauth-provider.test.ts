import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ForeignAuthorizationServerError } from './foreign-authorization-server-error.js';
import { SignInOAuthProvider } from './sign-in-oauth-provider.js';
import { SignInRequiredError } from './sign-in-required-error.js';
import { SignInStore } from './sign-in-store.js';

describe('SignInOAuthProvider without a browser (the executor)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sign-in-unit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = new SignInStore(join(dir, 'nested', 'tracker.json'));
  const provider = new SignInOAuthProvider('tracker', store, {});

  it('keeps what a sign-in left in a file of its owner only, and a refresh without a new refresh token keeps the old one', () => {
    provider.saveClientInformation({ client_id: 'registered', issuer: 'https://auth.example.com' });
    provider.saveTokens({ access_token: 'at-1', token_type: 'Bearer', refresh_token: 'rt-1' });
    provider.saveTokens({ access_token: 'at-2', token_type: 'Bearer' });
    expect(provider.tokens()).toMatchObject({ access_token: 'at-2', refresh_token: 'rt-1' });
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'nested')).mode & 0o777).toBe(0o700);
  });

  it('is sent to the authorization server it signed in at only', () => {
    expect(provider.clientInformation({ issuer: 'https://auth.example.com/' })).toMatchObject({ client_id: 'registered' });
    expect(() => provider.clientInformation({ issuer: 'https://evil.example.com' })).toThrowError(ForeignAuthorizationServerError);
  });

  it('never starts a sign-in itself: it says which one a person must run, with the scope asked for', () => {
    const url = new URL('https://auth.example.com/authorize?scope=read+write');
    expect(() => provider.redirectToAuthorization(url)).toThrowError(SignInRequiredError);
    expect(() => provider.redirectToAuthorization(url)).toThrowError(
      `server tracker needs a person to sign in with scope "read write": npx switchyard auth login tracker --scope 'read write'`,
    );
  });

  it('drops tokens the authorization server refused, keeping the client', () => {
    provider.invalidateCredentials('tokens');
    expect(provider.tokens()).toBeUndefined();
    expect(store.read()?.client).toMatchObject({ client_id: 'registered' });
  });
});

describe('SignInOAuthProvider and a legacy discovery (a 2025-03-26 issuer on the server origin)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sign-in-legacy-unit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = new SignInStore(join(dir, 'tracker.json'));
  const legacy = {
    authorizationServerUrl: 'https://tracker.example.com/',
    authorizationServerMetadata: {
      issuer: 'https://tracker.example.com/oauth',
      authorization_endpoint: 'https://tracker.example.com/oauth/authorize',
      token_endpoint: 'https://tracker.example.com/oauth/token',
      response_types_supported: ['code'],
    },
  };
  const browser = (state: string) => ({ redirectUrl: 'http://127.0.0.1:5000/callback', state, open: () => undefined });

  it('keeps the accepted discovery with the tokens of that sign-in, for the executor; a sign-in discovers afresh', () => {
    const signingIn = new SignInOAuthProvider('tracker', store, {}, browser('s1'));
    signingIn.acceptLegacyDiscovery(legacy);
    expect(signingIn.discoveryState()).toEqual(legacy);
    signingIn.saveTokens({ access_token: 'at-1', token_type: 'Bearer', refresh_token: 'rt-1', issuer: 'https://tracker.example.com/oauth' });
    expect(new SignInOAuthProvider('tracker', store, {}).discoveryState()).toEqual(legacy);
    expect(new SignInOAuthProvider('tracker', store, {}, browser('s2')).discoveryState()).toBeUndefined();
  });

  it('forgets it when a later sign-in found its authorization server the ordinary way', () => {
    new SignInOAuthProvider('tracker', store, {}, browser('s3')).saveTokens({ access_token: 'at-2', token_type: 'Bearer' });
    expect(new SignInOAuthProvider('tracker', store, {}).discoveryState()).toBeUndefined();
    expect(store.read()?.legacyDiscovery).toBeUndefined();
  });
});
