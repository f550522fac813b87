import { NonRetryableError } from '@switchyard/platform';

/** A `url` server's OAuth setting names a secret that is not there: nothing reaches the server until the operator provides it. */
export class MissingCredentialError extends NonRetryableError {
  override readonly name = 'MissingCredentialError';
  readonly code = 'missing_credential';
}
