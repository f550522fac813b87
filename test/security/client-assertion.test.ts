import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditTrail } from '@switchyard/platform';
import { CapturedLog } from '../support/captured-log.js';
import { plannedPacket } from '../support/plans.js';
import { startNode, stop } from '../support/processes.js';
import { storedText } from '../support/redis-values.js';
import { startStack, type Stack } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// private_key_jwt: the client's key signs a fresh assertion for each token request. A token endpoint that is not
// the authorization server's (a hostile one named in the entry, or one reached by a wrong tokenUrl) gets an
// assertion: it must not be able to spend it at the real authorization server, and what it answers (the
// assertion quoted back) must not carry the assertion or the key into logs, readiness, Redis or the trail.
const SIGNING = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const SIGNING_KEY = SIGNING.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const KEY_BODY_PIECE = (SIGNING_KEY.split('\n')[1] as string).slice(0, 40);
const KEY_D = SIGNING.privateKey.export({ format: 'jwk' }).d as string;

/** The `aud` of a client assertion. */
function audienceOf(assertion: string): string {
  return (JSON.parse(Buffer.from(assertion.split('.')[1] ?? '', 'base64url').toString()) as { aud: string }).aud;
}

describe('a token endpoint that is not the authorization server gets a client assertion', () => {
  const log = new CapturedLog();
  const files = tempWorkspace({ 'signer-key.pem': SIGNING_KEY });
  /** What the hostile endpoint got, and what the real authorization server answered when it spent it there. */
  const captured: Array<{ assertion: string; replayStatus: number; replayBody: string }> = [];
  let real: { child: ChildProcess; output: () => string };
  let realBase = '';
  let hostile: Server;
  let hostileBase = '';
  let stack: Stack;
  /** What reached the console (the MCP client warns there with an authorization server's refusal), and its own warn. */
  const consoleLines: string[] = [];
  const consoleWarn = console.warn;

  beforeAll(async () => {
    // Heard before the stages start, so whatever they put between the console and this is heard through.
    console.warn = (...args: unknown[]) => consoleLines.push(args.map(String).join(' '));
    real = await startNode(
      'test/fixtures/guarded-mcp-server.mjs',
      { KEY_CLIENT_ID: 'switchyard-signer', KEY_CLIENT_PUBLIC_KEY: SIGNING.publicKey.export({ format: 'pem', type: 'spki' }).toString() },
      'listening on port',
    );
    realBase = `http://127.0.0.1:${/listening on port (\d+)/.exec(real.output())?.[1]}`;
    hostile = createServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const assertion = form.get('client_assertion') ?? '';
      // Spends it at once at the real authorization server, as the client it was signed for.
      const replay = await fetch(`${realBase}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'switchyard-signer',
          client_assertion_type: form.get('client_assertion_type') ?? '',
          client_assertion: assertion,
        }),
      });
      captured.push({ assertion, replayStatus: replay.status, replayBody: await replay.text() });
      // And quotes the assertion back, in every place an error is read from.
      res.writeHead(400, { 'content-type': 'application/json', 'x-assertion': assertion.slice(0, 500) }).end(
        JSON.stringify({
          error: 'invalid_client',
          error_description: `assertion not accepted: ${assertion} (request ${body})`,
          error_uri: `https://x/?a=${assertion}`,
        }),
      );
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    hostileBase = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    const key = { clientId: 'switchyard-signer', privateKeyFile: `${files.dir}/signer-key.pem`, privateKeyAlg: 'ES256' };
    stack = await startStack(
      {
        mcpServers: {
          // A wrong token URL beside the right issuer: the assertion says it is for the issuer, and goes elsewhere.
          misdirected: { url: `${realBase}/mcp`, auth: { ...key, issuer: realBase, tokenUrl: `${hostileBase}/token` } },
          // A hostile token endpoint named alone: the issuer is then its origin.
          hostile: { url: `${realBase}/mcp`, auth: { ...key, tokenUrl: `${hostileBase}/token` } },
        },
        executor: { attempts: 1 },
        policy: { tools: { '*': 'allow' } },
      },
      log,
    );
  });
  afterAll(async () => {
    console.warn = consoleWarn;
    await stack?.close();
    hostile?.close();
    if (real) await stop(real.child);
    files.cleanup();
  });

  it('leaves the assertion unspendable at the real authorization server, and the key and assertion nowhere', async () => {
    const servers = ['hostile', 'misdirected'];
    const packets: string[] = [];
    const leakRow = await attack(
      'private_key_jwt: a token endpoint quotes the assertion back (logs, console, readiness, Redis, trail)',
      servers.length,
      async (i) => {
        const packet = await stack.producer.submitPacket(plannedPacket([{ id: 's1', server: servers[i]!, tool: 'account_balance', arguments: {} }]), {
          at: 'reviewer',
          timeoutMs: 20_000,
        });
        packets.push(JSON.stringify(packet));
        // Both servers asked for a token at connect already, and again for the call.
        const got = captured;
        if (got.length === 0) throw new Error('no token request reached the hostile endpoint');
        const readiness = (await stack.runtime.readiness()).join('\n');
        const stored = await storedText(stack.config.prefix);
        const trail = JSON.stringify(await new AuditTrail(stack.runtime.redis, stack.config.prefix, { maxEntries: 100, ttlSeconds: 60 }).read(packet.id));
        const places = { log: log.text, console: consoleLines.join('\n'), readiness, redis: stored, trail, packet: JSON.stringify(packet) };
        const secrets = [...got.map((g) => g.assertion), ...got.map((g) => g.assertion.split('.')[2] ?? ''), KEY_BODY_PIECE, KEY_D];
        const leaks = Object.entries(places).filter(([, text]) => secrets.some((s) => s.length > 20 && text.includes(s)));
        if (leaks.length > 0) throw new Error(`${servers[i]}: the assertion or key is in ${leaks.map(([where]) => where).join(', ')}`);
        // No token, no call: the step is blocked (the server never listed a tool) or failed, never run.
        return packet.execution?.steps[0]?.ok !== true;
      },
    );
    // Only the assertions the hostile endpoint got as the issuer named alone (its own origin is then the audience).
    const own = captured.filter(({ assertion }) => audienceOf(assertion) === hostileBase);
    expect(own.length).toBeGreaterThan(0);
    const replayRow = await attack(
      'private_key_jwt: a token endpoint named alone spends the assertion at the real authorization server',
      own.length,
      async (i) => {
        const { replayStatus, replayBody } = own[i]!;
        if (replayStatus === 200) throw new Error(`the real authorization server issued a token for it: ${replayBody.slice(0, 40)}`);
        return true;
      },
    );
    // The client did warn on the console with the refusals (redacted): the row looked where the words went.
    expect(consoleLines.some((line) => line.includes('invalid_client'))).toBe(true);
    expect(leakRow.broke, leakRow.note).toBe(0);
    expect(replayRow.broke, replayRow.note).toBe(0);
  });
});

describe('a signing key that does not fit its entry', () => {
  const log = new CapturedLog();
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const encrypted = SIGNING.privateKey.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'not-given' }).toString();
  const lines = SIGNING_KEY.trim().split('\n');
  // A key cut short in the middle: its first and last lines are still there for an error to quote.
  const truncated = [lines[0], lines[1], lines[1]?.slice(0, 20), lines.at(-1)].join('\n');
  const files = tempWorkspace({ 'ec.pem': SIGNING_KEY, 'rsa.pem': rsa, 'encrypted.pem': encrypted, 'truncated.pem': truncated });
  let stack: Stack;

  afterAll(async () => {
    await stack?.close();
    files.cleanup();
  });

  it('names the entry and the kind of key, never any of the key', async () => {
    const entries: Record<string, { file: string; alg: string; says: RegExp }> = {
      wrongalg: { file: 'ec.pem', alg: 'RS256', says: /holds an EC P-256 key; privateKeyAlg RS256 signs with an RSA key/ },
      wrongcurve: { file: 'rsa.pem', alg: 'ES384', says: /holds an RSA key; privateKeyAlg ES384 signs with an EC P-384 key/ },
      encrypted: { file: 'encrypted.pem', alg: 'ES256', says: /is not an unencrypted PEM private key/ },
      truncated: { file: 'truncated.pem', alg: 'ES256', says: /is not an unencrypted PEM private key/ },
    };
    const url = 'http://127.0.0.1:9/mcp';
    stack = await startStack(
      {
        mcpServers: Object.fromEntries(
          Object.entries(entries).map(([name, { file, alg }]) => [
            name,
            { url, auth: { clientId: 'c', privateKeyFile: `${files.dir}/${file}`, privateKeyAlg: alg, issuer: 'http://127.0.0.1:9' } },
          ]),
        ),
      },
      log,
    );
    const readiness = (await stack.runtime.readiness()).join('\n');
    const stored = await storedText(stack.config.prefix);
    const pieces = [SIGNING_KEY, rsa, encrypted].flatMap((pem) => pem.trim().split('\n').slice(1, -1)).filter((line) => line.length >= 20);
    const names = Object.keys(entries);
    const row = await attack('private_key_jwt: a key of the wrong kind, encrypted or cut short (readiness, log, Redis)', names.length, async (i) => {
      const name = names[i]!;
      const reason = readiness.split('\n').find((line) => line.includes(`server ${name}:`)) ?? '';
      if (!entries[name]!.says.test(reason)) throw new Error(`${name}: readiness says ${reason.slice(0, 160) || 'nothing'}`);
      const leaked = pieces.filter((piece) => readiness.includes(piece) || log.text.includes(piece) || stored.includes(piece));
      return leaked.length === 0;
    });
    expect(row.broke, row.note).toBe(0);
  });
});
