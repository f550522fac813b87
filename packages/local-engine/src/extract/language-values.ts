/**
 * Languages and the text to translate: "Translate Hello, how are you? from
 * English to French" → the text "Hello, how are you?", from English, to
 * French. A language is given by its English name, or by its ISO 639-1 code
 * where the parameter asks for a code.
 */
import type { Candidate, ParameterContext } from './candidates.js';
import { cueAffinity } from './parameter-cues.js';
import type { MessageFacts } from './message-facts.js';
import { EXTRACT } from '../weights.js';
import { LANGUAGE_CODES, LANGUAGE_NAMES } from '../text/language-names.js';

const S = EXTRACT.special;

const LANGUAGE = new RegExp(String.raw`\b(${LANGUAGE_NAMES})\b`, 'gi');
/** A parameter asks for a code when it says so, or its description shows one ("e.g. 'fr'", "'en' for English"). */
const ASKS_FOR_CODE = /\bcodes?\b|\biso\b|639|['"][a-z]{2}(?:-[A-Z]{2})?['"]/;
/** "translate" and what follows it, up to the languages: the text to translate. */
const TRANSLATED =
  /\btranslate\s+(?:(?:the|this|my|following)\s+)?(?:(?:text|phrase|sentence|word|line|message)\s*)?:?\s*(.+?)\s*(?:\b(?:from|into|to|in)\s+(?:the\s+)?\p{L}+(?:\s+language)?\b.*)?$/iu;
const QUOTES = /^["'“‘](.*)["'”’]$/s;
const TRANSLATE_WORD = /\btranslate\b/i;
/** How much of the asking line is read for the text and its languages. */
const TRANSLATED_REACH = 600;
const TRANSLATABLE_NAME = /text|content|phrase|sentence|word|query|^q$|input|message|string/i;

export function languageCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.wantsLanguage) return [];
  const asCode = ASKS_FOR_CODE.test(`${context.name} ${context.schema.description ?? ''}`);
  return [...facts.text.matchAll(LANGUAGE)].flatMap((match) => {
    const name = match[0];
    const start = match.index;
    const end = start + name.length;
    const affinity = cueAffinity(facts.tokens, context.hits, start, end);
    // A language without a two-letter code ("Cantonese") is no value for a parameter that asks for one.
    const value = asCode ? LANGUAGE_CODES[name.toLowerCase()] : name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
    return value === undefined ? [] : [{ value, start, end, score: S.code + affinity, affinity: Math.max(affinity, S.codeAffinity) }];
  });
}

/** The text a "translate …" request asks to translate, for a parameter that takes free text. */
export function translatedTextCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!TRANSLATABLE_NAME.test(context.name) || context.traits.wantsLanguage) return [];
  // Read on the line that asks, and only so far: the lazy text and the languages after it, tried over a 64 KB line
  // that never ends as a request does, would be read again from each place.
  const from = facts.text.search(TRANSLATE_WORD);
  if (from < 0) return [];
  const lineEnd = facts.text.indexOf('\n', from);
  const line = facts.text.slice(from, Math.min(lineEnd < 0 ? facts.text.length : lineEnd, from + TRANSLATED_REACH));
  const match = TRANSLATED.exec(line);
  const said = match?.[1]?.replace(/[?.!]$/, (mark) => (/[?!]/.test(mark) ? mark : ''));
  if (!match || !said) return [];
  const start = from + match.index + match[0].indexOf(said);
  const value = (QUOTES.exec(said)?.[1] ?? said).trim();
  return value.length === 0 ? [] : [{ value, start, end: start + said.length, score: S.translated, affinity: S.codeAffinity }];
}
