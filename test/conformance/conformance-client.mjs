#!/usr/bin/env node
// The client the MCP conformance suite runs, once per client scenario: the
// scenario's server URL is the last argument, its name is in
// MCP_CONFORMANCE_SCENARIO. It drives Switchyard's own command line (so the
// executor's MCP client, the reviewer's policy and the question path) against
// that server, with a fresh configuration and Redis prefix of its own, and
// plays the person where one is needed: it answers the server's questions
// and, for sign-in, the browser.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRedis, purgePrefix } from '@switchyard/platform';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = join(root, 'packages/cli/bin/switchyard.js');
// The suite runs under a newer Node; Switchyard runs under the machine's own.
const node = process.env.SWITCHYARD_NODE ?? 'node';
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? '';
const url = process.argv.at(-1);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What each scenario asks of a client: a tool to call (with the arguments it takes), or a listing only. */
const SCENARIOS = {
  initialize: { list: true },
  tools_call: { tool: 'add_numbers', args: { a: 2, b: 3 } },
  'elicitation-sep1034-client-defaults': { tool: 'test_client_elicitation_defaults', answer: { action: 'accept', content: {} } },
  'sse-retry': { tool: 'test_reconnection' },
};
/** The sign-in scenarios: a person signs in (`auth login`, this client playing the browser), then the tool is called. */
const SIGN_IN = { tool: 'test-tool', signIn: true };
/** Machine credentials the scenario hands over in MCP_CONFORMANCE_CONTEXT (a client secret or a signing key). */
const CLIENT_CREDENTIALS = { tool: 'test-tool', clientCredentials: true };

function planOf(name) {
  if (name in SCENARIOS) return SCENARIOS[name];
  if (name === 'auth/client-credentials-basic' || name === 'auth/client-credentials-jwt') return CLIENT_CREDENTIALS;
  if (name.startsWith('auth/')) return SIGN_IN;
  return undefined;
}

/** Runs the command line; resolves with its exit code and output, answering questions it prints on the way. */
function switchyard(args, { env = {}, onLine } = {}) {
  return new Promise((done, fail) => {
    const context = process.env.MCP_CONFORMANCE_CONTEXT ? JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT) : {};
    const secrets = {
      ...(context.client_secret ? { CONFORMANCE_CLIENT_SECRET: context.client_secret } : {}),
      ...(context.private_key_pem ? { CONFORMANCE_PRIVATE_KEY: context.private_key_pem } : {}),
    };
    const child = spawn(node, [bin, ...args], {
      env: { ...process.env, ...secrets, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      partial += chunk;
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine?.(line);
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

async function main() {
  const plan = planOf(scenario);
  if (!plan || !url) throw new Error(`no plan for scenario "${scenario}" (url ${url ?? 'missing'})`);
  const prefix = `sy-conformance-${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-conformance-'));
  const config = join(dir, 'switchyard.config.json');
  writeFileSync(
    config,
    JSON.stringify({
      redis: { url: redisUrl },
      prefix,
      mcpServers: { conformance: { url, ...serverAuth(plan) } },
      executor: { elicitation: { enabled: true, timeoutMs: 90_000 } },
      // The operator allows the scenario's tools: they carry no annotations, which otherwise asks for approval.
      policy: { tools: { 'conformance.*': 'allow' } },
    }),
  );
  try {
    if (plan.list) {
      // A server with no tools is a fine answer to a handshake: `tools` says "no tools" (exit 1), the suite judges the rest.
      const listed = await switchyard(['tools', '-c', config]);
      return report(listed.code === 1 && listed.stdout.trim().endsWith('no tools') ? { ...listed, code: 0 } : listed);
    }
    if (plan.signIn) {
      const signedIn = await signIn(config);
      if (signedIn.code !== 0) return report(signedIn);
    }
    let run = await call(plan, config);
    // A call that needs more scope says how to sign in for it: a person does, once (a server that keeps asking is not followed).
    const stepUp = /switchyard auth login conformance --scope '([^']*)'/.exec(run.stderr);
    if (plan.signIn && stepUp) {
      const again = await signIn(config, ['--scope', stepUp[1]]);
      if (again.code !== 0) return report(again);
      run = await call(plan, config);
    }
    return report(run);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    const redis = createRedis(redisUrl, 'switchyard-conformance');
    await purgePrefix(redis, prefix).finally(() => redis.disconnect());
  }
}

/** The entry's `auth`: a tokens file to sign in to, or the scenario's machine credentials. */
function serverAuth(plan) {
  const context = process.env.MCP_CONFORMANCE_CONTEXT ? JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT) : {};
  // A client secret (client_secret_basic), or a key the client signs its assertion with (private_key_jwt).
  if (plan.clientCredentials && context.private_key_pem)
    return { auth: { clientId: context.client_id, privateKeyEnv: 'CONFORMANCE_PRIVATE_KEY', privateKeyAlg: context.signing_algorithm } };
  if (plan.clientCredentials) return { auth: { clientId: context.client_id, clientSecretEnv: 'CONFORMANCE_CLIENT_SECRET' } };
  if (!plan.signIn) return {};
  const preRegistered = context.client_id
    ? { clientId: context.client_id, ...(context.client_secret ? { clientSecretEnv: 'CONFORMANCE_CLIENT_SECRET' } : {}) }
    : {};
  // A client id metadata document where the authorization server takes one (SEP-991).
  return { auth: { tokensFile: 'tokens.json', clientMetadataUrl: 'https://conformance-test.local/client-metadata.json', ...preRegistered } };
}

async function call(plan, config) {
  const answered = [];
  const run = await switchyard(['call', `conformance.${plan.tool}`, '--args', JSON.stringify(plan.args ?? {}), '-c', config], {
    onLine: (line) => {
      // The hint names the CLI as `npx switchyard` inside the clone, by its path (`.../switchyard.js`) elsewhere.
      const asked = /switchyard(?:\.js)? answer (\S+) accept/.exec(line);
      if (asked && plan.answer) answered.push(answer(asked[1], plan.answer, config));
    },
  });
  for (const result of await Promise.all(answered)) if (result.code !== 0) report(result);
  return run;
}

/** `switchyard auth login`, with this client as the browser: it opens the printed address and follows it back to the callback. */
async function signIn(config, extra = []) {
  const visits = [];
  const run = await switchyard(['auth', 'login', 'conformance', '--no-open', '-c', config, ...extra], {
    onLine: (line) => {
      const address = /^\s+(https?:\/\/\S+)$/.exec(line);
      if (address) visits.push(browse(address[1]));
    },
  });
  await Promise.all(visits);
  return run;
}

/** A browser that a sign-in page lets straight through: follow the redirects back to the loopback callback. */
async function browse(address) {
  let next = address;
  for (let hop = 0; hop < 5 && next; hop++) {
    const response = await fetch(next, { redirect: 'manual' });
    await response.arrayBuffer();
    const location = response.headers.get('location');
    next = location ? new URL(location, next).href : undefined;
  }
}

function answer(packetId, { action, content }, config) {
  return switchyard(['answer', packetId, action, ...(content ? ['--content', JSON.stringify(content)] : []), '-c', config]);
}

/** Passes the command's output on; a failed command fails the scenario. */
function report({ code, stdout, stderr }) {
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  if (code !== 0) process.exitCode = code ?? 1;
}

main().catch((error) => {
  process.stderr.write(`conformance client: ${error?.stack ?? error}\n`);
  process.exitCode = 1;
});
