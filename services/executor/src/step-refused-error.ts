import { NonRetryableError } from '@switchyard/platform';

/** A step the guards would not call: blocked by policy, waiting for approval, or rate limited. */
export class StepRefusedError extends NonRetryableError {
  override readonly name = 'StepRefusedError';
  constructor(
    readonly code: 'blocked' | 'not_approved' | 'rate_limited' | 'outcome_unknown',
    message: string,
  ) {
    super(message);
  }
}
