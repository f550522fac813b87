import { NonRetryableError } from '@switchyard/platform';

/** A tool's result broke the shape limits: the same call would return the same, so it is never retried. */
export class ToolResultRejectedError extends NonRetryableError {
  override readonly name = 'ToolResultRejectedError';
  constructor(
    readonly code: 'result_too_deep' | 'result_too_large',
    message: string,
  ) {
    super(message);
  }
}
