import { pino, type Logger } from 'pino';
import { redactText, redactValue } from './redact.js';

export type { Logger } from 'pino';

/** Paths whose values never reach a log line. */
export const REDACT_PATHS = [
  '*.apiKey',
  '*.password',
  '*.secret',
  '*.token',
  '*.authorization',
  '*.headers.authorization',
  'config.mcpServers.*.env',
  'config.mcpServers.*.headers',
];

/**
 * JSON logs on stderr, so a CLI's stdout stays clean for `--json`.
 * Level from LOG_LEVEL (default `info`); fails fast on an unknown level.
 */
export function createLogger(options: { name: string; level?: string; destination?: pino.DestinationStream } = { name: 'switchyard' }): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  if (!(level in pino.levels.values) && level !== 'silent') {
    throw new Error(`LOG_LEVEL=${level} is not one of ${Object.keys(pino.levels.values).join(', ')}, silent`);
  }
  return pino(
    {
      name: options.name,
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Paths catch known fields; patterns catch secrets anywhere else (messages, tool arguments).
      formatters: { log: (object) => redactValue(object) },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? pino.destination({ fd: 2, sync: false }),
  );
}
