import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servers, startStack, type Stack } from './support/stack.js';
import { ENGINE_DECIDES_ALONE, tempWorkspace } from './support/test-config.js';

/** The memory file as entities by name (server-memory keeps one JSON record a line). */
function entities(file: string): Map<string, { entityType: string; observations: string[] }> {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  const records = lines.map((line) => JSON.parse(line) as { type: string; name: string; entityType: string; observations: string[] });
  return new Map(records.filter((record) => record.type === 'entity').map((record) => [record.name, record]));
}

describe('remembering a fact about someone, on the real memory server', () => {
  const workspace = tempWorkspace({});
  const file = join(workspace.dir, 'memory.jsonl');
  let stack: Stack;

  beforeAll(async () => {
    // Ines is kept already; Tom is not.
    writeFileSync(file, `${JSON.stringify({ type: 'entity', name: 'Ines', entityType: 'person', observations: ['plays the cello'] })}\n`);
    // Writes to the memory run without asking here: the test is about what is kept.
    stack = await startStack({ mcpServers: { memory: servers.memory(file) }, policy: { tools: { 'memory.*': 'allow' } }, ...ENGINE_DECIDES_ALONE });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('keeps the fact about someone not yet kept, making their record with it (the addition after it adds nothing twice)', async () => {
    const packet = await stack.ask("remember that Tom's birthday is 3 May");
    expect(
      packet.execution?.steps.map((step) => [step.tool, step.ok]),
      JSON.stringify(packet.execution),
    ).toEqual([
      ['create_entities', true],
      ['add_observations', true],
    ]);
    expect(entities(file).get('Tom')).toMatchObject({ entityType: 'person', observations: ['birthday is 3 May'] });
    expect(packet.reply?.text).not.toMatch(/nothing new was added/);
  });

  it('adds to someone kept already, leaving what was kept', async () => {
    const packet = await stack.ask("remember that Ines's birthday is 9 July");
    expect(
      packet.execution?.steps.every((step) => step.ok),
      JSON.stringify(packet.execution),
    ).toBe(true);
    expect(entities(file).get('Ines')).toMatchObject({ entityType: 'person', observations: ['plays the cello', 'birthday is 9 July'] });
    // The record was there, so making it kept nothing; the fact was added all the same, and the reply says so.
    expect(packet.reply?.text).not.toMatch(/nothing new was added/);
    expect(packet.reply?.text).toMatch(/Added observations/i);
  });

  it('makes both people a tie links before linking them', async () => {
    const packet = await stack.ask("remember that Lisa Reid is Sam Reid's sister");
    expect(
      packet.execution?.steps.map((step) => [step.tool, step.ok]),
      JSON.stringify(packet.execution),
    ).toEqual([
      ['create_entities', true],
      ['create_relations', true],
    ]);
    const kept = entities(file);
    expect(kept.get('Lisa Reid')).toMatchObject({ entityType: 'person' });
    expect(kept.get('Sam Reid')).toMatchObject({ entityType: 'person' });
    expect(readFileSync(file, 'utf8')).toContain('"from":"Lisa Reid","to":"Sam Reid"');
  });
});
