/**
 * A measure asked for in another unit of the same kind: "how many kilometres is 26 miles", "how tall is 6 feet in
 * cm", "100 dollars in euros". Both units must measure the same thing ("5 km in 30 minutes" is a pace, not a
 * conversion), which the unit table knows (`text/units.ts`).
 */
import { unitDimension } from '../text/units.js';

/** "how many km is 26 miles", "how much is 3 pounds in kilograms": the unit wanted, then the amount and its unit. */
const HOW_MANY_IN = /\bhow (?:many|much) ([\p{L}°]+) (?:is|are|in|makes?|equals?|would be) (?:a |an |one |\d[\d.,]*\s?)([\p{L}°]+)/u;
/** "6 feet in cm", "72 fahrenheit to celsius", "100 dollars into euros": the amount and its unit, then the unit wanted. */
const AMOUNT_IN = /(?<![\p{L}\d.,])\d[\d.,]{0,15} ?([\p{L}°]{1,20}) (?:in|to|into) ([\p{L}°]{1,20})(?![\p{L}])/u;

/** Whether the request (lower-cased, values as written) asks a measure in another unit of the same kind. */
export function asksConversion(text: string): boolean {
  return convertedDimension(text) !== undefined;
}

/** What the measure asked in another unit measures ("length" for "6 feet in cm", "money" for "100 dollars in euros"). */
export function convertedDimension(text: string): string | undefined {
  for (const pattern of [HOW_MANY_IN, AMOUNT_IN]) {
    const match = pattern.exec(text);
    const [from, to] = pattern === HOW_MANY_IN ? [match?.[2], match?.[1]] : [match?.[1], match?.[2]];
    if (!from || !to || from === to) continue;
    const dimension = unitDimension(from);
    if (dimension !== undefined && dimension === unitDimension(to)) return dimension;
  }
  return undefined;
}

/** A tool that converts money: its name or description speaks of currencies or exchange rates. */
export const CONVERTS_MONEY = /currenc|exchange|\bforex\b|\bmoney\b/i;

/**
 * Whether a converting tool can take the measure asked: money to a currency converter, any other measure to a tool
 * that does not convert money ("10 inch in meter" is no job for a currency converter).
 */
export function convertsMeasureAsked(measure: string | undefined, convertsMoney: boolean | undefined): boolean {
  return measure === undefined || convertsMoney === undefined || (measure === 'money') === convertsMoney;
}
