import { describe, expect, it } from 'vitest';
import { parameterLabel, perParameter } from './parameter-memo.js';

describe('perParameter', () => {
  it('computes a fact once per parameter of a schema object', () => {
    let calls = 0;
    const wantsPlace = perParameter((parameter) => {
      calls += 1;
      return /city/.test(parameterLabel(parameter));
    });
    const schema = { type: 'string', description: 'The city to look up' };
    expect(wantsPlace({ name: 'where', schema })).toBe(true);
    expect(wantsPlace({ name: 'where', schema })).toBe(true);
    expect(calls).toBe(1);
  });

  it('keeps parameters apart by name and by schema object', () => {
    const label = perParameter(parameterLabel);
    const schema = { type: 'string', description: 'a date' };
    expect(label({ name: 'start_date', schema })).toBe('start date a date');
    expect(label({ name: 'end.date', schema })).toBe('end date a date');
    expect(label({ name: 'start_date', schema: { type: 'string' } })).toBe('start date ');
  });
});
