/**
 * Terms implied by the shape of what the message contains: a message holding
 * "March 17, 1915" talks about a date and a year even if it never says "date".
 * Cheap regular expressions only: this runs on every routing decision.
 */
import { memoByText } from './bounded-memo.js';

const DATE_SHAPES =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b(?:today|tomorrow|yesterday|tonight|weekend|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
const YEAR_SHAPE = /\b(?:1[5-9]\d\d|20\d\d)\b|\b\d{1,2}(?:st|nd|rd|th) century\b/i;
/** An amount before a currency word is read back from the word: read forward from each digit, "1.1.1.…" is quadratic. */
const MONEY_SHAPE = /[$€£¥]\s?\d|(?:dollars?|euros?|pounds?|yen|usd|eur|gbp)\b(?<=\b\d[\d,.]*\s?(?:dollars?|euros?|pounds?|yen|usd|eur|gbp))/i;

/** Stemmed pseudo-terms for dates, years and money amounts found in the message. */
export function typedTerms(message: string): string[] {
  return typedTermsOnce(message).slice(); // callers may edit their copy
}

/** Ranking asks once per candidate tool and clause for the same message. */
const typedTermsOnce = memoByText(5_000, (message: string): string[] => {
  const out: string[] = [];
  if (DATE_SHAPES.test(message) || /^\s*when\b/i.test(message)) out.push('date');
  if (YEAR_SHAPE.test(message)) out.push('year');
  if (MONEY_SHAPE.test(message)) out.push('currenc', 'monei');
  return out;
});
