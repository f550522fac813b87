/**
 * How a call's paths were come by, as evidence of whether its arguments are right: a word the request used taken as
 * a file or folder's name ("in my todo, change ..." → "todo", "the hiking folder" → "hiking"), or a file named
 * without the folder it may sit in ("rename egusi.txt ..."). A path written out with its folder is neither. Both
 * are right in some folders and wrong in others; the fit learns how often.
 */
import { parameterCues } from '../extract/parameter-cues.js';
import type { PlannedCall, ToolSpec } from '../types.js';

/** The whole folder the server serves: named by no word. */
const WHOLE_FOLDER = /^(?:\.|\.\/|~|~\/|\/)?$/;
const EXTENSION = /\.[\p{L}\p{N}]{1,5}$/u;
/** A move's two ends, which name files as paths do. */
const MOVES_FROM_OR_TO = /^(?:source|destination|from|to|src|dest|target)(?:_?path)?$/i;

export function pathEvidence(calls: readonly PlannedCall[], tools: readonly ToolSpec[]): { wordAsPath: number; fileWithoutFolder: number } {
  let wordAsPath = 0;
  let fileWithoutFolder = 0;
  for (const call of calls) {
    const tool = tools.find((candidate) => candidate.name === call.tool);
    for (const [name, schema] of Object.entries(tool?.parameters?.properties ?? {})) {
      const value = call.arguments[name];
      if (typeof value !== 'string' || WHOLE_FOLDER.test(value.trim()) || /[\\/]/.test(value)) continue;
      if (parameterCues(name, schema).traits.shape !== 'path' && !MOVES_FROM_OR_TO.test(name)) continue;
      if (EXTENSION.test(value)) fileWithoutFolder = 1;
      else wordAsPath = 1;
    }
  }
  return { wordAsPath, fileWithoutFolder };
}
