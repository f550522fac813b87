/**
 * A call whose path is the one file an earlier search finds ("find my roster, then read it") names no path in its
 * arguments: the path is known only when the search has run. A case still says which file it means, so the call is
 * scored by whether the search it waits for finds that file: the search's glob, matched from the search's folder
 * the way the reference filesystem server matches it (minimatch over the path relative to the folder, dot files
 * included). Whether the search itself is the one expected is scored on its own call.
 */
import { posix } from 'node:path';
import { minimatch } from 'minimatch';
import type { PlannedCall } from '@switchyard/local-engine';

/** What scoring reads of a call. */
export type MadeCall = Pick<PlannedCall, 'tool' | 'arguments'>;

/** The path a search finds, standing in a call's arguments for the scorer. */
export interface FoundPath {
  $found: { folder: string; pattern: string };
}

/** Where a search's folder and glob stand in its arguments (the reference server's names first). */
const FOLDER_ARGUMENTS = ['path', 'directory', 'dir', 'root', 'folder'];
const PATTERN_ARGUMENTS = ['pattern', 'glob', 'query', 'name'];

/** The calls with each path an earlier search finds written as a `FoundPath`; the other calls as they are. */
export function withFoundPaths(calls: readonly PlannedCall[]): MadeCall[] {
  return calls.map((call) => {
    const inputs = [call.takesOutput?.found ? call.takesOutput : undefined, call.takesFoundPath].filter((input) => input !== undefined);
    if (inputs.length === 0) return { tool: call.tool, arguments: call.arguments };
    const args = { ...call.arguments };
    for (const { argument, call: index } of inputs) {
      const found = foundBy(calls[index]);
      if (found) args[argument] = found;
    }
    return { tool: call.tool, arguments: args };
  });
}

function foundBy(search: PlannedCall | undefined): FoundPath | undefined {
  const text = (names: readonly string[]) => names.map((name) => search?.arguments[name]).find((value) => typeof value === 'string');
  const folder = text(FOLDER_ARGUMENTS);
  const pattern = text(PATTERN_ARGUMENTS);
  return folder !== undefined && pattern !== undefined ? { $found: { folder, pattern } } : undefined;
}

export function isFoundPath(value: unknown): value is FoundPath {
  const found = (value as FoundPath | null)?.$found;
  return typeof found?.folder === 'string' && typeof found.pattern === 'string';
}

/** Whether the search finds this path: a path inside its folder that its glob matches. Absolute paths are not compared. */
export function findsPath(found: FoundPath, path: string): boolean {
  if (posix.isAbsolute(path) || posix.isAbsolute(found.$found.folder)) return false;
  const relative = posix.relative(posix.normalize(found.$found.folder), posix.normalize(path));
  if (relative === '' || relative.startsWith('..')) return false;
  return minimatch(relative, found.$found.pattern, { dot: true });
}
