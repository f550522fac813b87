/**
 * Whether a request names an offered tool: by its own name where that is not a plain word ("run read_text_file"), or
 * in words followed by "tool" ("use the echo tool", "try the structured content tool"). A plain word alone ("echo
 * chamber") names nothing. The catalog's names are kept in sets, once per catalog: a pattern per tool, tried on every
 * turn, made this one feature cost more than the rest of a decision among thousands of tools.
 */
import { perCatalog } from '../per-catalog.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import type { ToolSpec } from '../types.js';

/** Leading verbs a tool's name carries that people drop when they name it ("the structured content tool"). */
const NAME_VERB = /^(?:get|do|run|call|use)\s+/;
/** Names as long as no one says (the product admits 128 characters) name nothing. */
const SAYABLE_NAME = 200;
/** What says a tool is meant, after its name in words. */
const TOOL_WORD = /(?:tool|function|command)s?\b/g;
/** A run of the characters a written name is made of: a name is said when it is a whole run. */
const NAME_RUN = /[\w-]+/g;

interface OfferedNames {
  /** Own names with "-" or "_", lowercased, made of name characters only. */
  written: Set<string>;
  /** Own names with other characters as well, matched as the pattern they always were. */
  writtenPatterns: RegExp[];
  /** Names in words, by their length. */
  spokenByLength: Map<number, Set<string>>;
}

const offeredNames = perCatalog((tools): OfferedNames => {
  const names: OfferedNames = { written: new Set(), writtenPatterns: [], spokenByLength: new Map() };
  for (const tool of tools) {
    const own = tool.name.split('.').pop() ?? tool.name;
    if (own.length > SAYABLE_NAME) continue;
    const lower = own.toLowerCase();
    if (/[-_]/.test(own)) {
      if (/^[\w-]+$/.test(lower)) names.written.add(lower);
      else names.writtenPatterns.push(new RegExp(`(?<![\\w-])${escapeRegExp(lower)}(?![\\w-])`));
    }
    const spoken = own
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[-_.]+/g, ' ')
      .toLowerCase()
      .replace(NAME_VERB, '');
    if (spoken.length === 0) continue;
    const sameLength = names.spokenByLength.get(spoken.length) ?? new Set<string>();
    sameLength.add(spoken);
    names.spokenByLength.set(spoken.length, sameLength);
  }
  return names;
});

const isWordChar = (char: string | undefined): boolean => char !== undefined && /\w/.test(char);

export function namesOfferedTool(message: string, tools: readonly ToolSpec[]): boolean {
  const text = message.toLowerCase();
  if (!/[-_]|\b(?:tool|function|command)s?\b/.test(text)) return false;
  const names = offeredNames(tools);
  for (const [run] of text.matchAll(NAME_RUN)) if (names.written.has(run)) return true;
  if (names.writtenPatterns.some((pattern) => pattern.test(text))) return true;
  for (const cue of text.matchAll(TOOL_WORD)) {
    // "<name in words> tool": the name ends one space before the cue and starts where a word starts or ends.
    const end = cue.index - 1;
    if (text[end] !== ' ') continue;
    for (const [length, spoken] of names.spokenByLength) {
      const start = end - length;
      if (start < 0 || isWordChar(text[start - 1]) === isWordChar(text[start])) continue;
      if (spoken.has(text.slice(start, end))) return true;
    }
  }
  return false;
}
