import { NonRetryableError } from '@switchyard/platform';

/** A `switchyard call` whose command line is wrong (the name, the arguments): said before anything is sent. */
export class CallInputError extends NonRetryableError {
  override readonly name = 'CallInputError';
}
