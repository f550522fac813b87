import { NonRetryableError, RetryableError } from '@switchyard/platform';

/** The provider refused the credentials (401/403): nothing will change by trying again. */
export class ModelAuthError extends NonRetryableError {
  override readonly name = 'ModelAuthError';
}

/** The provider refused the request itself (400, 404 unknown model, …): a configuration problem. */
export class ModelRequestError extends NonRetryableError {
  override readonly name = 'ModelRequestError';
}

/** Rate limited, server error or timeout, still failing after the SDK's retries: the stage degrades. */
export class ModelUnavailableError extends RetryableError {
  override readonly name = 'ModelUnavailableError';
}

/** Sorts an SDK error (both SDKs put the HTTP status on `status`) into one of ours, with a message a person can act on. */
export function providerError(provider: string, model: string, apiKeyEnv: string | undefined, error: unknown): Error {
  const status = (error as { status?: unknown }).status;
  const detail = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) {
    const key = apiKeyEnv ? ` (read from ${apiKeyEnv})` : '';
    return new ModelAuthError(`${provider} refused the API key${key} for model ${model}: HTTP ${status}: ${detail}`);
  }
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 409 && status !== 429) {
    return new ModelRequestError(`${provider} rejected the request for model ${model}: HTTP ${status}: ${detail}`);
  }
  const what = typeof status === 'number' ? `HTTP ${status}` : 'no answer';
  return new ModelUnavailableError(`${provider} model ${model} is unavailable after retries (${what}): ${detail}`);
}
