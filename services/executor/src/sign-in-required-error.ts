import { NonRetryableError } from '@switchyard/platform';

/** A `url` server wants a person to sign in (first time, expired refresh token, or more scope): only `switchyard auth login` can. */
export class SignInRequiredError extends NonRetryableError {
  override readonly name = 'SignInRequiredError';
  readonly code = 'unauthorized';
}
