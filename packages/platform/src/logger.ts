import { createRequire } from 'node:module';
import { pino, type Logger } from 'pino';
import type { PinoPretty as PrettyStream } from 'pino-pretty';
import { redactText, redactValue } from './redact.js';

export type { Logger } from 'pino';

/**
 * Paths whose values never reach a log line, whatever their keys are called. Fields named as secrets
 * (`apiKey`, `password`, `token`, `authorization`, at any depth) are blanked by `redactValue`, which
 * sees every line's fields and every child logger's bindings: pino's paths starting with `*` ran a
 * redactor over each top-level field of every line (about 14 µs a line, four fifths of its cost).
 */
export const REDACT_PATHS = ['config.mcpServers.*.env', 'config.mcpServers.*.headers'];

/** How log lines are written: `pretty` for a person at a terminal, `json` for machines. */
export type LogFormat = 'json' | 'pretty';

/**
 * `LOG_FORMAT` when set; else `pretty` when stderr is a terminal (a person is
 * reading) and `json` when it is not (a container, a pipe, a log collector).
 */
export function logFormat(env: NodeJS.ProcessEnv = process.env, tty = process.stderr.isTTY === true): LogFormat {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase();
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  if (chosen) throw new Error(`LOG_FORMAT=${env.LOG_FORMAT} is not one of json, pretty`);
  return tty ? 'pretty' : 'json';
}

/**
 * Logs on stderr, so a CLI's stdout stays clean for `--json`: JSON lines, or
 * one readable line per entry on a terminal (see `logFormat`). Level from
 * LOG_LEVEL, else `level`, else `info`; a command for people passes `quietOnTerminal`
 * and logs only warnings and errors when stderr is a terminal. Fails fast on an unknown level.
 */
export function createLogger(
  options: { name: string; level?: string; destination?: pino.DestinationStream; quietOnTerminal?: boolean } = { name: 'switchyard' },
): Logger {
  const format = logFormat();
  const level = options.level ?? process.env.LOG_LEVEL ?? (options.quietOnTerminal && format === 'pretty' ? 'warn' : 'info');
  if (!(level in pino.levels.values) && level !== 'silent') {
    throw new Error(`LOG_LEVEL=${level} is not one of ${Object.keys(pino.levels.values).join(', ')}, silent`);
  }
  const destination =
    options.destination ??
    (format === 'pretty'
      ? prettyStream()({
          destination: 2,
          sync: true,
          colorize: true,
          translateTime: 'SYS:HH:MM:ss',
          singleLine: true,
          // A person reads the error's message after the line's; the stack stays in the JSON logs.
          ignore: 'pid,hostname,err',
          messageFormat: (log, messageKey) => {
            const error = (log.err as { message?: string } | undefined)?.message;
            return `${String(log[messageKey] ?? '')}${error ? `: ${error}` : ''}`;
          },
        })
      : pino.destination({ fd: 2, sync: false }));
  const logger = pino(
    {
      name: options.name,
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Secret fields and patterns anywhere in a line's fields; its message below.
      formatters: { log: (object) => redactValue(object) },
      hooks: {
        logMethod(args, method) {
          // In place: pino hands each call a fresh array of its arguments.
          for (let i = 0; i < args.length; i += 1) {
            const arg = args[i];
            if (typeof arg === 'string') args[i] = redactText(arg);
          }
          method.apply(this, args as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
  // pino formats a child's bindings once, with no formatter of ours: they are redacted as they are given.
  // Every child inherits this `child` (a child is made with the parent as its prototype).
  const child = logger.child;
  logger.child = function (this: Logger, bindings, childOptions) {
    return child.call(this, redactValue(bindings), childOptions);
  } as typeof child;
  return logger;
}

/** pino-pretty, loaded only when a terminal reads the logs: services writing JSON never pay for it. */
function prettyStream(): typeof PrettyStream {
  return (createRequire(import.meta.url)('pino-pretty') as { PinoPretty: typeof PrettyStream }).PinoPretty;
}
