/**
 * An entry to keep in one of the person's logs or lists, written the way a ledger line is: "rubber today 42 kg",
 * "porter wage: Mingma 12 days x 2500 rs", "Log 3 CPD points for the workshop on 9 March.", "put in remiders: ring
 * the alarm compny about the shutter", "add to timber order 20 lenghts of 2x4 treated". No record need be named by a
 * word for records: a label before a colon, a "put in" or "add to" whose place is named before the item, the verb
 * "log" with a quantity, or a measure dated "today" is a line for something the person keeps. "log in to the
 * portal", "convert 42 kg to pounds", "Question: how many legs has a spider?" and "Note: I'm away" are no entry.
 */
import { withTextedWordsSpelledOut } from '../text/texted-words.js';

/** "put in remiders: ...", "add to the van log: ...", "Schreib in meine Bewerbungsübersicht: ...": a place, a colon, the entry. */
const PUT_IN_PLACE =
  /^(?:(?:please|pls|can you|could you)\s+)?(?:put|add|write|note|log|enter|jot|schreib(?:e)?|trag(?:e)?|escribe|apunta|anota|mets|note|écris)(?:\s+down)?\s+(?:in|into|on|to|under|auf|en|dans|sur)\s+(?!self\b)(?:(?:the|my|our|meine[nm]?|mein|die|den|das|mi|mis|la|el|le|les|mon|ma|mes)\s+)?(?:[\p{L}\d'’-]+\s+){0,2}[\p{L}\d'’-]+\s*:\s*\S/iu;
/** Nouns of things kept as running lists: orders, quotes, queues, calendars, beside the usual records. */
const KEPT_LISTS = String.raw`(?:order|orders|quote|queue|calendar|diary|planner|log|logbook|list|lists|notes|reminders|sheet|tracker|ledger|register|rota|schedule|inventory|stock|to-?do)`;
/** "add to timber order 20 lenghts of 2x4", "put on the calendar saturday the 23rd ...": the place, then the item. */
const ADD_TO_PLACE = new RegExp(
  String.raw`^(?:(?:please|pls|can you|could you)\s+)?(?:add|put|write|pop|stick)(?:\s+(?:it|this|that))?\s+(?:to|in|into|on|onto)\s+(?:(?:the|my|our)\s+)?(?:[\p{L}\d'’-]+\s+){0,2}${KEPT_LISTS}\s*[,:-]?\s+\S`,
  'iu',
);
/** "Log 3 CPD points ...", "log my run: 5k", "log today's takings": "log" as a verb of keeping, never "log in". */
const LOG_VERB = /^(?:(?:please|pls)\s+)?log\s+(?!(?:in|into|out|off|on|onto)\b)(?:\d|my\s|our\s|today|yesterday|this\s)/iu;
/** Units a ledger line measures in, and the currencies people write after a sum. */
const MEASURE = String.raw`(?:kg|kgs|kilos?|g|gr|grams?|lbs?|pounds|t|tons?|tonnes?|l|litres?|liters?|ml|km|kms|miles?|mi|m|cm|mm|hrs?|hours?|h|mins?|minutes?|days?|pcs|pieces?|bags?|boxes?|crates?|sacks?|trays?|bottles?|units?|rs|inr|npr|usd|eur|gbp|baht|thb|kes|ngn|ghs|php|\$|€|£|₹)`;
/** "rubber today 42 kg", "fingerboard today: 20mm edge ...": a thing, the day, a measure; no verb, no question. */
const DATED_MEASURE = new RegExp(
  String.raw`^(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\s+(?:today|tonight|this morning|this evening|yesterday)\s*[:,-]?\s*[^?]*?\d[\d.,]*\s*${MEASURE}(?![\p{L}])[^?]*$`,
  'iu',
);
/** Labels of the money, work and measures a person keeps a ledger of ("porter wage:", "fuel:", "bp:"). */
const LEDGER_LABELS = String.raw`(?:wages?|pay|salary|expenses?|spent|spend|income|sales?|sold|bought|purchases?|fuel|petrol|diesel|mileage|km|hours|hrs|overtime|harvest|yield|weight|reading|readings|bp|sugar|glucose|takings|tips|deposit|payment|paid|rent|advance|loan|cash|milk|eggs|rubber|tapping)`;
/** "porter wage: Mingma 12 days x 2500 rs": a ledger label, a colon, and an entry with a figure in it. */
const LEDGER_LINE = new RegExp(String.raw`^(?:[\p{L}-]+\s+){0,2}${LEDGER_LABELS}\s*:\s*[^?]*\d[^?]*$`, 'iu');

const FORMS = [PUT_IN_PLACE, ADD_TO_PLACE, LOG_VERB, DATED_MEASURE, LEDGER_LINE];

/** Whether the message is an entry for one of the person's logs or lists, however briefly written. */
export function writesLogEntry(message: string): boolean {
  const text = withTextedWordsSpelledOut(message.trim());
  return text.length > 0 && text.length <= 200 && !text.includes('\n') && FORMS.some((form) => form.test(text));
}
