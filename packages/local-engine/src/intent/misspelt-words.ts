/**
 * People type fast: "cna you opne the shotlist", "lsit the contacts foldr", "oil chnage". A word the engine does not
 * know that is one slip (a letter left out, added, swapped with the next or mistyped, never the first) away from
 * exactly one of the lexicon's action or object words is read as that word; so is a word written without its vowels
 * ("rmbr", "srch", "frgt") whose consonants are exactly one such word's. Only the reading of what a request asks
 * to do uses this; the values a request gives (names, paths, text to write) are kept as written.
 */
import { memoByText } from '../text/bounded-memo.js';
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import { PEOPLE_WORDS, REQUEST_WORDS } from './lexicon.js';
import { findQuoted } from '../extract/text-mentions.js';

/** Shorter words are one slip away from too many others ("sea", "lst") to guess which was meant. */
const MIN_LENGTH = 4;

let byDeletion: Map<string, Set<string>> | undefined;
let bySkeleton: Map<string, Set<string>> | undefined;

const VOWELS = /[aeiouy]/g;

/** A word's consonants, a letter written twice kept once: "remember" → "rmbr", "search" → "srch". */
function skeleton(word: string): string {
  return word.replace(VOWELS, '').replace(/(.)\1+/g, '$1');
}

/** Each lexicon word of at least `MIN_LENGTH` consonants under its skeleton. */
function skeletonIndex(): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const word of REQUEST_WORDS) {
    const key = skeleton(word);
    if (key.length < MIN_LENGTH || key === word) continue;
    const words = index.get(key) ?? new Set<string>();
    words.add(word);
    index.set(key, words);
  }
  return index;
}

/** Each lexicon word under itself and under each spelling with one of its letters left out. */
function deletionIndex(): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  const add = (key: string, word: string) => {
    const words = index.get(key) ?? new Set<string>();
    words.add(word);
    index.set(key, words);
  };
  for (const word of REQUEST_WORDS) {
    if (word.length < MIN_LENGTH - 1) continue;
    add(word, word);
    for (let i = 0; i < word.length; i += 1) add(word.slice(0, i) + word.slice(i + 1), word);
  }
  return index;
}

/** Whether two words are one slip apart: one letter left out, added, changed, or two neighbours swapped. */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function swappedNeighbours(a: string, b: string): boolean {
  return a.length === b.length && a !== b && oneSlipApart(a, b) && [...a].sort().join('') === [...b].sort().join('');
}

/** The lexicon word a lower-case word misspells, if it is unknown and exactly one such word is one slip away. */
export const intendedWord: (word: string) => string | undefined = memoByText(5_000, (word: string): string | undefined => {
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word) || STOPWORDS.has(word) || PEOPLE_WORDS.has(word) || isKnownStem(stem(word))) return undefined;
  if (!/[aeiouy]/.test(word)) {
    bySkeleton ??= skeletonIndex();
    const spelt = bySkeleton.get(word);
    return spelt?.size === 1 ? [...spelt][0] : undefined;
  }
  byDeletion ??= deletionIndex();
  if (byDeletion.get(word)?.has(word)) return undefined;
  const candidates = new Set<string>(byDeletion.get(word) ?? []);
  for (let i = 0; i < word.length; i += 1) for (const found of byDeletion.get(word.slice(0, i) + word.slice(i + 1)) ?? []) candidates.add(found);
  // The first letter is seldom the slip, and a name written in lower case ("dave") is no misspelt verb ("save").
  // A four-letter word is one letter from many others ("wife", "wipe"; "stat", "start"): there only two swapped
  // letters ("opne", "lsit", "shwo") read as a slip.
  const slip = word.length > MIN_LENGTH ? oneSlipApart : swappedNeighbours;
  const meant = [...candidates].filter((candidate) => candidate[0] === word[0] && slip(word, candidate));
  return meant.length === 1 ? meant[0] : undefined;
});

/**
 * The nouns a request names its folders with, which the readers of paths look for as written. "file" is left out: one
 * slip from it are words people write ("flies", "fills", "fines"), and the lexicon here is too small to know them.
 */
const PLACE_NOUNS = new Set(['folder', 'folders', 'directory', 'directories']);
/** Words one slip from a folder noun that are words of their own. */
const OWN_WORDS = new Set(['folded', 'fodder', 'fonder', 'holder', 'older']);
/** A lower-case word of at least `MIN_LENGTH` letters, not glued to a path, a name or a handle. */
const BARE_WORD = /(?<![\p{L}\p{N}'’/.@#_\\-])\p{Ll}{4,}(?![\p{L}\p{N}'’/@#_\\-]|\.[\p{L}\p{N}])/gu;

/**
 * "lsit the foldr people", "whats in the recipes fodler": a slip of the keyboard in a folder noun read as the noun,
 * so "the folder people" names its folder as it would spelt right. Only these nouns: any other word may be a value.
 */
export function withPlaceNounsRespelt(message: string): string {
  BARE_WORD.lastIndex = 0;
  if (!BARE_WORD.test(message)) return message;
  const quoted = findQuoted(message);
  return message.replace(BARE_WORD, (word: string, at: number) => {
    if (OWN_WORDS.has(word) || quoted.some((quote) => at >= quote.start && at < quote.end)) return word;
    // Where a noun stands: after an article or a possessive, perhaps with the folder's name between ("the foldr
    // people", "my recipes fodler"). "rename notes.md to fodler" names a value, not a folder.
    if (!AFTER_DETERMINER.test(message.slice(Math.max(0, at - 40), at))) return word;
    const meant = intendedWord(word);
    return meant !== undefined && PLACE_NOUNS.has(meant) ? meant : word;
  });
}
/** The words before a noun: an article, a possessive or a demonstrative, and at most one word after it. */
const AFTER_DETERMINER = /\b(?:the|my|our|your|his|her|their|this|that|a|an)\s+(?:[\p{L}\p{N}_-]+\s+)?$/iu;
