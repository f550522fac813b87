import { describe, expect, it } from 'vitest';
import { decidesAlone, sameGate } from './decides-alone.js';

describe('decidesAlone', () => {
  it('decides alone only when both the route and the selection reach the threshold', () => {
    const gates = sameGate(0.8);
    expect(decidesAlone({ needsTool: false, confidence: 0.9 }, undefined, gates)).toBe(true);
    expect(decidesAlone({ needsTool: true, confidence: 0.9 }, { aloneConfidence: 0.5 }, gates)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.9 }, undefined, gates)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.7 }, { aloneConfidence: 0.95 }, gates)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.8 }, { aloneConfidence: 0.95 }, gates)).toBe(true);
  });

  it('holds a tool decision to the tool gate and a "no tool" answer to its own', () => {
    const gates = { tool: 0.9, direct: 0.99 };
    expect(decidesAlone({ needsTool: true, confidence: 0.95 }, { aloneConfidence: 0.92 }, gates)).toBe(true);
    expect(decidesAlone({ needsTool: true, confidence: 0.95 }, { aloneConfidence: 0.89 }, gates)).toBe(false);
    expect(decidesAlone({ needsTool: false, confidence: 0.95 }, undefined, gates)).toBe(false);
    expect(decidesAlone({ needsTool: false, confidence: 0.99 }, undefined, gates)).toBe(true);
  });

  it('never decides alone what the route or the selection must hand over, however sure', () => {
    const gates = sameGate(0.8);
    expect(decidesAlone({ needsTool: false, confidence: 0.99, neverAlone: true }, undefined, gates)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.99, neverAlone: true }, { aloneConfidence: 0.99 }, gates)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.99 }, { aloneConfidence: 0.99, neverAlone: true }, gates)).toBe(false);
    expect(decidesAlone({ needsTool: true, confidence: 0.99, neverAlone: false }, { aloneConfidence: 0.99, neverAlone: false }, gates)).toBe(true);
  });
});
