/**
 * People type on phones: "wat do i kno about marcus", "what do u know abt sofi", "did u save tht", "anything b4 her
 * appt". The short spellings of the words a request is framed with (question words, "know", "about", "you", "your",
 * "please", "that", "before") are read as the words they stand for, so every reader sees the request's frame. Only
 * in English text ("wat weet je over Sigrid" is Dutch), never inside quotes or paths, and never a capital "U" or
 * "UR" (an initial, a code): the values a request gives keep their own spelling.
 */
import { readsOtherLanguage } from '../intent/lexicon.js';
import { findPaths, findQuoted } from '../extract/text-mentions.js';

/** Texting spellings and the words they stand for. */
const SPELLED_OUT: Readonly<Record<string, string>> = {
  wat: 'what',
  wot: 'what',
  wut: 'what',
  wht: 'what',
  wen: 'when',
  kno: 'know',
  knw: 'know',
  abt: 'about',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  tht: 'that',
  b4: 'before',
  smth: 'something',
  sth: 'something',
};

/** One of them as a whole word (nothing of a word, path, handle or name glued to it). */
const TEXTED = /(?<![\p{L}\p{N}'’/.@#_\\-])(?:wat|wot|wut|wht|wen|kno|knw|abt|ur|u|pls|plz|tht|b4|smth|sth)(?![\p{L}\p{N}'’/@#_\\-]|\.[\p{L}\p{N}])/giu;

/** Texted requests are a line or two; a longer message is a text given to work on, kept as it is. */
const LONGEST_TEXTED = 1_000;

/** The message with its texting spellings written out (see the file comment). */
export function withTextedWordsSpelledOut(message: string): string {
  if (message.length > LONGEST_TEXTED) return message;
  TEXTED.lastIndex = 0;
  if (!TEXTED.test(message) || readsOtherLanguage(message)) return message;
  const kept = [...findQuoted(message), ...findPaths(message)];
  return message.replace(TEXTED, (word: string, at: number) => {
    if (kept.some((mention) => at >= mention.start && at < mention.end)) return word;
    // A capital single letter or "UR" is an initial or a code; "Wat", "Pls" open a sentence.
    if (word.length <= 2 && word !== word.toLowerCase()) return word;
    return SPELLED_OUT[word.toLowerCase()] ?? word;
  });
}
