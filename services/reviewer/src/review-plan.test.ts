import { describe, expect, it } from 'vitest';
import type { ToolDescriptor } from '@switchyard/tools';
import { plan, step } from '../../../test/support/packets.js';
import { ArgumentValidator } from './argument-validator.js';
import { reviewPlan } from './review-plan.js';

const writeFile: ToolDescriptor = {
  server: 'fs',
  name: 'write_file',
  inputSchema: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] },
};
const readFile: ToolDescriptor = {
  server: 'fs',
  name: 'read_text_file',
  inputSchema: { type: 'object', properties: { path: { type: 'string' }, head: { type: 'number' } }, required: ['path'] },
};
const tools = new Map([['fs.read_text_file', readFile]]);
const withWrite = new Map([...tools, ['fs.write_file', writeFile]]);
const validator = new ArgumentValidator();

describe('reviewPlan', () => {
  it('approves a confident plan with valid arguments', () => {
    const { review, plan: out } = reviewPlan(plan([step('s1', 'read_text_file', { path: 'a.md' })]), tools, validator, { confidenceGate: 0.7 });
    expect(review.approved).toBe(true);
    expect(out.steps).toHaveLength(1);
  });

  it('does not approve a plan below the confidence gate', () => {
    const { review } = reviewPlan(plan([step('s1', 'read_text_file', { path: 'a.md' })], 0.55), tools, validator, { confidenceGate: 0.7 });
    expect(review.approved).toBe(false);
    expect(review.reasons.join('\n')).toContain('plan confidence 0.55 is below the gate 0.70');
  });

  it('removes steps with bad arguments or unknown tools, and their dependents', () => {
    const { review, plan: out } = reviewPlan(
      plan([
        step('s1', 'read_text_file', { path: 7 }),
        step('s2', 'delete_everything', {}),
        step('s3', 'read_text_file', { path: 'ok.md' }, ['s1']),
        step('s4', 'read_text_file', { path: 'b.md' }),
      ]),
      tools,
      validator,
      { confidenceGate: 0.7 },
    );
    expect(out.steps.map((s) => s.id)).toEqual(['s4']);
    expect(review.approved).toBe(true);
    const reasons = review.reasons.join('\n');
    expect(reasons).toContain('s1 fs.read_text_file: arguments.path: must be string; removed');
    expect(reasons).toContain('s2: no tool delete_everything on server fs; removed');
    expect(reasons).toContain('s3: depends on a removed step; removed');
  });

  it('does not approve when nothing can run', () => {
    const { review } = reviewPlan(plan([step('s1', 'read_text_file', {})]), tools, validator, { confidenceGate: 0.7 });
    expect(review.approved).toBe(false);
    expect(review.reasons.join('\n')).toMatch(/must have required property 'path'[\s\S]*no step of the plan can run/);
  });

  it('asks in everyday words, from the schema, for what a step removed for its arguments lacks', () => {
    const addObservations: ToolDescriptor = {
      server: 'memory',
      name: 'add_observations',
      description: 'Add new observations to existing entities in the knowledge graph',
      inputSchema: {
        type: 'object',
        properties: {
          observations: {
            type: 'array',
            items: { type: 'object', properties: { entityName: { type: 'string' }, contents: { type: 'array' } }, required: ['entityName', 'contents'] },
          },
        },
        required: ['observations'],
      },
    };
    const withMemory = new Map([...tools, ['memory.add_observations', addObservations]]);
    const { review } = reviewPlan(
      plan([{ ...step('s1', 'add_observations', { observations: [{ entityName: 'Priya' }] }), server: 'memory' }, step('s2', 'read_text_file', {})]),
      withMemory,
      validator,
      { confidenceGate: 0.7 },
    );
    expect(review.needs).toEqual(['What should I remember about Priya?', 'Which file should I read?']);
    // The technical reasons stay, for the timeline and the audit trail.
    expect(review.reasons.join('\n')).toContain("arguments.observations.0: must have required property 'contents'");
  });

  it('removes a step whose result only a removed step was to take, and asks for what that step lacks', () => {
    const copy = (destination: Record<string, unknown>) => [
      step('s1', 'read_text_file', { path: 'notes/a.txt' }),
      step('s2', 'write_file', { ...destination, content: { $ref: 's1.output' } }, ['s1']),
    ];
    const { review, plan: out } = reviewPlan(plan(copy({})), withWrite, validator, { confidenceGate: 0.7 });
    expect(out.steps).toEqual([]);
    expect(review.approved).toBe(false);
    expect(review.needs).toEqual(['Which file should I write it to?']);
    expect(review.reasons.join('\n')).toContain('s1: its result was for a removed step; removed');
    // Complete, both run; and a step another kept step also takes from stays.
    expect(reviewPlan(plan(copy({ path: 'backup/a.txt' })), withWrite, validator, { confidenceGate: 0.7 }).plan.steps.map((s) => s.id)).toEqual(['s1', 's2']);
    const shared = [...copy({}), step('s3', 'write_file', { path: 'b.txt', content: { $ref: 's1.output' } }, ['s1'])];
    expect(reviewPlan(plan(shared), withWrite, validator, { confidenceGate: 0.7 }).plan.steps.map((s) => s.id)).toEqual(['s1', 's3']);
  });

  it('an append runs whole or asks for its line, and an append of a wrong shape is removed as invalid', () => {
    const append = (content: unknown) => [step('s1', 'read_text_file', { path: 'todo.txt' }), step('s2', 'write_file', { path: 'todo.txt', content }, ['s1'])];
    const whole = reviewPlan(plan(append({ $append: { to: 's1.output', line: 'milk' } })), withWrite, validator, { confidenceGate: 0.7 });
    expect(whole.plan.steps.map((s) => s.id)).toEqual(['s1', 's2']);
    const toAsk = reviewPlan(plan(append({ $append: { to: 's1.output' } })), withWrite, validator, { confidenceGate: 0.7 });
    expect(toAsk.plan.steps).toEqual([]);
    expect(toAsk.review.needs).toEqual(['What should I add to the end of todo.txt?']);
    const forged = reviewPlan(plan(append({ $append: { to: 's1.output', line: 'milk', after: 'rm -rf' } })), withWrite, validator, { confidenceGate: 0.7 });
    expect(forged.plan.steps.map((s) => s.id)).toEqual(['s1']);
  });

  it('a replace as edits runs after its read, and a replace of a wrong shape is removed as invalid', () => {
    const edits = { type: 'array', items: { type: 'object', properties: { oldText: { type: 'string' }, newText: { type: 'string' } } } };
    const editFile: ToolDescriptor = {
      server: 'fs',
      name: 'edit_file',
      inputSchema: { type: 'object', properties: { path: { type: 'string' }, edits }, required: ['path', 'edits'] },
    };
    const withEdit = new Map([...tools, ['fs.edit_file', editFile]]);
    const replace = (value: unknown) => [step('s1', 'read_text_file', { path: 'log.md' }), step('s2', 'edit_file', { path: 'log.md', edits: value }, ['s1'])];
    const whole = reviewPlan(plan(replace({ $replace: { in: 's1.output', old: 'Hive B', new: 'Hive E' } })), withEdit, validator, { confidenceGate: 0.7 });
    expect(whole.plan.steps.map((s) => s.id)).toEqual(['s1', 's2']);
    const forged = reviewPlan(plan(replace({ $replace: { in: 's1.output', old: 'Hive B', new: 'Hive E', after: 'rm -rf' } })), withEdit, validator, {
      confidenceGate: 0.7,
    });
    expect(forged.plan.steps.map((s) => s.id)).toEqual(['s1']);
    expect(forged.review.reasons.join('\n')).toContain('s2 fs.edit_file: arguments.edits: must be array; removed');
  });

  it('a delete of a fact found by the words runs after its read, and a fact of a wrong shape is removed as invalid', () => {
    const deletions = {
      type: 'array',
      items: { type: 'object', properties: { entityName: { type: 'string' }, observations: { type: 'array', items: { type: 'string' } } } },
    };
    const forget: ToolDescriptor = {
      server: 'fs',
      name: 'delete_observations',
      inputSchema: { type: 'object', properties: { deletions }, required: ['deletions'] },
    };
    const withForget = new Map([...tools, ['fs.delete_observations', forget]]);
    const planned = (fact: unknown) => [
      step('s1', 'read_text_file', { path: 'memory' }),
      step('s2', 'delete_observations', { deletions: [{ entityName: 'Tomás Ruiz', observations: [fact] }] }, ['s1']),
    ];
    const well = reviewPlan(plan(planned({ $fact: { in: 's1.output', entity: 'Tomás Ruiz', like: 'plays George' } })), withForget, validator, {
      confidenceGate: 0.7,
    });
    expect(well.plan.steps.map((s) => s.id)).toEqual(['s1', 's2']);
    const forged = reviewPlan(plan(planned({ $fact: { in: 's1.output', entity: 'Tomás Ruiz', like: { $ref: 's1.output' } } })), withForget, validator, {
      confidenceGate: 0.7,
    });
    // The read only served the delete: it goes with it.
    expect(forged.plan.steps.map((s) => s.id)).toEqual([]);
  });
});
