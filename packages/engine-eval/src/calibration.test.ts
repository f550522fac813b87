import { describe, expect, it } from 'vitest';
import { gateForPrecision, precisionCoverage, reliability } from './calibration.js';

const cases = (confidence: number, right: number, wrong: number) => [
  ...Array.from({ length: right }, () => ({ confidence, correct: true })),
  ...Array.from({ length: wrong }, () => ({ confidence, correct: false })),
];

describe('calibration', () => {
  it('bins confidences against the share right and weighs each bin by its cases in the ECE', () => {
    // 10 cases at 0.95 with 9 right (gap 0.05), 10 at 0.55 with 3 right (gap 0.25), 20 at 0.15 with 3 right (gap 0).
    const scored = [...cases(0.95, 9, 1), ...cases(0.55, 3, 7), ...cases(0.15, 3, 17)];
    const table = reliability(scored);
    expect(table.bins).toHaveLength(10);
    expect(table.bins[9]).toMatchObject({ cases: 10, accuracy: 0.9 });
    expect(table.bins[9]?.meanConfidence).toBeCloseTo(0.95, 10);
    expect(table.bins[5]).toMatchObject({ cases: 10, accuracy: 0.3 });
    expect(table.bins[1]).toMatchObject({ cases: 20, accuracy: 0.15 });
    expect(table.bins[0]).toMatchObject({ cases: 0, accuracy: null, meanConfidence: null });
    // (10 · 0.05 + 10 · 0.25 + 20 · 0) / 40
    expect(table.expectedCalibrationError).toBeCloseTo(0.075, 10);
  });

  it('puts a confidence of 1 in the last bin and is 0 for perfectly calibrated bins', () => {
    const table = reliability([...cases(1, 4, 0), ...cases(0.5, 2, 2)]);
    expect(table.bins[9]?.cases).toBe(4);
    expect(table.expectedCalibrationError).toBeCloseTo(0, 10);
  });

  it('traces precision against coverage and finds the loosest gate reaching a precision', () => {
    const scored = [...cases(0.95, 19, 1), ...cases(0.8, 15, 5), ...cases(0.3, 2, 8)];
    const curve = precisionCoverage(scored, [0.5, 0.9]);
    expect(curve[0]).toEqual({ gate: 0.5, coverage: 40 / 50, precision: 34 / 40 });
    expect(curve[1]).toEqual({ gate: 0.9, coverage: 20 / 50, precision: 19 / 20 });
    expect(gateForPrecision(scored, 0.95)).toBe(0.95);
    expect(gateForPrecision(scored, 0.8)).toBe(0.8);
    expect(gateForPrecision(scored, 0.99)).toBeUndefined();
  });
});
