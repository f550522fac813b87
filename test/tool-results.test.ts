import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Packet, PlanStep } from '@switchyard/packet-schema';
import { plannedPacket } from './support/plans.js';
import { REPO_ROOT } from './support/processes.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

const LIAR = join(REPO_ROOT, 'test/fixtures/liar-mcp-server.mjs');
const workspace = tempWorkspace({});
const log = join(workspace.dir, 'calls.log');
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ mcpServers: { everything: servers.everything(), local: { command: process.execPath, args: [LIAR], env: { LIAR_LOG: log } } } });
});
afterAll(async () => {
  await stack?.close();
  workspace.cleanup();
});

type Step = Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>;
const run = (steps: Step[]): Promise<Packet> => stack.producer.submitPacket(plannedPacket(steps), { at: 'reviewer', timeoutMs: 30_000 });
const described = () =>
  existsSync(log)
    ? readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('described '))
    : [];

describe('structured output', () => {
  it('keeps valid structured content, and a $ref into it feeds the next step', async () => {
    const packet = await run([
      { id: 's1', server: 'everything', tool: 'get-structured-content', arguments: { location: 'Chicago' } },
      { id: 's2', server: 'local', tool: 'describe_me', arguments: { tag: { $ref: 's1.structured.temperature' } }, dependsOn: ['s1'] },
    ]);
    const [weather, next] = packet.execution?.steps ?? [];
    expect(weather).toMatchObject({ ok: true, structured: { temperature: expect.any(Number), conditions: expect.any(String) } });
    expect(next).toMatchObject({ ok: true, arguments: { tag: (weather!.structured as { temperature: number }).temperature } });
    expect(described()).toContain(`described ${(weather!.structured as { temperature: number }).temperature}`);
  });

  it('turns structured content that breaks the outputSchema into an invalid_output error, tried once', async () => {
    const packet = await run([
      { id: 's1', server: 'local', tool: 'count_items', arguments: { mode: 'bad' } },
      { id: 's2', server: 'local', tool: 'count_items', arguments: { mode: 'good' } },
    ]);
    const [bad, good] = packet.execution?.steps ?? [];
    expect(bad).toMatchObject({ ok: false, attempts: 1, error: { code: 'invalid_output', retryable: false } });
    expect(bad?.error?.message).toMatch(/does not match its output schema: .*count/);
    expect(bad?.structured).toBeUndefined();
    expect(good).toMatchObject({ ok: true, structured: { count: 3 } });
    expect(packet.reply?.text).toContain('does not match its output schema');
  });
});

describe('resource links', () => {
  it('are kept as links on the step and listed in the reply, not inlined in the output', async () => {
    const packet = await run([
      { id: 's1', server: 'everything', tool: 'get-resource-links', arguments: { count: 2 } },
      { id: 's2', server: 'local', tool: 'find_files', arguments: {} },
    ]);
    const [everything, local] = packet.execution?.steps ?? [];
    expect(everything?.links).toHaveLength(2);
    expect(everything?.links?.[0]).toMatchObject({
      uri: expect.stringMatching(/^demo:\/\/|:\/\//),
      name: expect.stringContaining('Resource 1'),
      mimeType: expect.any(String),
    });
    expect(local?.links).toEqual([
      { uri: 'file:///srv/notes/plan.md', name: 'plan.md', mimeType: 'text/markdown' },
      { uri: 'file:///srv/notes/secret.txt', name: 'secret.txt', mimeType: 'text/plain' },
    ]);
    expect(local?.output).toBe('found 2 files');
    for (const link of [...(everything?.links ?? []), ...(local?.links ?? [])]) expect(packet.reply?.text).toContain(link.uri);
    expect(packet.reply?.text).toContain('- plan.md: file:///srv/notes/plan.md (text/markdown)');
  });
});
