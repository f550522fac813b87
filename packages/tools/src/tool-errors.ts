import { RetryableError } from '@switchyard/packet-schema';

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
