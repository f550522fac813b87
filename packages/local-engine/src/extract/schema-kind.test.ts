import { describe, expect, it } from 'vitest';
import { itemSchema, schemaKind } from './schema-kind.js';

describe('schemaKind', () => {
  it('reads the kind from JSON Schema keywords', () => {
    expect(schemaKind({ type: 'integer' })).toBe('integer');
    expect(schemaKind({ type: ['number', 'null'] })).toBe('number');
    expect(schemaKind({ type: 'string', enum: ['a', 'b'] })).toBe('enum');
    expect(schemaKind({ type: 'string', format: 'date' })).toBe('date');
    expect(schemaKind({ type: 'object', properties: { a: { type: 'string' } } })).toBe('object');
    expect(schemaKind({ type: 'object' })).toBe('any');
    expect(schemaKind({})).toBe('any');
  });

  it('takes the first entry of tuple-style items', () => {
    expect(itemSchema({ type: 'array', items: [{ type: 'integer' }, { type: 'string' }] })).toEqual({ type: 'integer' });
    expect(itemSchema({ type: 'array' })).toEqual({});
  });
});
