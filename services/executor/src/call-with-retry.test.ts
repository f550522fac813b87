import { describe, expect, it } from 'vitest';
import { ProtocolError, ProtocolErrorCode, SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import { backoffDelay, callWithRetry } from './call-with-retry.js';
import { StepFailure } from './step-failure.js';

const policy = { attempts: 3, backoffMs: 10, backoffMaxMs: 1_000, safeToRepeat: true, random: () => 0.5 };
const signal = new AbortController().signal;

describe('backoffDelay', () => {
  it('doubles per retry up to the cap, jittered within the upper half', () => {
    expect([1, 2, 3].map((n) => backoffDelay(n, 100, 10_000, () => 0))).toEqual([50, 100, 200]);
    expect([1, 2, 3].map((n) => backoffDelay(n, 100, 10_000, () => 0.999))).toEqual([100, 200, 400]);
    expect(backoffDelay(10, 100, 1_000, () => 0)).toBe(500);
  });
});

describe('callWithRetry', () => {
  it('retries errors that may pass and records each retry', async () => {
    let calls = 0;
    const out = await callWithRetry(
      async () => {
        calls += 1;
        if (calls === 1) throw new SdkError(SdkErrorCode.RequestTimeout, 'timed out');
        if (calls === 2) return { text: 'busy', isError: true, retryable: true };
        return { text: 'done', isError: false };
      },
      policy,
      signal,
    );
    expect(out).toMatchObject({ text: 'done', attempts: 3 });
    expect(out.retries.map((r) => [r.attempt, r.code, r.backoffMs])).toEqual([
      [1, 'timeout', 8],
      [2, 'tool_error', 15],
    ]);
  });

  it('does not retry validation errors, plain tool errors, or tools that are not safe to repeat', async () => {
    let calls = 0;
    const invalid = callWithRetry(
      async () => {
        calls += 1;
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'bad');
      },
      policy,
      signal,
    );
    await expect(invalid).rejects.toMatchObject({ attempts: 1, stepError: { code: 'invalid_arguments' } });
    expect(calls).toBe(1);
    const plain = await callWithRetry(async () => ({ text: 'no such file', isError: true }), policy, signal);
    expect(plain.attempts).toBe(1);
    const unsafe = callWithRetry(
      async () => {
        throw new Error('socket hang up');
      },
      { ...policy, safeToRepeat: false },
      signal,
    );
    await expect(unsafe).rejects.toBeInstanceOf(StepFailure);
    await expect(unsafe).rejects.toMatchObject({ attempts: 1, stepError: { code: 'transport', retryable: true } });
  });

  it('stops after the last attempt with the last error', async () => {
    const failing = callWithRetry(
      async () => {
        throw new ProtocolError(ProtocolErrorCode.InternalError, 'down');
      },
      policy,
      signal,
    );
    await expect(failing).rejects.toMatchObject({ attempts: 3, retries: [{ attempt: 1 }, { attempt: 2 }] });
  });
});
