/**
 * "move speculaas.md into that new kerst folder", "put it in the folder I just made", "copy a.txt to the new
 * directory" after "make a new folder called recepten/kerst": a folder pointed back at as new, as just made, or by
 * the last part of its name, is the folder the conversation made or named, written as its path. A folder word
 * with a name no earlier turn gave a folder ("the kerst folder" with none) is left as the user wrote it.
 */
import { findPaths } from '../extract/text-mentions.js';
import type { EngineMessage } from '../types.js';
import { TURNS_BACK } from './previous-request.js';

/** "that new kerst folder", "the newly made directory", "the folder I just created", "my taxes folder". */
const POINTED =
  /\b(?:that|the|this|my|our)\s+(?:(new|newly\s+(?:made|created)|fresh)\s+)?(?:([\p{L}\p{N}_-]+)\s+)?(?:sub)?(?:folder|directory|dir)\b(\s+(?:(?:that|which)\s+)?(?:i|we|you)\s+(?:just\s+|only\s+just\s+)?(?:made|created|set\s+up|added|asked\s+(?:you\s+)?for))?/iu;
/** A turn that makes a folder: the request, or the reply that did it ("Created the folder recepten/kerst."). */
const MAKES = /\b(?:make|made|create|created|set\s+up|new)\b/i;
/** A name with an extension is a file, not a folder. */
const FILE_NAME = /\.[a-z][a-z0-9]{0,4}$/i;
/** Words that sit where a folder's name does and name none ("the same folder", "the other folder"). */
const NOT_NAMES = /^(?:same|other|right|wrong|whole|parent|top|main|new|old|empty|first|last|next|previous|one)$/i;

/** The request with the folder it points back at written as its path; undefined when it points at none. */
export function madeFolder(message: string, history: readonly EngineMessage[]): string | undefined {
  if (history.length === 0) return undefined;
  const pointed = POINTED.exec(message);
  if (!pointed) return undefined;
  const [, fresh, word, made] = pointed;
  const name = word !== undefined && !NOT_NAMES.test(word) ? word.toLowerCase() : undefined;
  if (!fresh && !made && name === undefined) return undefined;
  const folder = folderInHistory(history, name, Boolean(fresh || made));
  return folder === undefined ? undefined : `${message.slice(0, pointed.index)}${folder}${message.slice(pointed.index + pointed[0].length)}`;
}

/** The newest folder an earlier turn named (made, where the request says it is new), whose last part is the name. */
function folderInHistory(history: readonly EngineMessage[], name: string | undefined, madeOnly: boolean): string | undefined {
  const turns = history.filter((turn) => turn.role === 'user' || turn.role === 'assistant').slice(-TURNS_BACK);
  for (let at = turns.length - 1; at >= 0; at -= 1) {
    const turn = turns[at]!;
    // A reply's first line says what was done; the rest may quote what a tool returned.
    const text = turn.role === 'assistant' ? (turn.content.split('\n')[0] ?? '') : turn.content;
    if (madeOnly && !MAKES.test(text)) continue;
    const folders = findPaths(text)
      .map((path) => path.text.replace(/\/+$/, ''))
      .filter((path) => path !== '' && !FILE_NAME.test(path));
    const fitting = folders.filter((path) => name === undefined || (path.split('/').at(-1) ?? '').toLowerCase() === name);
    if (fitting.length === 1) return fitting[0];
  }
  return undefined;
}
