import { describe, expect, it } from 'vitest';
import { cueAffinity, findCueHits, parameterCues, tokenizeWithOffsets } from './parameter-cues.js';

function affinity(message: string, name: string, value: string): number {
  const tokens = tokenizeWithOffsets(message);
  const hits = findCueHits(tokens, parameterCues(name, { type: 'number' }));
  const start = message.indexOf(value);
  return cueAffinity(tokens, hits, start, start + value.length);
}

describe('cueAffinity', () => {
  it('is 0 without a cue word in the message', () => {
    expect(affinity('compute it for 10', 'base', '10')).toBe(0);
  });

  it('scores one cue by its distance to the value', () => {
    // "base" two words before the value: 1 / (1 + 0.45 · (2 − 1)).
    expect(affinity('base of 10', 'base', '10')).toBeCloseTo(1 / 1.45, 10);
  });

  it('adds further cue words at 0.3 of their score', () => {
    // "value" two words before, "final" three: best plus 0.3 × the other.
    expect(affinity('final value of 3000', 'final_value', '3000')).toBeCloseTo(1 / 1.45 + 0.3 * (1 / 1.9), 10);
  });
});
