import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAGE_NAMES } from '@switchyard/packet-schema';
import { plannedPacket } from '../support/plans.js';
import { REPO_ROOT } from '../support/processes.js';
import { servers } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { Cluster } from './cluster.js';
import { runLoad } from './load.js';
import { report } from './summary.js';

const TURNS = 1_000;

describe('kill -9 under load', () => {
  const workspace = tempWorkspace({ 'a.txt': 'alpha file\n' });
  const ledgerFile = join(workspace.dir, 'ledger.txt');
  const cluster = new Cluster(
    workspace.dir,
    {
      mcpServers: {
        filesystem: servers.filesystem(workspace.dir),
        ledger: {
          command: process.execPath,
          args: [join(REPO_ROOT, 'test/fixtures/ledger-mcp-server.mjs')],
          env: { LEDGER_FILE: ledgerFile, LEDGER_DELAY_MS: '30' },
        },
      },
      policy: { tools: { 'ledger.*': 'allow' }, rateLimits: { perUserPerMinute: 1_000_000, perUserPerHour: 1_000_000, perToolPerMinute: 1_000_000 } },
      jobs: { lockDurationMs: 2_000, backoffMs: 100 },
    },
    'crash',
  );
  beforeAll(async () => cluster.start(2));
  afterAll(async () => {
    await cluster.stop();
    workspace.cleanup();
  });
  const producer = () => cluster.producer;

  it('every turn gets exactly one reply, and side effects run at most once per step', async () => {
    const sideEffects: string[] = [];
    const killAt = new Map(STAGE_NAMES.map((stage, i) => [150 + i * 150, stage]));
    const result = await runLoad(
      producer(),
      TURNS,
      40,
      (i) => {
        if (i % 3 === 0) {
          const packet = plannedPacket([{ id: 's1', server: 'ledger', tool: 'append_event', arguments: { tag: `turn-${i}` } }], 'crash-user');
          sideEffects.push(`turn-${i}`);
          return producer().submitPacket(packet, { at: 'reviewer', timeoutMs: 120_000 });
        }
        const message = i % 3 === 1 ? `read the file ${join(workspace.dir, 'a.txt')}` : `hello number ${i}`;
        return producer().submitTurn({ sessionId: `crash-${i}`, userId: 'crash-user', agentId: 'a', message }, { timeoutMs: 120_000 });
      },
      async (i) => {
        const stage = killAt.get(i);
        if (stage) await cluster.crash(stage);
      },
    );

    const lines = existsSync(ledgerFile) ? readFileSync(ledgerFile, 'utf8').trim().split('\n') : [];
    const runs = new Map<string, number>();
    for (const tag of lines) runs.set(tag, (runs.get(tag) ?? 0) + 1);
    const repeated = [...runs.entries()].filter(([, n]) => n > 1);
    const okSteps = result.packets.flatMap((p) => p.execution?.steps ?? []).filter((s) => s.tool === 'append_event' && s.ok);
    report({
      scenario: 'crash (kill -9 per stage)',
      turns: TURNS,
      lost: result.lost.length,
      doubled: result.doubled.length,
      deadLettered: result.failed.length,
      unauthorizedRuns: 0,
      note: `killed pids ${cluster.killed.join(',')}; side effects ${lines.length}, repeated ${repeated.length}`,
    });

    expect(cluster.killed).toHaveLength(5);
    expect(result.lost).toEqual([]);
    expect(result.doubled).toEqual([]);
    expect(result.failed.map((p) => p.status.error)).toEqual([]);
    expect(repeated).toEqual([]);
    // Every step reported ok ran exactly once; none ran without being planned.
    for (const step of okSteps) expect(runs.get(String(step.arguments.tag))).toBe(1);
    expect(lines.every((tag) => sideEffects.includes(tag))).toBe(true);
  });
});
