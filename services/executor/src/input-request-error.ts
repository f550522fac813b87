import { NonRetryableError } from '@switchyard/platform';

/** A 2026-07-28 server asked for input this client does not give (sampling), or kept asking past the round cap. */
export class InputRequestError extends NonRetryableError {
  override readonly name = 'InputRequestError';
  readonly code = 'input_refused';
}
