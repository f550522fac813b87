/**
 * "show me my pancake recipe", "what's on my todo list?", "show me the hanbok ref pic": a document or a picture of
 * theirs asked to be shown by what it is, with no path. Its file is looked for first; a search alone would answer
 * with a path where the person asked to see it. So the plan reads what the search finds (a picture with the server's
 * reader of images): the read takes the one path the search lists, and is not made when it lists none or several
 * (which one is the person's to say). "find my recipe", "where is my list" stay a search.
 */
import { readRequestAction, readToolAction } from '../intent/index.js';
import { perCatalog } from '../per-catalog.js';
import type { PlannedCall, ToolSpec } from '../types.js';
import { fileReader, fileSearch, mediaReader } from './append-plan.js';
import { serverOf, toolsByServer } from './server-tools.js';
import { MEDIA_EXTENSION } from '../intent/lexicon.js';
import { extractArguments } from '../extract/extract-arguments.js';
import { STOPWORDS } from '../text/tokenize.js';

/** Each server's file reader, found once per catalog. */
const readersByServer = perCatalog((tools) => new Map([...toolsByServer(tools)].map(([server, own]) => [server, fileReader(own)])));
/** Each server's reader of images and sound. */
const mediaReadersByServer = perCatalog((tools) => new Map([...toolsByServer(tools)].map(([server, own]) => [server, mediaReader(own)])));

/** Why the read waits for the search. */
export const FOUND_READ_WHY = 'reads the one file the search finds: the request asks to see it, not where it is';

/** The calls with a read of the file the search finds, when the request asks to see a document it did not name. */
export function readWhatIsFound(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] {
  const request = readRequestAction(message);
  if (calls.length !== 1 || !request.readsFound) return [...calls];
  const search = calls[0]!;
  const tool = tools.find((candidate) => candidate.name === search.tool);
  const action = tool ? readToolAction(tool) : undefined;
  if (action?.action !== 'search' || !action.objects.has('file')) return [...calls];
  // A path a search lists names a file of the server that searched: another server's reader would open whatever
  // file of its own the path happens to name (and a server's search would choose which one).
  // A photo's text read would be its bytes as text: a picture found is opened by the server's reader of images.
  const reader = (request.objects.has('media') ? mediaReadersByServer : readersByServer)(tools).get(serverOf(search.tool));
  if (!reader) return [...calls];
  const read: PlannedCall = {
    tool: reader.tool.name,
    arguments: {},
    confidence: search.confidence,
    why: FOUND_READ_WHY,
    missing: [],
    takesOutput: { argument: reader.path, call: 0, found: true },
  };
  return [search, read];
}

/** Each server's search for files by name. */
const searchesByServer = perCatalog((tools) => new Map([...toolsByServer(tools)].map(([server, own]) => [server, fileSearch(own)])));
/** A parameter that names the file a tool works on. */
const FILE_PARAMETER = /^(?:path|file|filename|file_?path)$/i;

/**
 * "when did I last change the training plan", "how big is my wedding video": what is asked of a file of theirs named by
 * what it is, with no path, is asked of the one file a search for it finds. The file-info call, its file missing, takes
 * the path the search lists; the search looks for the words the request names the file by.
 */
export function infoOfFound(message: string, calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] {
  const [info] = calls;
  if (calls.length !== 1 || !info || info.takesOutput || info.takesFoundPath) return [...calls];
  const tool = tools.find((candidate) => candidate.name === info.tool);
  const file = info.missing.find((name) => FILE_PARAMETER.test(name));
  if (!tool || readToolAction(tool).action !== 'info' || file === undefined || info.missing.length !== 1) return [...calls];
  if (readRequestAction(message).paths.length > 0) return [...calls];
  const searcher = searchesByServer(tools).get(serverOf(info.tool));
  if (!searcher) return [...calls];
  const described = describedFile(message);
  const sought = described === undefined ? undefined : extractArguments(`find my ${described}`, searcher);
  if (!sought || sought.missing.length > 0) return [...calls];
  const search: PlannedCall = { tool: searcher.name, arguments: sought.arguments, confidence: info.confidence, why: FOUND_INFO_WHY, missing: [] };
  return [search, { ...info, missing: [], why: FOUND_INFO_WHY, takesOutput: { argument: file, call: 0, found: true } }];
}

/** Words that end the words naming a file: function words, and what says when ("the last time"). */
const NOT_DESCRIBING = /^(?:last|first|next|time|times|again|please|pls|now|today|yesterday|ago)$/i;

/** The words after "the", "my" or "our" that name a file by what it is: "the training plan", "my wedding video". */
function describedFile(message: string): string | undefined {
  for (const found of message.matchAll(/(?<![\p{L}])(?:the|my|our)\s+([^.,;:!?]+)/giu)) {
    const words: string[] = [];
    for (const word of (found[1] ?? '').split(/\s+/)) {
      if (words.length === 3 || !/^[\p{L}\d][\p{L}\d'’-]*$/u.test(word) || STOPWORDS.has(word.toLowerCase()) || NOT_DESCRIBING.test(word)) break;
      words.push(word);
    }
    if (words.length > 0) return words.join(' ');
  }
  return undefined;
}

/** Why the file-info call waits for the search. */
export const FOUND_INFO_WHY = 'asks of the one file the search finds: the request names the file by what it is, not by its path';

/** A file's name with no folder before it ("pasteis-de-nata.md"). */
const BARE_FILE_NAME = /^[^/\\]+\.[\p{L}\d]{1,8}$/u;

/**
 * "find pasteis-de-nata.md and open it": a read of a file named without its folder, after a search of the same server
 * for that name, reads the one file the search finds. Read as written it would open a file of that name in the top
 * folder, which the search was asked for because the person does not know where it is.
 */
export function readFoundByName(calls: readonly PlannedCall[], tools: readonly ToolSpec[]): PlannedCall[] {
  const [search, read] = calls;
  if (calls.length !== 2 || !search || !read || read.takesOutput || read.takesFoundPath) return [...calls];
  const searcher = tools.find((candidate) => candidate.name === search.tool);
  const action = searcher ? readToolAction(searcher) : undefined;
  const reader = readersByServer(tools).get(serverOf(search.tool));
  if (action?.action !== 'search' || !action.objects.has('file') || reader?.tool.name !== read.tool) return [...calls];
  const name = read.arguments[reader.path];
  const patterns = Object.values(search.arguments).filter((value): value is string => typeof value === 'string');
  if (typeof name !== 'string' || !BARE_FILE_NAME.test(name) || !patterns.some((pattern) => pattern.endsWith(`/${name}`) || pattern === name)) {
    return [...calls];
  }
  const { [reader.path]: _named, ...rest } = read.arguments;
  // "first-tomato.png" found is opened by the server's media reader: its text read would be its bytes as text.
  const media = MEDIA_EXTENSION.test(name) ? mediaReadersByServer(tools).get(serverOf(search.tool)) : undefined;
  if (media)
    return [
      search,
      { ...read, tool: media.tool.name, arguments: {}, why: FOUND_READ_WHY, missing: [], takesOutput: { argument: media.path, call: 0, found: true } },
    ];
  return [search, { ...read, arguments: rest, why: FOUND_READ_WHY, missing: [], takesOutput: { argument: reader.path, call: 0, found: true } }];
}
