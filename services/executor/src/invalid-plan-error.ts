import { NonRetryableError } from '@switchyard/platform';

/**
 * A plan the executor will not start: unknown step, cycle, or a bad `$ref`.
 * A decision outcome, not a broken packet: the turn goes on to the composer with the reason.
 */
export class InvalidPlanError extends NonRetryableError {
  override readonly name = 'InvalidPlanError';
}
