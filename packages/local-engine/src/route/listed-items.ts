/**
 * "open the lasagna one", "whats in the second one", "move the 2022 one to archive", "what's in website": a
 * follow-up that picks one of the things the assistant's last reply listed. The pick is written as the path it
 * stands for, in the folder the listing was of ("recipes has: pancakes.md, lasagna.md" after "what's in recipes/"
 * makes "the lasagna one" recipes/lasagna.md), so the request reads as if the user had named it.
 */
import { findPaths } from '../extract/text-mentions.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { stem, STOPWORDS } from '../text/tokenize.js';
import type { EngineMessage } from '../types.js';
import { otherListedItem, THE_OTHER } from './other-listed-item.js';
import { treeEntries } from './tree-entries.js';

/** "the lasagna one", "the 2022 one", "the second one", "the march file", "the carrot cake one". */
const PICKS = /\b(?:the|that|this) ((?:(?!the )[\p{L}\p{N}_-]+ ){0,3}[\p{L}\p{N}_-]+) (?:one|file|folder|note|document|entry)\b/iu;
/** A line of a file server's listing: "[FILE] carrot cake.md", "[DIR] old drafts" (names may hold spaces). */
const MARKED_ENTRY = /^[ \t]*\[(FILE|DIR)\][ \t]+([^\n]*?)[ \t]*$/gmu;
const ORDINALS: Readonly<Record<string, number>> = { first: 0, second: 1, third: 2, fourth: 3, fifth: 4, last: -1 };
/** The same places in a few other languages, by their stems ("deuxième", "segunda", "zweite", "laatste"). */
const OTHER_ORDINALS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:primer[oa]?|premi[eè]re?|erste[nrs]?|prim[oa]|primeir[oa]|eerste)$/u, 0],
  [/^(?:segund[oa]|deuxi[eè]me|seconde?|zweite[nrs]?|second[oa]|tweede)$/u, 1],
  [/^(?:tercer[oa]?|troisi[eè]me|dritte[nrs]?|terz[oa]|terceir[oa]|derde)$/u, 2],
  [/^(?:cuart[oa]|quatri[eè]me|vierte[nrs]?|quart[oa]|vierde)$/u, 3],
  [/^(?:[uú]ltim[oa]|derni[eè]re?|letzte[nrs]?|laatste)$/u, -1],
];
/** "et le deuxième ?", "y el segundo", "und die zweite": an article, then a place in the list. */
const OTHER_PICKS = /(?:^|\s)(?:el|la|le|il|lo|o|a|der|die|das|den|dem|de|het)\s+([\p{L}]+)/iu;
/** What a listing holds, written after a colon or a verb of having: "projects has: website/, garden/, budget.xlsx". */
const LISTING = /(?:\b(?:has|have|contains|holds|includes)\b\s*:?|:)\s*([^\n]+?)(?=\.(?:\s|$)|\n|$)/giu;
/** Words that wrap a listed name: "a folder called clips", "a notes.md file", "two folders: blog and app". */
const WRAPPING =
  /^(?:(?:also|plus|and|or|then|a|an|the|some|one|two|three|four|five|\d+)\s+)*(?:(?:sub)?(?:folders?|director(?:y|ies)|files?)\s*(?:called|named)?:?\s+)?|\s+(?:file|folder|directory)$/giu;
const LISTED_NAME = /^[\p{L}\p{N}_.~-]+\/?$/u;
/** The folder a request lists: "ls Downloads", "what's in my notes folder?", "list the files in projects". */
const LISTED_FOLDER = [
  /^(?:ls|dir|tree)\s+(?:-\w+\s+)*(?:['"]([^'"\n]{1,200})['"]|([\p{L}\p{N}_.~/-]+))/iu,
  // "the Kids School folder": capitalised words before the last one are the folder's name too.
  // (No i flag, which would let \p{Lu} take lower case too: the words around are spelt in both cases instead.)
  /\b(?:[Mm]y|[Tt]he)\s+((?:\p{Lu}[\p{L}\p{N}_.~-]*\s+){0,4}[\p{L}\p{N}_.~-]+)\s+(?:[Ff]older|[Dd]irectory|[Dd]ir)\b/u,
  /\b(?:[Ii]n|[Ii]nside|[Oo]f|[Ll]ist|[Dd]ans|[Ee]n|[Ee]m|[Nn]el|[Ii]m)\s+(?:[Tt]he\s+|[Mm]y\s+)?((?:\p{Lu}[\p{L}\p{N}_.~-]*\s+){0,4}[\p{L}\p{N}_.~/-]+)\s*[?.!]*$/u,
  // "¿qué hay en la carpeta fotos?", "zeig mir den Ordner Bilder": the folder word before its name.
  /\b(?:folder|directory|carpeta|dossier|cartella|pasta|ordner|map|папк[аеуи])\s+([\p{L}\p{N}_.~-]+)/iu,
];
const LEADING_ARTICLE = /^(?:the|my|a)$/i;

/** The message with a pick of a listed thing written as its path; as it is when nothing listed fits. */
export function resolveListedItem(message: string, allHistory: readonly EngineMessage[]): string {
  // "and the other one?": what a listing held and the turns since have not named, or nothing when that is not one thing.
  const other = THE_OTHER.exec(message);
  if (other) {
    const item = otherListedItem(allHistory);
    return item ? `${message.slice(0, other.index)}${/\s/.test(item) ? `"${item}"` : item}${message.slice(other.index + other[0].length)}` : message;
  }
  // "open the second one" after a stray "yes" was answered: the listing is the latest one, a turn or two back.
  const history = upToLatestListing(allHistory);
  const reply = history.at(-1);
  if (reply?.role !== 'assistant') return message;
  const folder = listingFolder(history);
  // The folder the reply says it lists is where the items are, not one of them.
  const items = listedItems(reply.content, folder).filter((item) => item.replace(/\/$/, '') !== folder);
  if (items.length === 0) return message;
  const placed = (item: string): string => {
    // A listed folder keeps its slash, so the pick lists it rather than reads it; a name with a space is quoted whole.
    const path = item.includes('/') && !item.endsWith('/') ? item : folder ? `${folder}/${item}` : item;
    return /\s/.test(item) ? `"${path}"` : path;
  };
  const pick = PICKS.exec(message);
  if (pick?.[1] && pick.index !== undefined) {
    const chosen = pickItem(pick[1].toLowerCase().split(' '), items);
    if (chosen) return `${message.slice(0, pick.index)}${placed(chosen)}${message.slice(pick.index + pick[0].length)}`;
    return message;
  }
  const otherPick = OTHER_PICKS.exec(message);
  const place = otherPick?.[1] ? OTHER_ORDINALS.find(([word]) => word.test(otherPick[1]?.toLowerCase() ?? ''))?.[1] : undefined;
  if (otherPick && place !== undefined && items.length >= 2) {
    const chosen = items.at(place);
    const at = otherPick.index + otherPick[0].length - (otherPick[1]?.length ?? 0);
    if (chosen) return `${message.slice(0, at)}${placed(chosen)}${message.slice(at + (otherPick[1]?.length ?? 0))}`;
  }
  // A listed name said on its own ("what's in website", "enséñame playa.jpg") is the one in the listed folder.
  if (!folder || findPaths(message).some((path) => path.text.includes('/'))) return message;
  // Only a name the message holds at all is matched as a word: one pattern per listed name took seconds for 10,000.
  const heard = caseless(message);
  for (const item of items) {
    const bare = item.replace(/\/$/, '');
    if (bare.includes('/') || !heard.includes(caseless(bare))) continue;
    const said = new RegExp(`(?<![\\p{L}\\p{N}_./-])${escapeRegExp(bare)}(?![\\p{L}\\p{N}_/-])`, 'iu').exec(message);
    if (said) return `${message.slice(0, said.index)}${placed(item)}${message.slice(said.index + said[0].length)}`;
  }
  return namedPair(message, items, placed) ?? message;
}

/**
 * A longer turn that calls two files of the latest listing by a word of each ("Please compare Jui and Kamini, which
 * group has more members?"), with the two written as their paths; as it is otherwise.
 */
export function listedPairRequest(message: string, allHistory: readonly EngineMessage[]): string {
  const history = upToLatestListing(allHistory);
  const reply = history.at(-1);
  if (reply?.role !== 'assistant') return message;
  const folder = listingFolder(history);
  const items = listedItems(reply.content, folder).filter((item) => item.replace(/\/$/, '') !== folder);
  const placed = (item: string): string => (item.includes('/') || !folder ? item : `${folder}/${item}`);
  return namedPair(message, items, placed) ?? message;
}

/** The longest message read for a pair of listed names: each pair of words is sought among every listed file. */
const PAIR_MESSAGE_CHARS = 300;
/** "compare jui and kamini", "read me both, capra and ursul": two listed files, each called by a word of its name. */
const NAMED_PAIR =
  /(?<![\p{L}\p{N}_./-])([\p{L}\p{N}][\p{L}\p{N}-]{2,})(\s*,\s*(?:and\s+)?(?:the\s+)?|\s+(?:and|&|with|vs\.?|versus)\s+(?:the\s+)?)([\p{L}\p{N}][\p{L}\p{N}-]{2,})(?![\p{L}\p{N}_/-])/iu;

/** The message with such a pair written as the two paths, when each word is in the name of exactly one listed file. */
function namedPair(message: string, items: readonly string[], placed: (item: string) => string): string | undefined {
  // A request says two names in a sentence; a longer text is no pick of two listed files.
  if (message.length > PAIR_MESSAGE_CHARS) return undefined;
  const files = items.filter((item) => /\.[\p{L}\p{N}]{1,5}$/u.test(item));
  const only = (word: string): string | undefined => {
    if (STOPWORDS.has(word.toLowerCase())) return undefined;
    const holding = files.filter((item) => holdsWord(item, word.toLowerCase()));
    return holding.length === 1 ? holding[0] : undefined;
  };
  // "both, capra and ursul": each pair of words in turn, so a word before the pair does not hide it.
  const pairs = new RegExp(NAMED_PAIR.source, 'giu');
  for (let pair = pairs.exec(message); pair; pair = pairs.exec(message)) {
    const [first, second] = [only(pair[1] ?? ''), only(pair[3] ?? '')];
    if (first && second && first !== second)
      return `${message.slice(0, pair.index)}${placed(first)}${pair[2]}${placed(second)}${message.slice(pair.index + pair[0].length)}`;
    pairs.lastIndex = pair.index + (pair[1]?.length ?? 1);
  }
  return undefined;
}

/** How many earlier exchanges a pick may reach back over, when their replies listed nothing. */
const LISTING_REACH = 2;

/** The conversation up to its latest reply that listed things, within reach; as it is when none did. */
function upToLatestListing(history: readonly EngineMessage[]): readonly EngineMessage[] {
  for (let at = history.length - 1, exchanges = 0; at >= 0 && exchanges <= LISTING_REACH; at -= 1) {
    const turn = history[at];
    if (turn?.role !== 'assistant') continue;
    if (listedItems(turn.content).length > 0) return history.slice(0, at + 1);
    exchanges += 1;
  }
  return history;
}

/** Text with case set aside as a case-insensitive pattern sets it aside ("ſ" and "S" are "s"). */
const caseless = (text: string): string => text.toUpperCase().toLowerCase();

/**
 * The one listed thing the words before "one" pick: by its place in the list, or as the only one whose name holds
 * them all; the words nearest "one" are tried alone when more of them fit nothing ("the file from the lasagna one").
 */
function pickItem(words: readonly string[], items: readonly string[]): string | undefined {
  const last = words.at(-1) ?? '';
  const ordinal = ORDINALS[last];
  if (ordinal !== undefined) return items.length >= 2 ? items.at(ordinal) : undefined;
  for (let from = 0; from < words.length; from++) {
    const wanted = words.slice(from).filter((word) => !LEADING_ARTICLE.test(word));
    if (wanted.length === 0 || wanted.some((word) => word.length < 3)) continue;
    const holding = items.filter((item) => wanted.every((word) => holdsWord(item, word)));
    if (holding.length === 1) return holding[0];
  }
  return undefined;
}

/** Whether a listed name holds a word, as written or as a part of the same stem. */
function holdsWord(item: string, word: string): boolean {
  const name = item.toLowerCase();
  const wanted = stem(word);
  return name.includes(word) || name.split(/[^\p{L}\p{N}]+/u).some((part) => part.length > 0 && stem(part) === wanted);
}

/** The things a reply lists, in order: the paths it names and the bare names of a "has: a, b and c" listing. */
export function listedItems(reply: string, folder?: string): string[] {
  // A folder tree names each entry by its place below the folder listed.
  const tree = treeEntries(reply);
  if (tree.length > 0) return tree.map((entry) => (folder ? `${folder}/${entry}` : entry));
  // A file server's marked lines name each entry whole ("[FILE] carrot cake.md", a folder as "old drafts/"): a path
  // found inside one is only part of its name.
  const marked = [...reply.matchAll(MARKED_ENTRY)].flatMap((line) =>
    line[2] ? [{ text: line[1] === 'DIR' ? `${line[2].replace(/\/$/, '')}/` : line[2], at: line.index, end: line.index + line[0].length }] : [],
  );
  const inMarked = (at: number) => marked.some((line) => at >= line.at && at < line.end);
  const found: Array<{ text: string; at: number }> = [
    ...marked,
    ...findPaths(reply)
      .filter((path) => !inMarked(path.start))
      .map((path) => ({ text: path.text, at: path.start })),
  ];
  // What a listed name would repeat: a path found already, or its last part after a slash (looked up, not searched:
  // a server may list ten thousand names, and comparing each with all before it took seconds).
  const known = new Set(found.flatMap((item) => [item.text, ...lastParts(item.text)]));
  for (const listing of reply.matchAll(LISTING)) {
    const body = listing[1] ?? '';
    const bodyAt = (listing.index ?? 0) + listing[0].length - body.length;
    let offset = 0;
    for (const part of body.split(/,|;|\s+(?:and|plus|or|y|und|et|e|и)\s+/iu)) {
      const at = bodyAt + body.indexOf(part, offset);
      offset = Math.max(offset, at - bodyAt + part.length);
      const name = part.trim().replace(WRAPPING, '').trim();
      if (LISTED_NAME.test(name) && !known.has(name)) {
        found.push({ text: name, at });
        known.add(name);
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.text);
}

/** The endings `/name` or `/name/` of a path stands for: "a/b/c.md" → "c.md", "a/photos/" → "photos/". */
function lastParts(path: string): string[] {
  const folder = path.endsWith('/');
  const body = folder ? path.slice(0, -1) : path;
  const slash = body.lastIndexOf('/');
  return slash >= 0 ? [`${body.slice(slash + 1)}${folder ? '/' : ''}`] : [];
}

/** A reply that opens on the folder it lists: "In jobs/2025 there are ...", "pages/issue-04 has:". */
const REPLY_OPENS_ON_FOLDER =
  /^(?:(?:in|inside)\s+([\p{L}\p{N}_.~-]+(?:\/[\p{L}\p{N}_.~-]+)+)\/?[\s,]|([\p{L}\p{N}_.~-]+(?:\/[\p{L}\p{N}_.~-]+)+)\/?\s+(?:has|contains|holds)\b)/iu;

/**
 * The things the replies of the latest turns listed, each in the folder its listing was of ("props/shopping-list.txt"
 * for "[FILE] shopping-list.txt" in the reply to "whats in the props folder").
 */
export function listedInFolders(history: readonly EngineMessage[], turnsBack: number): string[] {
  const from = Math.max(0, history.length - turnsBack);
  return history.slice(from).flatMap((turn, at) => {
    if (turn.role !== 'assistant') return [];
    const folder = listingFolder(history.slice(0, from + at + 1));
    return listedItems(turn.content, folder).map((item) => (folder && !item.includes('/') ? `${folder}/${item}` : item));
  });
}

/** The folder the latest reply says it lists, else the one the user's last request asked about. */
export function listingFolder(history: readonly EngineMessage[]): string | undefined {
  const asked = history.findLast((turn) => turn.role === 'user')?.content.trim();
  if (!asked) return undefined;
  // The reply says where the listing it shows was taken ("In placements/reflections you've got ..."); the request only
  // says how the user calls the place ("the reflections i wrote on placement").
  return replyFolder(history.at(-1), asked) ?? askedFolder(asked);
}

function replyFolder(reply: EngineMessage | undefined, asked: string): string | undefined {
  if (reply?.role !== 'assistant') return undefined;
  const found = REPLY_OPENS_ON_FOLDER.exec(reply.content.trim());
  return found?.[1] ?? found?.[2] ?? listedByCall(reply.content, asked);
}

/**
 * The reply's first call line, when it lists a folder: '✓ filesystem.list_directory({"path":"letters"}):' after
 * "what letters have I got?", whose words name no folder. Only the first such line, right after the reply's
 * opening: what follows it is what the tool returned, which may hold anything. And only a folder the request's own
 * words say ("letters"): a reply whose opening is a server's text (an error it quotes, an answer quoting an earlier
 * reply) may hold such a line too, naming any folder.
 */
const FIRST_CALL_LINE = /^[^\n]*\n+✓ [\w.-]*(?:list|tree|director|folder)[\w.-]*\((\{[^\n]{0,500}\})\):\n/iu;
const FOLDER_ARGUMENT = /^(?:path|dir|directory|folder)$/i;

function listedByCall(reply: string, asked: string): string | undefined {
  const call = FIRST_CALL_LINE.exec(reply)?.[1];
  if (!call) return undefined;
  try {
    const args = JSON.parse(call) as Record<string, unknown>;
    const folder = Object.entries(args).find(([name, value]) => FOLDER_ARGUMENT.test(name) && typeof value === 'string')?.[1] as string | undefined;
    const bare = folder?.replace(/^\.\/?|\/$/g, '');
    const last = bare?.split('/').at(-1);
    const said = last ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(last)}(?![\\p{L}\\p{N}])`, 'iu').test(asked) : false;
    return bare && said ? bare : undefined;
  } catch {
    return undefined;
  }
}

function askedFolder(asked: string): string | undefined {
  const paths = findPaths(asked).map((path) => path.text);
  const path = paths.length === 1 ? paths[0] : undefined;
  if (path) return /\.[\p{L}\p{N}]{1,5}$/u.test(path) ? (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : undefined) : path.replace(/\/$/, '');
  for (const pattern of LISTED_FOLDER) {
    const found = pattern.exec(asked);
    const folder = (found?.[1] ?? found?.[2])?.replace(/\/$/, '');
    if (folder && !LEADING_ARTICLE.test(folder)) return folder;
  }
  return undefined;
}
