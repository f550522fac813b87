import { describe, expect, it } from 'vitest';
import { foundPathStepId, stepInputOf } from './step-inputs.js';

describe('stepInputOf: what an argument value takes from an earlier step', () => {
  it('reads a $ref, an append, an append whose line is to be asked, and plain data', () => {
    expect(stepInputOf({ $ref: 's1.lines[0]' })).toEqual({ kind: 'ref', ref: 's1.lines[0]' });
    expect(stepInputOf({ $append: { to: 's1.output', line: 'milk' } })).toEqual({ kind: 'append', ref: 's1.output', line: 'milk' });
    expect(stepInputOf({ $append: { to: 's1.output' } })).toEqual({ kind: 'line-to-ask', ref: 's1.output' });
    expect(stepInputOf({ $append: { to: 's1.output', line: 'milk', as: 'edits' } })).toEqual({ kind: 'append', ref: 's1.output', line: 'milk', as: 'edits' });
    expect(stepInputOf({ $append: { to: 's1.output', as: 'edits' } })).toEqual({ kind: 'line-to-ask', ref: 's1.output', as: 'edits' });
    // A $ref beside other keys is data, as JSON Schema's own are; text, arrays and null are data.
    for (const data of [{ $ref: '#/defs/a', type: 'object' }, '{"$ref":"s1.output"}', [{ $ref: 's1.output' }], null]) expect(stepInputOf(data)).toBeUndefined();
  });

  it('reads any other object with a $append key as a bad append, never as data', () => {
    const bad = [
      { $append: { to: 's1.lines[0]', line: 'x' } },
      { $append: { to: 's1.output', line: { $ref: 's0.output' } } },
      { $append: { to: 's1.output', line: 'x'.repeat(2_001) } },
      { $append: { to: 's1.output', line: 'x' }, extra: 1 },
      { $append: { to: 's1.output', line: 'x', as: 'whole' } },
      { $append: null },
    ];
    for (const value of bad) expect(stepInputOf(value)).toEqual({ kind: 'bad-append' });
  });

  it('reads a $ref as the schema does, own or inherited, and objects without one as data', () => {
    expect(stepInputOf(Object.create({ $ref: 's1.output' }))).toEqual({ kind: 'ref', ref: 's1.output' });
    expect(stepInputOf(JSON.parse('{"$ref":"s2.json.a"}'))).toEqual({ kind: 'ref', ref: 's2.json.a' });
    for (const data of [{ key: 'rec-1' }, {}, { ref: 's1.output' }, { $ref: 1 }]) expect(stepInputOf(data)).toBeUndefined();
  });
});

describe('stepInputOf: a kept fact', () => {
  it('reads a $fact, and any other object with a $fact key as a bad fact', () => {
    expect(stepInputOf({ $fact: { in: 's1.output', entity: 'Tomás Ruiz', like: 'plays George' } })).toEqual({
      kind: 'fact',
      ref: 's1.output',
      entity: 'Tomás Ruiz',
      like: 'plays George',
    });
    // Without words it is the whole record the name says.
    expect(stepInputOf({ $fact: { in: 's1-prep.output', entity: 'Pete' } })).toEqual({ kind: 'fact', ref: 's1-prep.output', entity: 'Pete' });
    const bad = [
      { $fact: { in: 's1.lines[0]', entity: 'A', like: 'x' } },
      { $fact: { in: 's1.output', entity: 'A', like: '' } },
      { $fact: { in: 's1.output', entity: 'A', like: { $ref: 's0.output' } } },
      { $fact: { in: 's1.output', entity: 'A'.repeat(201), like: 'x' } },
      { $fact: { in: 's1.output', entity: 'A', like: 'x' }, extra: 1 },
    ];
    for (const value of bad) expect(stepInputOf(value)).toEqual({ kind: 'bad-fact' });
  });
});

describe('foundPathStepId: the one path an earlier step found', () => {
  it('names the step of a whole "<step>.path" reference', () => {
    expect(foundPathStepId({ $ref: 's1.path' })).toBe('s1');
    expect(foundPathStepId({ $ref: 'find-2.path' })).toBe('find-2');
  });

  it('is undefined for other references, a JSON key named path, and plain data', () => {
    expect(foundPathStepId({ $ref: 's1.output' })).toBeUndefined();
    expect(foundPathStepId({ $ref: 's1.json.path' })).toBeUndefined();
    expect(foundPathStepId({ $ref: 's1.structured.files[0].path' })).toBeUndefined();
    expect(foundPathStepId({ $ref: 's1.path.name' })).toBeUndefined();
    expect(foundPathStepId({ $ref: 's1.path', other: 1 })).toBeUndefined();
    expect(foundPathStepId('s1.path')).toBeUndefined();
  });
});
