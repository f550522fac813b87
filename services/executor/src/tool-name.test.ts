import { describe, expect, it } from 'vitest';
import { isValidToolName, toolRefusal } from './tool-name.js';

describe('isValidToolName', () => {
  it.each(['read_file', 'Delete_All_Upper', 'a', 'ns.tool-name_2', 'x'.repeat(128)])('accepts %s', (name) => {
    expect(isValidToolName(name)).toBe(true);
  });

  it.each(['ns/delete_all', 'evil.a/b', '', 'x'.repeat(129), 'has space', 'semi;colon', 'ünï', 42, undefined])('refuses %s', (name) => {
    expect(isValidToolName(name)).toBe(false);
  });

  it('refuses a definition nested deeper than the shape limit', () => {
    let schema: unknown = { type: 'string' };
    for (let i = 0; i < 10_000; i++) schema = { type: 'object', properties: { a: schema } };
    expect(toolRefusal({ name: 'deep_schema', inputSchema: schema })).toMatch(/its definition is nested deeper than 32 levels/);
    expect(toolRefusal({ name: 'ok', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } })).toBeUndefined();
  });
});
