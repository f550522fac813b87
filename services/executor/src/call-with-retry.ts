import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { reliedHints, type ToolDescriptor } from '@switchyard/tools';
import { toStepError } from './step-error.js';
import { StepFailure, type RetryRecord } from './step-failure.js';
import type { ToolCallOutput } from './tool-output.js';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  backoffMs: number;
  backoffMaxMs: number;
  /** Repeating the call cannot do harm (read-only or idempotent tool); else it is tried once. */
  safeToRepeat: boolean;
  /** Uniform in [0, 1); tests may pin it. */
  random?: () => number;
}

/** What a step's call gave, with how many attempts it took and the retries on the way. */
export interface RetriedOutput extends ToolCallOutput {
  attempts: number;
  retries: RetryRecord[];
}

/** Whether a tool may be called again after a failed attempt: MCP's `readOnlyHint` or `idempotentHint`, from a trusted server only. */
export function safeToRepeat(tool: ToolDescriptor | undefined): boolean {
  const hints = reliedHints(tool);
  return hints?.readOnlyHint === true || hints?.idempotentHint === true;
}

/**
 * Exponential backoff with "equal jitter": half the doubled delay is fixed, the
 * other half random, so retries of many callers spread out but still back off.
 */
export function backoffDelay(retry: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Calls `run` until it succeeds, fails in a way a retry cannot fix, the tool is
 * not safe to repeat, the attempts are spent or `signal` aborts. Retried: thrown
 * errors marked retryable (timeouts, transport, MCP errors marked retryable) and
 * `isError` results the tool marked retryable. Throws StepFailure for a thrown error.
 */
export async function callWithRetry(run: (attempt: number) => Promise<ToolCallOutput>, policy: RetryPolicy, signal: AbortSignal): Promise<RetriedOutput> {
  const retries: RetryRecord[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    let code: string;
    try {
      const output = await run(attempt);
      if (!output.isError || !output.retryable || !mayRetry(attempt, policy, signal)) return { ...output, attempts: attempt, retries };
      code = 'tool_error';
    } catch (error) {
      const stepError = toStepError(error);
      if (!stepError.retryable || !mayRetry(attempt, policy, signal)) throw new StepFailure(stepError, attempt, retries);
      code = stepError.code;
    }
    const backoffMs = backoffDelay(attempt, policy.backoffMs, policy.backoffMaxMs, policy.random);
    retries.push({ attempt, code, elapsedMs: Math.round(performance.now() - started), backoffMs });
    try {
      await sleep(backoffMs, undefined, { signal });
    } catch {
      throw new StepFailure({ code: 'aborted', message: `gave up waiting to retry: ${String(signal.reason)}`, retryable: false }, attempt, retries);
    }
  }
}

function mayRetry(attempt: number, policy: RetryPolicy, signal: AbortSignal): boolean {
  return policy.safeToRepeat && attempt < policy.attempts && !signal.aborted;
}
