import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoNow } from './iso-now.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('isoNow', () => {
  it("writes the moment as Date#toISOString does, and the next millisecond's as its own", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:20:30.456Z'));
    expect(isoNow()).toBe('2026-03-01T10:20:30.456Z');
    expect(isoNow()).toBe(new Date().toISOString());
    vi.advanceTimersByTime(1);
    expect(isoNow()).toBe('2026-03-01T10:20:30.457Z');
    // A clock set back is read as it is, not as the last text made.
    vi.setSystemTime(new Date('2026-03-01T10:20:29.000Z'));
    expect(isoNow()).toBe('2026-03-01T10:20:29.000Z');
  });

  it('agrees with toISOString on the real clock', () => {
    for (let i = 0; i < 1_000; i += 1) {
      const before = Date.now();
      const text = isoNow();
      const after = Date.now();
      expect(Date.parse(text)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(text)).toBeLessThanOrEqual(after);
      expect(new Date(Date.parse(text)).toISOString()).toBe(text);
    }
  });
});
