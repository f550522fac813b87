/**
 * "and how big is it", "ok now rename it to notes/b.md", "open it" after "your resume is at work/cv.md": a
 * follow-up that points back at the file the conversation was about. When the latest turn that names files names
 * exactly one the follow-up does not (a reply naming several is passed over), "it" ("that file", "this one")
 * stands for that path; "the other one" is the file a reply named beside the one asked for.
 * Every decision reads the message through here, so a long run of whitespace is cut here too.
 */
import { findPaths } from '../extract/text-mentions.js';
import { memoByText } from '../text/bounded-memo.js';
import { boundWhitespace } from '../text/bounded-whitespace.js';
import type { EngineMessage } from '../types.js';
import { TURNS_BACK } from './previous-request.js';
import { listedInFolders } from './listed-items.js';
import { encliticPointer } from '../intent/enclitic-verbs.js';
import { FOREIGN_OBJECTS } from '../intent/lexicon.js';
import { isFunctionWord } from '../text/function-words.js';

/**
 * "it", "that file", "this one" as the thing acted on; not "it's" or "is it raining". "the file", "the list", "the one
 * you found" and a bare "that" ("open that") point back too, where nothing after them says which: a name or a path
 * after "the file" is its own, and "that" after a verb of being or a question word is no thing acted on.
 */
const POINTER = new RegExp(
  String.raw`\b(?:(?:that|this|the same) (?:file|folder|one|note|document)|it)\b(?!['’])` +
    String.raw`|\b(?:the|that|this) one (?:(?:that|which) )?(?:you|u) (?:just )?(?:found|mentioned|showed(?: me)?|listed|gave me|got)\b` +
    // "find the file with 'sister' in its name": a file asked to be found is described, not pointed back at.
    String.raw`|(?<!\b(?:find|locate|search for|look(?:ing)? for|hunt for|dig up)\s+)\b(?:the|that|this) (?:file|list|document|doc|note)(?=\s*(?:[?!.,;]|$)|\s+(?:to|into|in|for|from|again|please|pls|now|too|up|and|then|with|as)\b)` +
    String.raw`|(?<!\b(?:is|was|are|were|be|been|about|like|than|so|why|how|what|who|where|when|of|do|did|does|that|and|but|if)\s+)(?<=^|\s)that(?=\s*(?:[?!.]|$)|\s+(?:to|into|please|pls|now|again|up|for me)\b)`,
  'i',
);
/** "the other one": of the files a reply named, the one the request before it did not. */
const OTHER = /\bthe other (?:one|file|note|document)\b/i;

/** "the budget one next to it": a file named by a word, in the folder of the one pointed at. */
const NEXT_TO =
  /\bthe ([\p{L}\p{N}_-]+) (?:one|file|sheet|doc|document) (?:next to|beside|near|alongside|in the same folder as) (?:it|that|this one|that one)\b/iu;

export function resolveFileReference(raw: string, history: readonly EngineMessage[]): string {
  const message = boundWhitespace(raw);
  if (history.length === 0) return message;
  // Its full name is not known: it is looked for by the word, where the file pointed at is.
  const nextTo = NEXT_TO.exec(message);
  if (nextTo?.[1]) {
    const pointed = findPaths(resolveFileReference('open it', history))[0]?.text ?? '';
    const folder = pointed.slice(0, Math.max(0, pointed.lastIndexOf('/')));
    if (folder) return `find files named ${nextTo[1]} in ${folder}`;
  }
  const other = OTHER.exec(message);
  const pointer = POINTER.exec(message);
  if (!other && !pointer) return addedToShownFile(message, history) ?? withJoinedPronounResolved(message, history);
  // "how big is recipes/bread.md and when was it last changed": "it" after a file the message names is that file,
  // unless it is where something goes ("move notes/a.txt into it").
  if (!other && pointer && namedBefore(message, pointer.index)) return message;
  // "how big is the photo of the shed door and when did I last change it": "it" after a clause about a thing the
  // message describes is that thing, not a file named earlier in the conversation.
  if (!other && pointer && DESCRIBED_BEFORE.test(message.slice(0, pointer.index))) return message;
  const own = new Set(pathsIn(message));
  const turns = history
    .filter((turn) => turn.role === 'user' || turn.role === 'assistant')
    .slice(-TURNS_BACK)
    .reverse();
  const otherFile = other ? fileBesideTheLatest(turns, own) : undefined;
  if (other && otherFile) return message.replace(OTHER, otherFile);
  for (const [at, turn] of turns.entries()) {
    const earlier = [...new Set(pathsIn(turn.content))].filter((path) => !own.has(path));
    if (earlier.length === 0) continue;
    if (turn.role === 'assistant') {
      // A reply names what it found or offers; it settles "it" only when it names one thing.
      const askedBefore = turns.slice(at + 1).find((before) => before.role === 'user');
      const asked = new Set(askedBefore ? pathsIn(askedBefore.content) : []);
      // "The other" is beside what the reply showed: a reply that names one file showed the one asked for, however asked.
      const candidates = other ? (earlier.length >= 2 ? earlier.filter((path) => !asked.has(path)) : []) : earlier;
      if (candidates.length === 1 && candidates[0]) return message.replace(other ? OTHER : POINTER, inListedFolder(candidates[0], history));
      const file = other ? undefined : theOneFile(candidates, history, turn.content);
      // A name with spaces is quoted, as people quote it, so that it reads as one path.
      if (file) return message.replace(POINTER, /\s/.test(file) ? `"${file}"` : file);
      continue;
    }
    if (other) return message;
    return earlier.length === 1 && earlier[0] ? message.replace(POINTER, earlier[0]) : message;
  }
  return message;
}

/**
 * "and the other one?" after turns about contracts/mehta.md that also named contracts/oconnor.md: where the latest
 * turn naming a file names one, the other is the one other file the turns before named.
 */
function fileBesideTheLatest(turns: readonly EngineMessage[], own: ReadonlySet<string>): string | undefined {
  const named = turns.map((turn) => [...new Set(pathsIn(turn.content))].filter((path) => !own.has(path)));
  const latest = named.find((paths) => paths.length > 0);
  if (latest?.length !== 1) return undefined;
  const others = new Set(named.flat().filter((path) => path !== latest[0]));
  return others.size === 1 ? [...others][0] : undefined;
}

/**
 * "In clients/mcbride there is a file menu-prueba.txt", "jobs/x contains brief.txt, source/ and target/": a reply
 * naming folders and one file points at that file, in the folder it was found in.
 */
function theOneFile(paths: readonly string[], history: readonly EngineMessage[], reply: string): string | undefined {
  const files = paths.filter((path) => FILE_NAME.test(path));
  const file = files.length === 1 ? files[0] : undefined;
  if (!file) return undefined;
  const placed = inListedFolder(file, history);
  if (placed.includes('/')) return placed;
  const folders = paths.filter((path) => path !== file);
  const folder = folders.length === 1 ? folders[0] : undefined;
  if (!folder) return file;
  // "family/bar mitzvah Itai guest list.txt has 84 names": one name with spaces, read as a folder and a file.
  const spaced = spacedName(reply, folder, file);
  return spaced ?? `${folder.replace(/\/$/, '')}/${file}`;
}

/**
 * Words that join a folder to a file it holds in a sentence ("jobs/x contains brief.txt", "clients/mcbride hay un archivo
 * menu.txt"): function words of any language read, words for files, and these; a name's own words are other words.
 */
const JOINING_WORDS = /^(?:contains?|holds?|has|have|there|is|are|was|a|an|the|file|files|folder|in|inside|with|and|called|named|you|i|we|it)$/i;

function spacedName(reply: string, folder: string, file: string): string | undefined {
  const at = reply.indexOf(`${folder} `);
  const end = at < 0 ? -1 : reply.indexOf(file, at + folder.length);
  if (at < 0 || end < 0) return undefined;
  const between = reply.slice(at + folder.length, end);
  const words = between.trim().split(/\s+/).filter(Boolean);
  const joins = (word: string): boolean =>
    !/^[\p{L}\p{N}'’&-]+$/u.test(word) || JOINING_WORDS.test(word) || isFunctionWord(word, reply) || FOREIGN_OBJECTS.has(word.toLowerCase());
  if (!/^ [^\n,;:()"'“”]*\s$/u.test(between) || words.length > 6 || words.some(joins)) return undefined;
  return `${folder}${between}${file}`;
}

const FILE_NAME = /[^/]\.[\p{L}\p{N}]{1,5}$/u;

/**
 * "add besan, haldi, 2 kg atta" after the grocery list was shown, "add laptop charger and student pass" after the
 * packing list: things added with no place said go where the conversation just was, as "add … to it" does. Only
 * words to add: "add 2 and 3" is a sum, "add Tom to my contacts" says where.
 */
const BARE_ADD = /^(?:(?:ok(?:ay)?|and|also|pls|please|now)[,\s]+)*(?:add|append|jot down|write down|put down)\s+(?<items>[^\n]+)$/iu;
const SAYS_WHERE = /\b(?:to|into|in|on|onto|under|for)\s+(?:the|my|our|a|an|this|that|his|her|their|\p{Lu})/u;
const NOT_ITEMS = /\b(?:and|plus|the|a|an|with|zero|one|two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|thousand)\b|[\d\s.,+*/x-]/giu;

/** "add up the prices", "add Tom as a friend", "add 10% to each", "add milk?", "add nothing": no line to add. */
const NO_LINE = /\b(?:up|as|nothing|don['’]?t|wait|each|every|all)\b|%|\?\s*$/iu;
/** A path outside the folders served, or written from the home or the root, is never where an unnamed line goes. */
const OUTSIDE = /(?:^|[\\/])\.\.(?:[\\/]|$)|^[~/\\]|^[a-z]:/i;

function addedToShownFile(message: string, history: readonly EngineMessage[]): string | undefined {
  const items = BARE_ADD.exec(message.trim())?.groups?.items;
  if (!items || SAYS_WHERE.test(items) || NO_LINE.test(message) || pathsIn(message).length > 0 || !/\p{L}/u.test(items.replace(NOT_ITEMS, '')))
    return undefined;
  const shown = shownFile(history);
  if (!shown) return undefined;
  const aimed = `add to it: ${items}`;
  const resolved = resolveFileReference(aimed, history);
  // Only the file the last reply opens with: a path further in is the file's own text, which may name any file.
  return resolved === aimed || !resolved.includes(shown) || /(?:^|[\s"'/])\.\.[\\/]|[\s"']~\//.test(resolved) ? undefined : resolved;
}

/** The file the latest reply shows, named where it opens ("ghar/list.txt:", "From notes/a.md, …"), inside the folders served. */
function shownFile(history: readonly EngineMessage[]): string | undefined {
  const reply = [...history].reverse().find((turn) => turn.role === 'assistant' || turn.role === 'user');
  if (reply?.role !== 'assistant') return undefined;
  const opening = reply.content.slice(0, 80);
  const named = pathsIn(opening).filter((path) => FILE_NAME.test(path));
  const file = named.length === 1 ? named[0] : undefined;
  return file && !OUTSIDE.test(file) ? file.split('/').pop() : undefined;
}

/** "sí, ábrelo", "aprilo": a pronoun joined to the verb points back as "it" does; the file is written after the word. */
function withJoinedPronounResolved(message: string, history: readonly EngineMessage[]): string {
  const joined = encliticPointer(message);
  if (!joined) return message;
  const path = findPaths(resolveFileReference('open it', history))[0]?.text;
  return path ? `${message.slice(0, joined.end)} ${/\s/.test(path) ? `"${path}"` : path}${message.slice(joined.end)}` : message;
}

/** "[FILE] chili.md" in the reply to "what's in recipes": a bare name a listing gave is in the folder listed. */
function inListedFolder(path: string, history: readonly EngineMessage[]): string {
  if (path.includes('/')) return path;
  const placed = listedInFolders(history, TURNS_BACK).filter((item) => item.endsWith(`/${path}`));
  return placed.length === 1 && placed[0] ? placed[0] : path;
}

const PLACES_INTO = /\b(?:into|to|in|inside|onto|from)\s+$/i;
/**
 * A thing described ("the photo of the shed door", "my tax letter") in a clause the one with "it" is joined to; or a
 * thing the user says they made or keep ("I wrote a letter to the landlord ..., can you find it?").
 */
const DESCRIBED_BEFORE =
  /\b(?:the|my|our)\s+(?:[\p{L}-]+\s+){0,4}?(?:of|from|about|for)\s+(?:the\s+|my\s+)?[\p{L}-]+.*\s(?:and|then)\s|\bi\s+(?:wrote|made|saved|put|kept|scanned|drew|typed|started|downloaded)\s+(?:a|an|this|that|some)\s+[\p{L}-]+[^,;.?!]*(?:[,;.]|\s(?:and|so|but|then))\s/iu;

function namedBefore(message: string, at: number): boolean {
  return findPaths(message).some((mention) => mention.end <= at) && !PLACES_INTO.test(message.slice(0, at));
}

const pathsIn = memoByText(500, (text: string): string[] => findPaths(text).map((mention) => mention.text));
