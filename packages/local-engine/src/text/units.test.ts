import { describe, expect, it } from 'vitest';
import { parameterDimension, unitDimension } from './units.js';

describe('unit dimensions', () => {
  it('tells what a unit measures, abbreviated or spelled out', () => {
    expect(unitDimension('hz')).toBe('frequency');
    expect(unitDimension('kilohertz')).toBe('frequency');
    expect(unitDimension('seconds')).toBe('time');
    expect(unitDimension('kwh')).toBe('energy');
    expect(unitDimension('kw')).toBe('power');
    expect(unitDimension('kpa')).toBe('pressure');
    expect(unitDimension('m/s^2')).toBe('acceleration');
  });

  it('tells what a parameter measures from its name', () => {
    expect(parameterDimension('frequency')).toBe('frequency');
    expect(parameterDimension('duration')).toBe('time');
    expect(parameterDimension('initial_velocity')).toBe('speed');
    expect(parameterDimension('loanAmount')).toBeUndefined();
  });
});
