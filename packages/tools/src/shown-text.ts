/**
 * Text as a person is shown it before they answer: whatever a tool, a server or a message put in it, the screen
 * shows what it holds. Every character a terminal does not show as itself is written as its code instead, as
 * JSON writes it ("\u001b", "\n"): controls (C0, DEL, C1, so no escape sequence starts: no clearing, no moving
 * the cursor, no hidden text), bidi overrides and isolates, zero-width and other format marks, line and paragraph
 * separators, and characters that show as nothing or a blank. The value stays recognisable, and it shows that it
 * holds something unusual. A word that mixes Latin letters with Greek or Cyrillic ones ("tοdo" with a Greek omicron)
 * shows as a word the person knows while it names another: the question names each such letter.
 */

/**
 * Characters a terminal does not show as themselves: controls, format marks (tags among them), line and paragraph
 * separators; private-use characters (no font agrees on them); and letters and marks that show as nothing or as a
 * blank: variation selectors, the combining grapheme joiner, Hangul fillers, the blank braille pattern, Mongolian
 * variation selectors and Khmer inherent vowels, and the unassigned rest of the tag block.
 */
const UNSHOWN_CLASS =
  '\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Co}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180D\\u180F\\u2800\\u3164\\uFE00-\\uFE0D\\uFFA0\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}';
/** The text and emoji presentation selectors, but where they pick how an emoji or a keycap is drawn ("❤️", "1️⃣"). */
const LOOSE_SELECTOR = '(?<!\\p{Extended_Pictographic})[\\uFE0E\\uFE0F](?!\\u20E3)';
const UNSHOWN = new RegExp(`[${UNSHOWN_CLASS}]|${LOOSE_SELECTOR}`, 'gu');
/** The same, but line breaks and tabs: what a file's own text holds every day. */
const UNUSUAL = new RegExp(`(?![\\n\\r\\t])[${UNSHOWN_CLASS}]|${LOOSE_SELECTOR}`, 'u');

/** `text` with each unshown character written as its code; those in `keep` (a printout's own line breaks) stay. */
export function shownText(text: string, keep = ''): string {
  return text.replace(UNSHOWN, (character) => (keep.includes(character) ? character : codeOf(character)));
}

/** A text, or any text in a value (keys too), holds a character a person would not see: an escape, a bidi or invisible mark. */
export function holdsUnusual(value: unknown): boolean {
  if (typeof value === 'string') return UNUSUAL.test(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => UNUSUAL.test(key) || holdsUnusual(inner));
}

/** Greek small letters from U+03B1 (capitals from U+0391 have the same names; U+03A2 is none). */
const GREEK = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lamda mu nu xi omicron pi rho final-sigma sigma tau upsilon phi chi psi omega'.split(
  ' ',
);
/** Cyrillic small letters from U+0430 (capitals from U+0410), then from U+0450 (capitals from U+0400). */
const CYRILLIC = 'a be ve ghe de ie zhe ze i short-i ka el em en o pe er es te u ef ha tse che sha shcha hard-sign yeru soft-sign e yu ya'.split(' ');
const CYRILLIC_MORE = 'ie-with-grave io dje gje ukrainian-ie dze byelorussian-ukrainian-i yi je lje nje tshe kje i-with-grave short-u dzhe'.split(' ');
/** A word's letters (with their marks); one holding both Latin and Greek or Cyrillic letters mixes alphabets. */
const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;
const OTHER_ALPHABET = /[\p{Script=Greek}\p{Script=Cyrillic}]/gu;
/** How many look-alike letters a note names at most. */
const NAMED_AT_MOST = 5;

/**
 * Each Greek or Cyrillic letter in a word that also holds Latin letters, in any text in a value (keys too), said as
 * "ο is Greek omicron U+03BF": shown as it is, "notes/tοdo.txt" reads as a file the person knows.
 */
export function lookAlikes(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (inner: unknown): void => {
    if (typeof inner === 'string') {
      for (const [word] of inner.matchAll(WORD)) {
        if (!LATIN.test(word)) continue;
        for (const [letter] of word.matchAll(OTHER_ALPHABET)) found.add(letter);
      }
    } else if (inner !== null && typeof inner === 'object') {
      for (const [key, nested] of Object.entries(inner)) {
        visit(key);
        visit(nested);
      }
    }
  };
  visit(value);
  return [...found]
    .slice(0, NAMED_AT_MOST)
    .map((letter) => `${letter} is ${letterName(letter)} U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
}

function letterName(letter: string): string {
  const code = letter.codePointAt(0)!;
  const named = (alphabet: string, names: string[], index: number, capital: boolean) =>
    names[index] === undefined ? `a ${alphabet} letter` : `${alphabet} ${capital ? 'capital ' : ''}${names[index]!.replaceAll('-', ' ')}`;
  if (code >= 0x03b1 && code <= 0x03c9) return named('Greek', GREEK, code - 0x03b1, false);
  if (code >= 0x0391 && code <= 0x03a9 && code !== 0x03a2) return named('Greek', GREEK, code - 0x0391, true);
  if (code >= 0x0430 && code <= 0x044f) return named('Cyrillic', CYRILLIC, code - 0x0430, false);
  if (code >= 0x0410 && code <= 0x042f) return named('Cyrillic', CYRILLIC, code - 0x0410, true);
  if (code >= 0x0450 && code <= 0x045f) return named('Cyrillic', CYRILLIC_MORE, code - 0x0450, false);
  if (code >= 0x0400 && code <= 0x040f) return named('Cyrillic', CYRILLIC_MORE, code - 0x0400, true);
  return /\p{Script=Greek}/u.test(letter) ? 'a Greek letter' : 'a Cyrillic letter';
}

function codeOf(character: string): string {
  const json = JSON.stringify(character).slice(1, -1);
  if (json !== character) return json;
  const code = character.codePointAt(0)!;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * `text` at most `max` characters long as shown (a long planned value in a question): its opening, then how much
 * more there is, "… (4,310 more characters)". The value itself is left whole wherever it is used.
 */
export function shortenedText(text: string, max: number): string {
  if (text.length <= max) return text;
  // Counted as the packet's bounds count (UTF-16 units), never cutting a character in two.
  const opening = /[\uD800-\uDBFF]$/.test(text.slice(0, max)) ? text.slice(0, max - 1) : text.slice(0, max);
  return `${opening}… (${(text.length - opening.length).toLocaleString('en-US')} more characters)`;
}

/** A value with every text in it (at any depth) shortened as `shortenedText` does. */
export function shortenedValues<T>(value: T, max: number): T {
  if (typeof value === 'string') return shortenedText(value, max) as T;
  if (Array.isArray(value)) return value.map((inner: unknown) => shortenedValues(inner, max)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortenedValues(inner, max)])) as T;
}
