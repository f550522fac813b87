import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet } from '@switchyard/packet-schema';
import { runNode } from './support/processes.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { REDIS_URL, tempWorkspace } from './support/test-config.js';

describe('switchyard replay', () => {
  const workspace = tempWorkspace({ 'plan.txt': 'replay me: step one\n' });
  let stack: Stack;
  let recorded: Packet;
  const cli = (...args: string[]) =>
    runNode('packages/cli/dist/bin.js', ['replay', ...args], { SWITCHYARD_PREFIX: stack.config.prefix, REDIS_URL, SWITCHYARD_CONFIG: '' });

  beforeAll(async () => {
    stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } });
    recorded = await stack.ask(`read the file ${join(workspace.dir, 'plan.txt')}`, 'replay');
    expect(recorded.reply?.text).toContain('replay me');
  });

  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('prints the recorded and the replayed routing decisions side by side, without running tools', async () => {
    const result = await cli(recorded.id);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/recorded\s+\| replay/);
    const route = lines.find((l) => l.includes(' route '))!;
    expect(route).toMatch(/^ {2}route\s+needs a tool .*\| needs a tool/); // same decision: no `*`
    const plan = lines.find((l) => l.includes(' plan '))!;
    expect(plan.match(/filesystem\.read(_text)?_file/g)).toHaveLength(2);
    expect(lines.find((l) => l.includes(' ends at '))).toMatch(/^ {2}ends at\s+done\s+\| executor \(tools not run\)/);
    expect(result.stdout).not.toMatch(/reply .*\| replay me/);
  });

  it('runs the replayed plan with --execute and reports it as JSON', async () => {
    const result = await cli(recorded.id, '--execute', '--json', '--model', 'selector=local');
    expect(result.code, result.stderr).toBe(0);
    const out = JSON.parse(result.stdout) as { recorded: { plan: string[] }; replay: { plan: string[]; reply: string }; replayPacket: Packet };
    expect(out.replay.plan).toEqual(out.recorded.plan);
    expect(out.replay.reply).toContain('replay me');
    expect(out.replayPacket.id).not.toBe(recorded.id);
    expect(out.replayPacket.execution?.steps.map((s) => s.ok)).toEqual([true]);
  });

  it('says what is wrong with an unknown turn or a bad --model', async () => {
    const unknown = await cli('00000000-0000-4000-8000-000000000000');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no recorded turn 00000000-.*resultTtlSeconds/);
    const bad = await cli(recorded.id, '--model', 'planner=openai');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--model takes STAGE=PROVIDER\[:MODEL\]/);
  });
});
