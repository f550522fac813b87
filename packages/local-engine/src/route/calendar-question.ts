/**
 * Questions the calendar answers, which need no tool and no model: "what day is it?", "what day of the week is
 * 3 March 2027?", "how many days until Christmas?", "what's the date in 3 weeks?". Read (English) as a whole message
 * of that form whose date part is a date and nothing else; "how many days until my exam" names no date and is left
 * to the rest of the router. The answer is worked out against the turn's own time, given by the caller.
 */
import * as chrono from 'chrono-node';
import type { ToolSpec } from '../types.js';

export type CalendarQuestion =
  | { kind: 'today' }
  | { kind: 'dateOf'; expression: string }
  | { kind: 'count'; unit: 'days' | 'weeks'; direction: 'until' | 'since'; expression: string }
  | { kind: 'between'; unit: 'days' | 'weeks'; from: string; to: string };

/** Words around the question that ask nothing of their own: "hey, quick question: … please?". */
const LEAD_IN =
  /^(?:(?:hey|hi|hello|ok(?:ay)?|so|um+|quick question|just wondering|please|pls|(?:can|could) (?:you|u) (?:tell|remind) me|do (?:you|u) know|tell me|remind me)[,:!\s]+)+/;
const TAIL = /(?:[,\s]+(?:please|pls|again|then|exactly|roughly))*[\s?!.]*$/;

const TODAY = [
  /^(?:what|which|wat)(?:'?s| is) (?:the )?(?:date|day|weekday|day of the week)(?: (?:is it )?today| today is)?$/,
  /^(?:what|which|wat) (?:date|day|weekday|day of the week) is (?:it|today)(?: today)?$/,
  /^(?:what(?:'?s| is) )?today'?s date$/,
  /^what(?:'?s| is) today$/,
  /^(?:is )?today (?:is )?what (?:day|date)$/,
];

const DATE_OF = [
  /^(?:what|which|wat) (?:day|date|weekday|day of the week) (?:will it be|is it|was it|is|was|will be|falls on|fell on) (.+?)(?: (?:on|in))?$/,
  /^(?:what|which|wat) (?:day|date|weekday|day of the week) (?:does|did|will) (.+?) (?:fall|fall on|land|land on|be|fall this year|fall next year)$/,
  /^(?:what|wat)(?:'?s| is| was) the date (?:of |on )?(.+)$/,
  /^when(?:'?s| is| was) (.+)$/,
];

const COUNT =
  /^how (?:many|much) (days|weeks)(?: (?:are there|is it|are left|left|remain|remaining|to go|do i have|do we have))? (until|till|til|to|before|since|from now (?:until|till|to)) (.+)$/;
const HOW_LONG = /^how long (?:is it |has it been |is left )?(until|till|til|to|since) (.+)$/;
const DAYS_AGO = /^how (?:many|much) (days|weeks) ago (?:was|is|were) (.+)$/;
const BETWEEN = /^how (?:many|much) (days|weeks)(?: are there)? (?:between|from) (.+?) (?:and|to|until|till) (.+)$/;

/** Fixed-date days a person names by name; `when is easter` and other moving feasts are left alone. */
const NAMED_DAYS: ReadonlyArray<readonly [RegExp, number, number, string]> = [
  [/^christmas eve$/, 12, 24, 'Christmas Eve'],
  [/^(?:christmas|xmas)(?: day)?$/, 12, 25, 'Christmas Day'],
  [/^boxing day$/, 12, 26, 'Boxing Day'],
  [/^new year'?s eve$/, 12, 31, "New Year's Eve"],
  [/^new year(?:'?s)?(?: day)?$/, 1, 1, "New Year's Day"],
  [/^hallowe'?en$/, 10, 31, 'Halloween'],
  [/^(?:st\.? |saint )?valentine'?s(?: day)?$/, 2, 14, "Valentine's Day"],
  [/^(?:st\.? |saint )?patrick'?s day$/, 3, 17, "St Patrick's Day"],
];

/** What the date part may say besides a date: "the", "this year's", "next year". */
const FILLER = /^(?:the |this |this year'?s |next year'?s )|(?: this year| next year| of this year)$/g;

/** The calendar question a message asks, or undefined. Reads a message of a line, in lower case. */
export function readCalendarQuestion(message: string): CalendarQuestion | undefined {
  if (message.length > 120 || /\n/.test(message)) return undefined;
  const text = message.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim().replace(LEAD_IN, '').replace(TAIL, '');
  if (TODAY.some((pattern) => pattern.test(text))) return { kind: 'today' };
  const between = BETWEEN.exec(text);
  if (between && dateIn(between[2] as string) && dateIn(between[3] as string)) {
    return { kind: 'between', unit: between[1] as 'days' | 'weeks', from: between[2] as string, to: between[3] as string };
  }
  const count = COUNT.exec(text);
  if (count && dateIn(count[3] as string)) {
    return { kind: 'count', unit: count[1] as 'days' | 'weeks', direction: count[2] === 'since' ? 'since' : 'until', expression: count[3] as string };
  }
  const howLong = HOW_LONG.exec(text);
  if (howLong && dateIn(howLong[2] as string)) {
    return { kind: 'count', unit: 'days', direction: howLong[1] === 'since' ? 'since' : 'until', expression: howLong[2] as string };
  }
  const ago = DAYS_AGO.exec(text);
  if (ago && dateIn(ago[2] as string)) return { kind: 'count', unit: ago[1] as 'days' | 'weeks', direction: 'since', expression: ago[2] as string };
  for (const pattern of DATE_OF) {
    const expression = pattern.exec(text)?.[1];
    // "when is practice?" names no date; "when is christmas?" does, and only a named day answers a bare "when".
    if (expression && dateIn(expression) && (pattern !== DATE_OF[3] || namedDay(expression))) return { kind: 'dateOf', expression };
  }
  return undefined;
}

interface ResolvedDate {
  date: Date;
  /** The name a person knows the day by, or the words they gave. */
  label: string;
  /** The words gave the day of the month, so saying the weekday answers them. */
  gaveDay: boolean;
}

function namedDay(expression: string): { month: number; day: number; name: string; year?: number } | undefined {
  const year = /(?:^|\s)(\d{4})$/.exec(expression)?.[1];
  const bare = expression
    .replace(/(?:^|\s)\d{4}$/, '')
    .replace(FILLER, '')
    .replace(FILLER, '')
    .trim();
  for (const [pattern, month, day, name] of NAMED_DAYS) {
    if (pattern.test(bare)) return { month, day, name, ...(year ? { year: Number(year) } : {}) };
  }
  return undefined;
}

/** A reference date for reading only: whether words are a date does not depend on which day it is. */
const READING_REFERENCE = new Date(2000, 0, 3, 12);

/** Whether the words are a date and nothing else. */
function dateIn(expression: string): boolean {
  return resolveDate(expression, READING_REFERENCE, 'until') !== undefined;
}

/** The day the words name, seen from `now`; a named day without a year is its next (or, looking back, last) one. */
function resolveDate(expression: string, now: Date, direction: 'until' | 'since'): ResolvedDate | undefined {
  const named = namedDay(expression);
  if (named) {
    const thisYear = dayOf(named.year ?? now.getFullYear(), named.month - 1, named.day);
    if (named.year === undefined && !/next year/.test(expression)) {
      const diff = dayDifference(now, thisYear);
      if (direction === 'until' && diff < 0 && !/this year/.test(expression)) thisYear.setFullYear(thisYear.getFullYear() + 1);
      if (direction === 'since' && diff > 0) thisYear.setFullYear(thisYear.getFullYear() - 1);
    } else if (/next year/.test(expression)) thisYear.setFullYear(now.getFullYear() + 1);
    return { date: thisYear, label: named.name, gaveDay: true };
  }
  const words = expression.replace(FILLER, '').trim();
  if (!/[a-z0-9]/.test(words)) return undefined;
  const results = chrono.en.casual.parse(words, now, { forwardDate: direction === 'until' });
  if (results.length !== 1) return undefined;
  const [result] = results as [chrono.ParsedResult];
  // The date must be the whole of the words (give or take an "on" or "the"), and name a day, not only a month.
  if (result.text.length < words.replace(/^(?:on|the) /, '').length - 1) return undefined;
  const start = result.start;
  const relative = /\b(?:today|tomorrow|yesterday|ago|from now|from today|in \d+|next|last|this)\b/.test(result.text);
  if (!start.isCertain('day') && !start.isCertain('weekday') && !relative) return undefined;
  const gaveDay = !relative && start.isCertain('day') && start.isCertain('month');
  return { date: start.date(), label: gaveDay ? DAY_OF_YEAR_FORMAT.format(start.date()) : namesCapitalised(words), gaveDay };
}

/**
 * Noon of a day in the process's time zone. The year is set on its own: `new Date(y, …)` and `Date.UTC(y, …)` read a
 * year below 100 as 19yy, so "christmas 0050" (or a turn timed in the year 50) would be said as 1950.
 */
function dayOf(year: number, month: number, day: number): Date {
  const date = new Date(2000, month, day, 12);
  date.setFullYear(year, month, day);
  return date;
}

/** Calendar days from `from` to `to`, in the process's time zone (a clock change does not make a day of 23 hours count less). */
function dayDifference(from: Date, to: Date): number {
  const day = (date: Date) => {
    const utc = new Date(0);
    utc.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
    return utc.getTime() / 86_400_000;
  };
  return Math.round(day(to) - day(from));
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const WEEKDAY_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'long' });
const DAY_OF_YEAR_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
/** "next friday" → "next Friday": the words as given, with the names of days and months as English writes them. */
const namesCapitalised = (words: string): string =>
  words.replace(
    /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/g,
    capitalised,
  );
const said = (date: Date): string => DAY_FORMAT.format(date).replace(',', '');
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function counted(days: number, unit: 'days' | 'weeks'): string {
  const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;
  if (unit === 'days' || days < 7) return plural(days, 'day');
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return rest === 0 ? plural(weeks, 'week') : `${plural(weeks, 'week')} and ${plural(rest, 'day')}`;
}

/** "Next Friday" read as the Friday of next week; a person may mean the coming one, so both are said. */
function comingWeekdayNote(resolved: ResolvedDate, now: Date): string {
  if (!/^next (?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(resolved.label)) return '';
  const coming = new Date(resolved.date);
  coming.setDate(coming.getDate() - 7);
  return dayDifference(now, coming) > 0 ? ` (if you mean the coming one: ${said(coming)})` : '';
}

/** The answer to a calendar question, seen from `now`; undefined when its date cannot be read after all. */
export function answerCalendarQuestion(question: CalendarQuestion, now: Date): string | undefined {
  const today = `today, ${said(now)}`;
  if (question.kind === 'today') return `Today is ${said(now)}.`;
  if (question.kind === 'between') {
    const from = resolveDate(question.from, now, 'until');
    const to = resolveDate(question.to, now, 'until');
    if (!from || !to) return undefined;
    const days = Math.abs(dayDifference(from.date, to.date));
    return `From ${said(from.date)} to ${said(to.date)} is ${counted(days, question.unit)}.`;
  }
  if (question.kind === 'count') {
    const resolved = resolveDate(question.expression, now, question.direction);
    if (!resolved) return undefined;
    const days = dayDifference(now, resolved.date);
    if (days === 0) return `That is today: ${said(now)}.`;
    if (days > 0) return `${capitalised(counted(days, question.unit))} from ${today}, until ${said(resolved.date)}.`;
    return `${capitalised(counted(-days, question.unit))} since ${said(resolved.date)}, counting to ${today}.`;
  }
  const resolved = resolveDate(question.expression, now, 'until');
  if (!resolved) return undefined;
  const days = dayDifference(now, resolved.date);
  const verb = days < 0 ? 'was' : 'is';
  if (resolved.gaveDay && !namedDay(question.expression)) return `${capitalised(resolved.label)} ${verb} a ${WEEKDAY_FORMAT.format(resolved.date)}.`;
  return `${capitalised(resolved.label)} ${verb} ${said(resolved.date)}${comingWeekdayNote(resolved, now)}.`;
}

/** A word of a tool's name that says it works with dates: "get_current_date", "daysBetween", "calendar.next_holiday". */
const DATE_TOOL_WORD = /^(?:date|dates|day|days|weekday|calendar|time|clock|holiday|holidays|today|now)$/;

/** Whether an offered tool is made for dates: then the app wants it asked, and the engine does not answer itself. */
export function offersDateTool(tools: readonly ToolSpec[]): boolean {
  return tools.some((tool) =>
    tool.name
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => DATE_TOOL_WORD.test(word)),
  );
}
