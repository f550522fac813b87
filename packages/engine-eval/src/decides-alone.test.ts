import { describe, expect, it } from 'vitest';
import { decidesAlone } from './decides-alone.js';

describe('decidesAlone', () => {
  it('decides alone only when both the route and the selection reach the threshold', () => {
    expect(decidesAlone({ needsTool: false, confidence: 0.9 }, undefined, 0.8)).toBe(true);
    expect(decidesAlone({ needsTool: true, confidence: 0.9 }, { aloneConfidence: 0.5 }, 0.8)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.9 }, undefined, 0.8)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.7 }, { aloneConfidence: 0.95 }, 0.8)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.8 }, { aloneConfidence: 0.95 }, 0.8)).toBe(true);
  });
});
