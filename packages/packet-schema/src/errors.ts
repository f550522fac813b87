/**
 * Errors a stage can throw. `retryable` tells the stage worker whether BullMQ should
 * try the job again (with backoff) or send the packet to the dead-letter queue now.
 */
export class SwitchyardError extends Error {
  readonly retryable: boolean = false;
}

/** A passing fault (a timeout, a dropped connection): the job is tried again. */
export class RetryableError extends SwitchyardError {
  override readonly name: string = 'RetryableError';
  override readonly retryable = true;
}

/** A fault that will not go away by trying again: the packet goes to the dead-letter queue. */
export class NonRetryableError extends SwitchyardError {
  override readonly name: string = 'NonRetryableError';
}

/** A packet (or something claiming to be one) that does not match the schema. Never retryable. */
export class PacketValidationError extends NonRetryableError {
  override readonly name = 'PacketValidationError';
  constructor(readonly details: string) {
    super(`invalid packet:\n${details}`);
  }
}

/** Unknown errors (bugs, library errors) are treated as retryable: BullMQ's attempts bound them. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof SwitchyardError) return error.retryable;
  return true;
}
