/** Dates and times via chrono-node, formatted as the schema asks. */
import * as chrono from 'chrono-node';
import type { JsonSchema } from '../types.js';
import { memoByText } from '../text/bounded-memo.js';

export interface DateMention {
  value: string;
  start: number;
  end: number;
}

const RELATIVE_DAY = /\b(today|tomorrow|yesterday|tonight|next|last|this|ago)\b/i;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Dates in the message, formatted for the schema (`date`, `date-time`, or a pattern named in the description). */
export function findDates(text: string, schema: JsonSchema, reference = new Date()): DateMention[] {
  const out: DateMention[] = [];
  const readable = readableDates(text);
  if (readable === undefined) return out;
  for (const result of parseDates(readable, reference)) {
    // "for 3 days" is a duration, not a date: keep results that name a day, month, weekday or a relative day.
    const relative = RELATIVE_DAY.test(result.text);
    if (!result.start.isCertain('month') && !result.start.isCertain('weekday') && !relative) continue;
    const start = result.index;
    const end = start + result.text.length;
    // "from 2023 April 4th to April 8th": a year written next to the date, but outside chrono's match, still applies.
    const nearbyYear = result.start.isCertain('year')
      ? undefined
      : /\b(1[89]\d\d|20\d\d)\b/.exec(readable.slice(Math.max(0, start - 12), Math.min(text.length, end + 12)))?.[1];
    const withYear = (date: Date): Date => {
      if (nearbyYear) date.setFullYear(Number(nearbyYear));
      return date;
    };
    // Without a format to follow, a relative day stays as written ("next Friday"): the tool resolves it when it runs.
    const literal = relative && !schema.format && !/YYYY|MM|DD/.test(schema.description ?? '');
    // "from March 10 to March 20" is one range: its two ends become two mentions.
    const split = result.end ? /\s*(?:-|–|to|until|till|through)\s*/i.exec(result.text) : null;
    if (result.end && split) {
      out.push({ value: formatDate(withYear(result.start.date()), schema, result.start.isCertain('hour')), start, end: start + split.index });
      out.push({ value: formatDate(withYear(result.end.date()), schema, result.end.isCertain('hour')), start: start + split.index + split[0].length, end });
      continue;
    }
    // chrono's text can end in the comma after the date ("next Friday, and ..."): the value is the words alone.
    const written = result.text.replace(/[\s,;:]+$/, '');
    out.push({
      value: literal ? written : formatDate(withYear(result.start.date()), schema, result.start.isCertain('hour')),
      start,
      end: literal ? start + written.length : end,
    });
  }
  return out;
}

/**
 * What any kept result needs somewhere in the text: a numeric date ("2023-04-05", "4/5"), a month,
 * weekday or calendar word, or a relative day. Texts with none of these skip chrono altogether.
 */
const MAY_HOLD_DATE = new RegExp(
  [
    String.raw`\d\s*[-/.]\s*\d`,
    String.raw`\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`,
    String.raw`\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b|\bweekends?\b|\bnow\b`,
    // A relative span names a day only when anchored: "in 3 days", "within 2 weeks", "2 days later".
    String.raw`\b(?:in|within|after)\s+(?:\S+\s+){0,2}(?:day|week|month|year|hour|minute|min|second|sec)s?\b`,
    String.raw`\b(?:day|week|month|year|hour|minute|min|second|sec)s?\s+(?:later|ago|hence|before|after)\b`,
  ].join('|'),
  'i',
);

/**
 * The text as chrono reads it, or undefined when it cannot hold a date: read once per text, as every date-like
 * parameter of every candidate tool asks. "March.11, 2022" is "March 11, 2022"; same length, so offsets still match
 * the message.
 */
const readableDates = memoByText(2_000, (text: string): string | undefined => {
  const readable = text.replace(/([A-Za-z])\.(\d)/g, '$1 $2');
  return MAY_HOLD_DATE.test(readable) || RELATIVE_DAY.test(readable) ? readable : undefined;
});

const parseCache = new Map<string, chrono.ParsedResult[]>();

/**
 * chrono is the slowest step of a decision and the same message is parsed once
 * per date-like parameter of every candidate tool: parse each text once per
 * reference minute (texts that cannot hold a date at all never get here).
 */
function parseDates(text: string, reference: Date): chrono.ParsedResult[] {
  const key = `${Math.floor(reference.getTime() / 60_000)}\u0000${text}`;
  let results = parseCache.get(key);
  if (results === undefined) {
    results = chrono.parse(text, reference);
    if (parseCache.size >= 1000) parseCache.clear();
    parseCache.set(key, results);
  }
  return results;
}

function formatDate(date: Date, schema: JsonSchema, hasTime: boolean): string {
  const year = date.getFullYear();
  const ymd = `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (schema.format === 'date-time') return `${ymd}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const layout = dateLayout(schema.description ?? '');
  if (layout) {
    const parts: Record<DatePart, string> = { year: String(year), month: pad(date.getMonth() + 1), day: pad(date.getDate()) };
    return layout.order.map((part) => parts[part]).join(layout.separator);
  }
  if (hasTime && schema.format !== 'date') return `${ymd} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return ymd;
}

type DatePart = 'year' | 'month' | 'day';

const LAYOUT_TOKEN = String.raw`(YYYY|YYY|YY|MM|DD|year|month|day)`;
const LAYOUT = new RegExp(String.raw`\b${LAYOUT_TOKEN}([-/.])${LAYOUT_TOKEN}\2${LAYOUT_TOKEN}\b`, 'i');

/**
 * The date layout a description asks for: "MM-DD-YYYY", "dd/mm/yyyy", "month-day-year" (sloppy spellings too).
 * Read once per description: every date of every message is formatted by it.
 */
const dateLayout = memoByText(5_000, (description: string): { order: DatePart[]; separator: string } | undefined => {
  const match = LAYOUT.exec(description);
  if (!match) return undefined;
  const part = (text: string | undefined): DatePart => {
    const lower = (text ?? '').toLowerCase();
    return lower.startsWith('y') ? 'year' : lower.startsWith('m') ? 'month' : 'day';
  };
  const order = [part(match[1]), part(match[3]), part(match[4])];
  return new Set(order).size === 3 ? { order, separator: match[2] ?? '-' } : undefined;
});

/** The seasons of the year, which chrono does not read as times. */
const SEASON = /^(?:spring|summer|autumn|fall|winter)$/i;

/**
 * Whether one word names a time and nothing else: a month, a weekday, a season ("logged in October", "the invoices
 * in summer"). After "in" such a word says when, not which folder.
 */
export function namesATime(word: string): boolean {
  if (SEASON.test(word)) return true;
  if (!MAY_HOLD_DATE.test(word)) return false;
  const [read] = parseDates(word, new Date());
  return read !== undefined && read.text.length === word.length;
}
