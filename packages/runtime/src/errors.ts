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

export class ConfigError extends NonRetryableError {
  override readonly name = 'ConfigError';
}

export class RedisUnavailableError extends NonRetryableError {
  override readonly name = 'RedisUnavailableError';
}

/**
 * No executor has published a tool catalog (none running, or Redis lost it).
 * Retryable: a running executor republishes within its check interval.
 */
export class NoToolCatalogError extends RetryableError {
  override readonly name = 'NoToolCatalogError';
  constructor() {
    super('no tool catalog published: is an executor running?');
  }
}

export class TurnTimeoutError extends SwitchyardError {
  override readonly name = 'TurnTimeoutError';
}

/** Unknown errors (bugs, library errors) are treated as retryable: BullMQ's attempts bound them. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof SwitchyardError) return error.retryable;
  if (error instanceof Error && error.name === 'PacketValidationError') return false;
  return true;
}
