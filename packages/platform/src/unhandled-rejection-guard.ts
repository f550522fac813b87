import type { Logger } from './logger.js';

let installed = false;

/**
 * A long-running process logs a rejection nobody handled and keeps serving:
 * one forgotten promise must not end every turn in flight. Each such log line
 * is a bug to fix where the promise is made. Installed once per process.
 */
export function guardUnhandledRejections(log: Logger): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection (kept running)');
  });
}
