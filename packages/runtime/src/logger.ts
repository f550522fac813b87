import { pino, type Logger } from 'pino';

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
export function createLogger(options: { name: string; level?: string } = { name: 'switchyard' }): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  if (!(level in pino.levels.values) && level !== 'silent') {
    throw new Error(`LOG_LEVEL=${level} is not one of ${Object.keys(pino.levels.values).join(', ')}, silent`);
  }
  return pino(
    { name: options.name, level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    pino.destination({ fd: 2, sync: false }),
  );
}
