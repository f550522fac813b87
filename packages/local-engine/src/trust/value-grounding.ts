/**
 * Whether an argument value is the user's: written in the message as a whole
 * (not a piece of a longer token, quoted phrase or noun phrase), and not a
 * word the tool's own name or parameters supply.
 */
import type { ToolSpec } from '../types.js';
import { splitIdentifier, STOPWORDS, terms } from '../text/tokenize.js';
import { findNumbers } from '../extract/number-mentions.js';

/**
 * A value the user gave, not a word that names the tool or the parameter ("ID" for `light_id`, "reset" for
 * `resetPassword`), and not a cut-off piece of a quoted phrase or of a longer token ("5.1" of "5.1.2").
 */
export function isUserValue(value: unknown, parameter: string, tool: ToolSpec, message: string): boolean {
  if (Array.isArray(value)) return value.every((item) => isUserValue(item, parameter, tool, message));
  if (typeof value === 'number') return standsAlone(value, message) || readsAs(value, message);
  if (typeof value !== 'string') return true;
  const text = value.trim();
  // One letter, a dangling operator or a stopword at either end: a piece of something longer.
  if (text.length < 2 || /^[-+*=^<>,.]\s|\s[-+*/=^<>,]$|[-+*=^<>,]$/.test(text)) return false;
  const edges = text.toLowerCase().split(/\s+/);
  if (edges.length > 1 && (STOPWORDS.has(edges[0] ?? '') || STOPWORDS.has(edges[edges.length - 1] ?? ''))) return false;
  // A sentence break inside the value ("Liverpool F.C. Include"), or the sentence's end taken with it ("abcd1234.").
  // The patterns anchored at the end read only the value's last characters: from every place of a 64 KB run of
  // letters, "a run of letters, then the end" took seconds (a file name or a text to write may be that long).
  const tail = text.slice(-TAIL_CHARS);
  if (/[.!?]\s+[A-Z]/.test(text) || /(?:\d|\p{Ll}{4,})\.$|[;:!?]$/u.test(tail)) return false;
  // A parameter named as a code (`countryCode`, `icao_code`) wants a code; a name there ("China") is not one.
  if (/code$/i.test(parameter) && !looksLikeCode(text)) return false;
  // A URL parameter wants an address with its scheme; a bare domain is the user's shorthand for one.
  if (/ur[li]$/i.test(parameter) && !/^[a-z][\w+.-]*:\/\//i.test(text)) return false;
  // "using the Bible Digital API" names the service the user wants, not a value for it.
  const lastWord = /(\w+)$/.exec(tail)?.[1]?.toLowerCase() ?? '';
  if (SERVICE_WORDS.has(lastWord) && !parameter.toLowerCase().includes(lastWord)) return false;
  const options = (tool.parameters?.properties?.[parameter]?.enum ?? []).map((option) => String(option).toLowerCase());
  if (options.includes(value.toLowerCase())) return true;
  const schemaTerms = new Set([
    ...terms(splitIdentifier(tool.name).join(' ')),
    ...Object.keys(tool.parameters?.properties ?? {}).flatMap((name) => terms(splitIdentifier(name).join(' '))),
  ]);
  const valueTerms = terms(value);
  if (valueTerms.length > 0 && valueTerms.every((term) => schemaTerms.has(term))) return false;
  // A value that carries another parameter's name ("game Halo" for `player` next to `game`) swallowed its cue.
  const ownTerms = new Set(terms(splitIdentifier(parameter).join(' ')));
  const otherNames = Object.keys(tool.parameters?.properties ?? {})
    .filter((name) => name !== parameter)
    .flatMap((name) => terms(splitIdentifier(name).join(' ')));
  if (valueTerms.some((term) => otherNames.includes(term) && !ownTerms.has(term))) return false;
  return wholeSpan(value, message);
}

/** Words that end the name of a service rather than of a value. */
const SERVICE_WORDS: ReadonlySet<string> = new Set(['api', 'apis', 'tool', 'service', 'plugin', 'app']);
/** How much of a value's end the end-anchored checks read: more than any word they look for. */
const TAIL_CHARS = 64;

/** A code: one token that is short, all capitals, or has a digit ("CN", "EDDM", "A12", "#ff0000", "94103"). */
function looksLikeCode(text: string): boolean {
  return !/\s/.test(text) && (text.length <= 3 || text === text.toUpperCase() || /\d/.test(text));
}

/** A number written on its own, not glued to a unit prefix ("100µF", "50mH") that scales it. */
export function standsAlone(value: number, message: string): boolean {
  for (const match of message.matchAll(/-?\d+(?:[.,]\d+)*(?:\.\d+)?/g)) {
    if (Math.abs(Number(match[0].replace(/,/g, '')) - value) > 1e-9) continue;
    const after = message.slice((match.index ?? 0) + match[0].length);
    if (!/^\p{L}/u.test(after)) return true;
  }
  return false;
}

/**
 * For each place of `text`, where the quoted phrase still open there starts (-1 for none), in one pass: the first
 * opening mark (" “ ' ‘) after the last closing one (" ” ' ’), as the pattern /["“'‘]([^"”'’]*)$/ finds it in the
 * text before that place. A value written many times in a long message is placed without reading it all each time.
 */
function openQuotes(text: string): Int32Array {
  const open = new Int32Array(text.length + 1);
  let opened = -1;
  for (let at = 0; at < text.length; at++) {
    open[at] = opened;
    const mark = text[at];
    if (mark === '"' || mark === "'") opened = at;
    else if (mark === '”' || mark === '’') opened = -1;
    else if ((mark === '“' || mark === '‘') && opened < 0) opened = at;
  }
  open[text.length] = opened;
  return open;
}

/**
 * What `wholeSpan` has read of the message it was last asked about: its lower case, its quote marks and the answer
 * for each value. A list argument of thousands of items (a 64 KB message of one file name written again and again)
 * asks of each: read afresh, every item looked at every place of the message (5,900 times 5,900 places took 6 s).
 */
let spans: { message: string; lower: string; quotes?: Int32Array; known: Map<string, boolean> } | undefined;
/** How many answers are kept for one message. */
const SPANS_KEPT = 10_000;

/** The value's place in the message starts and ends at token edges and covers any quoted phrase it falls in. */
export function wholeSpan(value: string, message: string): boolean {
  if (spans?.message !== message) spans = { message, lower: message.toLowerCase(), known: new Map() };
  const wanted = value.trim().toLowerCase();
  const known = spans.known.get(wanted);
  if (known !== undefined) return known;
  const whole = placedWhole(wanted, spans);
  if (spans.known.size < SPANS_KEPT) spans.known.set(wanted, whole);
  return whole;
}

function placedWhole(wanted: string, read: NonNullable<typeof spans>): boolean {
  const { message, lower } = read;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
    // The characters right before the value (two: a letter may be a surrogate pair), not the whole text before it.
    const justBefore = lower.slice(Math.max(0, at - 2), at);
    const after = lower.slice(at + wanted.length);
    if (/[\p{L}\p{N}]$/u.test(justBefore) || /^[^\s.,;:!?)\]"'”’]/u.test(after) || /^[.:/\-_@][\p{L}\p{N}]/u.test(after)) continue;
    // A lowercase content word right after the value continues its phrase ("living" of "living room").
    const next = /^\s+([a-z]+)/.exec(message.slice(at + wanted.length))?.[1];
    if (next !== undefined && !STOPWORDS.has(next)) continue;
    // A number right after continues it too ("May" of "May 10, 2022", "January 30" of "January 30, 2015").
    if (/^,?\s+\d/.test(message.slice(at + wanted.length))) continue;
    // Inside a quoted phrase that goes on past the value.
    read.quotes ??= openQuotes(lower);
    const opened = read.quotes[at]!;
    if (opened >= 0 && /^[^"”'’]*["”'’]/.test(after) && (at > opened + 1 || !/^["”'’]/.test(after))) continue;
    return true;
  }
  return false;
}

/**
 * A number the message writes in another form the engine reads exactly: a percentage as a fraction ("5%" is 0.05),
 * a number with its scale word ("100 million"), or a number word ("four").
 */
export function readsAs(value: number, message: string): boolean {
  return findNumbers(message).some((mention) => {
    if (mention.embedded) return false;
    if (mention.percent) return Math.abs(mention.value / 100 - value) < 1e-9;
    const digits = Number(message.slice(mention.start, mention.end).replace(/[^\d.-]/g, ''));
    return (mention.spelled || digits !== mention.value) && Math.abs(mention.value - value) < 1e-9;
  });
}

/** A value is grounded when the message writes it (numbers as numbers, text case-folded), element by element for lists. */
export function grounded(value: unknown, message: string): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => grounded(item, message));
  if (typeof value === 'number') return numbersIn(message).some((n) => Math.abs(n - value) < 1e-9) || readsAs(value, message);
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text.length > 0 && message.toLowerCase().includes(text);
  }
  // Booleans and objects are read from cues, not written out: the engine is never sure enough of them.
  return false;
}

export function numbersIn(message: string): number[] {
  return (message.match(/-?\d+(?:[.,]\d+)*(?:\.\d+)?/g) ?? []).map((token) => Number(token.replace(/,/g, ''))).filter(Number.isFinite);
}

export function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringify).join(' ');
  return String(value);
}

/** Flag words that say nothing about which flag: "include the humidity" names the flag by "humidity". */
const FLAG_VERBS = new Set(terms('include want consider calculate show return get use enable'));

/**
 * An argument the engine may pass without a model: a value written whole in the message that is the user's,
 * or a flag set to true whose parameter the message names in full ("with toll roads avoided" for `avoid_tolls`,
 * "temperature and humidity" for `include_humidity`). A false flag is a guess from silence and never sure.
 */
export function groundedArgument(parameter: string, value: unknown, tool: ToolSpec, message: string): boolean {
  if (typeof value === 'boolean') {
    if (!value) return false;
    const said = new Set(terms(message));
    const named = terms(splitIdentifier(parameter).join(' ')).filter((term) => !FLAG_VERBS.has(term));
    return named.length > 0 && named.every((term) => said.has(term));
  }
  return grounded(value, message) && isUserValue(value, parameter, tool, message);
}
