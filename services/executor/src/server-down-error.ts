import { RetryableError } from '@switchyard/platform';

/** A server's last connect failed and its backoff has not run out: calls fail at once instead of waiting on it. */
export class ServerDownError extends RetryableError {
  override readonly name = 'ServerDownError';
  readonly code = 'server_down';
  constructor(server: string, failure: string | undefined, retryInMs: number) {
    super(`MCP server ${server} is down (${failure ?? 'it could not connect'}); the next connect is tried in ${Math.ceil(retryInMs / 1_000)} s`);
  }
}
