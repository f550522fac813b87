/**
 * "add 'ring Dave' to my todo list" after a turn that read todo.txt, "add Leila to the waiting list" after one about
 * plots/waiting_list.csv: a file the conversation named, called by what it is rather than by its name. The words
 * before the noun ("todo", "waiting") must be in the name of exactly one file the latest turns named; the phrase is
 * then written as that file's path, so the request reads as if the user had named it.
 */
import { findPaths } from '../extract/text-mentions.js';
import { stem } from '../text/tokenize.js';
import type { EngineMessage } from '../types.js';
import { listedInFolders } from './listed-items.js';
import { TURNS_BACK } from './previous-request.js';

/** "my todo list", "the waiting list", "that price sheet": one or two words, then a noun for a kept document. */
const DESCRIBED =
  /\b(?:my|the|our|that)\s+((?:[\p{L}\p{N}-]+\s+){1,2}?)(list|file|notes|log|sheet|spreadsheet|document|doc|plan|roster|rota|schedule|tracker)\b/iu;

/** The message with a described file written as its path, or undefined when no one file the conversation named fits. */
export function describedFile(message: string, history: readonly EngineMessage[]): string | undefined {
  if (history.length === 0 || findPaths(message).length > 0) return undefined;
  const found = DESCRIBED.exec(message);
  const words = found?.[1]?.trim().toLowerCase().split(/\s+/);
  if (!found || !words || words.length === 0) return undefined;
  const said = [
    ...listedInFolders(history, TURNS_BACK),
    ...history
      .slice(-TURNS_BACK)
      .filter((turn) => turn.role === 'user' || turn.role === 'assistant')
      .flatMap((turn) => findPaths(turn.content).map((path) => path.text)),
  ].filter((path) => /\.[\p{L}\p{N}]{1,5}$/u.test(path));
  // A listed name placed in the folder its listing was of is that file, not a second one of the same name.
  const placedNames = new Set(said.filter((path) => path.includes('/')).map((path) => path.slice(path.lastIndexOf('/') + 1)));
  const named = [...new Set(said)].filter((path) => path.includes('/') || !placedNames.has(path));
  const noun = found[2]?.toLowerCase() ?? '';
  const fitting = named.filter((path) => holdsAll(path, words) && !namesAnotherThing(path, words, noun));
  const path = fitting.length === 1 ? fitting[0] : undefined;
  if (!path) return undefined;
  return `${message.slice(0, found.index)}${path}${message.slice(found.index + found[0].length)}`;
}

/** Words a file's name may hold beside what it is called: when it is for, and what kind of document it is. */
const DATE_OR_KIND = new Set(
  'jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december mon tue wed thu fri sat sun new old final draft copy list notes log sheet file doc document plan roster rota schedule tracker'.split(
    ' ',
  ),
);

/**
 * Whether a file's name says it is something else than the one described: "the kiln log" is not
 * kiln-shelves-2026-10-28.txt, whose "shelves" names another thing; "the july rota" is rota-july.txt.
 */
function namesAnotherThing(path: string, words: readonly string[], noun: string): boolean {
  const said = new Set([...words, noun].map((word) => stem(word)));
  return nameParts(path).some((part) => /^\p{L}{3,}$/u.test(part) && !said.has(stem(part)) && !DATE_OR_KIND.has(part));
}

function nameParts(path: string): string[] {
  return (path.split('/').pop() ?? path)
    .toLowerCase()
    .replace(/\.[\p{L}\p{N}]{1,5}$/u, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether a file's name holds every word, as written or by stem ("waiting" in waiting_list.csv, "todos" in todo.txt). */
function holdsAll(path: string, words: readonly string[]): boolean {
  const parts = nameParts(path);
  return words.every((word) => parts.some((part) => part === word || stem(part) === stem(word)));
}
