/**
 * Search patterns as people ask for them: a glob written out ("*.log"), a kind
 * of file ("the .md files", "any jpgs", "pdf files", "markdown files" → "*.md",
 * "*.jpg", "*.pdf", "*.md"), a name ("called budget", "with curry in the name", "start with
 * 2023" → "2023*"), or else the thing looked for ("find my tax stuff" → "tax").
 * Only parameters named for a pattern, glob or wildcard take these.
 */
import { documentQualifierSpan } from '../intent/own-document.js';
import { FOREIGN_DOCUMENTS, FOREIGN_OBJECTS, FOREIGN_SHARED, FOREIGN_WORDS, readsOtherLanguage, VERB_STEMS } from '../intent/lexicon.js';
import { readRequestAction } from '../intent/request-action.js';
import { memoByText } from '../text/bounded-memo.js';
import { stem } from '../text/tokenize.js';
import { isFunctionWord } from '../text/function-words.js';
import { findSpokenPaths, type SpokenPath } from './spoken-paths.js';
import { contentNamed, isContentVerb } from './content-words.js';
import pluralize from 'pluralize';
import type { TextMention } from './text-mentions.js';
import { FILE_EXTENSIONS } from '../text/file-kinds.js';

export interface PatternValue {
  value: string;
  start: number;
  end: number;
  /** 1 for a pattern the message spells (a glob, a file kind, a name after "called"), less for a guessed topic word. */
  strength: number;
}

const TOPIC_STRENGTH = 0.5;

/** What a spelled pattern scores: above a written path, so "named notes.txt" is the pattern, not the folder. */
export const PATTERN_SCORE = 1.5;

/**
 * A word looked for in file names, its capital first letter matched in either case: a file search's globs match
 * letters exactly, and people capitalise names and nouns ("Margaret", "Einkaufsliste") that file names write in
 * lower case (`letter-to-margaret.txt`, `einkaufsliste.md`). A word written in lower case, or in capitals, is kept as written.
 */
export function eitherCaseStart(word: string): string {
  const first = word.charAt(0);
  const lower = first.toLowerCase();
  // An acronym ("NRP", "FY26") is written as it is named.
  if (first === lower || !/^\p{Lu}\p{Ll}/u.test(word)) return word;
  return `[${first}${lower}]${word.slice(1)}`;
}

/** Whether a parameter asks for a search pattern, by its name. */
export function namedForPattern(name: string): boolean {
  return /pattern|glob|wildcard/i.test(name);
}

/** Kinds of file people name by their format rather than their extension ("markdown files", "word documents"). */
const FORMAT_EXTENSIONS: ReadonlyMap<string, string> = new Map([
  ['markdown', 'md'],
  ['python', 'py'],
  ['javascript', 'js'],
  ['typescript', 'ts'],
  ['jpeg', 'jpg'],
  ['excel', 'xlsx'],
  ['powerpoint', 'pptx'],
  ['word', 'docx'],
  ['text', 'txt'],
  ['plain-text', 'txt'],
]);
/** A format name that is a kind of file only beside a word for files ("text files", not "the text"). */
const FORMAT_NEEDS_NOUN = new Set(['word', 'text', 'python', 'javascript', 'typescript', 'excel']);
const FORMAT_WORD = /(?<![\p{L}\p{N}_/.-])(markdown|python|javascript|typescript|jpeg|excel|powerpoint|word|text|plain-text)s?(?![\p{L}\p{N}_/.-])/giu;
/**
 * Kinds of file people name by what they hold ("all my photos", "any spreadsheets"): the formats such files are
 * most often kept in, as one glob with braces, which glob-style patterns read as alternatives.
 */
const KIND_GLOBS: ReadonlyMap<string, string> = new Map([
  ['photo', '*.{jpg,jpeg,png}'],
  ['picture', '*.{jpg,jpeg,png}'],
  ['pic', '*.{jpg,jpeg,png}'],
  ['image', '*.{jpg,jpeg,png}'],
  ['screenshot', '*.png'],
  ['spreadsheet', '*.{xlsx,csv}'],
  ['video', '*.{mp4,mov}'],
  ['movie', '*.{mp4,mov}'],
  ['song', '*.{mp3,m4a,wav}'],
  ['presentation', '*.{pptx,key}'],
]);
/** A kind is what is looked for when every one of it is asked after ("find all my photos", "which spreadsheets are in work"), not when it only describes ("the photos from the wedding"). */
const KIND_SOUGHT =
  /\b(?:all|any|every|which|what|find|search for|look for|locate|where are|where(?:'s| is))\s+(?:(?:of\s+)?(?:my|the|our)\s+)?(photos?|pictures?|pics?|images?|screenshots?|spreadsheets?|videos?|movies?|songs?|presentations?)\b(?=\s*(?:[?!.,;:)](?:\s|$)|$)|\s+(?:in|inside|under|within|i\s+have|do\s+i\s+have|are|you|please|pls)\b)/giu;
/** Below a pattern the message spells, above a guessed topic word. */
const KIND_STRENGTH = 0.8;
/** Words that count every file of a kind: "every pdf I have", "all jpg". */
const EVERY = /^(?:every|all|any|each)$/i;
// A pattern starts where a run of its characters starts: a start inside a run finds what the run's start found, and
// trying each one made a long run with no star ("../../…") cost its length squared.
const GLOB = /(?<![\p{L}\p{N}_.\-/*])[\p{L}\p{N}_.\-/]*\*[\p{L}\p{N}_.\-/*]*/gu;
const WORD_AT = /(?<![\p{L}\p{N}_/.-])(\.)?([a-z0-9]{1,5}?)(s)?(?![\p{L}\p{N}_./-])/giu;
const FILE_NOUN =
  /^(?:files?|documents?|docs?|images?|pictures?|photos?|scans?|scripts?|notes?|sheets?|файл[а-я]*|fichiers?|archivos?|arquivos?|dateien|datei|file)$/i;
const CALLED = /\b(?:called|named|titled)\s+["'“]?([\p{L}\p{N}_][\p{L}\p{N}_.-]*)/giu;
const IN_THE_NAME = /\b(?:with\s+)?["'“]?([\p{L}\p{N}_][\p{L}\p{N}_.-]*)["'”]?\s+in\s+(?:the|its|their)\s+(?:file\s*)?names?\b/iu;
/** "its name had the word Barclays", "with the word draft in it": the word a name holds. */
const THE_WORD = /\bthe\s+(?:word|term)\s+["'“]?([\p{L}\p{N}_][\p{L}\p{N}_.-]*)/iu;
const STARTS = /\b(?:start|starts|starting|begin|begins|beginning)\s+with\s+["'“]?([\p{L}\p{N}_.-]+)/iu;
const ENDS = /\b(?:end|ends|ending)\s+(?:with|in)\s+["'“]?([\p{L}\p{N}_.-]+)/iu;
/** "叫 invoice", "llamado presupuesto": a name right after a word for "called" in another language. */
const FOREIGN_CALLED =
  /(?:叫|名为|名叫|という|llamad[oa]|chamad[oa]|appel[ée]e?|namens|genannt)\s*["'“「]?([\p{Script=Latin}\p{N}_][\p{Script=Latin}\p{N}_.-]*)/u;
/** "có tên hóa đơn" (named "hóa đơn"): Vietnamese writes a word as spaced syllables (most words one or two), so the name takes up to two, short of a function word. */
const SYLLABLES_CALLED = /\b(?:có tên|tên là|mang tên)\s+(?:là\s+)?["'“]?([\p{Script=Latin}\p{N}]+(?:\s+[\p{Script=Latin}\p{N}]+)?)/u;

/** Words that say "a file" or "something" rather than which one. */
const GENERIC = new Set(
  'file files stuff thing things document documents doc docs folder folders directory anything something everything somewhere anywhere everywhere one ones name names called named type kind sort copy copies version item items entry entries pattern pls plz please thanks'.split(
    ' ',
  ),
);

export const findPatternValues: (text: string, paths: readonly TextMention[]) => readonly PatternValue[] = (text, paths) => [
  ...patternValues(text).filter((value) => value.strength > TOPIC_STRENGTH || !paths.some((path) => value.start < path.end && path.start < value.end)),
  ...soughtFiles(text, paths),
];

/** "find budget.xlsx", "where did I put budget.xlsx": a file named whole, with no folder, is the name looked for. */
function soughtFiles(text: string, paths: readonly TextMention[]): PatternValue[] {
  return paths
    .filter((path) => isSoughtFile(text, path))
    .map((path) => ({ value: path.text, start: path.start, end: path.end, strength: SOUGHT_FILE_STRENGTH }));
}

/** Whether a written path is a file the request looks for (a bare file name in a search), not where to look. */
export function isSoughtFile(text: string, path: TextMention): boolean {
  return path.kind === 'path' && !/[\\/]/.test(path.text) && /[^.]\.[\p{L}\p{N}]{1,5}$/u.test(path.text) && readRequestAction(text).action === 'search';
}

/** A file named whole in a search: as firm as a name after "called". */
const SOUGHT_FILE_STRENGTH = 0.9;

/**
 * The word right after or before a place in the text, read within a few dozen characters: every short word of a long
 * message is such a place, and reading the whole text before each one took seconds on 64 KB of "a ". A word the
 * window's edge cuts is no word read: its part inside is not the word written.
 */
const NEAR_CHARS = 64;
function wordAfter(text: string, at: number): string {
  const end = at + NEAR_CHARS;
  const found = /^\s+([\p{L}]+)/u.exec(text.slice(at, end));
  // A word running past the window's end is not read as the part of it inside.
  return found && !(at + found[0].length === end && /\p{L}/u.test(text.charAt(end))) ? (found[1] ?? '') : '';
}
function wordBefore(text: string, at: number): string {
  const start = Math.max(0, at - NEAR_CHARS);
  const found = /([\p{L}]+)\s+$/u.exec(text.slice(start, at));
  return found && !(found.index === 0 && /\p{L}/u.test(text.charAt(start - 1))) ? (found[1] ?? '') : '';
}

const patternValues = memoByText(2_000, (text: string): PatternValue[] => {
  const found: PatternValue[] = [];
  for (const match of text.matchAll(GLOB)) {
    if (/[\p{L}\p{N}]/u.test(match[0])) found.push({ value: match[0], start: match.index, end: match.index + match[0].length, strength: 1 });
  }
  for (const match of text.matchAll(WORD_AT)) {
    const extension = (match[2] ?? '').toLowerCase();
    // A kind of file is written with its dot (".md"), in the plural ("jpgs") or beside a word for files ("pdf files").
    const next = wordAfter(text, match.index + match[0].length);
    const previous = wordBefore(text, match.index);
    if (!FILE_EXTENSIONS.has(extension)) {
      // "every .R file", "my .ai files": an extension no list holds, written with its dot before a word for files.
      if (match[1] !== undefined && match[3] === undefined && FILE_NOUN.test(next) && /^[\p{L}\p{N}]+$/u.test(match[2] ?? '')) {
        found.push({ value: `*.${match[2]}`, start: match.index, end: match.index + match[0].length, strength: 0.95 });
      }
      continue;
    }
    if (match[1] === undefined && match[3] === undefined && !FILE_NOUN.test(next) && !FILE_NOUN.test(previous) && !EVERY.test(previous)) continue;
    found.push({ value: `*.${extension}`, start: match.index, end: match.index + match[0].length, strength: 0.95 });
  }
  for (const match of text.matchAll(FORMAT_WORD)) {
    const format = (match[1] ?? '').toLowerCase();
    const next = wordAfter(text, match.index + match[0].length);
    if (FORMAT_NEEDS_NOUN.has(format) && !FILE_NOUN.test(next)) continue;
    found.push({ value: `*.${FORMAT_EXTENSIONS.get(format)}`, start: match.index, end: match.index + match[0].length, strength: 0.95 });
  }
  for (const match of text.matchAll(KIND_SOUGHT)) {
    const glob = KIND_GLOBS.get(pluralize.singular((match[1] ?? '').toLowerCase()));
    if (glob) found.push({ ...valueAt(match, match[1] ?? '', KIND_STRENGTH), value: glob });
  }
  const named = [...text.matchAll(CALLED)].find((match) => !GENERIC.has((match[1] ?? '').toLowerCase()));
  if (named?.[1]) found.push(valueAt(named, named[1], 0.9));
  // "which files mention Mrs. Visser", "documents containing Henk": what the text holds is the word looked for.
  const held = contentNamed(text);
  if (held && !GENERIC.has(held.value.toLowerCase())) found.push({ ...held, strength: 0.85 });
  const wordNamed = THE_WORD.exec(text);
  if (wordNamed?.[1] && !GENERIC.has(wordNamed[1].toLowerCase())) found.push(valueAt(wordNamed, wordNamed[1], 0.85));
  const inName = IN_THE_NAME.exec(text);
  if (inName?.[1] && !GENERIC.has(inName[1].toLowerCase())) found.push(valueAt(inName, inName[1], 0.9));
  const foreign = FOREIGN_CALLED.exec(text);
  if (foreign?.[1]) found.push(valueAt(foreign, foreign[1], 0.9));
  const syllables = SYLLABLES_CALLED.exec(text);
  const syllableName = syllables?.[1] ? nameUpToFunctionWord(syllables[1], text) : '';
  if (syllables && syllableName) found.push(valueAt(syllables, syllableName, 0.9));
  const starts = STARTS.exec(text);
  if (starts?.[1]) found.push({ ...valueAt(starts, starts[1], 0.9), value: `${starts[1]}*` });
  const ends = ENDS.exec(text);
  if (ends?.[1]) found.push({ ...valueAt(ends, ends[1], 0.9), value: `*${ends[1]}` });
  // Guessing the thing looked for needs a request to look for something.
  const search = readRequestAction(text).action === 'search';
  // "Suche Dateien mit 'Vertrag' im Namen": one quoted word in a search is the name looked for, in any language.
  const quoted = search ? quotedName(text) : undefined;
  if (quoted) found.push(quoted);
  // The thing is guessed only when nothing names what to look for: "the word Barclays" is the pattern, not "letter".
  const nameSpelled = found.some((value) => value.strength >= QUOTED_NAME_STRENGTH);
  const topic = search && !nameSpelled ? topicWord(text) : undefined;
  if (topic) found.push(topic);
  // "Найди все фотографии в папке Отпуск": in another language, pictures asked after with no other thing named are every picture.
  const pictures = search && !topic ? foreignPictures(text) : undefined;
  if (pictures) found.push(pictures);
  return found;
});

/** The syllables of a name short of a function word or a word for files ("báo cáo các" → "báo cáo"). */
function nameUpToFunctionWord(name: string, text: string): string {
  const words = name.split(/\s+/);
  const end = words.findIndex((word) => isFunctionWord(word, text) || FOREIGN_OBJECTS.has(word.toLowerCase()));
  return (end < 0 ? words : words.slice(0, end)).join(' ');
}

/** A word for pictures in another language's search (every language's "media" word names pictures), as the picture glob. */
function foreignPictures(text: string): PatternValue | undefined {
  if (!readsOtherLanguage(text)) return undefined;
  for (const match of text.matchAll(/[\p{L}\p{M}]+/gu)) {
    const word = match[0].toLowerCase();
    if (FOREIGN_OBJECTS.get(word) !== 'media' || FOREIGN_SHARED.has(word)) continue;
    return { value: KIND_GLOBS.get('photo') ?? '*.jpg', start: match.index, end: match.index + match[0].length, strength: KIND_STRENGTH };
  }
  return undefined;
}

function valueAt(match: RegExpExecArray | RegExpMatchArray, value: string, strength: number): PatternValue {
  const start = (match.index ?? 0) + match[0].lastIndexOf(value);
  return { value, start, end: start + value.length, strength };
}

/** "school fees file.", "the events file what ...": the title of a file that opens a request, up to the word "file". */
const TITLE_FILE_OPENING = /^\s*(?:(?:the|my|our)\s+)?(?:[\p{L}\d'’-]+\s+){1,3}(?=file\b)/iu;

/**
 * The thing looked for when nothing names a pattern: the last word that is not a function word, a verb, a
 * word for "file" or a folder the message names ("find my tax stuff" → "tax", "where's the insurance pdf" →
 * "insurance"). In mixed scripts, a Latin word is the name ("找一下 invoice 的文件").
 */
function topicWord(text: string): PatternValue | undefined {
  const folders = findSpokenPaths(text);
  const named = namingWords(text, folders, true);
  // "find my last will": an age word is the name when nothing else is.
  return topicAmong(text, named.length > 0 ? named : namingWords(text, folders, false));
}

function namingWords(text: string, folders: readonly SpokenPath[], withoutAges: boolean): RegExpExecArray[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}_'’-]*/gu)].filter((match) => {
    const word = match[0].toLowerCase();
    if (
      word.length < 2 ||
      (word.length < 3 && !/^[a-z]{2}$/.test(word)) ||
      SHORT_NOT_NAMES.has(word) ||
      isFunctionWord(word, text) ||
      GENERIC.has(word) ||
      (withoutAges && AGE_WORDS.has(word)) ||
      // "the menu for the canteen this week": when, not which.
      (PERIODS.has(word) && TIME_SAID_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 12), match.index ?? 0))) ||
      FORMAT_EXTENSIONS.has(word) ||
      FILE_EXTENSIONS.has(word) ||
      FILE_EXTENSIONS.has(word.replace(/s$/, '')) ||
      // "feed log last 10": which lines of it, not its name.
      (PART_WORDS.has(word) && /^\s+\d/.test(text.slice((match.index ?? 0) + word.length)))
    )
      return false;
    // A word English shares with another language ("visa", "map") is that language's only in its text.
    // "mostra-me", "zeig's": a verb of another language with a pronoun joined to it is still the verb.
    const verb = word.split(/[-'’]/)[0] ?? word;
    const foreign =
      (FOREIGN_OBJECTS.has(word) || FOREIGN_WORDS.has(word) || (verb !== word && FOREIGN_WORDS.has(verb))) &&
      (!FOREIGN_SHARED.has(word) || readsOtherLanguage(text));
    if (foreign || VERB_STEMS.has(stem(word)) || SEARCH_WORDS.has(word) || isContentVerb(word)) return false;
    return !folders.some((folder) => match.index >= folder.start && match.index < folder.end);
  });
}

function topicAmong(text: string, words: RegExpExecArray[]): PatternValue | undefined {
  // "school fees file. how much for ada this term": a file named by what it is opens the request; the question after it
  // asks what it holds, not what it is called.
  const title = TITLE_FILE_OPENING.exec(text);
  const titled = title ? words.filter((match) => (match.index ?? 0) < title[0].length) : [];
  // "look at my victoria sponge recipe and tell me how many eggs it needs": the words saying which of their documents
  // name its file, not the question asked of it.
  const qualifier = documentQualifierSpan(text);
  const phrase = qualifier ? phraseName(text, qualifier) : undefined;
  if (phrase) return phrase;
  const which = qualifier ? words.filter((match) => (match.index ?? 0) >= qualifier.start && (match.index ?? 0) < qualifier.end) : [];
  // "my reading list", "the packing list": a word that is a verb elsewhere names which list here.
  const verbNamed = qualifier && which.length === 0 ? firstNamingWord(text, qualifier) : undefined;
  if (verbNamed) return verbNamed;
  const asked = titled.length > 0 ? titled : which.length > 0 ? which : beforeAComment(text, inAskingSentence(text, words));
  const latin = asked.filter((match) => /^[\p{Script=Latin}\p{N}]/u.test(match[0]));
  const scripted = latin.length > 0 && latin.length < asked.length ? latin : asked;
  // "список покупок", "la lista della spesa": in another language, what the list or recipe is of names which one.
  const named = readsOtherLanguage(text) ? scripted.filter((match) => !FOREIGN_DOCUMENTS.has(match[0].toLowerCase())) : scripted;
  const pool = named.length > 0 ? named : scripted;
  // "the lasagna recipe", "my budget spreadsheet": of the last words run together, the first names which one.
  let at = pool.length - 1;
  while (at > 0 && adjacent(text, pool[at - 1], pool[at])) at -= 1;
  const topic = pool[at];
  if (!topic) return undefined;
  // "my to-do list": a word joined by a hyphen is written as one word, or with a hyphen, or an underscore, in file names.
  // "Itai's guest list": a file is named for its owner without the owner's "'s".
  const loose = matchingBoth(topic[0].replace(/['’]s$/iu, '')).replace(/[-_]+/g, '*');
  return { value: loose.includes('*') ? `*${loose}*` : loose, start: topic.index, end: topic.index + topic[0].length, strength: TOPIC_STRENGTH };
}

/**
 * "my to do list", "my seeds to buy list", "the places to visit list": a document named by a phrase with a function
 * word in it. Files named so join its words ("todo.md", "to-do.txt", "seeds_to_buy.md", "Places to visit.md"), so the
 * pattern is its words with anything between: the words that name something ("seeds", "buy"), or, where every word is
 * a function word ("to do"), all of them. Names of one run of words ("victoria sponge") are left to the topic word.
 */
function phraseName(text: string, span: { start: number; end: number }): PatternValue | undefined {
  const words = [...text.slice(span.start, span.end).matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu)].map((match) => match[0]);
  if (words.length < 2 || !words.some((word) => isFunctionWord(word, text))) return undefined;
  const naming = words.filter((word) => !isFunctionWord(word, text));
  const kept = (naming.length > 0 ? naming : words).map(matchingBoth);
  return { value: `*${kept.join('*')}*`, start: span.start, end: span.end, strength: TOPIC_STRENGTH };
}

/** The first word of a document's qualifier that is not a function word ("reading" of "my reading list"). */
function firstNamingWord(text: string, span: { start: number; end: number }): PatternValue | undefined {
  for (const match of text.slice(span.start, span.end).matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    if (isFunctionWord(match[0], text)) continue;
    const start = span.start + (match.index ?? 0);
    return { value: matchingBoth(match[0]), start, end: start + match[0].length, strength: TOPIC_STRENGTH };
  }
  return undefined;
}

/**
 * "find my cv pls i cant remember where i saved it", "find all my .ai files, illustrator keeps losing them": once a
 * word names the thing, a comma or a new subject starts a comment on how it went missing, not more of its name.
 */
function beforeAComment<T extends RegExpMatchArray>(text: string, words: T[]): T[] {
  const first = words[0];
  if (first?.index === undefined) return words;
  const boundary = COMMENT_START.exec(text.slice(first.index + first[0].length));
  if (!boundary) return words;
  const end = first.index + first[0].length + boundary.index;
  return words.filter((word) => (word.index ?? 0) < end);
}
/** A comma, a semicolon, a dash, or a subject pronoun starting a clause of its own. */
const COMMENT_START = /[,;]|\s[-–—]\s|\s(?:i|i'm|im|i've|ive|i'd|we|we've|they|he|she|you|u)\s/i;

/**
 * "a file about tomatoes" is as likely tomato.txt: a plural looked for by its singular, when that begins the plural,
 * matches both ("tomatoes" → "tomato"; "berries" and "data" stay as they are, their singulars would miss them).
 */
function inAskingSentence<T extends RegExpMatchArray>(text: string, words: T[]): T[] {
  // "Where did I save my scone recipe? I have quite lost track of it.": the sentence that asks names the thing; the rest tells how it went missing.
  const sentences = [...text.matchAll(/[^.?!;]+[.?!;]*/gu)];
  if (sentences.length < 2) return words;
  const asking = sentences.find((sentence) =>
    [...sentence[0].matchAll(/[\p{L}]+(?:['’][\p{L}]+)?/gu)].some((word) => SEARCH_WORDS.has(word[0].toLowerCase().split(/['’]/)[0] ?? '')),
  );
  if (!asking || asking.index === undefined) return words;
  const start = asking.index;
  const end = start + asking[0].length;
  const inside = words.filter((word) => word.index !== undefined && word.index >= start && word.index < end);
  return inside.length > 0 ? inside : words;
}

function matchingBoth(word: string): string {
  if (!/^\p{Ll}+$/u.test(word)) return word;
  const singular = pluralize.singular(word);
  return singular.length >= 3 && singular !== word && word.startsWith(singular) ? singular : word;
}

function adjacent(text: string, first: RegExpMatchArray | undefined, second: RegExpMatchArray | undefined): boolean {
  if (!first || !second || first.index === undefined || second.index === undefined) return false;
  return /^ $/.test(text.slice(first.index + first[0].length, second.index));
}

/** The one quoted word or name (no spaces) of a message, as the name looked for. */
function quotedName(text: string): PatternValue | undefined {
  const quotes = [...text.matchAll(/["'“‘]([\p{L}\p{N}_.-]{2,40})["'”’]/gu)];
  const only = quotes.length === 1 ? quotes[0] : undefined;
  return only?.[1] ? valueAt(only, only[1], QUOTED_NAME_STRENGTH) : undefined;
}

const QUOTED_NAME_STRENGTH = 0.85;

/** Two-letter words that are no name a file is looked for by ("ok", "pc", "ya"); "cv", "hw", "tv" are. */
/** Words that say which lines of a file are wanted when a number follows ("last 10"). */
const PART_WORDS = new Set(['last', 'first', 'top']);
const SHORT_NOT_NAMES = new Set('ok ya yo ur oh um uh ah eh hm mm pl ty rn ig lm no yes'.split(' '));

/** Stretches of time, which after "this", "next" or "last" say when ("this week", "last summer"), not which file. */
const PERIODS = new Set('week weekend month year term season summer winter spring autumn fall morning afternoon evening night quarter semester'.split(' '));
const TIME_SAID_BEFORE = /\b(?:this|next|last|that|every|each|per|the whole|all)\s+$/i;
/** Words for how old a file is ("my old essays", "the latest report"): when it was made, never in its name. */
const AGE_WORDS = new Set(
  'old older oldest new newer newest latest recent recently previous earlier next last upcoming current today tonight tomorrow yesterday'.split(' '),
);

/** Words of asking, looking and losing that no lexicon files as an action verb ("I lost it", "misplaced my keys"). */
const SEARCH_WORDS = new Set(
  'lost lose losing misplaced misplace mislaid where wheres somewhere locate find search look looking check checking hunt dig there have got any every all which what whats busca buscar encuentra encontrar cherche chercher trouve trouver suche suchen finde finden procura procurar cerca trova'.split(
    ' ',
  ),
);
