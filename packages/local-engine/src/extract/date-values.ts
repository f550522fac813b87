/** Dates and times via chrono-node, formatted as the schema asks. */
import * as chrono from 'chrono-node';
import type { JsonSchema } from '../types.js';

export interface DateMention {
  value: string;
  start: number;
  end: number;
}

const RELATIVE_DAY = /\b(today|tomorrow|yesterday|tonight|next|last|this|ago)\b/i;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** Dates in the message, formatted for the schema (`date`, `date-time`, or a pattern named in the description). */
export function findDates(text: string, schema: JsonSchema, reference = new Date()): DateMention[] {
  return chrono
    .parse(text, reference)
    // "for 3 days" is a duration, not a date: keep results that name a day, month, weekday or a relative day.
    .filter((result) => result.start.isCertain('month') || result.start.isCertain('weekday') || RELATIVE_DAY.test(result.text))
    .map((result) => ({
    value: formatDate(result.start.date(), schema, result.start.isCertain('hour')),
    start: result.index,
    end: result.index + result.text.length,
  }));
}

function formatDate(date: Date, schema: JsonSchema, hasTime: boolean): string {
  const year = date.getFullYear();
  const ymd = `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (schema.format === 'date-time') return `${ymd}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  const pattern = /\b(YYYY-MM-DD|MM\/DD\/YYYY|DD\/MM\/YYYY|MM-DD-YYYY|DD-MM-YYYY|YYYY\/MM\/DD)\b/i.exec(schema.description ?? '')?.[1]?.toUpperCase();
  if (pattern) {
    return pattern
      .replace('YYYY', String(year))
      .replace('MM', pad(date.getMonth() + 1))
      .replace('DD', pad(date.getDate()));
  }
  if (hasTime && schema.format !== 'date') return `${ymd} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return ymd;
}
