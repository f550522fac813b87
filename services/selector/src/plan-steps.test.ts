import { describe, expect, it } from 'vitest';
import { newPacket, PlanSchema } from '@switchyard/packet-schema';
import type { ToolSpec } from '@switchyard/local-engine';
import type { ToolDescriptor } from '@switchyard/tools';
import { planSteps } from './plan-steps.js';
import { selectPlan } from './select-plan.js';

// A made-up address book: one tool adds facts to people it holds, one creates people (not any server's own tools).
const facts = { type: 'array', items: { type: 'string' } };
const tools: ToolSpec[] = [
  {
    name: 'add_facts',
    description: 'Add new facts to existing people in the remembered address book',
    parameters: {
      type: 'object',
      properties: {
        additions: { type: 'array', items: { type: 'object', properties: { personName: { type: 'string' }, facts }, required: ['personName', 'facts'] } },
      },
      required: ['additions'],
    },
  },
  {
    name: 'create_people',
    description: 'Create new people in the remembered address book',
    parameters: {
      type: 'object',
      properties: {
        people: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, kind: { type: 'string' }, facts }, required: ['name', 'kind', 'facts'] },
        },
      },
      required: ['people'],
    },
  },
];
const byName = new Map<string, ToolDescriptor>(tools.map((t) => [t.name, { server: 'book', name: t.name, inputSchema: t.parameters ?? {} }]));
const packetFor = (message: string) => newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message, history: [] });

describe('plan steps for calls that need another to run first', () => {
  it('makes the record with its fact, then adds the fact in a step that depends on it', () => {
    const plan = selectPlan(packetFor("remember that Omar's birthday is 4 June"), tools, byName, { shortlist: 8 });
    expect(PlanSchema.parse(plan)).toEqual(plan);
    expect(plan.steps.map((step) => [step.id, step.tool, step.dependsOn])).toEqual([
      ['s1', 'create_people', []],
      ['s1-then', 'add_facts', ['s1']],
    ]);
    expect(plan.steps[0]?.arguments).toEqual({ people: [{ name: 'Omar', kind: 'person', facts: ['birthday is 4 June'] }] });
  });

  it('puts a preparing step first and makes the call depend on it', () => {
    const call = { tool: 'add_facts', arguments: {}, why: 'w', prepare: { tool: 'create_people', arguments: {}, why: 'p' } };
    expect(planSteps([call], byName, packetFor('x')).map((step) => [step.id, step.tool, step.dependsOn])).toEqual([
      ['s1-prep', 'create_people', []],
      ['s1', 'add_facts', ['s1-prep']],
    ]);
  });

  it('keeps ids unique after a reinjection and drops a preparation whose tool the catalog lacks', () => {
    const packet = { ...packetFor('x'), reinjection: { count: 1, max: 3 } };
    const call = { tool: 'add_facts', arguments: {}, why: 'w', prepare: { tool: 'create_people', arguments: {}, why: 'p' } };
    expect(planSteps([call], byName, packet).map((step) => [step.id, step.dependsOn])).toEqual([
      ['r1s1-prep', []],
      ['r1s1', ['r1s1-prep']],
    ]);
    const lacking = new Map([...byName].filter(([name]) => name !== 'create_people'));
    expect(planSteps([call], lacking, packet).map((step) => [step.id, step.dependsOn])).toEqual([['r1s1', []]]);
  });

  it("passes an earlier call's output to an argument as a reference, and waits for that call", () => {
    const read = { tool: 'create_people', arguments: { people: [] }, why: 'r' };
    const write = { tool: 'add_facts', arguments: {}, why: 'w', takesOutput: { argument: 'additions', call: 0 } };
    const steps = planSteps([read, write], byName, packetFor('x'));
    expect(steps.map((step) => [step.id, step.dependsOn, step.arguments])).toEqual([
      ['s1', [], { people: [] }],
      ['s2', ['s1'], { additions: { $ref: 's1.output' } }],
    ]);
    // With the earlier call dropped (its tool is not in the catalog), nothing stands in for the value.
    const lacking = new Map([...byName].filter(([name]) => name !== 'create_people'));
    expect(planSteps([read, write], lacking, packetFor('x')).map((step) => [step.id, step.dependsOn, step.arguments])).toEqual([['s2', [], {}]]);
  });

  it('passes the one path an earlier call found to an argument as a path reference, and waits for that call', () => {
    const search = { tool: 'create_people', arguments: { people: [] }, why: 's' };
    const read = { tool: 'add_facts', arguments: {}, why: 'r', takesOutput: { argument: 'additions', call: 0, found: true as const } };
    expect(planSteps([search, read], byName, packetFor('x'))[1]).toMatchObject({ dependsOn: ['s1'], arguments: { additions: { $ref: 's1.path' } } });
  });

  it('passes one call both the path a search found and a read of it with a line added, and waits for both', () => {
    const search = { tool: 'create_people', arguments: { people: [] }, why: 's' };
    const read = { tool: 'add_facts', arguments: {}, why: 'r', takesOutput: { argument: 'additions', call: 0, found: true as const } };
    const write = {
      tool: 'add_facts',
      arguments: {},
      why: 'w',
      takesFoundPath: { argument: 'where', call: 0 },
      takesOutput: { argument: 'additions', call: 1, append: { line: 'eggs' } },
    };
    expect(planSteps([search, read, write], byName, packetFor('x'))[2]).toMatchObject({
      dependsOn: ['s1', 's2'],
      arguments: { where: { $ref: 's1.path' }, additions: { $append: { to: 's2.output', line: 'eggs' } } },
    });
    // With the search dropped, no path stands in for the one it would have found.
    const lacking = new Map([...byName].filter(([name]) => name !== 'create_people'));
    expect(planSteps([search, read, write], lacking, packetFor('x')).map((step) => step.arguments)).toEqual([
      {},
      { additions: { $append: { to: 's2.output', line: 'eggs' } } },
    ]);
  });

  it("passes an earlier call's output with a line added at its end, or with the line still to be asked", () => {
    const read = { tool: 'create_people', arguments: { people: [] }, why: 'r' };
    const append = (line?: string) => ({
      tool: 'add_facts',
      arguments: {},
      why: 'w',
      takesOutput: { argument: 'additions', call: 0, append: line === undefined ? {} : { line } },
    });
    expect(planSteps([read, append('- milk')], byName, packetFor('x'))[1]).toMatchObject({
      dependsOn: ['s1'],
      arguments: { additions: { $append: { to: 's1.output', line: '- milk' } } },
    });
    expect(planSteps([read, append()], byName, packetFor('x'))[1]?.arguments).toEqual({ additions: { $append: { to: 's1.output' } } });
    const asEdits = { ...append('- milk'), takesOutput: { argument: 'additions', call: 0, append: { line: '- milk', as: 'edits' as const } } };
    expect(planSteps([read, asEdits], byName, packetFor('x'))[1]?.arguments).toEqual({
      additions: { $append: { to: 's1.output', line: '- milk', as: 'edits' } },
    });
  });

  it("passes an earlier call's output with every place of a text changed, as edits, and waits for that call", () => {
    const read = { tool: 'create_people', arguments: { people: [] }, why: 'r' };
    const edit = {
      tool: 'add_facts',
      arguments: { where: 'hives/inspection-log.md' },
      why: 'e',
      takesOutput: { argument: 'additions', call: 0, replace: { old: 'Hive B', new: 'Hive E' } },
    };
    expect(planSteps([read, edit], byName, packetFor('x'))[1]).toMatchObject({
      dependsOn: ['s1'],
      arguments: { where: 'hives/inspection-log.md', additions: { $replace: { in: 's1.output', old: 'Hive B', new: 'Hive E' } } },
    });
    // An empty new text takes the old one out; it is passed on as it is.
    const out = { ...edit, takesOutput: { ...edit.takesOutput, replace: { old: ' (draft)', new: '' } } };
    expect(planSteps([read, out], byName, packetFor('x'))[1]?.arguments.additions).toEqual({ $replace: { in: 's1.output', old: ' (draft)', new: '' } });
    // With the read dropped, nothing stands in for the edits.
    const lacking = new Map([...byName].filter(([name]) => name !== 'create_people'));
    expect(planSteps([read, edit], lacking, packetFor('x')).map((step) => step.arguments)).toEqual([{ where: 'hives/inspection-log.md' }]);
  });

  it('makes each worded fact a $fact of what the preparing step read, and none of a read that is not planned', () => {
    const forget = {
      tool: 'add_facts',
      arguments: { additions: [{ personName: 'Tomás Ruiz', facts: ["can't do sunday mornings", 'plays George'] }] },
      why: 'w',
      prepare: { tool: 'create_people', arguments: { names: ['Tomás Ruiz'] }, why: 'p' },
      wordedFacts: { entity: 'Tomás Ruiz', at: [['additions', 0, 'facts', 1]] },
    };
    const steps = planSteps([forget], byName, packetFor('x'));
    expect(steps.map((step) => [step.id, step.dependsOn, step.arguments])).toEqual([
      ['s1-prep', [], { names: ['Tomás Ruiz'] }],
      [
        's1',
        ['s1-prep'],
        {
          additions: [
            { personName: 'Tomás Ruiz', facts: ["can't do sunday mornings", { $fact: { in: 's1-prep.output', entity: 'Tomás Ruiz', like: 'plays George' } }] },
          ],
        },
      ],
    ]);
    // The chosen call is left as it was.
    expect(forget.arguments.additions[0]?.facts[1]).toBe('plays George');
    const lacking = new Map([...byName].filter(([name]) => name !== 'create_people'));
    expect(planSteps([forget], lacking, packetFor('x'))[0]?.arguments).toEqual({
      additions: [{ personName: 'Tomás Ruiz', facts: ["can't do sunday mornings", { $fact: { entity: 'Tomás Ruiz', like: 'plays George' } }] }],
    });
  });
});
