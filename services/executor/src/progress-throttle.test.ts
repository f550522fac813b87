import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ProgressThrottle } from './progress-throttle.js';

describe('ProgressThrottle', () => {
  it('sends the first value at once, holds later ones to one per interval, and keeps only the newest', async () => {
    const sent: Array<{ value: number; at: number }> = [];
    const started = performance.now();
    const throttle = new ProgressThrottle<number>(100, (value) => sent.push({ value, at: performance.now() - started }));
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect(sent.map((s) => s.value)).toEqual([1]);
    await sleep(130);
    // 2 was replaced by 3 while it waited; 3 went out when the interval ended.
    expect(sent.map((s) => s.value)).toEqual([1, 3]);
    expect(sent[1]!.at).toBeGreaterThanOrEqual(95);
  });

  it('delivers the value still waiting on flush, so the last report is never lost', () => {
    const sent: number[] = [];
    const throttle = new ProgressThrottle<number>(10_000, (value) => sent.push(value));
    throttle.push(1);
    throttle.push(2);
    throttle.flush();
    throttle.flush();
    expect(sent).toEqual([1, 2]);
  });
});
