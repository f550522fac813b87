import { NonRetryableError } from '@switchyard/platform';

/** A `$ref`, `$append` or `$fact` that cannot be resolved against the results it names: the call is not made. */
export class StepReferenceError extends NonRetryableError {
  override readonly name = 'StepReferenceError';
}
