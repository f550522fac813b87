import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CallTimer } from './call-timer.js';

describe('CallTimer', () => {
  it('fires after the idle time, later when restarted, never while paused', async () => {
    let fired = 0;
    const timer = new CallTimer(60, () => (fired += 1));
    await sleep(40);
    timer.restart();
    await sleep(40);
    expect(fired).toBe(0);
    timer.pause();
    await sleep(100);
    expect(fired).toBe(0);
    timer.resume();
    await sleep(90);
    expect(fired).toBe(1);
    timer.stop();
  });

  it('stays silent once stopped, even when restarted', async () => {
    let fired = 0;
    const timer = new CallTimer(20, () => (fired += 1));
    timer.stop();
    timer.restart();
    await sleep(50);
    expect(fired).toBe(0);
  });
});
