import { NonRetryableError } from './errors.js';

/** No such turn is known to the stages (it never existed, or its result expired). */
export class TurnNotFoundError extends NonRetryableError {
  override readonly name = 'TurnNotFoundError';
}

/** The turn has ended already: there is nothing left to cancel. */
export class TurnFinishedError extends NonRetryableError {
  override readonly name = 'TurnFinishedError';
}
