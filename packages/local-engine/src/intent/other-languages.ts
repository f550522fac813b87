/**
 * The other-language dictionaries (`language-words.ts`, `unspaced-words.ts`)
 * turned into what the readers look up: whole words, phrases, and words found
 * inside Chinese, Japanese, Korean and Thai text. Each word is also kept as
 * people type it without its accents ("muestrame", "loschen" is not: umlauts
 * stay) and in the other spellings its script allows (Hindi letters with or
 * without a separate nukta, Arabic alef with or without hamza).
 */
import type { Action, ObjectKind } from './action.js';
import { JOINS_NOUNS, LANGUAGE_WORDS, NAME_BEFORE_NOUN, SHARED_WITH_ENGLISH, type Sense, type Words } from './language-words.js';
import { UNSPACED_WORDS } from './unspaced-words.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { STOPWORDS } from '../text/tokenize.js';
import { readsEnglish } from '../text/readable-text.js';
import { withoutWrittenNames } from '../text/written-names.js';
import { memoByText } from '../text/bounded-memo.js';

const ACTIONS: Partial<Record<Sense | 'info', Action>> = {
  read: 'read',
  list: 'list',
  search: 'search',
  write: 'write',
  add: 'write',
  destroy: 'destroy',
  move: 'move',
  create: 'create',
  translate: 'translate',
  compute: 'compute',
  remember: 'write',
  forget: 'destroy',
  recall: 'search',
  info: 'info',
};
const OBJECTS: Partial<Record<Sense, ObjectKind>> = { file: 'file', directory: 'directory', media: 'media', memory: 'memory' };
const MEMORY_SENSES: ReadonlySet<string> = new Set(['remember', 'forget', 'recall']);

/** Latin and Greek letters whose accents people leave out when they type; not Cyrillic (й is not и) nor Indic vowel signs. */
const DROPS_ACCENTS = /^[\p{Script=Latin}\p{Script=Greek}\p{M}'’-]+$/u;
const MARKS = /\p{M}/gu;
/** Letters no decomposition takes the accent off. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ł: 'l', ı: 'i', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd' };
/** Devanagari letters with a nukta, written as one character or as the letter and the nukta sign. */
const NUKTA_LETTERS = '\u0958\u0959\u095a\u095b\u095c\u095d\u095e\u095f';

/** The spellings people use for a word: as written, its composed and decomposed forms, without accents, and the others its script allows. */
function spellings(word: string): string[] {
  const out = new Set([word, word.normalize('NFC'), word.normalize('NFD')]);
  if (DROPS_ACCENTS.test(word) && word.length >= 4) {
    const plain = [...word.normalize('NFD').replace(MARKS, '')].map((letter) => PLAIN_LETTERS[letter] ?? letter).join('');
    out.add(plain.normalize('NFC'));
  }
  if (/\p{Script=Devanagari}/u.test(word)) {
    let joined = word.normalize('NFC');
    for (const letter of NUKTA_LETTERS) joined = joined.replaceAll(letter.normalize('NFD'), letter);
    out.add(joined);
    out.add(word.replace(/\u093c/g, '')); // the nukta left out altogether, as many type it
  }
  if (/\p{Script=Arabic}/u.test(word)) out.add(word.replace(/[أإآ]/g, 'ا').replace(/ى$/, 'ي'));
  return [...out];
}

/** Every (spelling, sense, language) of a dictionary. */
function entries<S extends string>(dictionary: Readonly<Record<string, Partial<Record<S, string>>>>): Array<{ word: string; sense: S; language: string }> {
  return Object.entries(dictionary).flatMap(([language, senses]) =>
    (Object.entries(senses) as Array<[S, string]>).flatMap(([sense, list]) =>
      list
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((word) => spellings(word.replace(/_/g, ' ').toLowerCase()).map((spelling) => ({ word: spelling, sense, language }))),
    ),
  );
}

const SPACED = entries<Sense>(LANGUAGE_WORDS as Readonly<Record<string, Words>>);
/** Words of a phrase written together, or the parts of a separable verb (`~`), which stand apart. */
const isPhrase = (word: string): boolean => word.includes(' ') || word.includes('~');
const singles = SPACED.filter((entry) => !isPhrase(entry.word));
const phrases = SPACED.filter((entry) => isPhrase(entry.word));

/** A map from each word to its first sense, over the senses asked for. */
function wordMap<T>(list: typeof SPACED, pick: (sense: Sense) => T | undefined): Map<string, T> {
  const map = new Map<string, T>();
  for (const { word, sense } of list) {
    const value = pick(sense);
    if (value !== undefined && !map.has(word)) map.set(word, value);
  }
  return map;
}

/** Whole words that name an action (not remembering or forgetting, which `FOREIGN_MEMORY` holds). */
export const FOREIGN_WORDS: ReadonlyMap<string, Action> = wordMap(singles, (sense) => (MEMORY_SENSES.has(sense) ? undefined : ACTIONS[sense]));

/** Whole words that remember (write) or forget (destroy) what the user told. */
export const FOREIGN_MEMORY: ReadonlyMap<string, Action> = wordMap(singles, (sense) =>
  sense === 'remember' ? 'write' : sense === 'forget' ? 'destroy' : undefined,
);

/** Whole words naming what is acted on. */
export const FOREIGN_OBJECTS: ReadonlyMap<string, ObjectKind> = wordMap(singles, (sense) => OBJECTS[sense]);

/** Verbs that ask for a text to be written ("napisz", "écris-moi", "γράψε"): the model's own job unless a file is named. */
export const FOREIGN_COMPOSE: ReadonlySet<string> = new Set(singles.filter((entry) => entry.sense === 'compose').map((entry) => entry.word));

/** Words that add: with two numbers to add they sum, as English "add" does; otherwise they write. */
export const FOREIGN_ADDING: ReadonlySet<string> = new Set(singles.filter((entry) => entry.sense === 'add').map((entry) => entry.word));

/** Words also used in English (and English function words): read as another language's only in text that is not English. */
export const FOREIGN_SHARED: ReadonlySet<string> = new Set(
  singles.map((entry) => entry.word).filter((word) => SHARED_WITH_ENGLISH.has(word) || STOPWORDS.has(word)),
);

/** Each word of the dictionaries that English does not share, with the senses it has in its languages. */
export const FOREIGN_WORD_SENSES: ReadonlyMap<string, ReadonlySet<Sense>> = (() => {
  const senses = new Map<string, Set<Sense>>();
  for (const { word, sense } of singles) {
    if (FOREIGN_SHARED.has(word)) continue;
    const own = senses.get(word);
    if (own) own.add(sense);
    else senses.set(word, new Set([sense]));
  }
  return senses;
})();

const LETTERS = /\p{L}[\p{L}\p{M}'’-]*/gu;

/**
 * Whether a text is in another language, for reading the words it shares with English ("Toon de map foto's" is
 * Dutch): it does not read as English, or it holds a word or a verb phrase of the dictionary that English does not use. Paths and
 * file names are names, not the request's words: "read recepten/appeltaart.md" is English.
 */
export const readsOtherLanguage: (text: string) => boolean = memoByText(2_000, (text: string): boolean => {
  const prose = withoutWrittenNames(text);
  // Without its names the rest must read as English, with no article or preposition of another language in it
  // ("Was steht in der Verein/protokoll.txt?" is German, "read recepten/appeltaart.md" English).
  if (!readsEnglish(text) && (prose === text || !readsEnglish(prose) || holdsForeignFunctionWord(prose))) return true;
  for (const match of prose.toLowerCase().matchAll(LETTERS)) {
    const word = match[0];
    if (!FOREIGN_SHARED.has(word) && (FOREIGN_WORDS.has(word) || FOREIGN_MEMORY.has(word) || FOREIGN_OBJECTS.has(word))) return true;
  }
  // "laat me de lijst zien", "voeg 'melk' toe": a verb of several words, which English does not say, parts apart or together.
  return FOREIGN_VERB_PHRASES.some((phrase) => phrase.pattern.test(prose.toLowerCase()));
});

/** An article, preposition or conjunction of another language, written in lower case, that English does not use ("der", "het"). */
function holdsForeignFunctionWord(text: string): boolean {
  for (const match of text.matchAll(LETTERS)) {
    const word = match[0];
    if (FOREIGN_FUNCTION_WORDS.has(word) && !STOPWORDS.has(word) && !FOREIGN_SHARED.has(word)) return true;
  }
  return false;
}

/** Directory nouns of languages that name the folder before the noun ("photos klasörü", "taxes फ़ोल्डर"). */
export const NOUNS_AFTER_NAME: ReadonlySet<string> = new Set(
  singles.filter((entry) => entry.sense === 'directory' && NAME_BEFORE_NOUN.has(entry.language)).map((entry) => entry.word),
);

/** Nouns for documents people keep and ask to see by what they are ("lista", "Rezept", "заметки"). */
export const FOREIGN_DOCUMENTS: ReadonlySet<string> = new Set(singles.filter((entry) => entry.sense === 'document').map((entry) => entry.word));

/** Of those, the nouns of languages that join a noun to the word before it: "Einkaufsliste" ends in "liste". */
export const JOINED_DOCUMENT_ENDINGS: readonly string[] = [
  ...new Set(singles.filter((entry) => entry.sense === 'document' && JOINS_NOUNS.has(entry.language)).map((entry) => entry.word)),
];

/** Between the parts of a separable verb: up to six words of the same clause ("laat me de nieuwe lijst zien"). */
const APART = String.raw`(?:\s+[^\s.!?;:]+){0,6}?\s+`;

/** A pattern for whole phrases in any script: no letter or vowel sign right before or after. */
function phrasePattern(list: readonly string[]): RegExp {
  const alternatives = [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+').replaceAll('~', APART));
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}])`, 'u');
}

/** Phrases of several words that ask for an action ("ta bort", "voeg toe", "kom ihåg"), in the order of the dictionary. */
export const FOREIGN_VERB_PHRASES: ReadonlyArray<{ pattern: RegExp; action: Action; memory?: boolean }> = (
  ['remember', 'forget', 'list', 'read', 'search', 'write', 'add', 'destroy', 'move', 'create', 'translate', 'compute'] as const
)
  .map((sense) => ({ sense, words: phrases.filter((entry) => entry.sense === sense).map((entry) => entry.word) }))
  .filter(({ words }) => words.length > 0)
  .map(({ sense, words }) => ({
    pattern: phrasePattern(words),
    action: ACTIONS[sense] as Action,
    ...(sense === 'remember' || sense === 'forget' ? { memory: true } : {}),
  }));

/** Document nouns of several words ("buku harian", "thực đơn", "קורות חיים"). */
export const FOREIGN_DOCUMENT_PHRASES: RegExp = phrasePattern(phrases.filter((entry) => entry.sense === 'document').map((entry) => entry.word));

/** Phrases (and single words) that ask what the user told before: "weet je nog", "pamiętasz", "هل تذكر". */
export const FOREIGN_RECALL_WORDS: RegExp = phrasePattern(SPACED.filter((entry) => entry.sense === 'recall').map((entry) => entry.word));

const UNSPACED = entries(UNSPACED_WORDS);

/**
 * "wie speichere ich ...", "hoe maak ik ...", "hur sparar jag ...", "hvordan lager man ...": how one does something, the
 * verb between the question word and "I" or "one" (German, Dutch and the Scandinavian languages put it there).
 */
const HOW_ONE_DOES = String.raw`(?:wie|hoe|hur|hvordan)\s+\p{L}+\s+(?:ich|man|ik|je|men|jag|jeg|du)(?![\p{L}\p{M}])`;

/** How a question about a topic opens ("¿cómo se ...", "was ist der Unterschied", "почему"): it asks for no action. */
export const FOREIGN_TOPIC: RegExp = new RegExp(
  `^[\\s¿¡"'“«]*(?:${phrasePattern(SPACED.filter((entry) => entry.sense === 'topic').map((entry) => entry.word)).source}|${HOW_ONE_DOES})`,
  'iu',
);

/** Articles, prepositions and conjunctions, which name no folder ("de map en het bestand"). */
export const FOREIGN_FUNCTION_WORDS: ReadonlySet<string> = new Set(singles.filter((entry) => entry.sense === 'function').map((entry) => entry.word));

/** Words that ask for a listing with sizes, or as a tree, in any of the languages. */
export const FOREIGN_SIZED: RegExp = detailPattern('sizes');
export const FOREIGN_TREE: RegExp = detailPattern('tree');

function detailPattern(sense: Sense): RegExp {
  const spaced = SPACED.filter((entry) => entry.sense === sense).map((entry) => entry.word);
  const unspaced = UNSPACED.filter((entry) => entry.sense === sense).map((entry) => escapeRegExp(entry.word));
  return new RegExp(`${phrasePattern(spaced).source}|${unspaced.join('|')}`, 'u');
}

/** Action words of Chinese, Japanese, Korean and Thai, matched inside the text; `true` marks the memory's. */
export const CJK_WORDS: ReadonlyArray<readonly [string, Action, boolean?]> = UNSPACED.flatMap(({ word, sense }): Array<readonly [string, Action, boolean?]> => {
  const action = ACTIONS[sense];
  if (action === undefined) return [];
  return [MEMORY_SENSES.has(sense) ? [word, action, true] : [word, action]];
});

/** Words of the same scripts naming what is acted on. */
export const CJK_OBJECTS: ReadonlyArray<readonly [string, ObjectKind]> = UNSPACED.flatMap(({ word, sense }) => {
  const kind = sense === 'info' ? undefined : OBJECTS[sense];
  return kind === undefined ? [] : [[word, kind] as const];
});

/** Of the same scripts, words that add, which sum when there are numbers to add. */
export const CJK_ADDING: readonly string[] = UNSPACED.filter((entry) => entry.sense === 'add').map((entry) => entry.word);
