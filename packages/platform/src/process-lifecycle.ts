import type { Logger } from 'pino';
import { SwitchyardError } from './errors.js';
import { stopTracing } from './tracing.js';
import { guardUnhandledRejections } from './unhandled-rejection-guard.js';

interface Closable {
  close(): Promise<void>;
}

/**
 * The life of a long-running process (a stage service, the ingress): starts
 * its parts, and on SIGTERM/SIGINT closes them (in-flight work finishes) and
 * stops tracing; resolves then, with `process.exitCode` 1 if closing failed.
 * A start-up failure prints one line (the message of our own errors, the
 * stack of anything else) and exits 1.
 */
export async function runUntilSignal(name: string, log: Logger, start: () => Promise<Array<Closable | undefined>>): Promise<void> {
  guardUnhandledRejections(log);
  let parts: Array<Closable | undefined>;
  try {
    parts = await start();
  } catch (error) {
    const message = error instanceof SwitchyardError ? error.message : String((error as Error)?.stack ?? error);
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  }
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      log.info({ signal }, 'shutting down: finishing in-flight work');
      Promise.all(parts.map((part) => part?.close()))
        .then(stopTracing)
        .catch((error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exitCode = 1;
        })
        .finally(resolve);
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}
