import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NonRetryableError } from '@switchyard/platform';
import { readCredentials } from './server-credentials.js';

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
});
