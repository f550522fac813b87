/**
 * Text as a person is shown it before they answer: whatever a tool, a server or a message put in it, the screen
 * shows what it holds. Every character a terminal does not show as itself is written as its code instead, as
 * JSON writes it ("\u001b", "\n"): controls (C0, DEL, C1, so no escape sequence starts: no clearing, no moving
 * the cursor, no hidden text), bidi overrides and isolates, zero-width and other format marks, line and paragraph
 * separators. The value stays recognisable, and it shows that it holds something unusual.
 */

/** Characters a terminal does not show as themselves. */
const UNSHOWN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** The same, but line breaks and tabs: what a file's own text holds every day. */
const UNUSUAL = /(?![\n\r\t])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

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
