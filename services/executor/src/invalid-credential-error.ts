import { NonRetryableError } from '@switchyard/platform';

/** A `url` server's OAuth setting names a credential that is there but unusable (a key of the wrong kind): nothing is sent until it is fixed. */
export class InvalidCredentialError extends NonRetryableError {
  override readonly name = 'InvalidCredentialError';
  readonly code = 'invalid_credential';
}
