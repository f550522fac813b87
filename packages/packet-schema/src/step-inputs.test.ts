import { describe, expect, it } from 'vitest';
import { foundPathStepId, namesAStep, REPLACED_TEXT_CHARS, replaceProblem, stepInputOf } from './step-inputs.js';

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

describe('stepInputOf: a replace of every place of a text', () => {
  const replace = (fields: Record<string, unknown>) => ({ $replace: { in: 's1.output', old: 'Hive B', new: 'Hive E', ...fields } });

  it('reads a $replace, with an empty new text (the old one taken out) and texts at their bound', () => {
    expect(stepInputOf(replace({}))).toEqual({ kind: 'replace', ref: 's1.output', old: 'Hive B', new: 'Hive E' });
    expect(stepInputOf(replace({ in: 's1-prep.output', new: '' }))).toEqual({ kind: 'replace', ref: 's1-prep.output', old: 'Hive B', new: '' });
    const longest = 'x'.repeat(REPLACED_TEXT_CHARS);
    expect(stepInputOf(replace({ old: longest, new: `${longest.slice(1)}y` }))).toMatchObject({ kind: 'replace', old: longest });
    // Spaces alone are text like any other; only a line break is not.
    expect(stepInputOf(replace({ old: ' ', new: '\t' }))).toMatchObject({ kind: 'replace', old: ' ', new: '\t' });
  });

  it('reads any other object with a $replace key as a bad replace, never as data, and says why in one line', () => {
    const bad: Array<[unknown, RegExp]> = [
      [replace({ in: 's1.lines[0]' }), /in is an earlier step's whole text output/],
      [replace({ in: 's1.path' }), /whole text output/],
      [replace({ old: '' }), /the text to replace is empty/],
      [replace({ old: 'x'.repeat(REPLACED_TEXT_CHARS + 1) }), /longer than 2000 characters/],
      [replace({ new: 'x'.repeat(REPLACED_TEXT_CHARS + 1) }), /the new text is longer than 2000 characters/],
      [replace({ old: 'a\nb' }), /the text to replace has a line break/],
      [replace({ old: 'a\rb' }), /the text to replace has a line break/],
      [replace({ new: 'a\r\nb' }), /the new text has a line break/],
      [replace({ new: 'Hive B' }), /the new text is the text to replace/],
      [replace({ old: '\uD83D' }), /the text to replace holds half of a character/],
      [replace({ new: 'x\uDC1D' }), /the new text holds half of a character/],
      [replace({ new: { $ref: 's0.output' } }), /new: /],
      [replace({ old: 7 }), /old: /],
      [replace({ as: 'edits' }), /as/],
      [{ $replace: { in: 's1.output', old: 'x' } }, /new: /],
      [{ ...replace({}), extra: 1 }, /extra/],
      [{ ...replace({}), $ref: 's1.output' }, /\$ref/],
      [{ $replace: 's1.output' }, /\$replace/],
      [{ $replace: null }, /\$replace/],
    ];
    for (const [value, why] of bad) {
      expect(stepInputOf(value), JSON.stringify(value)).toEqual({ kind: 'bad-replace' });
      const problem = replaceProblem(value) ?? '';
      expect(problem, JSON.stringify(value)).toMatch(why);
      expect(problem).not.toContain('\n');
    }
    expect(namesAStep(stepInputOf(replace({})))).toBe(true);
    expect(namesAStep({ kind: 'bad-replace' })).toBe(false);
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
