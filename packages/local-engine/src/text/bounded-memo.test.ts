import { describe, expect, it } from 'vitest';
import { memoByText } from './bounded-memo.js';

describe('memoByText', () => {
  it('computes each text once and returns the same value after', () => {
    let calls = 0;
    const length = memoByText(10, (text) => {
      calls += 1;
      return text.length;
    });
    expect(length('abc')).toBe(3);
    expect(length('abc')).toBe(3);
    expect(calls).toBe(1);
  });

  it('remembers undefined results too', () => {
    let calls = 0;
    const nothing = memoByText(10, () => {
      calls += 1;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });

  it('starts over when full, so it never holds more than its limit', () => {
    let calls = 0;
    const echo = memoByText(2, (text) => {
      calls += 1;
      return text;
    });
    echo('a');
    echo('b');
    echo('c'); // full: the table starts over and holds only "c"
    expect(calls).toBe(3);
    echo('c');
    expect(calls).toBe(3);
    echo('a');
    expect(calls).toBe(4);
  });
});
