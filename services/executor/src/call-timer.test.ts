import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallTimer } from './call-timer.js';

// The clock is the test's: a loaded machine that sleeps late cannot make a restarted timer fire early.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CallTimer', () => {
  it('fires after the idle time, later when restarted, never while paused', () => {
    let fired = 0;
    const timer = new CallTimer(60, () => (fired += 1));
    vi.advanceTimersByTime(40);
    timer.restart();
    vi.advanceTimersByTime(40);
    expect(fired).toBe(0);
    timer.pause();
    vi.advanceTimersByTime(100);
    expect(fired).toBe(0);
    timer.resume();
    vi.advanceTimersByTime(59);
    expect(fired).toBe(0);
    vi.advanceTimersByTime(1);
    expect(fired).toBe(1);
    timer.stop();
  });

  it('stays silent once stopped, even when restarted', () => {
    let fired = 0;
    const timer = new CallTimer(20, () => (fired += 1));
    timer.stop();
    timer.restart();
    vi.advanceTimersByTime(50);
    expect(fired).toBe(0);
  });
});
