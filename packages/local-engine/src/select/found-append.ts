/**
 * "add eggs to my shopping list", "put sweet cicely on my seeds to buy list", "note the vet's number in my pet file": an
 * item added to a document of theirs named by what it is, with no path. Where it is cannot be known without looking, so
 * the plan looks for it (a search by the words naming it), reads the one file found, and adds the item at its end (an
 * edit of its last lines, or the file written back whole): the read takes the path the search found, the change that
 * path and the read's text with the line added. Found none or several, nothing is read or written (which file is the person's to say). A write of
 * the item with no path, or to a folder, is never planned in its stead; the plan is never decided alone (the write
 * replaces the file).
 */
import { addedToOwnDocument, entryUnderRecord } from '../intent/own-document.js';
import { readRequestAction } from '../intent/index.js';
import { extractArguments } from '../extract/extract-arguments.js';
import { perCatalog, toolNamed } from '../per-catalog.js';
import type { PlannedCall, ToolSpec } from '../types.js';
import { addedLine, addingCall, fileReader, fileSearch, type LineAdder, lineAdder, overwritesWhole } from './append-plan.js';
import { serverOf } from './server-tools.js';

/** Why the calls wait for the search. */
export const FOUND_APPEND_WHY = 'adds to the one file the search finds: the request names its document by what it is, not by its path';

/** Each server's tools that a found-file append takes: a file search, a file reader and a way to add a line. */
const appendersByServer = perCatalog((tools) => {
  const byServer = new Map<string, ToolSpec[]>();
  for (const tool of tools) byServer.set(serverOf(tool.name), [...(byServer.get(serverOf(tool.name)) ?? []), tool]);
  return new Map(
    [...byServer].map(([server, own]) => {
      const search = fileSearch(own);
      const reader = fileReader(own);
      const adder = lineAdder(own);
      return [server, search && reader && adder ? { search, reader, adder } : undefined];
    }),
  );
});

/** Words that only point at what is added, which the line would not say: "add it to my list", "put that in my file". */
const ONLY_POINTS = /^(?:it|this|that|them|these|those|something|stuff|things?)$/iu;

/**
 * "put Oisín into the birthdays list, the second of November", "put in the student notes that Andre got the F major
 * scale": the item goes on after the document's name, past a comma or "that". Courtesy ("…, thanks") and a request of
 * its own ("…, and remind me") are no part of it.
 */
const FOLLOWS = /^\s*(?:,\s*|\s+that\s+)(?!(?:and|then|also|but|please|pls|thanks?|thank you|cheers|ta)\b)(\S.*?)[\s.!?]*$/isu;

/** The item with what the request says of it after the document's name. */
function withWhatFollows(item: string, rest: string): string {
  const more = FOLLOWS.exec(rest)?.[1];
  if (!more) return item;
  return item === '' ? more : `${item}, ${more}`;
}

/**
 * The calls with a whole-file write that names no file turned into a search for the document the request adds to, a
 * read of the file found and a write of it with the item at its end; and whether they were.
 */
export function appendToFound(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): { calls: PlannedCall[]; appends: boolean } {
  const unchanged = { calls: [...calls], appends: false };
  const named = FIND_AND_ADD.exec(message.trim());
  if (named?.[1] && named[2]) {
    const own = [...appendersByServer(tools).values()].find((appenders) => appenders !== undefined);
    return own ? { calls: appendPlan(own, extractArguments(`find ${named[1]}`, own.search), named[2], calls[0]?.confidence ?? 0.5), appends: true } : unchanged;
  }
  const underHeading = appendToNamedRecord(message, calls, tools);
  if (underHeading) return { calls: underHeading, appends: true };
  const listedPath = pathListedInRecord(message, calls, tools);
  if (listedPath) return { calls: listedPath, appends: true };
  // "add notes/ideas.md to the reading queue": a place of no kind the engine knows; the file added is still not the
  // file written over, so the write waits for a yes.
  if (writesAddedItem(message, calls, tools)) return { calls: [...calls], appends: true };
  // With no path in the request, a path the write holds is a piece of the item ("Stick 'Kawakami Mieko — All the
  // Lovers in the Night' on my reading list" is no write to "Kawakami Mieko"): the document is still to be found.
  const at = calls.findIndex((call) => {
    const tool = toolNamed(tools, call.tool);
    return tool !== undefined && overwritesWhole(tool);
  });
  if (at < 0 || calls.length !== 1 || readRequestAction(message).paths.length > 0) return unchanged;
  const write = calls[at]!;
  // "add to generator fuel: 14.04 refill 200 l": an entry under a record's name, which is to be found.
  const headed = entryUnderRecord(message);
  const ownOfWrite = appendersByServer(tools).get(serverOf(write.tool));
  if (headed && ownOfWrite && BARE_RECORD_NAME.test(headed.record))
    return { calls: appendPlan(ownOfWrite, extractArguments(`find my ${headed.record}`, ownOfWrite.search), headed.entry, write.confidence), appends: true };
  const added = addedToOwnDocument(message);
  const own = added ? appendersByServer(tools).get(serverOf(write.tool)) : undefined;
  if (!added || !own) return unchanged;
  const item = unquoted(added.item);
  // The line as a quote, a colon or "saying" gives it; where that is no part of what stands between the verb and the
  // document (two quotes, a colon inside one), what stands there.
  const given = addedLine(message, added.document);
  const said = withWhatFollows(given !== undefined && (item === '' || item.includes(given)) ? given : item, added.rest).replace(/[\s,;:]+$/u, '');
  // "put that in my blue vase draft file": what is added is text of the conversation, which the request does not say;
  // the write is left as it was, for a model or the person to say which file and what text.
  if (ONLY_POINTS.test(said)) return unchanged;
  const line = said === '' ? undefined : said;
  // The search is for the document as the request names it, not for the item added ("add 'call mum' to my todo list").
  // A document named without "my" ("add to smell diary: …") is theirs all the same: the words before its noun are sought.
  const theirs = /^(?:my|the|our)\s/iu.test(added.document) ? added.document : `my ${added.document}`;
  return { calls: appendPlan(own, extractArguments(`find ${theirs}`, own.search), line, write.confidence), appends: true };
}

/** An item as written, without the quotes around it ("'Sweet pea Matucana'"). */
const unquoted = (item: string): string => item.replace(/^(['"‘“])(.+)(['"’”])$/su, '$2').trim();

/** A request adding paths to a list names a few of them, in a message of a few lines at most. */
const MAX_LISTED_PATHS = 8;
const MAX_ENTRY_MESSAGE = 1_000;

/** A record's name as people say it, with no extension and no folder: "todo", "incidents", "generator fuel". */
const BARE_RECORD_NAME = /^[\p{L}\d][\p{L}\d _'’-]{0,39}$/u;

/**
 * "add to todo: call Mikkjal", "write in incidents: 16.04 wind sensor froze": a line added under a record's name that
 * is no file's name (no extension, no folder). Read and changed as if it were a path, the plan would fail on a file
 * that is not there; the record is looked for by its name first, as a document named by what it is.
 */
function appendToNamedRecord(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] | undefined {
  if (calls.length !== 2) return undefined;
  const [read, change] = calls as [PlannedCall, PlannedCall];
  const own = appendersByServer(tools).get(serverOf(read.tool));
  if (!own || read.tool !== own.reader.tool.name || change.tool !== own.adder.tool.name) return undefined;
  const name = read.arguments[own.reader.path];
  if (typeof name !== 'string' || !BARE_RECORD_NAME.test(name) || change.arguments[own.adder.path] !== name) return undefined;
  if (readRequestAction(message).paths.length > 0) return undefined;
  return appendPlan(own, extractArguments(`find my ${name}`, own.search), addedLine(message, name), read.confidence);
}

/**
 * "add docs/guide.md to the reading list", "add to to-do list: tours/old", "put ~/Documents/taxes on my to-do list": a
 * path that is the item added to a record named by what it is, is a line of that record. It is never the file
 * written over nor a folder made; the record is looked for, read and the line added to it.
 */
function pathListedInRecord(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] | undefined {
  const paths = readRequestAction(message).paths;
  // An entry is a line: a long message, or one naming many paths, adds none (and masking each path would take time
  // that grows with their number times the length).
  if (paths.length === 0 || paths.length > MAX_LISTED_PATHS || message.length > MAX_ENTRY_MESSAGE || calls.length === 0) return undefined;
  const headed = entryUnderRecord(message);
  // A file's name breaks no sentence: its dot is masked while the item is read ("add docs/guide.md to …").
  const masks = paths.map((path, index) => ({ path, mask: `path${index}mask` }));
  const unmask = (text: string) => masks.reduce((out, { path, mask }) => out.split(mask).join(path), text);
  const masked = headed ? undefined : addedToOwnDocument(masks.reduce((out, { path, mask }) => out.split(path).join(mask), message));
  const added = masked && { item: unmask(masked.item), document: unmask(masked.document), rest: unmask(masked.rest) };
  const record = headed?.record ?? added?.document;
  const item = headed?.entry ?? added?.item;
  if (record === undefined || item === undefined || /[./\\]/.test(record)) return undefined;
  if (!paths.every((path) => item.includes(path) && !record.includes(path))) return undefined;
  const own = [...new Set(calls.map((call) => serverOf(call.tool)))].map((server) => appendersByServer(tools).get(server)).find(Boolean);
  if (!own) return undefined;
  const line = headed ? headed.entry : withWhatFollows(unquoted(item), added?.rest ?? '').replace(/[\s,;:]+$/u, '');
  const theirs = /^(?:my|the|our)\s/iu.test(record) ? record : `my ${record}`;
  return appendPlan(own, extractArguments(`find ${theirs}`, own.search), line === '' ? undefined : line, Math.min(...calls.map((call) => call.confidence)));
}

/** "add X to …", "put X on …": what is added, up to the word that says where it goes. */
const ADDED_ITEM = /^(?:(?:please|pls|can you|could you)[,\s]+)?(?:add|append|put|stick|pop|include)\s+(.{1,200}?)\s+(?:to|on|onto|into)\s+\S/isu;

/** Whether a whole-file write's file is the thing the request adds somewhere, not the place it goes. */
function writesAddedItem(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): boolean {
  if (message.length > MAX_ENTRY_MESSAGE) return false;
  const item = ADDED_ITEM.exec(message.trim())?.[1];
  if (!item) return false;
  return calls.some((call) => {
    const tool = toolNamed(tools, call.tool);
    if (!tool || !overwritesWhole(tool)) return false;
    return Object.values(call.arguments).some((value) => typeof value === 'string' && value.length > 0 && item.includes(value) && /[./\\]/.test(value));
  });
}

/**
 * "find encomenda-abril.txt in your folders and add "champo x 2" to it": the offer a reply makes when a line was to be
 * added to a file named without its folder and the top folder has no such file, said back by a yes. The file of that
 * name the search finds gets the line, as was first asked.
 */
// "it" may come back as the path the reply said the server tried ("… to docs/encomenda-abril.txt"), which is no place.
const FIND_AND_ADD = /^find ([^/\\\s"][^/\\"]{0,79}\.[\p{L}\d]{1,8}) in your folders and add "([^"\n]{1,200})" to (?:it|(?:\S{0,200}\/)?\1)\??$/u;

/** The search, the read of the one file it finds, and the change that adds the line at that file's end. */
function appendPlan(
  own: { search: ToolSpec; reader: { tool: ToolSpec; path: string }; adder: LineAdder },
  sought: { arguments: Record<string, unknown>; missing: string[] },
  line: string | undefined,
  confidence: number,
): PlannedCall[] {
  const search: PlannedCall = {
    tool: own.search.name,
    arguments: sought.arguments,
    confidence,
    why: FOUND_APPEND_WHY,
    missing: sought.missing,
  };
  const read: PlannedCall = {
    tool: own.reader.tool.name,
    arguments: {},
    confidence,
    why: FOUND_APPEND_WHY,
    missing: [],
    takesOutput: { argument: own.reader.path, call: 0, found: true },
  };
  const append: PlannedCall = { ...addingCall(read, own.adder, undefined, line, 1), takesFoundPath: { argument: own.adder.path, call: 0 } };
  return [search, read, append];
}
