import { NonRetryableError } from './errors.js';

/** No question of a server waits for this turn's user (never asked, answered, or expired). */
export class ElicitationNotFoundError extends NonRetryableError {
  override readonly name = 'ElicitationNotFoundError';
}

/** An accepted answer whose content does not fit the form the server asked for. */
export class ElicitationAnswerError extends NonRetryableError {
  override readonly name = 'ElicitationAnswerError';
}
