/**
 * File names as people place and space them: "notes.md in the travel folder"
 * is travel/notes.md, "move x.txt from desktop to notes" moves desktop/x.txt,
 * "open my travel plans.txt" opens "travel plans.txt", and a short quote that
 * is a file name ("'packing list.md'") is that name, spaces and all.
 */
import { COMMANDS, FOREIGN_OBJECTS, VERB_STEMS } from '../intent/lexicon.js';
import { FILE_KIND_NOUNS } from '../text/file-kinds.js';
import { LANGUAGE_CODES } from '../text/language-names.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import { isFunctionWord } from '../text/function-words.js';
import type { TextMention } from './text-mentions.js';

/** A folder's name as written: letters of any script, digits, dots, dashes; slashes between parts. */
const FOLDER = String.raw`[\p{L}\p{N}_][\p{L}\p{N}_.\-]*(?:[\\/][\p{L}\p{N}_][\p{L}\p{N}_.\-]*)*`;
const FOLDER_NOUN = String.raw`(?:folder|directory|dir)`;
/**
 * Right after a bare file name: "in the travel folder", ", which is inside the work folder", "from desktop". The
 * folder ends the clause, comes before its folder noun, before where the file goes ("from desktop to notes") or
 * before the verb of a question about it ("what does pancakes.md in recipes say").
 */
/** A folder's name of title-cased words, said with its folder noun: "the Book Club folder", "the Tax 2024 folder". */
const TITLED_FOLDER = String.raw`\p{Lu}[\p{L}\p{N}_'’-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}_'’-]*|\p{N}+)){1,3}(?=\s+${FOLDER_NOUN}\b)`;
/** "which is", "and it lives", "it sits", "that's kept": words that say where a file already is. */
const IS_KEPT = String.raw`(?:(?:and\s+)?(?:which|that|it)\s+(?:is|are|'s|lives|sits|stays|lies)\s+(?:(?:saved|stored|kept|filed)\s+)?|(?:is|are)\s+|'s\s+)`;
const PLACE_AFTER = new RegExp(
  String.raw`^["'”’]?\s*,?\s*${IS_KEPT}?(?:in|inside|within|under|from|out\s+of|on(?=\s+(?:the\s+|my\s+)?desktop\b))\s+(?:(?:the|my|our|your)\s+)?(${TITLED_FOLDER}|${FOLDER})[\\/]?(\s+${FOLDER_NOUN}\b)?(?=\s*(?:[?!.,;:)](?:\s|$)|$)|\s+(?:to|into|and|then|please|pls|say|says|contain|contains|hold|holds|${FOLDER_NOUN})\b)`,
  'iu',
);
/** Right before a bare file name: a folder said with its noun after "in", then "as" or a comma. */
const PLACE_BEFORE = new RegExp(
  String.raw`(?:^|\s)(?:in|inside|within|into|under)\s+(?:(?:the|my|our|your)\s+)?(${TITLED_FOLDER}|${FOLDER})\s+${FOLDER_NOUN}\s*(?:,\s*|\s+as\s+)$`,
  'iu',
);
/** "a new file in Memoir called x.txt": a file made in a folder, then its name; the folder needs no noun. */
const PLACE_BEFORE_CALLED = new RegExp(
  String.raw`\b(?:file|note|document|doc)\s+(?:in|inside|within|under)\s+(?:(?:the|my|our|your)\s+)?(${TITLED_FOLDER}|${FOLDER})(?:\s+${FOLDER_NOUN})?\s+(?:called|named|titled)\s+$`,
  'iu',
);
/** Looking for a file: a folder said with it is where to look, not part of the name ("find budget.xlsx in documents"). */
const LOOKS_FOR = /\b(?:find|search|look(?:ing)?\s+for|locate|where(?:'s| is| did| are)?)\b/i;
/** Words before a folder noun or after "in" that name no folder of the user's ("the same folder", "in there"). */
const NOT_FOLDERS = new Set(
  [
    'same other new this that there here it them one whole entire current parent root home top main',
    // "save notes.txt in spanish": a language is how the text is written, not where the file is.
    'english spanish french german italian portuguese dutch russian chinese japanese korean arabic hindi turkish polish',
  ]
    .join(' ')
    .split(' '),
);

/** The folders an operating system makes in every home. */
/** Capitalised words after "in" that say how or when, not where: languages, months, days. */
const NOT_PLACES: ReadonlySet<string> = new Set([
  ...Object.keys(LANGUAGE_CODES),
  ...'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday spring summer autumn fall winter'.split(
    ' ',
  ),
]);

/** The folders every desktop system makes, as they are spelt there: "on my desktop" is Desktop. */
const SYSTEM_FOLDERS: ReadonlyMap<string, string> = new Map(
  ['Desktop', 'Documents', 'Downloads', 'Music', 'Pictures', 'Videos', 'Public', 'Templates'].map((name) => [name.toLowerCase(), name]),
);
/** A system folder said in lower case is the one the system spells; any other name stays as written. */
const systemSpelling = (folder: string): string => SYSTEM_FOLDERS.get(folder) ?? folder;

/** Right after a bare file name: "in it", "inside it", "in there". */
const IN_IT = /^["'”’]?\s+(?:in|inside|within)\s+(?:it|there)\b/i;
/** A file moved or copied "in it" goes there: it is not there yet ("move old.txt in it"). */
const MOVED_BEFORE = /\b(?:move|moving|mv|copy|copying|cp|drag|put back)\s+(?:(?:the|my|a)\s+)?(?:file\s+)?$/i;
/**
 * How far before a file name the words that place it ("move the file ", "in the Garden Journal folder, ") are looked
 * for. Those end-anchored patterns scan all the text they are given: read over the whole text before each of
 * 10,000 listed names, they took seconds.
 */
const PLACED_BEFORE_REACH = 300;
/** "a folder called X", "a new folder X", "the X folder": a folder made or named before the file. */
const FOLDER_AFTER_NOUN = new RegExp(String.raw`\b(?:folder|directory|dir)\s+(?:(?:called|named)\s+)?["'“]?(${FOLDER})`, 'giu');
const FOLDER_BEFORE_NOUN = new RegExp(String.raw`(?:^|\s)(${FOLDER})\s+(?:folder|directory|dir)\b`, 'giu');

/** The last folder the text names before a position: a path with no extension, or a name said with a folder noun. */
function folderNamedBefore(text: string, paths: readonly TextMention[], before: number): string | undefined {
  let found: { name: string; at: number } | undefined;
  const head = text.slice(0, before);
  for (const match of [...head.matchAll(FOLDER_AFTER_NOUN), ...head.matchAll(FOLDER_BEFORE_NOUN)].sort((a, b) => a.index - b.index)) {
    const name = match[1];
    if (name && namesFolder(name, true) && !/\.[\p{L}\p{N}]{1,5}$/u.test(name)) found = { name, at: match.index };
  }
  const written = paths.filter((path) => path.end <= before && /[\\/]/.test(path.text) && !/\.[\p{L}\p{N}]{1,5}$/u.test(path.text)).at(-1);
  if (written && (!found || written.start >= found.at)) return written.text.replace(/[\\/]+$/, '');
  return found?.name.replace(/[\\/]+$/, '');
}

/** A bare file name: no slash, and a name with an extension or a dotfile. */
function isBareFile(path: TextMention): boolean {
  return !/[\\/]/.test(path.text) && /(?:^\.|[^.]\.)[\p{L}\p{N}]{1,5}$|^\.[\p{L}\p{N}_-]+$/u.test(path.text);
}

function namesFolder(name: string, withNoun: boolean): boolean {
  const lower = name.toLowerCase();
  if (NOT_FOLDERS.has(lower) || STOPWORDS.has(lower) || /^\d+$/.test(name)) return false;
  // "save notes.txt in English", "notes.txt in March": a language or a time after "in" says how or when, unless called
  // a folder or written as a path; any other name is a folder, capitalised as people name them ("in Dokumenty").
  return withNoun || /[\\/]\S/.test(name) || !NOT_PLACES.has(lower);
}

/** Each bare file name joined to the folder the request places it in. */
export function placeFilesInFolders(text: string, paths: readonly TextMention[]): TextMention[] {
  if (LOOKS_FOR.test(text)) return [...paths];
  const placed = withoutCovered(withListedPlaced(text, paths, placedEach(text, paths)));
  // "in school, rename essay_v2.md to essay_final.md": a place that opens the request holds every bare file in it.
  const folder = leadingPlace(text)?.folder;
  if (!folder) return placed;
  return placed.map((path) => (isBareFile(path) ? { ...path, text: `${folder.replace(/\\/g, '/').replace(/\/$/, '')}/${path.text}` } : path));
}

/** A folder written as a path and read into the file placed in it ("shotlist.md in Weddings/June") is not a path of its own. */
function withoutCovered(paths: TextMention[]): TextMention[] {
  // One sweep in the order the mentions start (a pair-by-pair check took seconds for 16,000 listed names).
  const order = paths.map((_, at) => at).sort((a, b) => (paths[a]?.start ?? 0) - (paths[b]?.start ?? 0) || (paths[b]?.end ?? 0) - (paths[a]?.end ?? 0));
  const covered = new Set<number>();
  let reach = -1;
  let reachLength = 0;
  for (const at of order) {
    const path = paths[at];
    if (!path) continue;
    if (path.end <= reach && reachLength > path.text.length) covered.add(at);
    if (path.end > reach) {
      reach = path.end;
      reachLength = path.text.length;
    }
  }
  return covered.size === 0 ? paths : paths.filter((_, at) => !covered.has(at));
}

/** The span of a folder that opens the request ("in school, ..."): one request's place, never a request of its own. */
export function leadingPlace(text: string): { start: number; end: number; folder: string } | undefined {
  const match = LEADING_PLACE.exec(text);
  const folder = match?.[1];
  // "In cv.md, change ...": a file that opens the request is what to change, not a folder.
  if (!match || !folder || !namesFolder(folder, match[2] !== undefined) || /\.[\p{L}\p{N}]{1,5}$/u.test(folder)) return undefined;
  return { start: 0, end: match.index + match[0].length, folder };
}

/** A folder that opens the request, set off by a comma: "in school, ...", "inside the work folder, ...". */
const LEADING_PLACE = new RegExp(String.raw`^\s*(?:in|inside|within|under)\s+(?:(?:the|my|our)\s+)?(${FOLDER})[\\/]?(\s+${FOLDER_NOUN})?\s*,\s*\S`, 'iu');

/** Between two listed files: a comma, "and", "or". */
const LIST_GAP = /^\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or|&)\s+)\s*$/i;

/**
 * "open chapter1.txt, chapter2.txt and chapter3.txt from novel/": the files listed before the one placed in a
 * folder are in that folder too.
 */
function withListedPlaced(text: string, written: readonly TextMention[], placed: TextMention[]): TextMention[] {
  // The folder each placed file was given: its placed form less its written form.
  const folders = placed.map((path, index) => {
    const as = written[index]?.text ?? '';
    return path.text !== as && path.text.endsWith(as) ? path.text.slice(0, path.text.length - as.length) : '';
  });
  for (let index = placed.length - 2; index >= 0; index -= 1) {
    const path = placed[index];
    const next = placed[index + 1];
    const folder = folders[index + 1];
    if (!path || !next || !folder || folders[index] || !isBareFile(path) || !LIST_GAP.test(text.slice(path.end, next.start))) continue;
    placed[index] = { ...path, text: `${folder}${path.text}` };
    folders[index] = folder;
  }
  // "quotes/pickfords.txt, vanmen.txt and budget.txt": the files listed after a first one in a folder are in it too,
  // when no file of the list is in another (a bare space parts them only in a list that goes on with a comma or
  // "and", as dictation writes it).
  let runStart = 0;
  for (let index = 1; index <= placed.length; index += 1) {
    if (index < placed.length && listed(text, placed, index)) continue;
    inheritFolder(placed, runStart, index);
    runStart = index;
  }
  return placed;
}

/** The bare files of the list `placed[from..to)` put in the folder of its first file, when it is the list's only one. */
function inheritFolder(placed: TextMention[], from: number, to: number): void {
  const first = placed[from];
  const folder = first && /\.[\p{L}\p{N}]{1,5}$/u.test(first.text) ? folderOf(first.text) : '';
  if (!folder || to - from < 2) return;
  const run = placed.slice(from, to);
  if (!run.every((path) => isBareFile(path) || folderOf(path.text) === folder)) return;
  for (let index = from + 1; index < to; index += 1) {
    const path = placed[index];
    if (path && isBareFile(path)) placed[index] = { ...path, text: `${folder}${path.text}` };
  }
}

/** The folder part of a path, with its slash ("quotes/" of "quotes/a.txt"); empty for a bare name. */
function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash > 0 ? path.slice(0, slash + 1) : '';
}

/** Whether the file at `index` is listed with the one before it. */
function listed(text: string, paths: readonly TextMention[], index: number): boolean {
  const gap = text.slice(paths[index - 1]?.end ?? 0, paths[index]?.start ?? 0);
  if (LIST_GAP.test(gap)) return true;
  const next = paths[index + 1];
  return /^\s+$/.test(gap) && next !== undefined && LIST_GAP.test(text.slice(paths[index]?.end ?? 0, next.start));
}

function placedEach(text: string, paths: readonly TextMention[]): TextMention[] {
  return paths.map((path) => {
    if (!isBareFile(path)) return path;
    const justBefore = text.slice(Math.max(0, path.start - PLACED_BEFORE_REACH), path.start);
    // "make a folder trips/japan and put a file itinerary.md in it": "it" is the folder just named.
    const inIt = MOVED_BEFORE.test(justBefore) ? null : IN_IT.exec(text.slice(path.end));
    const named = inIt ? folderNamedBefore(text, paths, path.start) : undefined;
    if (inIt && named) return { ...path, text: `${named}/${path.text}`, end: path.end + inIt[0].length };
    // "in the Recipes folder as lemon drizzle.txt", "in the Garden Journal folder, roses-june.png": the folder said
    // with its noun right before the file is where the file is.
    const before = PLACE_BEFORE.exec(justBefore) ?? PLACE_BEFORE_CALLED.exec(justBefore);
    if (before?.[1] && namesFolder(before[1], true))
      return { ...path, text: `${before[1]}/${path.text}`, start: path.start - before[0].length + before[0].indexOf(before[1]) };
    const after = PLACE_AFTER.exec(text.slice(path.end));
    const folder = after?.[1];
    if (after && folder && namesFolder(folder, after[2] !== undefined) && !/\.[\p{L}\p{N}]{1,5}$/u.test(folder)) {
      // The mention reaches over the folder, so the folder is not read again as a value of its own.
      const end = path.end + after[0].length - (after[2]?.length ?? 0);
      return { ...path, text: `${systemSpelling(folder).replace(/\\/g, '/')}/${path.text}`, end };
    }
    return path;
  });
}

/** The words for a file in other languages ("plik", "archivo"): a file's name follows them. */
const FOREIGN_FILE_NOUNS = [...FOREIGN_OBJECTS].flatMap(([word, kind]) => (kind === 'file' ? [word] : []));
/**
 * Words that start a file's name after them: "my travel plans.txt", "a file called packing list.md", "saved it as
 * lemon drizzle.txt", "the file lista zakupów.txt" (a file noun, in any language, is followed by the file's name).
 */
const NAME_OPENERS = /(?:^|\s)(?:my|our|your|the|called|named|titled|as)\s+$/i;
/** A file noun opens a name ("the file lista zakupów.txt"), unless a word after it says what of the file is asked. */
const FILE_NOUN_OPENER = new RegExp(String.raw`(?:^|\s)(?:file|${FOREIGN_FILE_NOUNS.join('|')})\s+$`, 'iu');
/** What of a file a request asks for: "file size x.csv", "file info x.md". */
const FILE_ASPECTS = new Set(
  'size sizes info information details name names type kind path paths contents content date dates metadata permissions owner'.split(' '),
);
/** Words that name or place a file rather than being part of its name. */
const NAMING_WORDS = new Set(['called', 'named', 'titled', 'as', ...FOREIGN_FILE_NOUNS]);
/**
 * Words that tell one file from another or count files ("old", "latest", "every"), never read into a name: a change
 * aimed at a file said with one of them right before it may mean another file (see select/aimed-elsewhere.ts).
 */
export const TELLING_WORDS: readonly string[] = 'new old same other current latest last first main both all any each every either neither some'.split(' ');
/** Words that are never the first part of a file name: what a request says about the file, not its name. */
const NOT_NAME_WORDS = new Set([...'file files document doc whole entire empty this that these those my our your the a an'.split(' '), ...TELLING_WORDS]);
/** The last two words before a name, then the last one. */
// Each starts where a word does: tried from inside a 64 KB word, they would read it again from every letter.
const LAST_WORDS = [/(?<![\p{L}\p{N}_-])((?:[\p{L}\p{N}_-]+ ){2})$/u, /(?<![\p{L}\p{N}_-])([\p{L}\p{N}_-]+ )$/u];
/** A title-cased word, not opening the text, right before a name: "to Meeting 2024-06-03.md". */
const TITLED_BEFORE_NUMBER = /\s(\p{Lu}\p{Ll}[\p{L}\p{N}_-]*) $/u;
const PLAIN_WORD = /^[\p{Ll}\p{N}][\p{L}\p{N}_-]*$/u;
/** A name's word after a placing word may be title-cased too ("the first lines of Varroa counts.csv"). */
const NAME_WORD = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;
const TITLED_WORD = /^(?:\p{Lu}[\p{L}\p{N}_-]*|\p{N}+)$/u;

/** Files projects keep under a name of their own, with no extension: "the README in projects/x". */
const KNOWN_FILE =
  /(?<![\p{L}\p{N}_./-])(README|LICENSE|LICENCE|CHANGELOG|CONTRIBUTING|NOTICE|AUTHORS|Makefile|Dockerfile|Procfile|Gemfile|Rakefile|Vagrantfile)(?![\p{L}\p{N}_./-])/gu;

/**
 * "read the README in projects/weather-bot": a file every project names the same way, placed in a folder, is that
 * folder's file. The folder's own mention is taken into it, so it is not read again as a value of its own.
 */
export function withPlacedKnownFiles(text: string, paths: readonly TextMention[]): TextMention[] {
  if (!/[A-Z]/.test(text)) return [...paths];
  let out = [...paths];
  for (const match of text.matchAll(KNOWN_FILE)) {
    const end = match.index + match[0].length;
    const after = PLACE_AFTER.exec(text.slice(end));
    const folder = after?.[1];
    if (!after || !folder || !namesFolder(folder, after[2] !== undefined) || /\.[\p{L}\p{N}]{1,5}$/u.test(folder)) continue;
    const reach = end + after[0].length - (after[2]?.length ?? 0);
    out = out.filter((path) => path.end <= match.index || path.start >= reach);
    out.push({ text: `${folder.replace(/\\/g, '/').replace(/\/$/, '')}/${match[0]}`, start: match.index, end: reach, kind: 'path' });
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * "open my travel plans.txt", "the file called packing list.md": the one or two lower-case words between a word
 * that opens a name and a bare file name belong to the name. Without such an opener ("open travel plans.txt") the
 * words could be anything, so the name is left as written — unless the words follow a word that places the file or
 * the request's opening verb and are nouns of a name ("the last 15 lines of shift handover log.txt", "rename honey
 * labels DRAFT.docx", "listen to voice memos/memo 12.m4a"): no verb, no word for files or for what of a file is asked.
 */
export function withSpacedBareNames(text: string, paths: readonly TextMention[]): TextMention[] {
  return paths.map((path, index) => {
    const from = paths[index - 1]?.end ?? 0;
    const spaced = withSpacedBareName(text, from, path);
    return spaced === path ? withNameAfterPlacing(text, from, path) : spaced;
  });
}

/** A word that places what follows ("of", "at", "to"), or a request's opening verb ("Rename …"). */
const PLACING_OPENER = /(?:^|\s)(?:of|at|to|from|on|in|inside)\s+$/i;
/** The word right before the name's words: a verb there ("when did I last change revalidation notes.docx") opens it too. */
const WORD_BEFORE = /(?:^|\s)([\p{L}]+)\s+$/u;
/** Words that say what a file is or what of it is asked: "the picture comb.jpg" names comb.jpg. */
const FILE_WORDS = new Set([
  ...[...FILE_KIND_NOUNS, 'notes'].flatMap((noun) => [noun, noun.replace(/s$/, '')]),
  // "create directory cartas/arquivo": a word for a folder is what the path is, not a word of its name.
  ...'directory directories dir dirs subfolder subfolders subdirectory path'.split(' '),
]);

function withNameAfterPlacing(text: string, from: number, path: TextMention): TextMention {
  if (path.kind !== 'path' || path.start === 0 || !/^[\p{Ll}\p{Lu}\p{N}]/u.test(path.text)) return path;
  const head = text.slice(from, path.start);
  for (const lastWords of LAST_WORDS) {
    const words = lastWords.exec(head)?.[1];
    if (!words) continue;
    const opening = head.slice(0, head.length - words.length);
    const verb = WORD_BEFORE.exec(opening)?.[1]?.toLowerCase();
    const opens = PLACING_OPENER.test(opening) || (verb !== undefined && !NOT_NAME_WORDS.has(verb) && (VERB_STEMS.has(stem(verb)) || COMMANDS.has(verb)));
    if (
      !opens ||
      !words
        .trim()
        .split(' ')
        .every((word) => isNameNoun(word, text))
    )
      continue;
    const start = path.start - words.length;
    return { ...path, text: text.slice(start, path.end), start };
  }
  return path;
}

function isNameNoun(word: string, text: string): boolean {
  const lower = word.toLowerCase();
  return (
    NAME_WORD.test(word) &&
    // "mv old_notes archive/old_notes": a word joined with underscores is a name of its own; who writes them writes no spaces.
    !word.includes('_') &&
    !NOT_NAME_WORDS.has(lower) &&
    !isFunctionWord(lower, text) &&
    !FILE_ASPECTS.has(lower) &&
    !FILE_WORDS.has(lower) &&
    !NAMING_WORDS.has(lower) &&
    !VERB_STEMS.has(stem(lower)) &&
    !COMMANDS.has(lower)
  );
}

function withSpacedBareName(text: string, from: number, path: TextMention): TextMention {
  if (/[\\/]/.test(path.text) || path.kind !== 'path') return path;
  const head = text.slice(from, path.start);
  // Two words before one: "my travel plans.txt" is "travel plans.txt" after "my", not "plans.txt" after "travel".
  // "rename it to Meeting 2024-06-03.md": a title-cased word before a name that starts with a date or number is its
  // first word (a number alone is seldom the whole name of a file a person names).
  const titledBefore = TITLED_BEFORE_NUMBER.exec(head)?.[1];
  if (titledBefore && /^\p{N}/u.test(path.text) && !NOT_NAME_WORDS.has(titledBefore.toLowerCase()) && !STOPWORDS.has(titledBefore.toLowerCase())) {
    const start = path.start - titledBefore.length - 1;
    return { ...path, text: text.slice(start, path.end), start };
  }
  for (const lastWords of LAST_WORDS) {
    const words = lastWords.exec(head)?.[1];
    if (!words) continue;
    const parts = words.trim().split(' ');
    const opening = head.slice(0, head.length - words.length);
    if (!NAME_OPENERS.test(opening) && !(FILE_NOUN_OPENER.test(opening) && !parts.some((word) => FILE_ASPECTS.has(word.toLowerCase())))) continue;
    if (parts.some((word) => NAMING_WORDS.has(word.toLowerCase()) || FILE_WORDS.has(word.toLowerCase()))) continue;
    // "the file called Meeting Notes.txt": a title-cased name is title-cased throughout.
    const titled = /^\p{Lu}/u.test(path.text) && parts.every((word) => TITLED_WORD.test(word));
    if (!parts.every((word) => (titled || PLAIN_WORD.test(word)) && !NOT_NAME_WORDS.has(word.toLowerCase()) && !STOPWORDS.has(word.toLowerCase()))) continue;
    // "mi archivo de notas notes.txt": words opened by a function word ("de notas") say what kind the file is, and
    // none of them is its name ("el archivo lista de compras.txt" has one inside its name).
    if (isFunctionWord(parts[0] ?? '', text)) return path;
    const start = path.start - words.length;
    return { ...path, text: text.slice(start, path.end), start };
  }
  return path;
}

/**
 * A short quote that is a file name with spaces ("'packing list.md'", "\"Q3 Plan.md\"") or a path with spaces
 * ("'work stuff/garden plan/beds.md'", "'old stuff/2023'"): the whole quote names the file or folder.
 */
const QUOTED_FILE = /^[\p{L}\p{N}_][\p{L}\p{N}_ .-]*\.[\p{L}\p{N}]{1,5}$/u;
const QUOTED_PATH = /^(?:~\/|\.\/)?[\p{L}\p{N}_][\p{L}\p{N}_ .-]*(?:\/[\p{L}\p{N}_][\p{L}\p{N}_ .-]*)+\/?$/u;
/** More words than this in a quote make it a sentence, not a name. */
const QUOTED_NAME_WORDS = 4;
const QUOTED_PATH_WORDS = 8;

export function isQuotedFileName(quote: TextMention): boolean {
  return quote.kind === 'quoted' && quote.text.includes(' ') && spacedFileName(quote.text);
}

/** Whether a quote's text, spaces and all, is a file name or a path ("packing list.md", "work stuff/beds.md"). */
export function spacedFileName(text: string): boolean {
  const words = text.split(/\s+/).length;
  return (words <= QUOTED_NAME_WORDS && QUOTED_FILE.test(text)) || (words <= QUOTED_PATH_WORDS && QUOTED_PATH.test(text));
}
