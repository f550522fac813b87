/**
 * How much of a request the engine can read, in [0, 1]: the share of its words
 * that are English words it knows, verbs and nouns of its small multilingual
 * lexicon, or values read in any language (paths, file names, quoted strings,
 * numbers). Chinese and Japanese count per character; a word of a script whose
 * words take endings (Bengali, Tamil, Amharic …) counts when a lexicon word
 * stands inside it. A request read poorly is one to hand over, never to decide
 * alone: the router reads this measure.
 */
import { CJK_OBJECTS, CJK_WORDS, FOREIGN_MEMORY, FOREIGN_OBJECTS, FOREIGN_WORDS } from './lexicon.js';
import { findPaths, findQuoted, findUrls } from '../extract/text-mentions.js';
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import { memoByText } from '../text/bounded-memo.js';
import { UNSPACED_LETTER } from './unspaced-words.js';

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
const CJK_LEXICON: readonly string[] = [...CJK_WORDS.map(([word]) => word), ...CJK_OBJECTS.map(([word]) => word)];

export const readability: (message: string) => number = memoByText(5_000, (message: string): number => {
  // A value counts once, as one read word, however many letters it holds; one inside another counts with it.
  // Cut out in one pass: a message of thousands of file names is read in one walk, not one per name.
  const values = [...findPaths(message), ...findQuoted(message), ...findUrls(message)].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: string[] = [];
  let read = 0;
  let from = 0;
  for (const span of values) {
    if (span.start < from) continue;
    kept.push(message.slice(from, span.start), ' ');
    from = span.end;
    read += 1;
  }
  kept.push(message.slice(from));
  const text = kept.join('');
  let total = read;
  read += (text.match(/\d+/g) ?? []).length;
  total += (text.match(/\d+/g) ?? []).length;
  const cjk = text.match(CJK_CHAR)?.length ?? 0;
  if (cjk > 0) {
    let covered = 0;
    for (const word of CJK_LEXICON) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) covered += word.length;
    }
    read += Math.min(cjk, covered);
    total += cjk;
  }
  const lexiconWords = UNSPACED_LETTER.test(text) ? lexiconWordsIn(text.toLowerCase()) : undefined;
  for (const match of text.toLowerCase().replace(CJK_CHAR, ' ').matchAll(WORD)) {
    const word = match[0].replace(/['’]s$/, '');
    if (word.length < 2) continue;
    total += 1;
    if (STOPWORDS.has(word) || isKnownStem(stem(word)) || FOREIGN_WORDS.has(word) || FOREIGN_MEMORY.has(word) || FOREIGN_OBJECTS.has(word)) read += 1;
    else if (lexiconWords && UNSPACED_LETTER.test(word) && lexiconWords(word)) read += 1;
  }
  return total === 0 ? 1 : Math.round((read / total) * 100) / 100;
});

/** The lexicon's single words and its phrases of several words ("মনে রাখো"). */
const LEXICON_SINGLES = CJK_LEXICON.filter((entry) => !entry.includes(' '));
const LEXICON_PHRASES = CJK_LEXICON.filter((entry) => entry.includes(' '));

/**
 * Whether a word of a script whose words take endings ("ክፈትልኝ", "ফাইলটা") is read: a word of the lexicon stands
 * inside it, or it is a part of a phrase of the lexicon written in the text ("মনে রাখো"). The phrases the text holds are
 * found once per text and each word's answer kept: asked of every word, 10,000 words took seconds.
 */
function lexiconWordsIn(text: string): (word: string) => boolean {
  const phrases = LEXICON_PHRASES.filter((phrase) => text.includes(phrase));
  const known = new Map<string, boolean>();
  return (word) => {
    let held = known.get(word);
    if (held === undefined) {
      held = LEXICON_SINGLES.some((entry) => word.includes(entry)) || phrases.some((phrase) => phrase.includes(word));
      known.set(word, held);
    }
    return held;
  };
}
