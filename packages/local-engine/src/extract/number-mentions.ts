/**
 * Numbers mentioned in a message, with position and the unit that follows:
 * "5 units", "3.5 km", "-4", "1,000", "$20,000", "8%", "1.2 billion", "ten".
 */
import { memoByText } from '../text/bounded-memo.js';

export interface NumberMention {
  value: number;
  start: number;
  end: number;
  /** The word right after the number ("km", "units", "%"), lower-cased, if any. */
  unit?: string;
  percent: boolean;
  /** Written with a decimal point or as a fraction of a larger scale. */
  decimal: boolean;
  /** Part of a date, a year-like token or an identifier (lower priority for numeric params). */
  embedded: boolean;
  /** Written as a word ("ten"), which is often a count of things rather than a value ("two numbers"). */
  spelled: boolean;
  /** Part of a file or folder name ("Tax Return 2023 file"): the name is the value, never the number alone. */
  inPath?: boolean;
}

/** Dates written out ("May 12, 2022", "2023-06-20", "12/05/2022"): numbers inside them are not quantities. */
const DATE_SPAN =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s*\d{1,2}(?:st|nd|rd|th)?(?:,?\s*\d{4})?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:,?\s*\d{4})?|\b\d{4}\s+(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/gi;

/** Read once per text: number finding, unused-value counting and clause splitting all ask. */
export const findDateSpans = memoByText(
  1_000,
  (text): ReadonlyArray<{ start: number; end: number }> =>
    // Every written-out date has a digit; without one the long pattern need not run.
    HAS_DIGIT.test(text) ? [...text.matchAll(DATE_SPAN)].map((match) => ({ start: match.index, end: match.index + match[0].length })) : [],
);

const HAS_DIGIT = /\d/;

const SMALL_NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1000,
  dozen: 12,
  twice: 2,
  once: 1,
  half: 0.5,
};

const SCALE_WORDS: Record<string, number> = {
  hundred: 1e2,
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  trillion: 1e12,
};

// Not after a letter, a dot, or an exponent sign: the 2 of "m/s^2" or "x**2" is part of a unit or a formula.
const NUMBER_PATTERN =
  /(?<![\w.^]|\*\*)([-−]?\$?|\$-)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:e([-+]?\d+))?(?:\s?(%|percent\b))?(?:\s?(hundred|thousand|million|billion|trillion|bn|k|m)\b)?/gi;

const WORD_NUMBER_PATTERN =
  /\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen)(?:[\s-](one|two|three|four|five|six|seven|eight|nine))?\b/gi;

/** Every number in the text, in order of appearance. */
export function findNumbers(text: string): NumberMention[] {
  const found: NumberMention[] = [];
  const dates = findDateSpans(text);
  const inDate = (start: number, end: number): boolean => dates.some((date) => start >= date.start && end <= date.end);
  for (const match of numerals(text)) {
    const [whole, sign = '', integer = '', fraction = '', exponent, percentSign, scaleWord] = match;
    const start = match.index;
    const end = start + whole.length;
    const before = text.slice(Math.max(0, start - 1), start);
    const after = text.slice(end, end + 1);
    // Part of an identifier (DNA123, v2) or a date/time (2023-01-05, 10:30): still offered, flagged.
    const gluedToWord = /[A-Za-z_]/.test(before) || (/[A-Za-z_]/.test(after) && !isUnitGlued(text, end));
    const partOfDate = /^[-/:]\d/.test(text.slice(end, end + 2)) || /\d[-/:]$/.test(text.slice(Math.max(0, start - 2), start));
    const embedded = gluedToWord || partOfDate || inDate(start, end);
    let value = Number(`${integer.replace(/,/g, '')}${fraction}${exponent ? `e${exponent}` : ''}`);
    const scale = scaleWord ? (SCALE_WORDS[scaleWord.toLowerCase()] ?? 1) : 1;
    // "5m" is metres as often as millions: only scale single-letter suffixes when glued to a $ amount.
    const scaleApplies = scaleWord && (scaleWord.length > 2 || sign.includes('$'));
    if (scaleApplies) value *= scale;
    if (/[-−]/.test(sign) && !COMMAND_OPTION.test(text.slice(0, start))) value = -value;
    const unitStart = scaleWord && !scaleApplies ? end - scaleWord.length : end;
    found.push({
      value,
      start,
      end: scaleApplies ? end : unitStart,
      unit: unitAfter(text, scaleApplies ? end : unitStart) ?? (percentSign ? '%' : undefined),
      percent: Boolean(percentSign),
      decimal: Boolean(fraction) || Boolean(exponent),
      embedded,
      spelled: false,
    });
  }
  for (const match of text.matchAll(WORD_NUMBER_PATTERN)) {
    const tens = SMALL_NUMBER_WORDS[(match[1] ?? '').toLowerCase()] ?? 0;
    const ones = match[2] ? (SMALL_NUMBER_WORDS[match[2].toLowerCase()] ?? 0) : 0;
    const start = match.index;
    const end = start + match[0].length;
    // "one of the", "the one" are pronouns, not quantities.
    if (/^one$/i.test(match[0]) && /^\s+(of|more|another|who|that|which)\b/i.test(text.slice(end))) continue;
    if (found.some((number) => number.start <= start && number.end >= end)) continue;
    found.push({ value: tens + ones, start, end, unit: unitAfter(text, end), percent: false, decimal: false, embedded: false, spelled: true });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "head -3 names.csv", "tail -20 app.log": the shell's line-count option, not a negative count ("add -5 to 10" is). */
const COMMAND_OPTION = /^\s*(?:head|tail)\s+$/i;

/** Matches of the numeral pattern: none without a digit, so such texts skip it. */
function numerals(text: string): Iterable<RegExpExecArray> {
  return HAS_DIGIT.test(text) ? text.matchAll(NUMBER_PATTERN) : [];
}

function isUnitGlued(text: string, end: number): boolean {
  // "70kg", "5J", "300K", "9.8m/s" — a unit glued to the number.
  return /^[A-Za-z°µ]{1,4}(?:\/[A-Za-z0-9^]+)?\b/.test(text.slice(end));
}

function unitAfter(text: string, end: number): string | undefined {
  const match = /^\s?([A-Za-z°µ%][A-Za-z°µ/^0-9]*)/.exec(text.slice(end));
  // "m/s²" and "km/h" keep their slash; a trailing "." ends the unit.
  return match?.[1]?.toLowerCase().replace(/\.$/, '');
}
