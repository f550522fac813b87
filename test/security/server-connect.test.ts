import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { createLogger } from '@switchyard/platform';
import { McpPool } from '@switchyard/executor';
import { plannedPacket } from '../support/plans.js';
import { REPO_ROOT } from '../support/processes.js';
import { startStack, type Stack } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// Issue 24, item 3: connecting to a server is part of the step and of the turn's deadline, and a server that cannot connect holds no one else.
const HANGING = join(REPO_ROOT, 'test/security/fixtures/hanging-mcp-server.mjs');
const WEATHER = join(REPO_ROOT, 'test/security/fixtures/weather-mcp-server.mjs');
const workspace = tempWorkspace({});
const log = createLogger({ name: 'test', level: 'silent' });
const hanging = (marker: string, timeoutMs: number) => ({ command: process.execPath, args: [HANGING], env: { HANG_MARKER: marker }, timeoutMs, trusted: true });
const weather = { command: process.execPath, args: [WEATHER], trusted: true };
let stack: Stack | undefined;

afterAll(async () => {
  await stack?.close();
  workspace.cleanup();
});

/** Runs a planned turn from the reviewer on; resolves with how long it took and how it ended. */
async function timedTurn(steps: Parameters<typeof plannedPacket>[0]): Promise<{ ms: number; packet: Packet }> {
  const started = Date.now();
  const packet = await (stack as Stack).producer.submitPacket(plannedPacket(steps), { at: 'reviewer', timeoutMs: 180_000 });
  return { ms: Date.now() - started, packet };
}

describe('a server that hangs on (re)connect', () => {
  it('costs a turn at most its own deadline, and an unrelated turn nothing', { timeout: 400_000 }, async () => {
    const marker = join(workspace.dir, 'reconnect.marker');
    stack = await startStack({
      mcpServers: { hangs: hanging(marker, 2_000), weather },
      stages: { executor: { concurrency: 2 } },
      executor: { turnDeadlineMs: 10_000 },
    });
    const row = await attack('a server dies on its first call and never answers initialize again (timeoutMs 2 s, turn deadline 10 s)', 1, async () => {
      const hung = [0, 1].map((i) => timedTurn([{ id: 's1', server: 'hangs', tool: 'lookup', arguments: { key: `k${i}` } }]));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const other = await timedTurn([{ id: 's1', server: 'weather', tool: 'weather_now', arguments: { city: 'Oslo' } }]);
      const [first, second] = await Promise.all(hung);
      const notes = `hung turns ${first?.ms} and ${second?.ms} ms, the other ${other.ms} ms`;
      // Loose bounds: a turn's deadline plus the machine's slack; the other turn waits on no hung connect.
      const held = (first?.ms ?? Infinity) < 20_000 && (second?.ms ?? Infinity) < 20_000 && other.ms < 8_000 && other.packet.execution?.steps[0]?.ok === true;
      if (!held) throw new Error(notes);
      return held;
    });
    await stack.close();
    stack = undefined;
    expect(row.broke, row.note).toBe(0);
  });

  it('holds the start of the others at most its own timeout', { timeout: 200_000 }, async () => {
    const marker = join(workspace.dir, 'start.marker');
    writeFileSync(marker, 'hang from the start');
    const row = await attack('a server never answers initialize at start (timeoutMs 1 s): the pool waits for it', 1, async () => {
      const started = Date.now();
      const pool = await McpPool.connect({ hangs: hanging(marker, 1_000), weather }, { baseDir: workspace.dir, log });
      const ms = Date.now() - started;
      try {
        const hangsDown = pool.get('hangs')?.connected === false;
        const weatherUp = pool.get('weather')?.connected === true;
        if (!(ms < 10_000 && hangsDown && weatherUp)) throw new Error(`start took ${ms} ms; hangs connected: ${!hangsDown}, weather connected: ${weatherUp}`);
        return true;
      } finally {
        await pool.close();
      }
    });
    rmSync(marker, { force: true });
    expect(row.broke, row.note).toBe(0);
  });
});
