/**
 * Non-numeric spans a message can hold: quoted strings, file paths, URLs,
 * e-mail addresses and capitalised names ("Taylor Swift", "New York City").
 */

import { matchAllWhere } from '../text/match-all-where.js';
import { findForgottenNames } from './forgotten-name.js';
import { memoByText } from '../text/bounded-memo.js';
import { STOPWORDS } from '../text/tokenize.js';
import { FILE_EXTENSIONS } from '../text/file-kinds.js';
import { isUnitRatio, isUnitWord } from '../text/units.js';
import { isRegionName } from '../text/places.js';
import { opensSentence } from '../text/sentence-opening.js';
import { FOREIGN_MEMORY, FOREIGN_WORDS, readsOtherLanguage } from '../intent/lexicon.js';
import { EXTRACT } from '../weights.js';
import { isQuotedFileName, placeFilesInFolders, spacedFileName, withPlacedKnownFiles, withSpacedBareNames } from './placed-files.js';
import { LONG_RUN, pathStarts } from './path-starts.js';
import { TITLED_FILE, titledNames } from './spoken-paths.js';

export interface TextMention {
  text: string;
  start: number;
  end: number;
  kind: 'quoted' | 'path' | 'url' | 'email' | 'name';
}

/**
 * Quoted text; a single quote only opens after a non-letter so "What's" does not start a quote, and an apostrophe
 * between letters inside one does not close it ('Let's meet at 10').
 */
const QUOTED = /"([^"\n]{1,200})"|“([^”\n]{1,200})”|(?<!\p{L})'((?:[^'\n]|(?<=\p{L})'(?=\p{L})){1,200})'(?![a-z])|`([^`\n]{1,200})`/gu;
const URL = /\bhttps?:\/\/[^\s"'<>]+/gi;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
/**
 * `/a/b.txt`, `./x.md`, `~/notes`, `notes/todo.md`, `C:\dir\f.txt`, a bare `report.pdf`, or a dotfile (`.bashrc`,
 * lower case after a space or quote, so ".NET" and "wait...so" are not, nor an extension alone: "the .md files").
 * Each part is bounded (255 characters a name, 1,024 a path), so a long run of dots or dashes is read in one pass; names in any script (`notes/日记.md`),
 * and, after a space, folders and bare names in any script (`笔记/会议记录.txt`, `문서/이력서.txt`, `ملاحظات/a.md`).
 */
// Longest first, in either case ("notes.md", "TODO.TXT"; one letter only in lower case: "Washington D.C."): an
// alternation takes the first that fits.
const EXTENSIONS = [...FILE_EXTENSIONS]
  .sort((a, b) => b.length - a.length)
  .flatMap((extension) => (extension.length > 1 ? [extension, extension.toUpperCase()] : [extension]))
  .join('|');
/** An extension alone ("the .md files") is no dotfile; ".env" is a file of its own as often as an extension. */
const NOT_DOTFILES = [...FILE_EXTENSIONS].filter((extension) => extension !== 'env').join('|');
/** A letter (or vowel sign) of a script other than Latin: a name that starts with one is not an English word. */
const NOT_LATIN = String.raw`(?:(?!\p{Script=Latin})[\p{L}\p{M}])`;
const PATH = new RegExp(
  String.raw`(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_@/])(?:[A-Za-z]:\\[^\s"'\x60]{1,1024}|(?:~|\.{1,2})?\/[\p{L}\p{M}\p{N}_.\-/]{0,1024}[\p{L}\p{M}\p{N}_]|[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}\p{N}_.-]{1,255}\/[\p{L}\p{M}\p{N}_.\-/]{0,1024}[\p{L}\p{M}\p{N}_]|(?<=^|[\s"'\x60(])\.(?!(?:${NOT_DOTFILES})\b)[a-z][\w-]*(?:\.[\w-]+)*|[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}\p{N}_-]{1,255}\.(?:${EXTENSIONS})|(?<=^|[\s"'\x60(（「『])(?:${NOT_LATIN}(?:${NOT_LATIN}|[\p{N}_.-]){0,254}\/[\p{L}\p{M}\p{N}_.\-/]{0,1024}[\p{L}\p{M}\p{N}_]|${NOT_LATIN}(?:${NOT_LATIN}|[\p{N}_-]){0,254}\.(?:${EXTENSIONS})[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]*))(?![\p{L}\p{N}_/])`,
  'gu',
);

/** Capitalised words that begin sentences or questions rather than name things. */
const NOT_A_NAME = new Set(
  `I I've I'm I'd I'll I’ve I’m I’d I’ll A An The What Which Who Whom Whose When Where Why How Is Are Was Were Do Does Did Can Could Would Should Will Shall May Might Must
   Please Include Including Exclude Excluding Ensure Find Get Calculate Compute Give Show Tell List Search Look Fetch Retrieve Provide Determine Check Create Make Book Send
   Read Write Open Play Order Let Help Also And Or But If Then Now Next Finally First Second Third Hi Hello Hey Thanks Thank Yes No
   Identify Predict Estimate Generate Convert Plan Suggest Recommend Schedule Set Update Delete Remove Add Analyze Analyse Perform
   Run Execute Display Return Use Using Imagine Suppose Assume In On At For From To Of With By Its It My Our Their Your This That These
   Those After Before During Given Based Please Okay Ok Sure Lastly Additionally Furthermore Moreover Similarly Afterwards Once Meanwhile
   Have Has Had Am Been Don't Doesn't Didn't Isn't Aren't Wasn't Weren't Haven't Hasn't Won't Can't Couldn't Wouldn't Shouldn't Dont Didnt Doesnt Cant`
    .split(/\s+/)
    .filter(Boolean),
);

const CJK_NEXT = /^\s?[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_ANY_SCRIPT = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}0-9][\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}0-9_'’.&-]*/gu;

/** Lower-case words allowed inside a name: "Bank of America", "Leonardo da Vinci". */
const NAME_JOINERS = new Set(['of', 'de', 'da', 'del', 'der', 'van', 'von', 'la', 'le', 'du', 'the', '&']);

export function findQuoted(text: string): TextMention[] {
  if (!/["“'`]/.test(text)) return []; // each quote shape opens with one of these
  const wholeLength = text.trim().length;
  return [...text.matchAll(QUOTED)].flatMap((match) => {
    const inner = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (inner === undefined || inner.trim().length === 0) return [];
    // A whole message wrapped in quotes is the message, not a quoted value; a path quoted for its spaces is a path.
    if (inner.length > EXTRACT.text.wholeMessageQuote * wholeLength && !spacedFileName(inner.trim())) return [];
    const offset = match[0].indexOf(inner);
    return [{ text: inner.trim(), start: match.index + offset, end: match.index + offset + inner.length, kind: 'quoted' as const }];
  });
}

/** What every path shape needs: a slash, a backslash, or a dot before a letter (an extension). */
const MAY_HOLD_PATH = /[/\\]|\.[A-Za-z]/;

/**
 * "vacation/", "photos/2024/", "~/.config/", "/etc/nginx/", "./src/": a name with a slash at its end is written as a
 * folder, from the home, the root or the current folder as well.
 */
const FOLDER_WITH_SLASH =
  /(?<![\p{L}\p{N}_.\-/@:~])((?:~|\.{1,2})?\/?(?:[\p{L}\p{N}_]|\.(?=[\p{L}\p{N}_]))[\p{L}\p{N}_.\-/]{0,1024})\/(?=$|\s|[,;:!?)]|\.(?:\s|$))/gu;

/** The paths a text writes; read once per text (each quoted mention of a message asks again), shared: not to be edited. */
export const findPaths = memoByText(500, (text: string): readonly TextMention[] => {
  const titled = titledNames(text, TITLED_FILE).map((name) => ({ ...name, end: name.start + name.text.length, kind: 'path' as const }));
  if (!MAY_HOLD_PATH.test(text)) return withPlacedKnownFiles(text, titled); // most messages: the full pattern is slow to fail
  const written = writtenPaths(text);
  const marks = spanMarks(text, written);
  const files = titled.filter((name) => !marks.subarray(name.start, name.end).includes(1));
  return files.length === 0 ? written : [...written, ...files].sort((a, b) => a.start - b.start);
});

/** What stands before a rate of units written as a measure: a number, or "in" / "per" / "into". */
const MEASURE_BEFORE = /(?:\d|\b(?:in|per|into))\s*$/i;

/** Paths written the way paths are: with slashes, extensions, or a folder's trailing slash. */
function writtenPaths(text: string): readonly TextMention[] {
  // Marks of the characters inside URLs and paths: a match is checked against them in one look, not against each.
  const inUrl = spanMarks(text, findUrls(text));
  const paths = withSpacedNames(
    text,
    (LONG_RUN.test(text) ? matchAllWhere(PATH, text, pathStarts(text)) : [...text.matchAll(PATH)])
      .filter((match) => inUrl[match.index] === 0)
      .filter((match) => !/^\d+\/\d+(\/\d+)?$/.test(match[0]) && !/^[\d.]+$/.test(match[0]) && !/^[A-Za-z]\/[A-Za-z]$/.test(match[0]))
      // "58.44 g/mol", "20 gtt/mL", "the rate in ml/hr": a rate after a number, or asked in or per, is a measure.
      .filter((match) => !(isUnitRatio(match[0]) && (isUnitWord(match[0]) || MEASURE_BEFORE.test(text.slice(Math.max(0, match.index - 6), match.index)))))
      .map((match) => {
        // "notes/todo.md的内容": Chinese or Japanese text right after a file's extension is not part of its name.
        const name = match[0].replace(CJK_AFTER_EXTENSION, '$1');
        return { text: name, start: match.index, end: match.index + name.length, kind: 'path' as const };
      }),
  );
  let placed = withPlacedKnownFiles(text, placeFilesInFolders(text, withSpacedBareNames(text, withQuotedFileNames(text, paths))));
  if (!text.includes('/')) return placed;
  // "lessons/recital-2026/": a folder written with its slash is the whole name where a path read stopped inside it
  // (a path's last character is a letter or digit, so the reading stops short of "-2026/").
  const whole = [...text.matchAll(FOLDER_WITH_SLASH)];
  const wholeAt = new Map(whole.map((match) => [match.index, match]));
  const longer = (path: TextMention): TextMention => {
    const found = wholeAt.get(path.start);
    const folder = found && found[0].length > path.text.length + 1 && found[0].startsWith(path.text) ? found : undefined;
    return folder ? { ...path, text: folder[0], end: folder.index + folder[0].length } : path;
  };
  placed = placed.map(longer);
  const inPath = spanMarks(text, placed);
  const folders = whole
    .filter((match) => !/^\d+$/.test(match[1] ?? '') && !inPath.subarray(match.index, match.index + match[0].length).includes(1))
    .filter((match) => inUrl[match.index] === 0)
    .map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length, kind: 'path' as const }));
  return folders.length === 0 ? placed : [...placed, ...folders].sort((a, b) => a.start - b.start);
}

/**
 * "read 'packing list.md'": a short quote that is a file name is that name, spaces and all, in place of the part of
 * it read as a path, when the request writes no path outside quotes (a quoted text may mention a file). A quote that
 * is a path through a folder ("move 'Kids School/slip.txt' to notes/") is one even beside a path outside quotes.
 */
function withQuotedFileNames(text: string, paths: TextMention[]): TextMention[] {
  const quotes = findQuoted(text);
  if (quotes.length === 0) return paths;
  // Quotes do not overlap and come in order: each path's quote is found by halving (every quote against every path
  // took minutes on 64 KB of short quoted names).
  const outside = paths.some((path) => !enclosingSpan(quotes, path));
  const named = quotes
    .filter((quote) => isQuotedFileName(quote) && (!outside || quote.text.includes('/')))
    .map((quote) => ({ ...quote, kind: 'path' as const }));
  if (named.length === 0) return paths;
  const rest = paths.filter((path) => !enclosingSpan(named, path));
  return [...rest, ...named].sort((a, b) => a.start - b.start);
}

/** 1 for each character inside one of the spans, else 0. */
function spanMarks(text: string, spans: readonly TextMention[]): Uint8Array {
  const marks = new Uint8Array(text.length + 1);
  for (const span of spans) marks.fill(1, span.start, span.end);
  return marks;
}

/** The span of `spans` (in order, not overlapping) that holds `inner` whole, if any. */
export function enclosingSpan<T extends { start: number; end: number }>(spans: readonly T[], inner: { start: number; end: number }): T | undefined {
  let low = 0;
  let high = spans.length - 1;
  let last: T | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const span = spans[middle] as T;
    if (span.start <= inner.start) {
      last = span;
      low = middle + 1;
    } else high = middle - 1;
  }
  return last && inner.end <= last.end ? last : undefined;
}

/**
 * Words that join or place paths ("a/b and c.txt", "a/b into c.zip", "flytta turer/2023 till arkiv/turer-2023",
 * "mueve fotos/2023 para archivo/fotos"): never part of a file name between them.
 */
const PATH_JOINERS = new Set(
  'and or to into in inside from with as than vs versus against onto over then also plus the a an my your this that of for on at by till til nach naar vers dans para hacia zu em na no en al'.split(
    ' ',
  ),
);
/** Words a reply says a folder holds with ("In notes you've got a.txt"), which no name runs on through. */
const HOLDING_WORDS = new Set("you you've youve i i've we we've there there's has have got holds contains is are".split(' '));

/**
 * "drafts/cover letter.docx": a folder path whose last part has no extension, followed by a word or two and a bare
 * file name, is one file whose name holds spaces. Words that join or place paths ("drafts/old and notes.txt") keep
 * them apart.
 */
function withSpacedNames(text: string, paths: TextMention[]): TextMention[] {
  const out: TextMention[] = [];
  for (const path of paths) {
    const previous = out[out.length - 1];
    const gap = previous ? text.slice(previous.end, path.start) : '';
    const between = gap.trim().split(/\s+/).filter(Boolean);
    // "clients/Greenleaf Cafe/quote.txt", "uni/Bio 101/week3.md": a folder's part with a space in it splits the
    // path in two; the second half goes on from a folder ("Cafe/...") rather than starting from a root of its own.
    const continues = !/[/\\]/.test(path.text) || (/^[\p{L}\p{N}_]/u.test(path.text) && between.length <= 1);
    const joins =
      previous !== undefined &&
      /[/\\][^/\\.]+$/.test(previous.text) &&
      continues &&
      // "Recipes/Grandma's Christmas pudding.txt": a possessive glued to the folder part goes on with the name.
      /^(?:['’]s)? [\p{L}\p{N}_ '’-]*$/u.test(gap) &&
      between.length <= 2 &&
      !between.some((word) => PATH_JOINERS.has(word.toLowerCase()) || HOLDING_WORDS.has(word.toLowerCase().replace('’', "'")));
    if (joins && previous) out[out.length - 1] = { ...previous, text: text.slice(previous.start, path.end), end: path.end };
    else out.push(path);
  }
  return out.map((path) => withTrailingWord(text, withTitledFolderStart(text, path)));
}

/** A title-cased word right before a path: a word of its first folder's name ("Garden" of "Garden Journal/2023.txt"). */
const TITLED_WORD_BEFORE = /(?:^|\s)(\p{Lu}[\p{L}\p{N}'’-]*) $/u;
/** How many title-cased words a folder's name may hold before its written part. */
const TITLED_FOLDER_WORDS = 2;

/**
 * "when I first created Garden Journal/2023.txt": a path that starts with a title-cased folder, after one or two
 * title-cased words, starts at the first of them. A word that opens a sentence or a request ("Open", "I") is not part.
 */
function withTitledFolderStart(text: string, path: TextMention): TextMention {
  // Other languages capitalise their nouns ("die Datei Rezepte/…"): there a capital tells no name.
  if (!/^\p{Lu}[^/\\]*[/\\]/u.test(path.text) || readsOtherLanguage(text)) return path;
  let start = path.start;
  for (let words = 0; words < TITLED_FOLDER_WORDS; words += 1) {
    const word = TITLED_WORD_BEFORE.exec(text.slice(Math.max(0, start - 40), start))?.[1];
    const at = start - 1 - (word?.length ?? 0);
    if (!word || NOT_A_NAME.has(word.replace(/['’]s$/, '')) || opensSentence(text, at, QUOTE_OPENERS)) break;
    start = at;
  }
  return start === path.start ? path : { ...path, text: text.slice(start, path.end), start };
}

/** One word after a folder path that ends the clause: "music/old mixes?", "wedding/vows draft and tell me". */
const TRAILING_WORD = /^ ([\p{L}\p{N}][\p{L}\p{N}_-]*)(?=\s*(?:[?!.,;:)](?:\s|$)|$)|\s+(?:and|then)\b)/u;
/** Words after a path that say what to do with it or when, or what is asked of it ("Documents/taxes tree", "is x/y empty"), not more of its name. */
const NOT_TRAILING_NAME =
  /^(?:files?|folders?|director(?:y|ies)|dirs?|contents?|please|pls|plz|stp|svp|bitte|now|yet|already|still|anymore|too|again|instead|first|later|earlier|before|yesterday|tonight|soon|afterwards|anyway|back|away|today|tomorrow|thanks|thx|asap|quickly|recursively|here|there|only|is|are|folder's|one|ones|instead|tree|sizes?|info|details|metadata|empty|full|lol|lmao|haha|jk|never|nah|ok|okay)$/i;

const LISTING_VERB = /^(?:list|listing|ls)$/i;

/**
 * "photos/2024/summer holiday": a folder path whose last part has no extension, followed by one word that ends the
 * clause, names a folder with a space in it. A function word or a word for files ("notes/2024 files") does not.
 */
function withTrailingWord(text: string, path: TextMention): TextMention {
  if (!/[/\\][^/\\.]+$/.test(path.text) || readsOtherLanguage(text)) return path;
  const word = TRAILING_WORD.exec(text.slice(path.end))?.[1];
  if (!word || PATH_JOINERS.has(word.toLowerCase()) || STOPWORDS.has(word.toLowerCase()) || NOT_TRAILING_NAME.test(word)) return path;
  // "jobs/2024 list", "taxes ls": a request that opens with its folder puts the verb after it.
  if (LISTING_VERB.test(word) && text.slice(0, path.start).trim() === '') return path;
  const end = path.end + 1 + word.length;
  return { ...path, text: text.slice(path.start, end), end };
}

const CJK_AFTER_EXTENSION = /(\.[A-Za-z0-9]{1,5})[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}].*$/u;

export function findUrls(text: string): TextMention[] {
  if (!text.includes('://')) return [];
  return [...text.matchAll(URL)].map((match) => {
    const clean = match[0].replace(/[.,;:!?)]+$/, '');
    return { text: clean, start: match.index, end: match.index + clean.length, kind: 'url' as const };
  });
}

export function findEmails(text: string): TextMention[] {
  if (!text.includes('@')) return [];
  return [...text.matchAll(EMAIL)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length, kind: 'email' as const }));
}

/** A German article or possessive right before a word, in lower case (so a sentence's own "Der Spiegel" is left). */
const GERMAN_DETERMINER_BEFORE =
  /(?:^|[\s,;:(])(?:der|die|das|dem|den|des|ein|eine|einem|einen|einer|mein|meine|meinem|meinen|meiner|dein|deine|deinem|deinen|deiner|sein|seine|seinem|seinen|seiner|unser|unsere|unserem|unseren|unserer)\s+$/;

/** Runs of capitalised words (with joiners such as "of"), skipping sentence-opening verbs. */
export function findNames(text: string): TextMention[] {
  // Accented and other alphabetic scripts ("Chloé", "Müller", "Яна") name people too; a name glued to Chinese or
  // Japanese text ("Yusufについて") ends where the script changes.
  const tokens = [...text.matchAll(/[^ -~\s]/.test(text) ? WORD_ANY_SCRIPT : /[A-Za-z0-9][\w'’.&-]*/g)];
  const names: TextMention[] = [];
  let run: RegExpMatchArray[] = [];
  const flush = (): void => {
    if (run.length === 0) return; // most words end no name
    while (run.length > 0 && NAME_JOINERS.has((run[run.length - 1]?.[0] ?? '').toLowerCase())) run.pop();
    // "mein Enkel Jonas", "der Papst": German writes every noun with a capital; after its article or possessive the
    // first capitalised word is a noun, the name (if any) follows it.
    if (run[0]?.index !== undefined && GERMAN_DETERMINER_BEFORE.test(text.slice(Math.max(0, run[0].index - 12), run[0].index))) run.shift();
    const first = run[0];
    const last = run[run.length - 1];
    // A lone capitalised word opening a sentence is usually just the first word ("Locate", "Change").
    // "¿Qué archivos …?": another language's opening question mark opens the sentence too.
    const sentenceStart = first?.index !== undefined && opensSentence(text, withoutOpeningQuote(text, first.index), SENTENCE_OPENERS);
    // "Chicago, IL" opening a sentence is a place all the same.
    const beforeRegion = first?.index !== undefined && isRegionName(/^,\s*([A-Z][A-Za-z]*)/.exec(text.slice(first.index + first[0].length))?.[1] ?? '');
    // "Yusufについて…": a word glued to Chinese or Japanese text is a name in it, not an English opener.
    const inOtherScript = first?.index !== undefined && CJK_NEXT.test(text.slice(first.index + first[0].length, first.index + first[0].length + 2));
    const loneOpener = run.length === 1 && sentenceStart && !beforeRegion && !inOtherScript && !/^[A-Z0-9]{2,}$|\d/.test(first?.[0] ?? '');
    if (first?.index !== undefined && last?.index !== undefined && !loneOpener) {
      const end = last.index + trimTokenEnd(last[0]).length;
      names.push({ text: text.slice(first.index, end).replace(/'s$/, ''), start: first.index, end, kind: 'name' });
    }
    run = [];
  };
  for (const token of tokens) {
    // A lower-case word outside a name can neither open nor join one: nothing to do.
    if (run.length === 0 && /^\p{Ll}/u.test(token[0])) continue;
    // Trimmed only when it ends in something to trim ("Paris.", "Macy's").
    const word = /[sS.'’]$/.test(token[0]) ? token[0].replace(/['’]s$/i, '').replace(/[.'’]+$/, '') : token[0];
    const index = token.index ?? 0;
    const previous = run[run.length - 1];
    const gap = previous ? text.slice((previous.index ?? 0) + previous[0].length, index) : '';
    // A full stop after a word ends the sentence, except in abbreviations ("D.C.", "St."), unless what follows
    // opens a sentence of its own ("Liverpool F.C. Include its statistics").
    if (previous && (!/^\s+$/.test(gap) || endsSentence(previous[0]) || (previous[0].endsWith('.') && NOT_A_NAME.has(word)))) flush();
    const capitalised =
      (/^[\p{Lu}0-9]/u.test(word) && /\p{L}/u.test(word) && !NOT_A_NAME.has(word) && !(run.length === 0 && opensWithVerb(text, word, index))) ||
      titleArticle(text, word, index);
    // "Maroon 5", "World War 2" continue a name; a year or a date ("London 2022/08/16") does not, nor a number
    // after a joiner ("the GCD of 12": the number is a value).
    const afterJoiner = previous !== undefined && NAME_JOINERS.has(previous[0].toLowerCase());
    // A year that ends the clause closes the name it follows ("rename it to Lake District 2025", "Tax Return 2024.").
    const after = text.slice(index + word.length, index + word.length + 2);
    const closingYear = /^\d{4}$/.test(word) && /^(?:$|[?!.,;:)](?:\s|$))/.test(after);
    const continuesName = /^\p{Lu}/u.test(word) || ((/^\d{1,3}$/.test(word) || closingYear) && run.length > 0 && !afterJoiner && !/^[/-]\d/.test(after));
    if ((capitalised || (run.length > 0 && continuesName)) && !(run.length === 0 && /^\d/.test(word))) run.push(token);
    else if (run.length > 0 && NAME_JOINERS.has(word.toLowerCase())) run.push(token);
    else flush();
  }
  flush();
  return mergeCityAndRegion(text, names).map((name) => withPlaceNoun(text, name));
}

/**
 * "tickets for The Weeknd", "a room at The Plaza": a capital "The" inside a sentence, before another capitalised
 * word, is part of the name it opens.
 */
function titleArticle(text: string, word: string, index: number): boolean {
  return word === 'The' && !opensSentence(text, withoutOpeningQuote(text, index), SENTENCE_OPENERS) && /^\s+\p{Lu}/u.test(text.slice(index + 3, index + 6));
}

/** Lower-case nouns that finish a place name: "Mississippi river", "Santa Clara county". */
const PLACE_NOUNS =
  /^\s+(river|lake|mountains?|mount|county|park|street|avenue|road|bay|island|islands|valley|desert|forest|sea|ocean|canyon|city|state|province|region|district)\b/i;

function withPlaceNoun(text: string, name: TextMention): TextMention {
  const noun = PLACE_NOUNS.exec(text.slice(name.end));
  if (!noun) return name;
  const end = name.end + noun[0].length;
  return { ...name, text: text.slice(name.start, end), end };
}

/** "Dodaj 120 i 45", "Suma 3 y 4": another language's verb opening a sentence starts no name (nor takes the number after it). */
function opensWithVerb(text: string, word: string, index: number): boolean {
  const lower = word.toLowerCase();
  if (!FOREIGN_WORDS.has(lower) && !FOREIGN_MEMORY.has(lower)) return false;
  return opensSentence(text, index, SENTENCE_OPENERS);
}

/** Marks that may open a sentence before its first word; another language's question and exclamation marks too. */
const QUOTE_OPENERS: ReadonlySet<string> = new Set(['"', "'", '“', '(']);
const SENTENCE_OPENERS: ReadonlySet<string> = new Set([...QUOTE_OPENERS, '¿', '¡']);

/** The end of the text before a word, less one quote mark right before it (`"Paris"` opens like `Paris`). */
function withoutOpeningQuote(text: string, index: number): number {
  return index > 0 && QUOTE_OPENERS.has(text[index - 1] ?? '') ? index - 1 : index;
}

function isAbbreviation(token: string): boolean {
  return /^([A-Za-z]\.){2,}$|^[A-Z][a-z]?\.$|^(St|Mt|Dr|Mr|Mrs|Ms|Jr|Sr|Inc|Ltd|Co|Corp)\.$/.test(token);
}

function endsSentence(token: string): boolean {
  return /[.!?]$/.test(token) && !isAbbreviation(token);
}

/** The visible end of a name token: trailing punctuation dropped, abbreviations kept whole. */
function trimTokenEnd(token: string): string {
  return isAbbreviation(token) ? token : token.replace(/[.'’]+$/, '');
}

/** "Boston, Massachusetts" and "Austin, TX" are one place, not two names. */
function mergeCityAndRegion(text: string, names: TextMention[]): TextMention[] {
  const merged: TextMention[] = [];
  for (const name of names) {
    const previous = merged[merged.length - 1];
    // "Texas, California" is a list; "Washington, D.C." and "Austin, TX" are one place.
    const regionCode = /^[A-Z]{2}$|^([A-Z]\.){2,}$/.test(name.text);
    if (previous && /^,\s*$/.test(text.slice(previous.end, name.start)) && isRegionName(name.text) && (regionCode || !isRegionName(previous.text))) {
      merged[merged.length - 1] = { ...previous, text: text.slice(previous.start, name.end), end: name.end };
    } else {
      merged.push(name);
    }
  }
  return merged;
}

/** Every non-numeric mention, ordered by position, overlaps resolved in favour of the more specific kind. */
export function findTextMentions(text: string): TextMention[] {
  const all = [...findQuoted(text), ...findUrls(text), ...findEmails(text), ...findPaths(text), ...findNames(text), ...findForgottenNames(text)];
  const priority: Record<TextMention['kind'], number> = { quoted: 0, url: 1, email: 2, path: 3, name: 4 };
  all.sort((a, b) => priority[a.kind] - priority[b.kind] || a.start - b.start);
  const kept: TextMention[] = [];
  // Characters taken by a kept mention other than a quote: one pass over each mention, not one over all kept ones
  // (a message with thousands of paths stays linear).
  const taken = new Uint8Array(text.length + 1);
  for (const mention of all) {
    // A name inside quotes is still useful on its own, so quoted spans do not block names.
    if (taken.subarray(mention.start, mention.end).includes(1)) continue;
    kept.push(mention);
    if (mention.kind !== 'quoted') taken.fill(1, mention.start, mention.end);
  }
  return kept.sort((a, b) => a.start - b.start);
}
