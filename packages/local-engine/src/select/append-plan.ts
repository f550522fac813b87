/**
 * A request that adds to the end of a file ("append 'rent 1200' to budget.csv", "add a line … at the bottom of
 * notes.txt") beside a tool that writes a whole file: writing only the new text would replace everything the file
 * holds. No single call appends (an edit needs the file's current last line, a whole write needs all of its text),
 * so the plan reads the file, then adds the line at its end with what the read returned (`takesOutput` with
 * `append`): with the server's edit tool where it has one (the one edit that rewrites only the file's last lines, so
 * nothing written there meanwhile is lost), else by writing it back whole. It is never decided alone.
 * The line is what the request says to add: quoted, after a colon or "saying", or between "add"/"append" and "to <file>"; when
 * none of those says it, the write asks for it. Without a reader there is no plan: a write of the new text alone
 * would replace the file with it.
 */
import { FOREIGN_ADDING, CJK_ADDING } from '../intent/other-languages.js';
import { readsOtherLanguage } from '../intent/lexicon.js';
import type { PlannedCall, ToolSpec } from '../types.js';
import { readToolAction } from '../intent/index.js';
import { parameterCues } from '../extract/parameter-cues.js';
import { findQuoted } from '../extract/text-mentions.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { withoutNamedPlace } from './named-place.js';
import { perCatalog, toolNamed } from '../per-catalog.js';
import { serverOf, toolsByServer } from './server-tools.js';

/** Why such a plan is handed over. */
export const APPEND_REASON = 'the request adds to a file: the plan reads it, then changes it to add the new line at its end';
/** The longest line an append adds (the packet schema's bound): a longer one is asked for again, not cut. */
const LINE_CHARS = 2_000;
/** What the reply says when no tool reads the file: the new text alone, written whole, would replace it. */
export const NO_APPEND_REASONING =
  'No available tool adds to a file, and none reads one so it can be written back whole with the new line, so nothing was planned: writing the new text alone would replace the file.';
/** What the reply says when a line is asked at the top of a file: no plan writes one there. */
export const NO_PREPEND_REASONING =
  'No plan puts a line at the top of a file: a file is written back whole with a new line only at its end, so nothing was planned.';
/** "put X on top of notes.md", "add X at the start of todo.md": a line put before the rest. */
const PREPENDS = /\b(?:on top of|(?:at|to) the (?:very )?(?:top|start|beginning|head) of)\s/iu;
/** Words that say what is added is a line, not what the line says ("the line", "a new entry", "this item saying"). */
const LINE_WORDS =
  /^(?:(?:the|a|an|one|another|this|following)\s+)+(?:(?:new|last|final)\s+)?(?:line|row|entry|item|bullet|note)s?\b\s*(?:(?:that\s+)?(?:says|saying|reading)\b)?\s*/iu;

/**
 * "append", "tack on", or adding something "to the end / bottom of", "at the end of", "as a new line" of a file;
 * "add a line / row / entry / item … to" a file. Creating something new ("add a new file notes.txt") is no append.
 */
const APPENDS =
  /\bappend\w*\b|\btack\w*\s+(?:\S+\s+){0,6}?on\b|\b(?:to|at|on(?:to)?)\s+the\s+(?:very\s+)?(?:end|bottom|foot)\b|\bas\s+(?:a\s+)?(?:new|last|final)\s+(?:line|row|entry)\b|\b(?:add|put|insert|write)\s+(?:(?:a|an|one|another)\s+)?(?:new\s+)?(?:line|row|entry|item|bullet)\b(?!\s+(?:file|folder|document)\b)/iu;

/**
 * The calls with each whole-file write of an appended file turned into a read of that file and a write of its text
 * with the new line at its end, and whether any was.
 */
export function appendPlan(
  message: string,
  calls: readonly PlannedCall[],
  tools: readonly ToolSpec[],
): { calls: PlannedCall[]; appends: boolean; reasoning?: string } {
  let appends = false;
  let unread = false;
  let prepends = false;
  const planned: PlannedCall[] = [];
  for (const call of calls) {
    const tool = toolNamed(tools, call.tool);
    // The read and the change go to the server that holds the file: another server's file of that name is another file.
    const own = toolsByServer(tools).get(serverOf(call.tool)) ?? [];
    const [reader, writer, adder] = [fileReader(own), wholeWriter(own), lineAdder(own)];
    // A whole write for a line asked at the top would replace the file with the line, or another file with a name.
    if (tool && overwritesWhole(tool) && PREPENDS.test(message)) {
      appends = true;
      prepends = true;
      continue;
    }
    const path = tool && overwritesWhole(tool) ? pathOf(call, tool) : undefined;
    if (!tool || !overwritesWhole(tool) || (!APPENDS.test(message) && !addsTo(message, path) && !addsInOtherLanguage(message))) {
      planned.push(call);
      continue;
    }
    appends = true;
    if (!reader) {
      // Left as it was, the write of the new text alone would replace the file: no plan for it.
      unread = true;
      continue;
    }
    if (path === undefined) {
      planned.push(call);
      continue;
    }
    const read: PlannedCall = { ...call, tool: reader.tool.name, arguments: { [reader.path]: path }, missing: [] };
    if (!writer || !adder || writer.tool.name !== call.tool) {
      // A whole write this plan cannot fill (no single text to write): the read, and the rest for a model or the user.
      planned.push(read);
      continue;
    }
    planned.push(read, addingCall(call, adder, path, addedLine(message, path), planned.length));
  }
  const reasoning = prepends ? NO_PREPEND_REASONING : unread ? NO_APPEND_REASONING : undefined;
  return { calls: planned, appends, ...(reasoning ? { reasoning } : {}) };
}

/**
 * Words that say what the file is, between "to" and its path, ending in a document's noun: "to my shopping list
 * notes/zakupy.md", "to the file a.md". "add go to the bank to todo.txt" names no document: the bank is in the line.
 */
const FILE_DESCRIBED = String.raw`(?:(?:[\p{L}-]+\s+){0,2}?(?:list|file|document|doc|notes?|sheet|log|journal|diary|record|page|spreadsheet)\s+)?`;

/**
 * The line the request adds: quoted ("append the line '- order roves' to todo.txt"), after a colon ("add a line to
 * the end of todo.txt: order roves") or "saying" ("append a line to diary.md saying home by 6"), or between "add"/"append" and "to <file>" ("add call mum to reminders.txt"),
 * without words that only say it is a line. None when none of these says it, or when it is longer than a line.
 */
export function addedLine(message: string, path: string): string | undefined {
  const file = path.replace(/^\.\//, '');
  const named = (text: string) => text === path || text === file || text.endsWith(`/${file}`);
  const quoted = findQuoted(message).filter((quote) => !named(quote.text));
  const colon = /:\s+(.+?)\s*$/su.exec(message)?.[1];
  const between = new RegExp(
    `\\b(?:add|append|put|jot(?:\\s+down)?|pop|stick)\\s+(.+?)\\s+(?:(?:to|onto|on|into|in|at)\\s+(?:the\\s+(?:very\\s+)?(?:end|bottom|foot)\\s+of\\s+)?)(?:(?:my|the|your|our|that|this)\\s+)?${FILE_DESCRIBED}(?:\\.\\/)?${escapeRegExp(file)}`,
    'iu',
  ).exec(message)?.[1];
  const headed = fileThenAdding(escapeRegExp(file)).exec(message)?.[1];
  // "append a line to notes.txt saying …": what follows "saying" or "that says", up to "to <file>" when that follows.
  const saying = /\b(?:saying|that\s+says|which\s+says|reading)\s+(.+?)\s*$/isu.exec(message)?.[1];
  const sayingOnly = saying?.replace(
    new RegExp(`\\s+(?:to|onto|into|at\\s+the\\s+end\\s+of)\\s+(?:(?:my|the|your|our|that|this)\\s+)?(?:\\.\\/)?${escapeRegExp(file)}\\s*[.!?]*$`, 'iu'),
    '',
  );
  const said =
    quoted.length === 1
      ? quoted[0]!.text
      : colon !== undefined && !colon.includes(file)
        ? colon
        : sayingOnly !== undefined && !sayingOnly.includes(file)
          ? sayingOnly
          : ((between && withoutNamedPlace(between)) ?? headed);
  const line = withoutOuterQuotes(
    said
      ?.replace(LINE_WORDS, '')
      .replace(/[.!?]+$/u, '')
      .trim(),
  );
  return line && line.length <= LINE_CHARS ? line : undefined;
}

/**
 * "add 'book Biscuit's jabs at the vet' to todo.md": quotes around the whole line are no part of it, though an
 * apostrophe inside kept them from reading as one quote.
 */
function withoutOuterQuotes(line: string | undefined): string | undefined {
  const quoted = line === undefined ? undefined : /^(['"‘“])(.+)(['"’”])$/su.exec(line);
  if (!quoted || !QUOTE_PAIRS.has(`${quoted[1]}${quoted[3]}`)) return line;
  return quoted[2]?.trim();
}
const QUOTE_PAIRS = new Set(["''", '""', '‘’', '“”']);

/**
 * "Füge 'Milch bestellen' zu notes/ideas.md hinzu", "añade 'pedir leche' a notes/ideas.md", "把…添加到 notes.md": a verb
 * of adding in another language, beside a write of the whole file, adds to it as "add … to" does.
 */
function addsInOtherLanguage(message: string): boolean {
  if (CJK_ADDING.some((word) => message.includes(word))) return true;
  if (!readsOtherLanguage(message)) return false;
  return Array.from(message.toLowerCase().matchAll(/\p{L}[\p{L}\p{M}]*/gu), ([word]) => word).some((word) => FOREIGN_ADDING.has(word));
}

/**
 * "add 'call mom' to my reminders.txt", "put in notes.txt: Sepp has 4 boards", "jot 'milk' in shopping.md": something
 * added to, put or jotted in the very file the write would replace. To put a line in a file is to add it there; a
 * whole text is written or saved ("write a poem to poem.txt", "save this as notes.txt"), and those still replace.
 * Writing in a file ("write in repair log.txt: brake pads") or to a kept record ("write to todo.txt: call the bank")
 * is putting a line there too.
 */
export function addsTo(message: string, path: string | undefined): boolean {
  if (path === undefined) return false;
  const file = escapeRegExp(path.replace(/^\.\//, ''));
  return (
    new RegExp(
      `\\b(?:add|put|jot|pop|stick)\\b.*\\b(?:to|into|onto|on|in)\\s+(?:(?:my|the|your|our|that|this)\\s+)?${FILE_DESCRIBED}["'“‘]?(?:\\.\\/)?${file}`,
      'iu',
    ).test(message) ||
    new RegExp(
      `\\bwrite\\s+(?:(?:down|it|this|that)\\s+)?(?:in|into|inside)\\s+(?:(?:my|the|our|that|this)\\s+)?${FILE_DESCRIBED}["'“‘]?(?:\\.\\/)?${file}`,
      'iu',
    ).test(message) ||
    (KEPT_RECORD.test(path) &&
      new RegExp(`\\b(?:write|log)\\b.*\\b(?:to|on|in|into)\\s+(?:(?:my|the|our)\\s+)?${FILE_DESCRIBED}["'“‘]?(?:\\.\\/)?${file}`, 'iu').test(message)) ||
    fileThenAdding(file).test(message)
  );
}

/** A file named for a record kept line by line, which a line written to it joins rather than replaces. */
const KEPT_RECORD = /(?:^|[/\\ _.-])(?:log|logbook|todos?|to-do|list|notes|diary|journal|register|ledger|tracker|reminders)(?:[ _.-]|$)/iu;

/**
 * "todo.md add: print the certificates", "in todo.md, add buy clocks", "todo.md - append: …": the file named first, then
 * the verb of adding, as a note is headed. A name with spaces comes quoted ("'my list.txt' add: milk").
 */
function fileThenAdding(file: string): RegExp {
  return new RegExp(
    `(?:^|\\b(?:in|to|into|on)\\s+)(?:(?:my|the|our)\\s+)?["'“‘]?(?:\\.\\/)?${file}["'”’]?\\s*(?:[-–—:,]\\s*)?(?:please\\s+|pls\\s+)?(?:add|append|jot(?:\\s+down)?|put(?:\\s+in)?)\\b\\s*:?\\s*(.+?)\\s*$`,
    'isu',
  );
}

/** A tool that writes a file whole: it writes, and its own description says it overwrites. */
export function overwritesWhole(tool: ToolSpec): boolean {
  const action = readToolAction(tool);
  return action.action === 'write' && action.destructive > 0 && action.destructive < 1;
}

export function pathOf(call: PlannedCall, tool: ToolSpec): string | undefined {
  const name = pathParameters(tool)[0];
  const value = name === undefined ? undefined : call.arguments[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The catalog's plain reader of one file's text: reads files (not media, not several), current, one path required. */
export const fileReader = perCatalog((tools): { tool: ToolSpec; path: string } | undefined => {
  for (const tool of tools) {
    const action = readToolAction(tool);
    if (action.action !== 'read' || !action.objects.has('file') || action.objects.has('media') || action.many || action.deprecated) continue;
    const paths = pathParameters(tool);
    const required = tool.parameters?.required ?? [];
    const path = paths[0];
    if (path !== undefined && required.every((name) => name === path)) return { tool, path };
  }
  return undefined;
});

/** The catalog's search for files by name. */
export const fileSearch = perCatalog((tools): ToolSpec | undefined =>
  tools.find((tool) => {
    const action = readToolAction(tool);
    return action.action === 'search' && action.objects.has('file');
  }),
);

/** The catalog's reader of images and sound: it reads media and takes one path. */
export const mediaReader = perCatalog((tools): { tool: ToolSpec; path: string } | undefined => {
  for (const tool of tools) {
    const action = readToolAction(tool);
    if (action.action !== 'read' || !action.objects.has('media') || action.many || action.deprecated) continue;
    const path = pathParameters(tool)[0];
    if (path !== undefined && (tool.parameters?.required ?? []).every((name) => name === path)) return { tool, path };
  }
  return undefined;
});

export function pathParameters(tool: ToolSpec): string[] {
  return Object.entries(tool.parameters?.properties ?? {})
    .filter(([name, schema]) => parameterCues(name, schema).traits.shape === 'path')
    .map(([name]) => name);
}

/** How the catalog adds a line at the end of a file: the tool, its path parameter, the one it takes the addition in. */
export interface LineAdder {
  tool: ToolSpec;
  path: string;
  argument: string;
  /** `edits`: an edit tool, given the one edit that adds the line; otherwise a whole-file writer, given the new text. */
  as?: 'edits';
}

/**
 * The catalog's way to add a line at the end of a file: its text editor where it has one (only the file's last lines
 * are rewritten; the edit fails if they are gone, and lines written after them since the read stay), else its
 * whole-file writer.
 */
export const lineAdder = perCatalog((tools): LineAdder | undefined => {
  const editor = textEditor(tools);
  if (editor) return { tool: editor.tool, path: editor.path, argument: editor.edits, as: 'edits' };
  const writer = wholeWriter(tools);
  return writer && { tool: writer.tool, path: writer.path, argument: writer.text };
});

/**
 * The call that adds the line (undefined: still to be asked) to the file at `path`, with the text the call at index
 * `read` returned: the adder's own tool and arguments, whatever the call it stands for planned.
 */
export function addingCall(call: PlannedCall, adder: LineAdder, path: string | undefined, line: string | undefined, read: number): PlannedCall {
  return {
    ...call,
    tool: adder.tool.name,
    arguments: path === undefined ? {} : { [adder.path]: path },
    missing: line === undefined ? [adder.argument] : [],
    takesOutput: { argument: adder.argument, call: read, append: { ...(line === undefined ? {} : { line }), ...(adder.as ? { as: adder.as } : {}) } },
  };
}

/**
 * The catalog's text editor: it edits a file in place, takes one path and a list of replacements of a text found in
 * the file (`{oldText, newText}` items, as the append's `as: "edits"` fills them), and requires nothing else.
 */
export const textEditor = perCatalog((tools): { tool: ToolSpec; path: string; edits: string } | undefined => {
  for (const tool of tools) {
    const action = readToolAction(tool);
    if (action.action !== 'edit' || action.deprecated) continue;
    const path = pathParameters(tool)[0];
    const properties = tool.parameters?.properties ?? {};
    const edits = Object.keys(properties).find((name) => listsReplacements(properties[name]));
    const required = tool.parameters?.required ?? [];
    if (path !== undefined && edits !== undefined && required.every((name) => name === path || name === edits)) return { tool, path, edits };
  }
  return undefined;
});

/** An array of `{oldText, newText}` strings: the replacements an edit tool makes. */
function listsReplacements(schema: unknown): boolean {
  const list = schema as { type?: unknown; items?: { properties?: Record<string, { type?: unknown }> } } | undefined;
  const item = list?.type === 'array' ? list.items?.properties : undefined;
  return item?.oldText?.type === 'string' && item.newText?.type === 'string';
}

/** The catalog's whole-file writer: it overwrites, takes one path and one required text besides. */
export const wholeWriter = perCatalog((tools): { tool: ToolSpec; path: string; text: string } | undefined => {
  for (const tool of tools) {
    if (!overwritesWhole(tool)) continue;
    const path = pathParameters(tool)[0];
    const properties = tool.parameters?.properties ?? {};
    const texts = (tool.parameters?.required ?? []).filter(
      (name) => name !== path && properties[name]?.type === 'string' && parameterCues(name, properties[name]).traits.shape !== 'path',
    );
    if (path !== undefined && texts.length === 1) return { tool, path, text: texts[0]! };
  }
  return undefined;
});
