/**
 * Value shapes some parameters want that plain names and numbers miss: clock
 * times ("7:30 pm"), year ranges ("2022-2023"), currency codes ("Japanese yen"
 * → JPY) and plain lower-case lists ("fruits and vegetables").
 */
import type { Candidate, ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { cueAffinity } from './parameter-cues.js';
import { STOPWORDS } from '../text/tokenize.js';
import { memoByText } from '../text/bounded-memo.js';
import { EXTRACT } from '../weights.js';

const S = EXTRACT.special;

const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b/gi;
const YEAR_RANGE = /\b(1[5-9]|20)\d{2}\s?[-–/]\s?(?:(1[5-9]|20)\d{2}|\d{2})\b/g;

export function clockTimeCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.wantsClockTime) return [];
  return [...facts.text.matchAll(CLOCK_TIME)].map((match) => {
    const affinity = cueAffinity(facts.tokens, context.hits, match.index, match.index + match[0].length);
    return {
      value: match[0],
      start: match.index,
      end: match.index + match[0].length,
      score: S.clockTime + affinity,
      affinity: Math.max(affinity, S.patternAffinity),
    };
  });
}

const AT_REST = /\b(?:from|at) (?:a )?(?:rest|standstill)\b|\bstationary\b/gi;

/**
 * "starts from rest" states an initial velocity of 0, for a parameter that is
 * about the initial velocity or speed (never for final velocities or other numbers).
 */
export function atRestCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.initialMotion) return [];
  return [...facts.text.matchAll(AT_REST)].map((match) => {
    const end = match.index + match[0].length;
    return { value: 0, start: match.index, end, score: S.atRest, affinity: 1 };
  });
}

/**
 * Numbers read off clock times for hour and minute parameters: "6:30 PM" gives
 * hours 6 and minutes 30; "until 11 PM" gives 23 to an hour-of-day integer.
 */
export function clockPartCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  const { wantsHour, wantsMinute } = context.traits;
  if (!wantsHour && !wantsMinute) return [];
  const out: Candidate[] = [];
  for (const match of facts.text.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)?(?![\d:])/gi)) {
    const hour = Number(match[1]);
    const minutes = match[2];
    const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
    if (minutes === undefined && meridiem === undefined) continue;
    const start = match.index;
    const end = start + match[0].length;
    const affinity = Math.max(cueAffinity(facts.tokens, context.hits, start, end), S.codeAffinity);
    if (wantsMinute && minutes !== undefined)
      out.push({ value: Number(minutes), start: start + match[0].indexOf(':') + 1, end, score: S.clockPart + affinity, affinity });
    if (wantsHour) {
      // A 24-hour reading only when the parameter asks for it; otherwise the clock face hour.
      const twentyFour = context.traits.twentyFourHour;
      const value = twentyFour && meridiem === 'pm' && hour < 12 ? hour + 12 : hour;
      out.push({ value, start, end: start + (match[1]?.length ?? 1), score: S.clockPart + affinity, affinity });
    }
  }
  return out;
}

export function yearRangeCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.wantsYearRange) return [];
  return [...facts.text.matchAll(YEAR_RANGE)].map((match) => {
    const affinity = cueAffinity(facts.tokens, context.hits, match.index, match.index + match[0].length);
    return {
      value: match[0].replace(/\s/g, ''),
      start: match.index,
      end: match.index + match[0].length,
      score: S.yearRange + affinity,
      affinity: Math.max(affinity, S.patternAffinity),
    };
  });
}

/** Global patterns, read only through matchAll (which leaves their lastIndex alone). */
const CURRENCIES: Array<[RegExp, string]> = [
  [/\b(?:us|u\.s\.|united states|american)\s+dollars?\b|\busd\b|\$/gi, 'USD'],
  [/\beuros?\b|\beur\b|€/gi, 'EUR'],
  [/\b(?:british\s+)?pounds?(?:\s+sterling)?\b|\bgbp\b|£/gi, 'GBP'],
  [/\b(?:japanese\s+)?yen\b|\bjpy\b|¥/gi, 'JPY'],
  [/\bcanadian\s+dollars?\b|\bcad\b/gi, 'CAD'],
  [/\baustralian\s+dollars?\b|\baud\b/gi, 'AUD'],
  [/\b(?:swiss\s+)?francs?\b|\bchf\b/gi, 'CHF'],
  [/\b(?:chinese\s+)?yuan\b|\brenminbi\b|\bcny\b|\brmb\b/gi, 'CNY'],
  [/\b(?:indian\s+)?rupees?\b|\binr\b/gi, 'INR'],
  [/\bmexican\s+pesos?\b|\bmxn\b/gi, 'MXN'],
  // Plain "dollars" last, so "Canadian dollars" has already been read as CAD.
  [/\bdollars?\b|\bbucks\b/gi, 'USD'],
];

/** ISO codes for currencies named in the message, for parameters about currencies. */
export function currencyCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.wantsCurrency) return [];
  const out: Candidate[] = [];
  const taken: Array<[number, number]> = [];
  for (const [pattern, code] of CURRENCIES) {
    for (const match of facts.text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // "Canadian dollars" is CAD, not also USD.
      if (taken.some(([a, b]) => start < b && a < end)) continue;
      taken.push([start, end]);
      const affinity = cueAffinity(facts.tokens, context.hits, start, end);
      out.push({ value: code, start, end, score: S.code + affinity, affinity: Math.max(affinity, S.codeAffinity) });
    }
  }
  return out;
}

const COLORS =
  /\b(red|orange|yellow|green|blue|purple|violet|pink|brown|black|white|gr[ae]y|silver|gold|golden|beige|cyan|magenta|maroon|navy|teal|turquoise|indigo|crimson|olive|lime|coral|ivory|lavender)\b/gi;

/** Colour words for colour parameters ("a small green bird"). */
export function colorCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  if (!context.traits.wantsColor) return [];
  return [...facts.text.matchAll(COLORS)].map((match) => {
    const affinity = Math.max(cueAffinity(facts.tokens, context.hits, match.index, match.index + match[0].length), S.codeAffinity);
    return { value: match[0], start: match.index, end: match.index + match[0].length, score: S.color + affinity, affinity };
  });
}

/**
 * Lower-case coordinated words: "organic fruits and vegetables", "efficient,
 * organized, easy going and compassionate". Comma lists may have two-word items.
 */
export function lowercaseListCandidates(context: ParameterContext, facts: MessageFacts): Candidate[] {
  return lowercaseLists(facts.text).map((items) => {
    const start = items[0]?.start ?? 0;
    const end = items[items.length - 1]?.end ?? 0;
    const affinity = cueAffinity(facts.tokens, context.hits, start, end);
    return { value: items.map((item) => item.text), start, end, score: S.wordList + affinity, affinity };
  });
}

export interface ListItem {
  text: string;
  start: number;
  end: number;
}

const LIST_ITEM = String.raw`[a-z][a-z-]*(?: [a-z][a-z-]*)?`;
/** A list from the item at `lastIndex` (sticky): its items, then "and", "or" or "&" and the last. */
const LOWERCASE_LIST_AT = new RegExp(String.raw`\b(${LIST_ITEM})((?:,\s*${LIST_ITEM})*),?\s+(?:and|or|&)\s+([a-z][a-z-]*)\b`, 'y');
/** The run of comma-joined items from the one at `lastIndex` (sticky), however it ends. */
const ITEM_RUN = new RegExp(String.raw`${LIST_ITEM}(?:,\s*${LIST_ITEM})*`, 'y');
/** Where an item may start. */
const ITEM_START = /\b[a-z]/g;

/**
 * The lists of a text, left to right, as a global search for LOWERCASE_LIST_AT would find them. A search from each
 * item would read the same run of items to its end again from every item of it: where no list starts at an item, none
 * starts at a later item of its run but the last (a list from it would be one from the first, its items before it).
 * So the search goes on from the run's last item, and a run of n items is read once, not n times.
 */
function* listMatches(text: string): Generator<RegExpExecArray> {
  const starts = new RegExp(ITEM_START);
  for (let start = starts.exec(text); start; start = starts.exec(text)) {
    const at = start.index;
    LOWERCASE_LIST_AT.lastIndex = at;
    const list = LOWERCASE_LIST_AT.exec(text);
    if (list) {
      yield list;
      starts.lastIndex = at + list[0].length;
      continue;
    }
    ITEM_RUN.lastIndex = at;
    const run = ITEM_RUN.exec(text)?.[0] ?? '';
    const lastComma = run.lastIndexOf(',');
    // The last item may be read with a word after the run as a two-word item of a list of its own: tried again.
    const lastItem = lastComma < 0 ? at : at + lastComma + 1 + (/^\s*/.exec(run.slice(lastComma + 1))?.[0].length ?? 0);
    starts.lastIndex = Math.max(at + 1, lastItem);
  }
}

/** Lower-case coordinated lists with each member's position (read once per text: several parameters ask). */
export const lowercaseLists = memoByText(1_000, (text: string): ReadonlyArray<readonly ListItem[]> => {
  const lists: ListItem[][] = [];
  for (const match of listMatches(text)) {
    // "a, b, and c, and then ...": the "and" before the last item is no part of it.
    const middle = (match[2] ?? '')
      .split(',')
      .map((part) => part.trim().replace(/^(?:and|or)\s+/, ''))
      .filter(Boolean);
    const first = (match[1] ?? '').split(' ');
    // Without commas, items are single words: "organic fruits and vegetables" → fruits, vegetables.
    const head = middle.length > 0 ? first.join(' ') : (first[first.length - 1] ?? '');
    const words = [head, ...middle, match[3] ?? ''].map((value) => value.trim()).filter((value) => value.length > 0 && !STOPWORDS.has(value));
    if (words.length < 2) continue;
    const items: ListItem[] = [];
    let cursor = match.index;
    for (const word of words) {
      const start = text.indexOf(word, cursor);
      if (start < 0) break;
      items.push({ text: word, start, end: start + word.length });
      cursor = start + word.length;
    }
    if (items.length === words.length) lists.push(items);
  }
  return lists;
});
