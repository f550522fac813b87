/**
 * Tokenisation shared by ranking, routing and argument extraction.
 * Identifiers (`read_text_file`, `getWeather`, `math.factorial`, `list-dir`) are
 * split into words so that tool names match plain English.
 */
import { stemmer } from 'stemmer';

/** Split an identifier on dots, underscores, dashes, slashes, spaces and camelCase humps. */
export function splitIdentifier(name: string): string[] {
  if (/^[a-z0-9]+$/.test(name)) return [name]; // the common case, without the regex passes below
  return identifierParts(name).slice();
}

/** The cached parts themselves: for readers that do not keep or edit them. */
function identifierParts(name: string): readonly string[] {
  let parts = identifierCache.get(name);
  if (parts === undefined) {
    parts = splitIdentifierUncached(name);
    remember(identifierCache, name, parts);
  }
  return parts;
}

/** Bounded memo tables: the same tool names, docs and message are tokenised many times per decision. */
const CACHE_LIMIT = 50_000;
const identifierCache = new Map<string, string[]>();
const wordsCache = new Map<string, string[]>();

function remember<T>(cache: Map<string, T>, key: string, value: T): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}

function splitIdentifierUncached(name: string): string[] {
  return (
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      // "HTMLParser" -> "HTML Parser": a space before the capital that starts a word, found from one letter back
      // (a run of capitals read forward from each of its letters is quadratic).
      .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
      .split(/[^A-Za-z0-9]+/)
      .filter((part) => part.length > 0)
      .map((part) => part.toLowerCase())
  );
}

/** Lower-cased word tokens of free text; identifiers inside the text are split too. */
export function words(text: string): string[] {
  let cached = wordsCache.get(text);
  if (cached === undefined) {
    cached = wordsUncached(text);
    remember(wordsCache, text, cached);
  }
  return cached.slice(); // callers may edit their copy
}

function wordsUncached(text: string): string[] {
  return NON_ASCII.test(text) ? anyScriptWords(text) : asciiWords(text);
}

/** A character outside printable ASCII: the text needs the Unicode-aware path. */
const NON_ASCII = /[^\t\n\r -~]/;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MARKS = /\p{M}+/gu;
/** Scripts whose marks are vowels, not accents ("दिखाओ", "เปิด"): their words keep them. */
const VOWEL_SIGNS =
  /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;
let segmenter: Intl.Segmenter | undefined;

/**
 * Words of text in any script: `Intl.Segmenter` finds the words (it knows
 * where Chinese and Japanese words end without spaces); a word in plain ASCII
 * is read as before, a word loses its accents ("São" → "sao", as tool docs
 * spell it) unless its script writes vowels as marks (Hindi, Thai), and Chinese, Japanese and Korean words become overlapping
 * character pairs, which match across segmentation differences.
 */
function anyScriptWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  const out: string[] = [];
  let ascii = '';
  let cjk = '';
  const flush = (): void => {
    if (ascii) out.push(...asciiWords(ascii));
    if (cjk) out.push(...characterPairs(cjk));
    ascii = '';
    cjk = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!NON_ASCII.test(segment)) {
      if (cjk) flush();
      ascii += segment;
      continue;
    }
    const word = segment.normalize('NFKC').toLowerCase();
    // A run of Chinese or Japanese words is paired across the segmenter's word ends, which it often guesses.
    if (CJK.test(word) && isWordLike) {
      if (ascii) flush();
      cjk += word;
      continue;
    }
    flush();
    if (isWordLike || LETTER_OR_DIGIT.test(segment)) out.push(VOWEL_SIGNS.test(word) ? word : word.normalize('NFD').replace(MARKS, '').normalize('NFC'));
  }
  flush();
  return out;
}

/** Overlapping pairs of characters ("文件夹" → 文件, 件夹); a single character stays as it is. */
function characterPairs(word: string): string[] {
  const characters = [...word];
  if (characters.length < 2) return characters;
  return characters.slice(1).map((character, at) => characters[at]! + character);
}

function asciiWords(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/[A-Za-z0-9][A-Za-z0-9_.\-']*/g)) {
    // The trims only when they can apply: most words end in a letter or digit.
    let raw = match[0];
    if (/[.\-']$/.test(raw)) raw = raw.replace(/[.\-']+$/, '');
    if (raw[raw.length - 2] === "'") raw = raw.replace(/'s$/i, '');
    if (/^[a-z0-9]+$/.test(raw)) out.push(raw);
    else for (const part of identifierParts(raw)) out.push(part);
  }
  return out;
}

/**
 * Function words that say nothing about which tool is wanted, with the
 * contractions people type without an apostrophe ("cant find it"), and "one" standing for a thing named
 * before ("the soup one", which says one thing, not "one by one"). Kept short on
 * purpose: words such as "file", "name" or "date" carry meaning for tools.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or but if then else of to in on at by for with from into onto over under about as
   without is are was were be been being am do does did doing done have has had having will would shall should
   can could may might must i me my mine we us our you your yours he him his she her it its they them
   their this that these those there here what which who whom whose when where why how
   please kindly just also too very so such some any all each every no not only than up down out off
   one ones
   let lets want wants need needs like would could tell me give show help hi hello hey
   using use via based given provided specific specified certain particular following respectively
   etc e g i e s t
   cant dont wont didnt doesnt isnt arent wasnt werent couldnt wouldnt shouldnt im ive id youre thats whats`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that appear in almost every tool description or request ("calculate",
 * "get", "find"): they may help ranking but never prove that a tool is relevant.
 */
export const GENERIC_TERMS: ReadonlySet<string> = new Set(
  [
    'calculate',
    'compute',
    'find',
    'get',
    'fetch',
    'retrieve',
    'determine',
    'return',
    'provide',
    'list',
    'search',
    'look',
    'lookup',
    'check',
    'make',
    'create',
    'set',
    'run',
    'perform',
    'do',
    'information',
    'info',
    'detail',
    'details',
    'data',
    'value',
    'values',
    'number',
    'result',
    'results',
    'default',
    'optional',
    'required',
    'type',
    'given',
    'specific',
    'function',
    'tool',
    'method',
    'parameter',
    'parameters',
    'input',
    'output',
    'query',
    'request',
    'user',
    'new',
    'one',
    'two',
    'first',
    'second',
    'also',
    'other',
    'many',
    'much',
    'amount',
    'total',
    'based',
    'which',
    'whether',
    'flag',
    'true',
    'false',
    'string',
    'integer',
    'float',
    'boolean',
    'array',
    'object',
    'option',
    'options',
    'include',
    'including',
    'item',
    'items',
    'name',
    'names',
    'id',
    'current',
    'specified',
    'certain',
    'known',
    'know',
    'want',
    'give',
    'show',
    'tell',
    'help',
    'use',
    'used',
    'using',
    'given',
    'able',
    'like',
    'would',
    'could',
    'need',
    'api',
    'service',
    'system',
    'way',
    'times',
    'list',
  ].map((word) => stemmer(word)),
);

const stemCache = new Map<string, string>();

/** Porter stem (via the small, well-kept `stemmer` package), memoised because tool catalogs repeat words. */
export function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = /^\d/.test(word) ? word : stemmer(word);
    if (stemCache.size < 200_000) stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Content terms: words minus stopwords, stemmed. */
export function terms(text: string): string[] {
  let cached = termsCache.get(text);
  if (cached === undefined) {
    cached = termsUncached(text);
    remember(termsCache, text, cached);
  }
  return cached.slice(); // callers may edit their copy
}

/** Ranking asks for the same message's terms once per candidate tool and clause. */
const termsCache = new Map<string, string[]>();

function termsUncached(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (STOPWORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** Whether a stemmed term carries topic information (not a generic verb or schema word). */
export function isSpecificTerm(term: string): boolean {
  return !GENERIC_TERMS.has(term) && !isAllDigits(term) && term.length > 1;
}

/** What `/^\d+$/` tests, without running a regular expression on every term of every candidate tool. */
function isAllDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}
