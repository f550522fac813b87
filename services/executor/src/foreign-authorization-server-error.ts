import { NonRetryableError } from '@switchyard/platform';

/**
 * A `url` server sent the client to an authorization server its credentials are not for
 * (the one pinned by `issuer` or `tokenUrl`, or the first one it named): nothing is sent there.
 */
export class ForeignAuthorizationServerError extends NonRetryableError {
  override readonly name = 'ForeignAuthorizationServerError';
  readonly code = 'unauthorized';
}
