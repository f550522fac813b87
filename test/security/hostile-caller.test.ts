import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createRedis, DeadLetterQueue, redactText, redactValue } from '@switchyard/runtime';
import { hashApiKey, IngressServer } from '@switchyard/ingress';
import { ingressClient } from '../support/ingress-client.js';
import { deletePrefix, testConfig } from '../support/test-config.js';
import { attack } from './attack-table.js';

describe('a non-admin key against the queue dashboard, through URL spellings', () => {
  const KEY = `sk-${randomUUID()}`;
  const ADMIN = `sk-${randomUUID()}`;
  const config = testConfig({
    ingress: {
      apiKeys: [
        { name: 'app', sha256: hashApiKey(KEY) },
        { name: 'ops', sha256: hashApiKey(ADMIN), admin: true },
      ],
      rateLimit: { max: 1_000, windowMs: 60_000 },
    },
  });
  let ingress: IngressServer;
  const call = ingressClient(() => ingress.port, KEY);

  beforeAll(async () => {
    ingress = await IngressServer.start(config, createLogger({ name: 'test', level: 'silent' }), { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ingress?.close();
    await deletePrefix(config.prefix);
  });

  it('refuses percent-encoded dashboard paths (routed like /admin/queues) to a non-admin key, and still serves them to an admin', async () => {
    const paths = ['/%61dmin/queues', '/admin/%71ueues', '/%61dmin/queues/api/queues', '/admin/qu%65ues/api/queues', '/%2561dmin/queues/api/queues'];
    const methods = ['GET', 'HEAD'];
    const row = await attack('percent-encoded /admin/queues with a non-admin key', paths.length * methods.length, async (i) => {
      const answer = await call(paths[i % paths.length]!, { method: methods[Math.floor(i / paths.length)]! });
      // 403 (refused) or 404 (no such route); never the dashboard or its queue list.
      return (answer.status === 403 || answer.status === 404) && !answer.text.includes('"queues"') && !answer.text.includes('<html');
    });
    expect(row.broke).toBe(0);
    expect((await call('/%61dmin/queues/api/queues', { key: ADMIN })).status).toBe(200);
    expect((await call('/%68ealthz', { key: null })).status).toBe(200);
  });
});

describe('secrets in common shapes vs the redactor', () => {
  const B64 = Buffer.from('deploy:s3cr3t-passw0rd').toString('base64');
  const SECRET = 's3cr3t-passw0rd';

  it('removes a credential sent with any Authorization scheme, cookies, and Basic credentials in text', async () => {
    const texts = [
      `Authorization: Basic ${B64}`,
      `authorization=Basic ${B64}`,
      `Proxy-Authorization: Basic ${B64}`,
      `Authorization: Token ${SECRET}`,
      `Authorization: Digest username="u", response="${SECRET}"`,
      `{"Authorization":"Basic ${B64}"}`,
      `Cookie: session=${SECRET}; theme=dark`,
      `Set-Cookie: sid=${SECRET}; HttpOnly`,
      `curl -H "Authorization: Basic ${B64}" https://example.com`,
      `sent Basic ${B64} to the proxy`,
    ];
    const row = await attack('credentials behind a non-Bearer Authorization scheme or a cookie', texts.length, async (i) => {
      const out = redactText(texts[i]!);
      return !out.includes(B64) && !out.includes(SECRET) && out.includes('[redacted:');
    });
    expect(row.broke).toBe(0);
    expect(redactText('a Basic understanding of queues')).toBe('a Basic understanding of queues');
  });

  it('blanks secret fields whose value is an array or object, secret words at the end of a key, and name/value pairs', async () => {
    const values: unknown[] = [
      { password: [SECRET] },
      { password: { value: SECRET } },
      { token: { current: SECRET, previous: [SECRET] } },
      { env: { OPENAI_API_KEY: SECRET } },
      { GITHUB_TOKEN: SECRET },
      { sessionToken: SECRET },
      { secretKey: SECRET },
      { AWS_SECRET_ACCESS_KEY: SECRET },
      { 'db.password': SECRET },
      { env: [{ name: 'DB_PASSWORD', value: SECRET }] },
      { headers: [{ key: 'Authorization', value: `Basic ${B64}` }] },
    ];
    const row = await attack('secret fields with object values, suffixed names and name/value pairs', values.length, async (i) => {
      const out = JSON.stringify(redactValue(values[i]));
      return !out.includes(SECRET) && !out.includes(B64);
    });
    expect(row.broke).toBe(0);
    // Words that only contain a secret word stay readable.
    expect(redactValue({ max_tokens: 100, author: 'Bob', passage: 'text', name: 'user', value: 'kept' })).toEqual({ max_tokens: 100, author: 'Bob', passage: 'text', name: 'user', value: 'kept' });
  });

  it('stores a dead letter whose job data hides a secret in an array under a secret key without it', async () => {
    const config = testConfig();
    const redis = createRedis(config.redis.url, 'test');
    const dlq = new DeadLetterQueue(redis, config.prefix);
    try {
      const row = await attack('dead letter job data with secrets under object-valued secret fields', 3, async (i) => {
        const raw = [{ turn: { password: [SECRET] } }, { env: { OPENAI_API_KEY: SECRET } }, { headers: { cookie: { sid: SECRET } } }][i];
        await dlq.add({ stage: 'router', reason: `bad packet ${i}`, raw });
        const stored = JSON.stringify(await dlq.list());
        return !stored.includes(SECRET);
      });
      expect(row.broke).toBe(0);
    } finally {
      await dlq.close();
      await redis.quit();
      await deletePrefix(config.prefix);
    }
  });
});
