import { describe, expect, it } from 'vitest';
import { redactionCost } from './redaction-cost.js';

describe('redactionCost', () => {
  it('measures redaction and its baseline per KB in one run', () => {
    const cost = redactionCost(30);
    expect(cost.redactUsPerKb).toBeGreaterThan(0);
    expect(cost.redactBaselineUsPerKb).toBeGreaterThan(0);
    expect(cost.redactRatio).toBeGreaterThan(0);
  });
});
