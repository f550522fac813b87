import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stagesNamed } from '@switchyard/cli';
import { createLogger, redisKeys, StageRuntime, TurnProducer, type SwitchyardConfig } from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { ownedPlan } from '../support/plans.js';
import { REPO_ROOT, startNode, stop } from '../support/processes.js';
import { deletePrefix, freshPrefix, testConfig } from '../support/test-config.js';
import { attack } from './attack-table.js';

// cacheScope on 2026-07-28 tool lists and `server/discover` results: what one executor's credentials got must not
// serve another executor's, whether through the shared catalog, the result cache or the shared discover result.
const SERVER = join(REPO_ROOT, 'test/security/fixtures/scoped-modern-mcp-server.mjs');
const log = createLogger({ name: 'test', level: process.env.LOG_LEVEL ?? 'silent' });

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const remote = await startNode(SERVER, env, 'listening on port', 30_000);
  return { child: remote.child, url: `http://127.0.0.1:${/listening on port (\d+)/.exec(remote.output())?.[1]}/mcp` };
}

function recordedCalls(file: string): Array<{ tool: string; caller?: string }> {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .filter((r) => r.method === 'tools/call')
    : [];
}

describe("a private list's tool reaches no executor with other credentials through the result cache", () => {
  const dir = mkdtempSync(join(tmpdir(), 'private-cache-'));
  const recordFile = join(dir, 'record.jsonl');
  const prefix = freshPrefix('private-cache');
  let remote: { child: ChildProcess; url: string };
  let composer: StageRuntime;
  let producer: TurnProducer;
  const open: StageRuntime[] = [];

  /** One deployment; each executor reaches the server with its own token. The operator trusts it and caches its reads. */
  const configAs = (caller: string): SwitchyardConfig =>
    testConfig({
      prefix,
      mcpServers: { scoped: { url: remote.url, headers: { Authorization: `Bearer ${caller}` }, trusted: true } },
      executor: { attempts: 1, cache: { 'scoped.*': 300 } },
      policy: { tools: { 'scoped.*': 'allow' } },
    });
  const executorAs = async (caller: string) => {
    const runtime = await StageRuntime.start(stagesNamed(['executor']), configAs(caller), log);
    open.push(runtime);
    return runtime;
  };
  const close = async (runtime: StageRuntime) => {
    await runtime.close();
    open.splice(open.indexOf(runtime), 1);
  };
  /** A turn of the tenant `tester`, as the ingress takes it (its owner record and the packet agree). */
  const run = async (tool: string) => {
    const packet = await ownedPlan(prefix, [{ id: 's1', server: 'scoped', tool, arguments: {} }]);
    return producer.submitPacket({ ...packet, turn: { ...packet.turn, tenant: 'tester' } }, { at: 'executor', timeoutMs: 30_000 });
  };

  beforeAll(async () => {
    remote = await startServer({ RECORD_FILE: recordFile });
    composer = await StageRuntime.start(stagesNamed(['composer']), configAs('alice'), log);
    producer = await TurnProducer.connect(configAs('alice'));
  });
  afterAll(async () => {
    await producer?.close();
    for (const runtime of [...open]) await runtime.close();
    await composer?.close();
    if (remote) await stop(remote.child);
    await deletePrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the tool on the other executor instead of answering from what the first one cached', async () => {
    // Alice's executor, alone, calls her own tool: its result is cached for this tenant and user.
    const alice = await executorAs('alice');
    const own = await run('alice_notes');
    expect(own.execution?.steps[0], JSON.stringify(own.execution)).toMatchObject({ ok: true });
    // Bob's executor joins and Alice's leaves; her list is put back in the catalog last (a restart of hers),
    // so the catalog offers alice_notes, marked private, and only Bob's executor takes turns.
    await executorAs('bob');
    await close(alice);
    await close(await executorAs('alice'));
    const snapshot = await new ToolCatalog(composer.redis, prefix).snapshot();
    expect(snapshot.listedPrivately.has('scoped')).toBe(true);
    expect(snapshot.byName.has('scoped.alice_notes')).toBe(true);

    const row = await attack("private list: Bob's executor answers alice_notes from the result cache Alice's call filled", 3, async () => {
      const packet = await run('alice_notes');
      const step = packet.execution?.steps[0];
      const leaked = JSON.stringify(packet).includes('the notes of alice');
      if (leaked) throw new Error(`Bob's executor answered with Alice's result: ${JSON.stringify(step).slice(0, 200)}`);
      return step?.ok === false && step.error?.code === 'blocked' && /cacheScope "private".*has no alice_notes/.test(step.error.message);
    });
    expect(row.broke, row.note).toBe(0);
    // Alice's own call is the only one the server ever got; Bob's executor sent nothing.
    expect(recordedCalls(recordFile).map((r) => [r.tool, r.caller])).toEqual([['alice_notes', 'alice']]);
  });
});

describe('a server/discover result is shared between executors only as its hints allow', () => {
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const prefix of prefixes) await deletePrefix(prefix);
  });

  /** The discover result an executor leaves in Redis for the others, and for how many seconds, when the server sends `hints`. */
  async function sharedFor(hints: Record<string, unknown>): Promise<{ kept: boolean; ttlSeconds: number }> {
    const prefix = freshPrefix('discover-hints');
    prefixes.push(prefix);
    const remote = await startServer({ DISCOVER_HINTS: JSON.stringify(hints) });
    try {
      const config = testConfig({ prefix, mcpServers: { scoped: { url: remote.url, headers: { Authorization: 'Bearer alice' } } } });
      const runtime = await StageRuntime.start(stagesNamed(['executor']), config, log);
      try {
        const key = redisKeys.mcpDiscovery(prefix, 'scoped');
        // The verdict is saved beside the connect, not awaited by it: give it a moment.
        for (let i = 0; i < 20 && !(await runtime.redis.exists(key)); i++) await new Promise((r) => setTimeout(r, 25));
        const raw = await runtime.redis.get(key);
        const ttlSeconds = await runtime.redis.ttl(key);
        // An executor closed within moments of its start can leave a Redis command of its start-up rejected unhandled.
        await new Promise((r) => setTimeout(r, 300));
        return { kept: raw !== null, ttlSeconds };
      } finally {
        await runtime.close();
      }
    } finally {
      await stop(remote.child);
    }
  }

  it('keeps no result the hints do not allow, and none past the hour or the ttlMs', async () => {
    const cases: Array<[string, Record<string, unknown>, (s: { kept: boolean; ttlSeconds: number }) => boolean]> = [
      ['ttlMs far past the hour', { ttlMs: 1e15, cacheScope: 'public' }, (s) => s.kept && s.ttlSeconds > 0 && s.ttlSeconds <= 3600],
      ['ttlMs null (an Infinity in JSON)', { ttlMs: null, cacheScope: 'public' }, (s) => !s.kept],
      ['negative ttlMs', { ttlMs: -60_000, cacheScope: 'public' }, (s) => !s.kept],
      ['ttlMs as a string', { ttlMs: '3600000', cacheScope: 'public' }, (s) => !s.kept],
      ['ttlMs as an object', { ttlMs: { valueOf: 3_600_000 }, cacheScope: 'public' }, (s) => !s.kept],
      ['cacheScope "PUBLIC" (case)', { ttlMs: 60_000, cacheScope: 'PUBLIC' }, (s) => !s.kept],
      ['cacheScope as a list', { ttlMs: 60_000, cacheScope: ['public'] }, (s) => !s.kept],
      ['private with a long ttlMs', { ttlMs: 3_600_000, cacheScope: 'private' }, (s) => !s.kept],
      ['public with ttlMs of 1.5 s', { ttlMs: 1_500, cacheScope: 'public' }, (s) => s.kept && s.ttlSeconds <= 1],
    ];
    const row = await attack('server/discover hints: huge, infinite, negative, non-number ttlMs; odd cacheScope', cases.length, async (i) => {
      const [name, hints, holds] = cases[i]!;
      const shared = await sharedFor(hints);
      if (!holds(shared)) throw new Error(`${name}: kept ${shared.kept} for ${shared.ttlSeconds} s`);
      return true;
    });
    expect(row.broke, row.note).toBe(0);
  });
});
