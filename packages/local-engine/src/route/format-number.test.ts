import { describe, expect, it } from 'vitest';
import { withoutFloatNoise, writeNumber } from './format-number.js';

const written = (value: number) => writeNumber(value).text;

describe('withoutFloatNoise', () => {
  it('drops what binary floats add, and leaves whole numbers exact', () => {
    expect(withoutFloatNoise(0.1 + 0.2)).toBe(0.3);
    expect(withoutFloatNoise((15 / 100) * 1240)).toBe(186);
    expect(withoutFloatNoise(2 ** 40)).toBe(1_099_511_627_776);
    expect(withoutFloatNoise(-1.1 * 1.1)).toBe(-1.21);
  });
});

describe('writeNumber', () => {
  it('writes whole numbers exactly, in groups of three from five digits', () => {
    expect(writeNumber(186)).toEqual({ text: '186', rounded: false });
    expect(written(1240)).toBe('1240');
    expect(written(12_500)).toBe('12,500');
    expect(written(-1_000_000)).toBe('-1,000,000');
    expect(written(0)).toBe('0');
  });

  it('writes a decimal that ends as it is', () => {
    expect(writeNumber(59.97)).toEqual({ text: '59.97', rounded: false });
    expect(written(0.000003)).toBe('0.000003');
    expect(written(12_345.678)).toBe('12,345.678');
    expect(written((17 / 100) * 240)).toBe('40.8');
  });

  it('rounds one that does not end: two decimals, or three significant digits below 1', () => {
    expect(writeNumber(10 / 3)).toEqual({ text: '3.33', rounded: true });
    expect(written(-10 / 3)).toBe('-3.33');
    expect(written(1 / 7)).toBe('0.143');
    expect(written(1 / 3000)).toBe('0.000333');
    expect(written(1_000_000 / 3)).toBe('333,333.33');
    expect(written(Math.SQRT2)).toBe('1.41');
  });

  it('writes the very large and very small as a power of ten, rounded to four digits', () => {
    expect(writeNumber(2 ** 100)).toEqual({ text: '1.268 × 10^30', rounded: true });
    expect(writeNumber(3e-7)).toEqual({ text: '3 × 10^-7', rounded: false });
  });
});
