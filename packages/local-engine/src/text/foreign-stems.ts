/**
 * Loose (prefix) matching is for English stems of one family that Porter leaves unequal ("discov", "discover"). A word
 * of another language is no such family member: Swahili "faili" (a file) starts like "fail", and matched so it chose
 * the tool whose description speaks of failed reads. Its cognates are still matched ("lista" to "list", "directorio"
 * to "directori"): a word of the other-language dictionaries prefix-matches only the English words of its own senses.
 */
import { FOREIGN_WORD_SENSES } from '../intent/other-languages.js';
import type { Sense } from '../intent/language-words.js';
import { isKnownStem } from './synonyms.js';
import { stem } from './tokenize.js';

/** The English words of a sense, where its name alone is not all of them. */
const SENSE_WORDS: Partial<Record<Sense, string>> = {
  destroy: 'destroy delete remove erase',
  media: 'media photo picture image video',
  compute: 'compute calculate',
  sizes: 'size',
  recall: 'recall remember',
};

let SENSE_STEMS: Map<string, readonly string[]> | undefined;

/** Per stem of a word only other languages use, the stems of the English words its senses are. */
function senseStems(): Map<string, readonly string[]> {
  if (SENSE_STEMS) return SENSE_STEMS;
  const byStem = new Map<string, Set<string>>();
  for (const [word, senses] of FOREIGN_WORD_SENSES) {
    if (!/^\p{Ll}+$/u.test(word)) continue;
    const own = stem(word);
    // A stem English has too ("liste" → "list") is matched as English.
    if (isKnownStem(own)) continue;
    const english = byStem.get(own) ?? new Set<string>();
    for (const sense of senses) for (const name of (SENSE_WORDS[sense] ?? sense).split(' ')) english.add(stem(name));
    byStem.set(own, english);
  }
  SENSE_STEMS = new Map([...byStem].map(([key, set]) => [key, [...set]]));
  return SENSE_STEMS;
}

/**
 * Whether two stems, one a prefix of the other, may match loosely: always for English, and for a word of another
 * language only where the other stem is (or starts) an English word of its senses.
 */
export function mayMatchByPrefix(a: string, b: string): boolean {
  const stems = senseStems();
  for (const [foreign, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const english = stems.get(foreign);
    if (english && !english.some((word) => other.startsWith(word) || word.startsWith(other))) return false;
  }
  return true;
}
