import { describe, expect, it } from 'vitest';
import { findEnumValue, mayBeSpelledOut } from './enum-match.js';

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

describe('findEnumValue', () => {
  it('finds a value as written, with any joiner between its words and a plural ending', () => {
    expect(findEnumValue('temperature in fahrenheit', 'fahrenheit')?.index).toBe(15);
    expect(findEnumValue('ask the vice-president', 'vice president')?.[0]).toBe('vice-president');
    expect(findEnumValue('two large pizzas', 'pizza')?.[0]).toBe('pizzas');
  });

  it('falls back to stems, and finds nothing for an absent value', () => {
    expect(findEnumValue('i like to run in the park', 'running')?.[0]).toBe('run');
    expect(findEnumValue('temperature in fahrenheit', 'celsius')).toBeNull();
  });
});
