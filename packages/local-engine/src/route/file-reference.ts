/**
 * "and how big is it", "ok now rename it to notes/b.md": a follow-up that points back at the file the
 * conversation was about. When the user's last turns name exactly one file or folder the follow-up does not,
 * "it" ("that file", "this one") stands for that path, and the request is read with the path in its place.
 * Every decision reads the message through here, so a long run of whitespace is cut here too.
 */
import { findPaths } from '../extract/text-mentions.js';
import { memoByText } from '../text/bounded-memo.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';
import type { EngineMessage } from '../types.js';

/** "it", "that file", "this one" as the thing acted on; not "it's" or "is it raining". */
const POINTER = /\b(?:(?:that|this|the same) (?:file|folder|one|note|document)|it)\b(?!['’])/i;
/** How many of the user's latest turns are looked back at. */
const TURNS_BACK = 2;

export function resolveFileReference(raw: string, history: readonly EngineMessage[]): string {
  const message = boundWhitespace(raw);
  if (history.length === 0 || !POINTER.test(message)) return message;
  const own = new Set(pathsIn(message));
  const userTurns = history
    .filter((turn) => turn.role === 'user')
    .slice(-TURNS_BACK)
    .reverse();
  for (const turn of userTurns) {
    const earlier = [...new Set(pathsIn(turn.content))].filter((path) => !own.has(path));
    if (earlier.length === 0) continue;
    return earlier.length === 1 && earlier[0] ? message.replace(POINTER, earlier[0]) : message;
  }
  return message;
}

const pathsIn = memoByText(500, (text: string): string[] => findPaths(text).map((mention) => mention.text));
