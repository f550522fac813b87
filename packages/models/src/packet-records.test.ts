import { describe, expect, it } from 'vitest';
import { newPacket } from '@switchyard/packet-schema';
import { recordModelStep } from './packet-records.js';

const packet = () => newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hi', history: [] });
const usage = [{ stage: 'router' as const, provider: 'local' as const, model: 'local', inputTokens: 0, outputTokens: 0, costUsd: 0, ms: 1 }];

/** A stage context stand-in that counts how often its logger is asked for (each read binds a child logger). */
function countingContext() {
  const warned: Array<[object, string]> = [];
  let reads = 0;
  return {
    warned,
    reads: () => reads,
    get log() {
      reads += 1;
      return { warn: (obj: object, msg: string) => void warned.push([obj, msg]) };
    },
  };
}

describe('recordModelStep', () => {
  it('does not ask for the logger when nothing degraded', () => {
    const ctx = countingContext();
    const recorded = recordModelStep(packet(), { usage }, ctx);
    expect(recorded.usage).toEqual(usage);
    expect(ctx.reads()).toBe(0);
    expect(ctx.warned).toEqual([]);
  });

  it('logs a degradation through the context it is given, and records it in the packet', () => {
    const ctx = countingContext();
    const degradation = { stage: 'router' as const, reason: 'timeout', fallback: 'local route' };
    const recorded = recordModelStep(packet(), { usage, degradation }, ctx);
    expect(recorded.degradations).toEqual([degradation]);
    expect(ctx.reads()).toBe(1);
    expect(ctx.warned).toEqual([[{ degradation }, 'router model failed; degraded to local route']]);
  });
});
