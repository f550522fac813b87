import type { ExecutionStep, StepError } from '@switchyard/packet-schema';

export type RetryRecord = NonNullable<ExecutionStep['retries']>[number];

/** A step's call failed for good: the last error, how many attempts were made and the retries between them. */
export class StepFailure extends Error {
  override readonly name = 'StepFailure';
  constructor(
    readonly stepError: StepError,
    readonly attempts: number,
    readonly retries: RetryRecord[],
  ) {
    super(stepError.message);
  }
}
