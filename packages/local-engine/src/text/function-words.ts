/**
 * Function words of every language the `stopword` package lists ("все", "các", "quite"): words that say how,
 * how much or whose, never which thing. Latin-script words of other languages count only in text that reads
 * as another language, so English "son" or "will" stay words when the message is English.
 */
import lists from 'stopword';
import { readsOtherLanguage } from '../intent/other-languages.js';
import { STOPWORDS } from './tokenize.js';

const LATIN = /^[\p{Script=Latin}'’-]+$/u;

/** English hedges, degree words and the helper "be able to" the short English list leaves out ("quite lost", "would you be able to"). */
const ENGLISH_DEGREE = new Set(
  'able unable quite rather really pretty somewhat totally completely entirely fully absolutely literally actually basically probably maybe perhaps somehow anymore already still even ever again kinda sorta'.split(
    ' ',
  ),
);

const ENGLISH = new Set([...STOPWORDS, ...(lists.eng ?? []), ...ENGLISH_DEGREE]);
const OTHER_LATIN = new Set<string>();
const OTHER_SCRIPTS = new Set<string>();
for (const [language, words] of Object.entries(lists)) {
  if (language === 'eng' || !Array.isArray(words)) continue;
  for (const word of words) (LATIN.test(word) ? OTHER_LATIN : OTHER_SCRIPTS).add(word.toLowerCase().normalize('NFC'));
}

/** Whether a word (lower case) is a function word of the text's language: a stop word, or a contraction of one ("can't", "I've"). */
export function isFunctionWord(word: string, text: string): boolean {
  const plain = word.toLowerCase().normalize('NFC');
  if (ENGLISH.has(plain) || OTHER_SCRIPTS.has(plain)) return true;
  // "can't", "don't", "wasn't": a negated helper verb; "I've", "it's", "you'd": a pronoun with its helper.
  if (/n['’]t$/.test(plain)) return true;
  const head = plain.split(/['’]/)[0] ?? plain;
  if (head !== plain && ENGLISH.has(head)) return true;
  return OTHER_LATIN.has(plain) && readsOtherLanguage(text);
}
