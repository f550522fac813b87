import { describe, expect, it } from 'vitest';
import { mayBeSpelledOut } from './candidates.js';

describe('mayBeSpelledOut', () => {
  it('says yes when the value, or its first word, is in the text', () => {
    expect(mayBeSpelledOut('the weather in fahrenheit', 'fahrenheit')).toBe(true);
    expect(mayBeSpelledOut('a vice-president was named', 'vice president')).toBe(true);
  });

  it('says no when the first word is nowhere in the text', () => {
    expect(mayBeSpelledOut('the weather in fahrenheit', 'celsius')).toBe(false);
    expect(mayBeSpelledOut('a president was named', 'vice president')).toBe(false);
  });

  it('leaves non-ASCII values to the full pattern', () => {
    expect(mayBeSpelledOut('anything at all', 'café')).toBe(true);
  });
});
