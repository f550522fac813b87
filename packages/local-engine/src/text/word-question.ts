/**
 * "Beth ydy 'paint brush' yn Gymraeg?", "Mikä on 'screen reader' suomeksi?", "è corretto dire 'sposi' anche per due
 * donne?", "how do you say 'thank you' in Tongan?": a question about a quoted word or phrase, how it is said in a
 * language or whether it is right to say. The quotes mark the word as a word (its mention, not its use), so what it
 * would name as a file or a person is not asked for.
 */
import { findPaths } from '../extract/text-mentions.js';
import { LANGUAGE_NAMES } from './language-names.js';

/** A word or a short phrase in quotes. */
const QUOTED = /['"‘“«„][^'"‘’“”«»„\n]{1,40}['"’”»“]/u;

/**
 * A language named as the one a word is in: an English adverbial ("in Welsh", "in plain English"), a Romance or
 * Germanic one ("en français", "in italiano", "auf Deutsch", "på finska", "po polsku"), or a language's own form
 * (Welsh "yn Gymraeg", Finnish translative "suomeksi", Tongan "faka-Pilitānia", Hebrew "ביפנית").
 */
const LANGUAGE_NAMED = new RegExp(
  [
    String.raw`\b(?:in|into) (?:plain |simple |british |american |european |brazilian )?(?:${LANGUAGE_NAMES})\b`,
    String.raw`\b(?:en|in|em) (?:el |il |l')?(?:français|francais|anglais|espagnol|allemand|italien|español|espanol|inglés|ingles|francés|alemán|italiano|inglese|francese|tedesco|spagnolo|português|portugues|inglês)\b`,
    String.raw`\bauf (?:deutsch|englisch|französisch|spanisch|italienisch)\b|\bin het (?:nederlands|engels|frans|duits)\b`,
    String.raw`\bpå (?:svenska|engelska|finska|norska|danska|tyska|engelsk|norsk|dansk)\b|\bpo (?:polsku|angielsku|hiszpańsku|niemiecku|francusku|rusku)\b`,
    String.raw`\byn (?:gymraeg|saesneg)\b|\b(?:suome|englanni|ruotsi|saksa|ranska|venäjä|espanja)ksi\b|\bfaka-\p{Lu}\p{L}+`,
    String.raw`англійською|по-английски|по-англійськи|ביפנית|באנגלית|بالإنجليزية`,
  ].join('|'),
  'iu',
);

/** Verbs and nouns of saying, meaning and correct usage, in English and the common forms of other languages. */
const ABOUT_SAYING =
  /\b(?:how (?:do|would|can) (?:you|i|we|one) (?:say|spell|pronounce|write|render|translate)|what(?:'s| is| does)? .{0,40}\b(?:mean|means|stand for)|(?:correct|right|proper|acceptable|ok|okay) (?:to say|to write|english)|the (?:right|proper|correct) word|corretto dire|giusto dire|come si dice|cómo se dice|como se dice|correcto decir|comment (?:dit-on|dire|on dit)|wie sagt man|richtig zu sagen|hur säger man|hoe zeg je|jak się mówi|jak powiedzieć|que (?:veut dire|signifie)|qué significa|o que significa|was (?:bedeutet|heißt)|mitä .{0,30}tarkoittaa)/iu;

/** A question: it ends with a question mark, or opens as one. */
const QUESTION = /[?？]\s*$|^(?:what|how|is|are|which|who|was|wie|come|cómo|como|comment|qu[eé]|mikä|beth|ko e|jak|hur|hoe|איך)\b/iu;

/** Whether the message asks about a quoted word: how it is said in a language, what it means, or whether it is right to say. */
export function asksAboutWord(message: string): boolean {
  const text = message.trim();
  if (!QUESTION.test(text)) return false;
  const quoted = QUOTED.exec(text);
  if (!quoted) return false;
  // "what does 'notes.md' say?" asks what a file holds: a quoted path is not a word.
  if (findPaths(quoted[0]).length > 0) return false;
  return LANGUAGE_NAMED.test(text) || ABOUT_SAYING.test(text);
}
