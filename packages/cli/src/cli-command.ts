import { dirname, isAbsolute, relative, resolve } from 'node:path';
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

/** Characters a POSIX shell takes literally outside quotes. */
const PLAIN_WORD = /^[\w@%+=:,./-]+$/;

/** One word for a POSIX shell: as it is when it holds nothing the shell would read, else in single quotes. */
export function shellWord(word: string): string {
  if (PLAIN_WORD.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * A command line for the user to copy, with the same config: `npx switchyard` inside the clone (a fresh clone
 * has no global `switchyard`), else the entry by its path, as the README runs it from one's own folder. Each
 * word is quoted for the shell when it needs it (a config path with a space, a JSON argument).
 */
export function cliCommand(words: string[], hints: CommandHints = {}, cwd = process.cwd()): string {
  const fromClone = relative(CLONE, cwd);
  const inside = !fromClone.startsWith('..') && !isAbsolute(fromClone);
  const cli = inside ? ['npx', 'switchyard'] : ['node', BIN];
  const config = hints.config ? ['--config', hints.config] : [];
  return [...cli, ...words, ...config].map(shellWord).join(' ');
}
