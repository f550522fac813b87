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
import { fileReader, mediaReader } from './append-plan.js';
import { serverOf, toolsByServer } from './server-tools.js';
import { MEDIA_EXTENSION } from '../intent/lexicon.js';

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
