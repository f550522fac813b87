import { NonRetryableError } from '@switchyard/platform';

/** A step names a server this executor's configuration does not hold: no retry or later round can run it here. */
export class UnconfiguredServerError extends NonRetryableError {
  override readonly name = 'UnconfiguredServerError';
  readonly code = 'unconfigured_server';
  constructor(server: string, configured: readonly string[]) {
    super(`no MCP server named ${server} is configured (this executor runs ${configured.length ? configured.join(', ') : 'no MCP server'})`);
  }
}
