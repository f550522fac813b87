import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedPlan } from './support/plans.js';
import { servers, startStack, type Stack } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

type MemoryRecord = { type: string; name?: string; observations?: string[]; from?: string; to?: string; relationType?: string };

/** The memory file's records (server-memory keeps one JSON record a line). */
function records(file: string): MemoryRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as MemoryRecord);
}

const people = ['Ada', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];

describe('several changes to the real memory server in one plan, none depending on another', () => {
  const workspace = tempWorkspace({});
  const file = join(workspace.dir, 'memory.jsonl');
  let stack: Stack;

  beforeAll(async () => {
    // Each change loads the whole graph and saves it back: run at once, the last save drops the others.
    const kept = people.map((name) => JSON.stringify({ type: 'entity', name, entityType: 'person', observations: [] }));
    writeFileSync(file, `${kept.join('\n')}\n`);
    stack = await startStack({ mcpServers: { memory: servers.memory(file) }, policy: { tools: { 'memory.*': 'allow' } } });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('keeps every change, one after another', async () => {
    const observations = people.map((name, i) => ({
      id: `s${i + 1}`,
      server: 'memory',
      tool: 'add_observations',
      arguments: { observations: [{ entityName: name, contents: [`likes tea ${i}`] }] },
    }));
    const relation = {
      id: 's7',
      server: 'memory',
      tool: 'create_relations',
      arguments: { relations: [{ from: 'Ada', to: 'Ben', relationType: 'knows' }] },
    };
    const packet = await ownedPlan(stack.config.prefix, [...observations, relation]);
    const out = await stack.producer.submitPacket(packet, { at: 'executor', timeoutMs: 20_000 });
    expect(
      out.execution?.steps.map((step) => step.ok),
      JSON.stringify(out.execution),
    ).toEqual(Array(7).fill(true));

    const kept = records(file);
    for (const [i, name] of people.entries()) {
      expect(kept.find((r) => r.type === 'entity' && r.name === name)?.observations, name).toEqual([`likes tea ${i}`]);
    }
    expect(kept.filter((r) => r.type === 'relation')).toEqual([{ type: 'relation', from: 'Ada', to: 'Ben', relationType: 'knows' }]);
  });
});
