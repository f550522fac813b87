/**
 * "my dog is called Biscuit", "I have a neighbour named Dev", "Mochi is my cat": a name the user introduced in the
 * conversation for someone (or a pet) they have. Later turns, typed in a hurry, write it in lower case ("how old is
 * biscuit"), where a word the lexicon knows would read as that word. The name is written again as it was
 * introduced, so "biscuit" is the Biscuit the conversation spoke of.
 */
import { TIE_WORDS } from '../intent/acquaintance-fact.js';
import { escapeRegExp } from '../text/escape-regexp.js';
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import type { EngineMessage } from '../types.js';

/** Animals people keep and name, beside the people ties. */
const PETS = 'dog|cat|puppy|kitten|pet|horse|pony|rabbit|bunny|hamster|guinea pig|parrot|budgie|bird|fish|tortoise|turtle|snake|lizard|ferret|goat';
const TIE = `(?:${TIE_WORDS}|${PETS})`;
/**
 * "my dog is called Biscuit", "a cat named Mochi", "my sister's name is Anna", "our neighbour, called Dev". (No i
 * flag, which would let \p{Lu} take lower case too: the few words that open a sentence are spelt in both cases.)
 */
const CALLED_NAME = new RegExp(
  String.raw`\b(?:[Mm]y|[Oo]ur|[Aa]n?|[Tt]he)\s+(?:[\p{L}-]+\s+)?${TIE}(?:['’]s name is|,?\s+(?:is\s+)?(?:called|named))\s+(\p{L}[\p{Ll}'’-]+)`,
  'gu',
);
/** "Biscuit is my dog", "Dev is our new neighbour": a capitalised name, then the tie. */
const NAME_IS_TIE = new RegExp(String.raw`(?<![\p{L}'’-])(\p{Lu}[\p{Ll}'’-]+)\s+is\s+(?:my|our)\s+(?:[\p{L}-]+\s+)?${TIE}\b`, 'gu');
/** Only the latest turns are read, and only so many names: a name told long ago has likely been written since. */
const TURNS_READ = 8;
const MOST_NAMES = 12;

/** The message with each lower-case mention of a name the conversation introduced written as it was introduced. */
export function withIntroducedNames(message: string, history: readonly EngineMessage[]): string {
  const names = introducedNames(history);
  let written = message;
  for (const name of names) {
    const lower = name.toLowerCase();
    if (!written.toLowerCase().includes(lower)) continue;
    // As a word on its own, not inside a path or another word ("biscuit-recipes/", "biscuits").
    written = written.replace(new RegExp(`(?<![\\p{L}\\p{N}_./\\\\-])${escapeRegExp(lower)}(?![\\p{L}\\p{N}_/\\\\-]|\\.\\p{L})`, 'gu'), name);
  }
  return written;
}

/** The names the user's latest turns introduced, as written. */
export function introducedNames(history: readonly EngineMessage[]): string[] {
  const names = new Set<string>();
  for (const turn of history.slice(-TURNS_READ)) {
    if (turn.role !== 'user') continue;
    for (const pattern of [CALLED_NAME, NAME_IS_TIE])
      for (const found of turn.content.matchAll(pattern)) {
        const name = found[1] ?? '';
        // "This is my dog": a word of the sentence, not a name; a name told in lower case is written as names are.
        if (name.length >= 2 && !STOPWORDS.has(name.toLowerCase())) names.add(`${name[0]?.toUpperCase()}${name.slice(1)}`);
      }
  }
  return [...names].slice(0, MOST_NAMES);
}

/**
 * "jess and mere are sisters fyi", "tom and ana are neighbours": two people told as a pair by the tie between them,
 * typed in lower case. Words the lexicon does not hold, opening the message before "are" and a tie, are names, and are
 * written as names ("Jess and Mere are sisters"); "cats and dogs are friends" stays as it is.
 */
const LOWER_CASE_PAIR = new RegExp(
  String.raw`^((?:(?:fyi|btw|oh|so|also|and)[,:]?\s+)*)(\p{Ll}[\p{Ll}'’-]{2,})\s+and\s+(\p{Ll}[\p{Ll}'’-]{2,})(?=\s+(?:are|were)\s+(?:(?:best|close|old|good|twin|half|step)[\s-]+)?(?:${TIE_WORDS})s?\b)`,
  'u',
);

export function withPairedNames(message: string): string {
  const pair = LOWER_CASE_PAIR.exec(message);
  if (!pair?.[2] || !pair[3] || !isName(pair[2]) || !isName(pair[3])) return message;
  return `${pair[1] ?? ''}${capitalised(pair[2])} and ${capitalised(pair[3])}${message.slice(pair[0].length)}`;
}

function isName(word: string): boolean {
  return !STOPWORDS.has(word) && !isKnownStem(stem(word)) && !isKnownStem(stem(`${word}s`));
}

function capitalised(word: string): string {
  return `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;
}
