import { keyValueLines } from './key-value-lines.js';
import { memoryGraphLines, wordsOfName } from './memory-graph-lines.js';
import { treeLines } from './tree-lines.js';

/** Arguments that name a file or a place, or give a command: what such a call returns may be a file's own text. */
const GIVES_TEXT = /^(?:paths?|files?|file_?names?|file_?paths?|uris?|urls?|source|command|cmd|script)$/i;
/** Tools that tell about a thing rather than give its contents: "get_file_info", "stat", "getMetadata". */
const TELLS_ABOUT = /\b(?:info|information|metadata|stats?|attributes|properties)\b/;
/** Tools that draw a folder's tree: "directory_tree", "get_tree", "tree". */
const DRAWS_TREE = /\btree\b/;

/**
 * A call's output as the reply shows it. A file's text (a read, a command's output) is shown as it is, whatever shape
 * it mimics: a config of `isAdmin: false` lines or a JSON list of names is what the file says, not a record to
 * reword. Fields are reworded only for a tool that tells about a thing; a memory's graph for a call naming no file.
 */
export function plainOutputOf(step: { tool: string; arguments: Record<string, unknown>; output?: string }): string {
  const output = step.output ?? '';
  if (DRAWS_TREE.test(wordsOfName(step.tool))) {
    const lines = treeLines(parsedJson(output));
    if (lines) return lines.join('\n');
  }
  const tellsAbout = TELLS_ABOUT.test(wordsOfName(step.tool));
  if (Object.keys(step.arguments).some((name) => GIVES_TEXT.test(name)) && !tellsAbout) return output;
  if (!tellsAbout && !/^\s*[[{]/.test(output)) return output;
  return plainOutput(output);
}

/**
 * A tool's output as a reply shows it: a memory's entities and relations, or a record's fields, said in plain lines;
 * anything else exactly as the tool gave it. The output is already bounded (the packet holds at most 100,000
 * characters of it), so a deep or huge value costs one bounded parse and a look at its first two levels.
 */
export function plainOutput(output: string): string {
  const text = output.trim();
  if (text.startsWith('{') || text.startsWith('[')) {
    const value = parsedJson(text);
    return (value === undefined ? undefined : memoryGraphLines(value)?.join('\n')) ?? output;
  }
  return keyValueLines(text)?.join('\n') ?? output;
}

/** The JSON value a text holds, or undefined. JSON.parse does not recurse, so a deep value costs one bounded parse. */
function parsedJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
