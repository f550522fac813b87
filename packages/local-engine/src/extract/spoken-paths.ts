/**
 * Folders and files named the way people say them rather than as paths:
 * "the recipes folder", "a folder called trips", "ls photos", "in projects",
 * "la carpeta recetas", "photos フォルダ". A path parameter takes these when the
 * message writes no path of its own shape.
 */
import {
  CJK_OBJECTS,
  CJK_WORDS,
  FOREIGN_FUNCTION_WORDS,
  FOREIGN_OBJECTS,
  FOREIGN_SHARED,
  FOREIGN_WORDS,
  VERB_STEMS,
  NOUNS_AFTER_NAME,
  readsOtherLanguage,
} from '../intent/lexicon.js';
import { memoByText } from '../text/bounded-memo.js';
import { STOPWORDS, stem } from '../text/tokenize.js';

/** What a folder named in words scores at full strength: below a written path (1.2), well above a stray name. */
export const SPOKEN_PATH_SCORE = 1;

export interface SpokenPath {
  text: string;
  start: number;
  end: number;
  /** 1 for a thing named with its folder or file noun ("the recipes folder"), less for a bare word after "in". */
  strength: number;
}

/** A name as people write folder names: letters of any script, digits, dots, dashes, slashes inside. */
const NAME = String.raw`[\p{L}\p{N}_][\p{L}\p{N}_.\-\\/]*[\p{L}\p{N}_]|[\p{L}\p{N}]`;
const THING_NOUNS = 'folder|directory|dir';
const CALLED = String.raw`(?:called|named|titled|llamad[oa]|nombrad[oa]|chamad[oa]|appel[ée]e?|nomm[ée]e?|namens|genannt|chiamat[oa])`;

/** "the recipes folder", "my letters directory": the word before the folder noun. */
const BEFORE_NOUN = new RegExp(String.raw`(?<![\p{L}\p{N}_.\-/])(${NAME})\s+(?:${THING_NOUNS})\b`, 'giu');
/**
 * "my School Stuff folder", "the Tax Return 2023 file" (`TITLED_FILE`): a run of two to four capitalised words (or numbers) between
 * an article or possessive and the folder or file noun is one name, spaces and all. Lower-case words there are as
 * often what the folder is like ("my old photos folder") as part of its name, so only a title-cased run joins.
 */
const titledBefore = (nouns: string): RegExp =>
  new RegExp(
    String.raw`\b(?:my|our|your|the|his|her|their)\s+((?:\p{Lu}[\p{L}\p{N}_.'-]*|\p{N}+)(?:\s+(?:\p{Lu}[\p{L}\p{N}_.'-]*|\p{N}+)){1,3})\s+(?:${nouns})\b`,
    'gu',
  );
const TITLED_BEFORE_NOUN = titledBefore(THING_NOUNS);
/** The same run before a file noun: a file named with spaces and no extension. */
export const TITLED_FILE = titledBefore('file|document|doc');

/** The title-cased names before a noun the pattern ends with (a run with no lower-case letter is an acronym, not a name). */
export function titledNames(text: string, pattern: RegExp): Array<{ text: string; start: number }> {
  return [...text.matchAll(pattern)].flatMap((match) => {
    const name = match[1] ?? '';
    return /\p{Ll}/u.test(name) ? [{ text: name, start: match.index + match[0].indexOf(name) }] : [];
  });
}
/** "a folder called trips", "call it taxes": the word after the naming verb. */
const AFTER_CALLED = new RegExp(
  String.raw`\b(?:(?:${THING_NOUNS}|folders|directories|dirs|files?)\s+${CALLED}|call (?:it|them)|name (?:it|them))\s+["'“]?(${NAME})`,
  'giu',
);
/**
 * "in projects", "inside photos/2024", "contents of voice-memos": a bare name (no article) after a place word; "relating
 * to Henderson", "according to Sam" say what, not where.
 */
const AFTER_PLACE = new RegExp(
  String.raw`(?:^|[\s(])(?:in|inside|into|under|within|of|from|(?<!\b(?:relat(?:ing|ed)|pertain(?:ing|s)?|referr?(?:ing|ed)|according|due|similar|compared|addressed|belong(?:ing|s)?|regard|respect)\s)to|(?<=\b(?:tree|listing|contents|sizes?)\s+)for|en|dans|em|na|no|nel|nella|im|auf)\s+(?:(?:my|our)\s+)?(${NAME})[\\/]?(?=\s*(?:[?!.,;:)](?:\s|$)|$|\s+(?:pls|please|rn|atm|now|again|lol|folder|directory|but|except|excluding|ignoring|skipping|without|are|is|that|which|sorted|ordered|by|as|with|biggest|largest|smallest|newest|oldest|latest|excepto|salvo|sauf|außer|tranne|exceto)\b))`,
  'giu',
);
/**
 * "a new folder for Greenleaf Cafe inside clients", "a directory for my 2025 taxes under Documents": a folder made
 * for something, placed in another, is that something inside the other. The name is one to three words.
 */
const FOLDER_FOR_INSIDE = new RegExp(
  String.raw`\b(?:${THING_NOUNS})\s+for\s+(?:(?:my|our|the)\s+)?(?!(?:my|our|the)\s)((?:[\p{L}\p{N}_'’-]+\s+){0,2}[\p{L}\p{N}_'’-]+)\s+(in|inside|within|under)\s+(?:(?:the|my|our)\s+)?(${NAME})(?:\s+(?:${THING_NOUNS}))?(?=\s*(?:[?!.,;:](?:\s|$)|$)|\s+(?:and|then|please|pls)\b)`,
  'giu',
);
/** "list the folder trips", "open directory photos": a bare name right after the folder noun, ending the clause. */
const AFTER_NOUN = new RegExp(
  String.raw`\b(?:${THING_NOUNS})\s+(${NAME})[\\/]?(?=\s*(?:[?!.,;:)](?:\s|$)|$|\s+(?:pls|please|but|and|with|sorted|by)\b))`,
  'giu',
);
/** Words after a folder noun that say what of the folder is wanted, not which folder ("the folder structure"). */
const FOLDER_ASPECTS = new Set('structure tree layout contents content names name size sizes info information list listing view path paths itself'.split(' '));
/** "list downloads with file sizes", "list photos sorted by size": a bare name after "list" that ends the clause or is followed by how to list it. */
const LISTED_BARE =
  /^\s*(?:(?:please|pls|can you|could you)\s+)?list\s+(?:the\s+)?([\p{Ll}\p{N}_][\p{L}\p{N}_.\-\\/]*)(?=\s*(?:[?!.,;:](?:\s|$)|$)|\s+(?:with|sorted|ordered|by|as|including|but|except|please|pls)\b)/u;
/** "an archive folder inside notes": a folder named with its noun, then the folder it sits in. */
const INSIDE_FOLDER = new RegExp(
  String.raw`^\s+(?:${THING_NOUNS})\s+(in|inside|within|under)\s+(?:(?:the|my|our)\s+)?(${NAME})(?:\s+(?:${THING_NOUNS}))?(?=\s*(?:[?!.,;:](?:\s|$)|$)|\s+(?:and|then|please|pls|called|named)\b)`,
  'iu',
);
/** "list my recipes", "ls my projects": the user's own things named right after a listing verb. */
const LISTED_OWN =
  /^\s*(?:(?:please|pls|can you|could you)\s+)?(?:list|ls|show(?: me)?|browse)\s+(?:all\s+)?(?:my|our)\s+([\p{L}\p{N}_][\p{L}\p{N}_.\-\\/]*)(?=\s*(?:[?!.,;:](?:\s|$)|$))/iu;
/**
 * What a match of each pattern above needs somewhere in the text (the same flags, so the same letters match):
 * most messages name no folder noun and no naming verb, and the name patterns try every position before failing.
 */
const MAY_NAME_BEFORE_NOUN = new RegExp(String.raw`\s(?:${THING_NOUNS})\b`, 'iu');
const MAY_NAME_AFTER_CALLED = new RegExp(String.raw`${CALLED}|\bcall (?:it|them)|\bname (?:it|them)`, 'iu');
/** "search photos for png files": the thing searched before "for". */
const SEARCHED = /^\s*(?:search|grep|scan|look through|check)\s+([\p{L}\p{N}_][\p{L}\p{N}_.\-\\/]*)\s+for\b/iu;
/** "ls photos", "ls -lh projects", "dir photos\2023", "mkdir trips". */
const COMMAND =
  /^\s*(ls|dir|tree|mkdir|cd|du|stat|find|mv|cp)\s+(?:-{1,2}[\w-]+\s+)*(?:(?:on|in|of|for)\s+(?:(?:my|the)\s+)?)?([\p{L}\p{N}_.~][\p{L}\p{N}_.\-\\/]*)/iu;
/** Command words that are words of other languages too: Norwegian "du er snill", German "dir gehört", Danish "find ud af". */
const SHARED_COMMANDS = new Set(['du', 'dir', 'tree', 'find', 'stat', 'cd']);

/**
 * Whether a match of `COMMAND` is a command: its word is only a command, or a flag follows it ("du -sh photos"), or
 * it names a path ("dir photos\\2023"), or the message does not read as another language.
 */
function readsAsCommand(command: RegExpExecArray): boolean {
  const [whole, word = '', name = ''] = command;
  if (!SHARED_COMMANDS.has(word.toLowerCase()) || /\s-/.test(whole) || /[./\\~]/.test(name)) return true;
  return !readsOtherLanguage(command.input);
}

/**
 * "move old_notes into archive", "mueve lista-2024 a viejos": a name joined with underscores or dashes right after the
 * verb that opens a move, before where it goes, is the thing moved, a file or folder named as written ("move the
 * well-known stuff" names none).
 */
const MOVED_JOINED_NAME =
  /^\s*(?:(?:please|pls|can you|could you|now|ok(?:ay)?)[,\s]+)*(?:move|mueve|mover|déplace|verschiebe|sposta|mova|flytta|flytt|verplaats)\s+(?:(?:the|my|el|la|le|mon|ma|il|lo|o|a|den|die|das)\s+)?(?:(?:file|folder|directory)\s+)?([\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)+)(?=\s+(?:to|into|in|inside|under|from|out|back|a|al|en|dans|vers|nach|zu|para|till|til|naar|em|no|na)\b)/iu;

/** Words for the user's things in general, never the name of one folder of theirs. */
const GENERAL_THINGS = /^(?:files?|folders|director(?:y|ies)|dirs|everything|anything|something|stuff|things)$/i;
const THING_WORDS = /^(?:files?|folders?|director(?:y|ies)|dirs?|documents?|docs|everything|anything|something|all|stuff|things|out)$/i;

/**
 * "in mind", "in time", "in case", "in general": a set phrase of "in" and a noun says how, not where. "I have a
 * directory for 2025 letters in mind" names no folder "mind". So does a unit ("the total in dollars", "in hours").
 */
const IN_SET_PHRASES = new Set(
  'mind time case general fact total advance detail full person particular short brief turn common order touch charge public private question return place practice theory principle future meantime dollars euros pounds cents cash kilos kg grams litres liters metres meters miles km hours minutes days weeks months years percent'.split(
    ' ',
  ),
);
/** Whether a place word and the noun after it make one of those set phrases rather than name a folder. */
function isSetPhrase(placeWord: string, noun: string): boolean {
  return /^(?:in|within)$/i.test(placeWord) && IN_SET_PHRASES.has(noun.toLowerCase());
}

/**
 * Events and goings: "the notes from my meeting", "the photos of the wedding" say what they came from, and "my trip to
 * Rome" where someone went, not a folder.
 */
const EVENTS = new Set(
  'meeting meetings trip trips holiday holidays vacation visit visits journey flight wedding party birthday funeral ceremony workshop conference class lecture lesson seminar call interview appointment session concert gig game match dinner lunch breakfast reunion retreat tour camp'.split(
    ' ',
  ),
);

/** "from my meeting", "of the wedding", "trip to Rome": a place word tied to an event, which names no folder. */
function tiedToEvent(placeWord: string, name: string, text: string, at: number): boolean {
  if (/^(?:from|of)$/i.test(placeWord) && EVENTS.has(name.toLowerCase())) return true;
  // Only the few characters before "to" are read, for the word there: a long run of letters read from each of its
  // starts, or copied for each "to", took seconds.
  const before = text.slice(Math.max(0, at - 40), at);
  return /^to$/i.test(placeWord) && EVENTS.has((/([\p{L}]+)\s*$/u.exec(before)?.[1] ?? '').toLowerCase());
}

/** Words for folders or things in general. */
const FOLDER_WORDS = /^(?:folders?|director(?:y|ies)|dirs?|stuff|things)$/i;

/** Words that sit before a folder noun without naming one ("a new folder", "the whole folder"). */
const NOT_NAMES = new Set(
  'new fresh separate extra spare brand nueva nuevo nuova nuovo nova novo nouveau nouvelle neuen neuer neues nieuwe whole entire full complete same other this that these those which what whose each every any some my your our their his her its the a an one main current empty parent sub shared downloads? root home top very after before'
    .split(' ')
    .filter((word) => !word.endsWith('?')),
);

/** Months and days of the week: "the order I made in march", "the photos from sunday" say when, not where. */
const TIME_NAMES = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday'.split(' '),
);

/** A month or a day named as when something was, unless the request calls it a folder ("the march folder", "march/"). */
function timeNotFolder(lower: string, text: string): boolean {
  if (!TIME_NAMES.has(lower)) return false;
  return !new RegExp(String.raw`\b${lower}\s+(?:folder|directory|dir)\b|\b(?:folder|directory|dir)\s+(?:called\s+|named\s+)?${lower}\b|\b${lower}/`, 'i').test(
    text,
  );
}

/** The name without the dots and slashes that end it; a loop, as a `[./]+$` pattern tries every start in a long run of them. */
function withoutTrailingDots(name: string): string {
  let end = name.length;
  while (end > 0 && '.\\/'.includes(name[end - 1]!)) end--;
  return name.slice(0, end);
}

export const findSpokenPaths: (text: string) => readonly SpokenPath[] = memoByText(2_000, (text: string): SpokenPath[] => {
  const found: SpokenPath[] = [];
  const add = (name: string | undefined, at: number, strength: number, end?: number, called = false): void => {
    if (!name) return;
    const clean = withoutTrailingDots(name);
    const lower = clean.toLowerCase();
    if (
      clean.length === 0 ||
      /^\d+$/.test(clean) ||
      NOT_NAMES.has(lower) ||
      STOPWORDS.has(lower) ||
      // "in my folder", "of my stuff": a word for folders or things is no folder's name ("documents" may be one).
      FOLDER_WORDS.test(clean) ||
      FOREIGN_FUNCTION_WORDS.has(lower) ||
      // "la carpeta de recetas": another language's word for a file or folder is no name of one, unless said as its name
      // ("make a folder called arquivo").
      (!called && (FOREIGN_OBJECTS.get(lower) === 'file' || FOREIGN_OBJECTS.get(lower) === 'directory')) ||
      timeNotFolder(lower, text)
    )
      return;
    if (found.some((other) => other.start === at || (at > other.start && at < other.end))) return;
    found.push({ text: clean, start: at, end: end ?? at + clean.length, strength });
  };
  if (MAY_NAME_BEFORE_NOUN.test(text))
    for (const match of text.matchAll(FOLDER_FOR_INSIDE)) {
      const name = match[1] ?? '';
      const parent = match[3] ?? '';
      const words = name.toLowerCase().split(/\s+/);
      // "under Documents": a home folder's name is a parent all the same, only words for folders in general are not.
      if (
        isSetPhrase(match[2] ?? '', parent) ||
        NOT_NAMES.has(parent.toLowerCase()) ||
        STOPWORDS.has(parent.toLowerCase()) ||
        FOLDER_WORDS.test(parent) ||
        words.some((word) => STOPWORDS.has(word) || NOT_NAMES.has(word))
      )
        continue;
      add(`${parent}/${name}`, match.index + match[0].indexOf(name, match[0].search(/\sfor\s/u)), 1, match.index + match[0].length);
    }
  for (const name of titledNames(text, TITLED_BEFORE_NOUN)) add(name.text, name.start, 1);
  if (MAY_NAME_BEFORE_NOUN.test(text))
    for (const match of text.matchAll(BEFORE_NOUN)) {
      // "an archive folder inside notes" is notes/archive: the folder it sits in goes first.
      const inside = INSIDE_FOLDER.exec(text.slice(match.index + (match[1]?.length ?? 0)));
      const parent = inside?.[2];
      if (inside && parent && match[1] && isFolderName(parent) && !isSetPhrase(inside[1] ?? '', parent))
        add(`${parent}/${match[1]}`, match.index, 1, match.index + match[1].length + inside[0].length);
      else if (!opensWithVerb(text, match.index, match[1] ?? '')) add(match[1], match.index, 1);
    }
  if (MAY_NAME_AFTER_CALLED.test(text))
    for (const match of text.matchAll(AFTER_CALLED)) {
      const at = match.index + match[0].length - (match[1]?.length ?? 0);
      add(spacedName(text, at, match[1] ?? ''), at, 1, undefined, true);
    }
  const command = COMMAND.exec(text);
  // "find files named ...": a word for files after `find` is what it looks for, not a folder; after `ls` or `cd`
  // it is the folder's name ("ls docs").
  const commanded = command?.[2];
  if (commanded && !(command?.[1]?.toLowerCase() === 'find' && THING_WORDS.test(commanded)) && readsAsCommand(command))
    add(commanded, (command?.index ?? 0) + (command?.[0].length ?? 0) - commanded.length, 1);
  if (MAY_NAME_BEFORE_NOUN.test(text))
    for (const match of text.matchAll(AFTER_NOUN)) {
      const name = match[1] ?? '';
      // "how's my folder looking": a verb form after the noun is what the folder does, not its name.
      if (!FOLDER_ASPECTS.has(name.toLowerCase()) && !THING_WORDS.test(name) && !/ing$/i.test(name)) add(name, match.index + match[0].lastIndexOf(name), 0.6);
    }
  const moved = MOVED_JOINED_NAME.exec(text);
  if (moved?.[1]) add(moved[1], moved.index + moved[0].length - moved[1].length, 1);
  const bare = LISTED_BARE.exec(text);
  if (bare?.[1] && !THING_WORDS.test(bare[1]) && !FOLDER_ASPECTS.has(bare[1].toLowerCase())) add(bare[1], bare.index + bare[0].length - bare[1].length, 0.6);
  const own = LISTED_OWN.exec(text);
  if (own?.[1] && !THING_WORDS.test(own[1])) add(own[1], own.index + own[0].length - own[1].length, 0.6);
  const searched = SEARCHED.exec(text);
  // "search files for aurora": a word for things in general is what is searched among, not a folder of that name.
  if (searched?.[1] && !THING_WORDS.test(searched[1])) add(searched[1], searched.index + searched[0].lastIndexOf(searched[1]), 0.8);
  foreignFolderNames(text, add);
  for (const match of text.matchAll(AFTER_PLACE)) {
    // A capitalised word after "in" is more often a language or a place ("in Python", "in Paris") than a folder.
    const name = match[1] ?? '';
    const placeWord = match[0].replace(/^[\s(]+/, '').split(/\s/, 1)[0] ?? '';
    // "the tree of my files", "in all my stuff": the user's things in general, not a folder of that name ("Documents" may be one).
    if (GENERAL_THINGS.test(name)) continue;
    if (isSetPhrase(placeWord, name) || tiedToEvent(placeWord, name, text, match.index + (match[0].length - match[0].replace(/^[\s(]+/, '').length))) continue;
    add(name, match.index + match[0].lastIndexOf(name), /^\p{Lu}/u.test(name) ? 0.3 : 0.6);
  }
  return found.sort((a, b) => a.start - b.start);
});

const COURTESY = String.raw`(?:(?:please|pls|plz|tolong|bitte|por favor|s'il te plaît|per favore)[\s,]+)?`;
const OPENS_MESSAGE = new RegExp(String.raw`^\s*${COURTESY}$`, 'iu');
const OPENS_CLAUSE = new RegExp(String.raw`(?:[.!?;:]\s|,|\b(?:and|then)\s)\s*${COURTESY}$`, 'iu');
/** How far before a verb its clause's opening is looked for: a stop or a comma, and a courtesy. */
const CLAUSE_LEAD_CHARS = 40;

/**
 * "make folder gigs/2025", "buat folder baru ...": the verb that opens the request (or a clause of it) sits before the
 * folder noun, and is no folder's name.
 */
function opensWithVerb(text: string, at: number, word: string): boolean {
  // At the start of the message or of a clause in it ("march is done. make folder tours/old", "…, then make folder x").
  // Only the few characters before are read: a message of many folder nouns asks this at each of them.
  const before = text.slice(Math.max(0, at - CLAUSE_LEAD_CHARS), at);
  const opensMessage = at <= CLAUSE_LEAD_CHARS && OPENS_MESSAGE.test(before);
  if (!opensMessage && !OPENS_CLAUSE.test(before)) return false;
  const lower = word.toLowerCase();
  return VERB_STEMS.has(stem(lower)) || FOREIGN_WORDS.has(lower);
}

/** The mark that closes each opening quote. */
const CLOSING_QUOTE: Record<string, string> = { '"': '"', "'": "'", '“': '”' };
/** Words that end a request rather than continue a name ("a folder called trips please"). */
const CLAUSE_ENDERS = new Set('please pls plz now too again instead first later today tomorrow thanks thx asap quickly'.split(' '));
/** One word of a name written with spaces: letters or digits, dots and dashes inside. */
const NAME_WORD = /^\s+([\p{L}\p{N}][\p{L}\p{N}_.-]*)/u;
/** Where a name that ends the clause stops: punctuation, the end, or a word that joins or places ("by", "in", "and"). */
const CLAUSE_END = /^(?:\s*(?:[?!.,;:)](?:\s|$)|$))/;
/** A number or date right after a name, ending the clause: "Factures 2025", "Rechnungen 2024-03". */
const TRAILING_NUMBER = /^\s+(\p{N}[\p{N}.-]*)(?=\s*(?:[?!.,;:)](?:\s|$)|$))/u;
/** How many words a name written without quotes may hold. */
const SPACED_NAME_WORDS = 3;

/**
 * A name after a naming word, spaces and all: the whole quote when quoted ("the folder called \"Old Stuff\""), or
 * the words up to where the clause ends or a function word starts ("a folder called Tax 2024", "the folder called
 * old projects by moving it"). Names are short: a run longer than three words, or one cut by other words, is left
 * as its first word.
 */
function spacedName(text: string, at: number, first: string): string {
  // Function words of other languages are not all known: there the name stays one word unless quoted.
  const close = CLOSING_QUOTE[text[at - 1] ?? ''];
  if (close) {
    const end = text.indexOf(close, at);
    const quoted = end > at ? text.slice(at, end) : '';
    return quoted && quoted.trim().split(/\s+/).length <= SPACED_NAME_WORDS ? quoted.trim() : first;
  }
  // "un dossier appelé Factures 2025": a year or number that ends the clause is part of the name in any language.
  if (readsOtherLanguage(text)) {
    const number = TRAILING_NUMBER.exec(text.slice(at + first.length))?.[1];
    return number ? `${first} ${number}` : first;
  }
  const words = [first];
  let end = at + first.length;
  for (;;) {
    const rest = text.slice(end);
    if (CLAUSE_END.test(rest) || functionWordNext(rest)) return words.join(' ');
    const next = NAME_WORD.exec(rest);
    if (!next?.[1] || words.length >= SPACED_NAME_WORDS) return first;
    words.push(next[1]);
    end += next[0].length;
  }
}

/** Whether the next word joins, places or ends the request rather than continuing a name. */
function functionWordNext(rest: string): boolean {
  const word = NAME_WORD.exec(rest)?.[1]?.toLowerCase();
  return word !== undefined && (STOPWORDS.has(word) || CLAUSE_ENDERS.has(word));
}

/** A word that may name a folder: no function word or word for folders. */
function isFolderName(name: string): boolean {
  const lower = name.toLowerCase();
  return !NOT_NAMES.has(lower) && !STOPWORDS.has(lower) && !THING_WORDS.test(name);
}

/** Directory nouns of other languages written in plain ASCII ("map", "mapp", "direktori"): the text is searched for them only if one occurs. */
const ASCII_FOLDER_NOUN = new RegExp(
  `\\b(?:${[...FOREIGN_OBJECTS].flatMap(([word, kind]) => (kind === 'directory' && /^[a-z]+$/.test(word) ? [word] : [])).join('|')})\\b`,
  'i',
);
/** A word of any script, vowel signs included ("फ़ोल्डर"). */
const ANY_WORD = /[\p{L}\p{M}\p{N}_.-]+/gu;
/** The word right before a noun, after a space: "photos klasörü", "taxes फ़ोल्डर", "下载 文件夹". */
const NAME_BEFORE = new RegExp(String.raw`(?:^|\s)(${NAME})\s+$`, 'u');
/** A Latin name right before a Chinese or Japanese noun, glued or not: "notes文件夹", "photos フォルダ". */
const LATIN_BEFORE = /([\p{Script=Latin}\p{N}_.\-/]+)\s*$/u;
/** A Latin name right after such a noun, after a space: "写真フォルダ photos にある". */
const LATIN_AFTER = /^\s+([\p{Script=Latin}\p{N}_][\p{Script=Latin}\p{N}_.\-/]*)(?![\p{Script=Latin}\p{N}_.\-/])/u;

/** "la carpeta recetas", "carpeta llamada viajes", "dossier photos", "photos klasörü", "photos フォルダ", "notes 文件夹". */
function foreignFolderNames(text: string, add: (name: string | undefined, at: number, strength: number, end?: number) => void): void {
  if (/[^ -~]/.test(text) || ASCII_FOLDER_NOUN.test(text)) {
    for (const match of text.matchAll(ANY_WORD)) {
      const noun = match[0].toLowerCase();
      if (FOREIGN_OBJECTS.get(noun) !== 'directory' || (FOREIGN_SHARED.has(noun) && !readsOtherLanguage(text))) continue;
      if (NOUNS_AFTER_NAME.has(noun)) {
        const before = NAME_BEFORE.exec(text.slice(0, match.index));
        if (before?.[1] && !isLexiconWord(before[1])) add(before[1], match.index - before[0].length + before[0].indexOf(before[1]), 0.9);
        continue;
      }
      // "la carpeta de recetas": the preposition after the noun is not the folder's name.
      const after = new RegExp(String.raw`^\s+(?:${CALLED}\s+)?(?:(?:de|del|des|du|di|da|do|von|vom)\s+)?(${NAME})`, 'iu').exec(
        text.slice(match.index + match[0].length),
      );
      if (after?.[1]) {
        const at = match.index + match[0].length + after[0].length - after[1].length;
        const number = TRAILING_NUMBER.exec(text.slice(at + after[1].length))?.[1];
        const name = number ? `${after[1]} ${number}` : after[1];
        // "cria uma pasta Torneio dentro de Sub12", "crée un dossier factures dans compta": the folder it sits in goes first.
        INSIDE_ABROAD.lastIndex = at + name.length;
        const inside = INSIDE_ABROAD.exec(text);
        const parent = inside?.[1];
        if (parent && !isLexiconWord(parent) && !FOREIGN_FUNCTION_WORDS.has(parent.toLowerCase()) && !STOPWORDS.has(parent.toLowerCase()))
          add(`${parent}/${name}`, at, 0.9, at + name.length + (inside?.[0].length ?? 0));
        else add(name, at, 0.9);
      }
    }
  }
  for (const [noun, kind] of CJK_OBJECTS) {
    if (kind !== 'directory') continue;
    const at = text.indexOf(noun);
    if (at < 0) continue;
    const head = text.slice(0, at);
    const before = LATIN_BEFORE.exec(head) ?? NAME_BEFORE.exec(head);
    if (before?.[1] && !isLexiconWord(before[1])) {
      add(before[1], at - before[0].length + before[0].indexOf(before[1]), 0.9);
      continue;
    }
    const after = LATIN_AFTER.exec(text.slice(at + noun.length));
    if (after?.[1]) add(after[1], at + noun.length + after[0].length - after[1].length, 0.9);
  }
}

/**
 * Where a folder named after its noun sits, in the words of other languages for "inside": "dentro de Sub12", "dans
 * compta", "in Finanzen", "nella cartella foto", "μέσα στο syntages". An article and the folder noun may come between.
 */
const INSIDE_ABROAD = new RegExp(
  String.raw`\s+(?:dentro\s+(?:de(?:l)?|d[aoe]s?)|dans|in|im|innerhalb\s+(?:von|des)|nel(?:la|lo)?|all'interno\s+di|μέσα\s+σ[\p{L}]{0,3})\s+(?:(?:la|el|le|l'|les|the|die|den|der|dem|das|o|a|il)\s*)?(?:(?:carpeta|dossier|ordner|pasta|cartella|φάκελο)\s+)?(${NAME})(?=\s*(?:[?!.,;:)](?:\s|$)|$))`,
  'iuy',
);

/** A verb, or a word for files or folders, is not a folder's name ("打开 文件夹", "göster klasörü"); "photos klasörü" is. */
function isLexiconWord(word: string): boolean {
  const lower = word.toLowerCase();
  const kind = FOREIGN_OBJECTS.get(lower) ?? CJK_OBJECTS.find(([noun]) => noun === lower)?.[1];
  return FOREIGN_WORDS.has(lower) || kind === 'file' || kind === 'directory' || CJK_WORDS.some(([verb]) => lower.includes(verb));
}
