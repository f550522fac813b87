/**
 * Which of the planned calls the request gives evidence for. A call beside another needs evidence of its own: a
 * path parameter holds something shaped like a path when its sibling call's does ("open party/invite.txt, it says
 * June 5" reads one file, not a file called "June 5"), a file path the plan reads as a path is not also a search
 * query or a record's text, and a call with no arguments next to calls that have them must be named by most of its
 * tool's name words, not by one incidental word ("how long it bakes" asks for no long-running operation).
 */
import type { PlannedCall, ToolSpec } from '../types.js';
import { parameterCues } from '../extract/parameter-cues.js';
import { findPaths } from '../extract/text-mentions.js';
import { matchesOf } from '../rank/best-match.js';
import { readToolAction } from '../intent/index.js';
import { toolNamed } from '../per-catalog.js';

/** The doubt a plan carries when calls were set aside: the request read as more than one call, so the rest may be off too. */
export const SET_ASIDE_REASON = 'a call without evidence of its own was set aside';

/** Share of a tool's specific name words a request must say to ask for it with no argument. */
const NAMED_WITHOUT_ARGUMENTS = 0.5;

/** The calls kept, in their order; a plan of one call is kept whole. */
export function admitCalls(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] {
  if (calls.length < 2) return [...calls];
  const pathValues = (call: PlannedCall): string[] => {
    const tool = toolNamed(tools, call.tool);
    return tool ? pathParameters(tool).flatMap((name) => texts(call.arguments[name])) : [];
  };
  const writtenPaths = new Set(calls.flatMap((call) => pathValues(call).filter(looksLikePath)));
  const kept = calls.filter((call) => {
    const paths = pathValues(call);
    // A sibling of the same tool holds a written path, this one only words: the words are no file of their own.
    const strayWords =
      paths.length > 0 &&
      !paths.some(looksLikePath) &&
      calls.some((other) => other !== call && other.tool === call.tool && pathValues(other).some(looksLikePath));
    if (strayWords) return false;
    // A path another call reads as a path, given here to a tool that acts on no file (a search of what is
    // remembered): the same words read twice. A file tool's other ends ("rename a.txt, then write a.txt") are places.
    const reusedPath =
      !actsOnFiles(toolNamed(tools, call.tool)) && Object.values(call.arguments).some((value) => texts(value).some((text) => writtenPaths.has(text)));
    return !reusedPath;
  });
  const withArguments = kept.filter((call) => Object.keys(call.arguments).length > 0);
  if (withArguments.length === 0) return kept.length > 0 ? kept : [...calls];
  const admitted = kept.filter((call) => Object.keys(call.arguments).length > 0 || namedOutright(message, call, tools));
  return admitted.length > 0 ? admitted : kept;
}

/** Whether the request says most of the tool's specific name words (a call with no argument has no other evidence). */
function namedOutright(message: string, call: PlannedCall, tools: readonly ToolSpec[]): boolean {
  const tool = toolNamed(tools, call.tool);
  if (!tool) return true;
  const [match] = matchesOf(message, tools, [tool]);
  return (match?.relevance.nameCoverage ?? 0) >= NAMED_WITHOUT_ARGUMENTS;
}

function actsOnFiles(tool: ToolSpec | undefined): boolean {
  if (!tool) return true;
  const objects = readToolAction(tool).objects;
  return objects.has('file') || objects.has('directory') || objects.has('media') || pathParameters(tool).length > 0;
}

function pathParameters(tool: ToolSpec): string[] {
  return Object.entries(tool.parameters?.properties ?? {})
    .filter(([name, schema]) => parameterCues(name, schema).traits.shape === 'path')
    .map(([name]) => name);
}

/** The texts a value holds: itself, or the strings of a list. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A value written the way paths are (a folder and a name, an extension, a dotfile), as a whole. */
function looksLikePath(value: string): boolean {
  return findPaths(value).some((path) => path.start === 0 && path.end === value.length);
}
