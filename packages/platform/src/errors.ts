import { NonRetryableError, SwitchyardError } from '@switchyard/packet-schema';

export { SwitchyardError, RetryableError, NonRetryableError, isRetryable } from '@switchyard/packet-schema';

export class ConfigError extends NonRetryableError {
  override readonly name = 'ConfigError';
}

export class RedisUnavailableError extends NonRetryableError {
  override readonly name = 'RedisUnavailableError';
}

export class TurnTimeoutError extends SwitchyardError {
  override readonly name = 'TurnTimeoutError';
}
