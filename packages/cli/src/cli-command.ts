import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { DEFAULT_CONFIG_FILE } from '@switchyard/platform';
import { fileURLToPath } from 'node:url';

/** How the user ran this CLI: what every suggested follow-up command repeats so it runs as printed. */
export interface CommandHints {
  /** The config file as the user named it (`--config`), so the follow-up reaches the same servers and Redis. */
  config?: string;
  /** The user submitted to stages already running: a follow-up that takes `--remote` does too. */
  remote?: boolean;
}

/** This CLI's own entry, and the clone it belongs to (`npx switchyard` finds it only from inside). */
const BIN = fileURLToPath(new URL('../bin/switchyard.js', import.meta.url));
const CLONE = resolve(dirname(BIN), '..', '..', '..');

/** Characters a POSIX shell takes literally outside quotes ("=" not first: zsh reads "=cmd" as a path). */
const PLAIN_WORD = /^[\w@%+:,./-][\w@%+=:,./-]*$/;

/**
 * Characters a terminal does not show as themselves (controls but the newline, bidi overrides): the line the
 * user sees and copies would differ from the one printed. Each is written as its bytes by printf instead.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const UNSEEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/gu;

/** One word for a POSIX shell: as it is when it holds nothing the shell would read, else in single quotes. */
export function shellWord(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  const quoted = `'${word.replaceAll("'", `'\\''`)}'`;
  return quoted.replace(UNSEEN, (c) => `'"$(printf '${octalBytes(c)}')"'`);
}

function octalBytes(character: string): string {
  return [...Buffer.from(character)].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('');
}

/**
 * A command line for the user to copy, with the same config: `npx switchyard` inside the clone (a fresh clone
 * has no global `switchyard`), else the entry by its path, as the README runs it from one's own folder. Each
 * word is quoted for the shell when it needs it (a config path with a space, a JSON argument).
 */
export function cliCommand(words: string[], hints: CommandHints = {}, cwd = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  const fromClone = relative(CLONE, cwd);
  const inside = !fromClone.startsWith('..') && !isAbsolute(fromClone);
  const cli = inside ? ['npx', 'switchyard'] : ['node', BIN];
  // From one's own folder the hint may be run anywhere (a new terminal opens elsewhere): the config it ran with, named
  // or found in the folder, is given by its whole path.
  const found = inside || hints.config || env.SWITCHYARD_CONFIG || !existsSync(join(cwd, DEFAULT_CONFIG_FILE)) ? undefined : DEFAULT_CONFIG_FILE;
  const named = hints.config ?? found;
  const config = named ? ['--config', inside ? named : resolve(cwd, named)] : [];
  const carried = CARRIED_ENV.filter((name) => env[name] && !(name === 'SWITCHYARD_CONFIG' && hints.config)).map(
    (name) => `${name}=${shellWord(env[name] as string)}`,
  );
  return [...carried, ...[...cli, ...words, ...config].map(shellWord)].join(' ');
}

/**
 * The environment that chooses which deployment and config a command reaches: a hint sets it before the command, so
 * it runs the same from a new terminal. Not REDIS_URL, which may hold a password the screen should not show.
 */
const CARRIED_ENV = ['SWITCHYARD_CONFIG', 'SWITCHYARD_PREFIX'] as const;
