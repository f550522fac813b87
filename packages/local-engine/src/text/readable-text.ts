/**
 * Whether the engine can read a message at all. Its words, stems, synonyms and
 * cues are English. A message in another language gives it no words to match,
 * which looks exactly like "no tool fits": such a message is handed to the
 * model instead of decided on.
 */
import { isKnownStem } from './synonyms.js';
import { STOPWORDS, stem } from './tokenize.js';

/** Share of a message's letters that must be Latin for the engine to read it at all. */
const MIN_LATIN_SHARE = 0.5;
/**
 * Share of a message's words that must be English function words or words the thesaurus knows. English requests
 * in the corpus fall under it one time in 200 (names, jargon); French, Spanish, German or Dutch ones nearly always.
 */
const MIN_KNOWN_SHARE = 0.4;

const LETTER = /\p{L}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;
const WORD = /\p{L}[\p{L}']*/gu;

/** Only ASCII: its letters, if any, are all Latin ones. */
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** The message is mostly in the Latin script (or has no letters). */
export function readsScript(message: string): boolean {
  if (isAscii(message)) return true;
  const letters = message.match(LETTER)?.length ?? 0;
  return letters === 0 || (message.match(LATIN_LETTER)?.length ?? 0) / letters >= MIN_LATIN_SHARE;
}

/** The message reads as English: Latin script, and enough of its words are English words the engine knows. */
export function readsEnglish(message: string): boolean {
  if (!readsScript(message)) return false;
  const words = (message.toLowerCase().match(WORD) ?? []).filter((word) => word.length >= 2);
  if (words.length === 0) return true;
  const known = words.filter((word) => isEnglishWord(word) || isEnglishWord(withoutContraction(word))).length;
  return known / words.length >= MIN_KNOWN_SHARE;
}

function isEnglishWord(word: string): boolean {
  return STOPWORDS.has(word) || isKnownStem(stem(word));
}

/** "what's" is "what", "don't" is "dont" as people also type it: a contraction is its word's. */
function withoutContraction(word: string): string {
  return word.replace(/'(?:s|re|ve|ll|d|m)$/, '').replace(/'/g, '');
}
