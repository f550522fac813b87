/**
 * A request about one of the user's own records, which only a tool that reads their files or memory can answer, in the
 * forms people use for it: the record named bare ("miller timeline", "setting plan wk48", "Reminders."), maybe with a
 * question ("rossi-ferri budget, what's left", "Who is on Sunday? Rota."); a pointer to where the answer is ("check
 * the csv", "its in the alquiler file"); a question about what they logged, planned or decided ("how many samples I
 * logged in October"); an entry written under a record's label ("to-do: call the villa"); or two of their documents to
 * compare. Read by form, with a general lexicon of written records; "what's a good todo app", "how do I make a budget",
 * "notes on the french revolution" and "compare python and java" ask nothing of a record of theirs.
 */
import { writesLogEntry } from './log-entry.js';
import { asksOwnAffairs, asksOwnAffairsRecord } from './own-affairs.js';
import { asksTopicOfTheirs } from './topic-question.js';
import { NOT_NAMING } from './naming-words.js';

/** Written records people keep for themselves, by the general words for them (and their usual shorthand). */
const RECORD = String.raw`(?:lists?|to-?dos?|notes|notebook|journal|diary|budgets?|checklist|itinerary|agenda|bibliography|rotas?|rosters?|inventory|register|logs?|logbook|ledger|tracker|timetable|schedule|minutes|(?:spread)?sheets?|plans?|timelines?|reminders|accounts|invoices?|inv|receipts|expenses|costs|brief|contacts|prices|vocab|vocabulary|rundown|records|menus?|programm?e?s?|catalog(?:ue)?s?|flashcards|fixtures|bookings|reservations|orders|takings|sales|stock|file|doc|csv|xlsx?)`;
/** Records named as files ("the otazky teorie file", "the rota csv"): with "the", what else a record may be is a file's. */
const FILE_RECORD = String.raw`(?:file|doc|csv|xlsx?|spreadsheet|sheet|list|log)`;
/** Lists named by what they are for, which stand as a record's label ("Grocery: dal, curry leaves"). */
const LIST_PURPOSE = String.raw`(?:grocery|groceries|shopping|packing|errands)`;
const NAMING_WORD = String.raw`(?!${NOT_NAMING}(?![\p{L}\d'’-]))[\p{L}\d][\p{L}\d'’-]*`;
/** An identifier after the record's name ("wk48", "032", "2024"), and which part of it ("last 10"). */
const RECORD_ID = String.raw`(?:\s+[\p{L}]*\d[\p{L}\d-]*)?(?:\s+(?:last|first|top)\s+\d+(?:\s+(?:lines|entries|rows))?)?`;

/** The whole message names a record, with up to three words saying which: "font trip plan", "todo", "inv 032". */
const BARE_RECORD = new RegExp(String.raw`^(?:${NAMING_WORD}\s+){0,3}${RECORD}${RECORD_ID}\s*[.!]*$`, 'iu');
/**
 * A record named first, then a short question about it: "rossi-ferri budget, what's left", "inv 032, total?",
 * "materiel list maarif, wat i need to buy", "packing list for athens, did i put the charger", "the species list, did i
 * add the lynx" (what a list is for names
 * which of theirs; what it is of, "list of presidents", names a topic).
 */
const RECORD_THEN_QUESTION = new RegExp(
  String.raw`^(?:(?:the|my|our)\s+)?(?:${NAMING_WORD}\s+){0,3}${RECORD}(?:\s+${NAMING_WORD}|\s+for\s+${NAMING_WORD}(?:\s+${NAMING_WORD})?)?${RECORD_ID}\s*[,:-]\s*[^,.;]{1,40}\?*$`,
  'iu',
);
/** A record named, then what is wanted of it, with no verb: "Accounts Oct total sales", "van costs so far total?". */
const RECORD_THEN_FIGURE = new RegExp(
  String.raw`^(?:${NAMING_WORD}\s+){0,2}${RECORD}\s+(?:${NAMING_WORD}\s+){0,2}(?:total|sum|balance|count|left|remaining|sales|spend|spent)(?:\s+${NAMING_WORD}){0,2}\s*[.?]*$`,
  'iu',
);
/** A question, then the record that answers it alone: "Who is on Sunday? Rota.". */
const QUESTION_THEN_RECORD = new RegExp(String.raw`\?\s*(?:${NAMING_WORD}\s+){0,2}${RECORD}\s*[.!]*$`, 'iu');
/** Where to look: "check the csv", "Check schedule", "check samples log", "its in the alquiler file". */
const LOOK_IN_RECORD = new RegExp(
  String.raw`(?:^|[,.;!?]\s*)(?:check|see|look (?:in|at))\s+(?:(?:the|my|our)\s+)?(?:${NAMING_WORD}\s+){0,2}${RECORD}\b|\b(?:it'?s|it’s|its|it is)\s+(?:all\s+)?in\s+(?:the|my|our)\s+(?:${NAMING_WORD}\s+){0,2}${RECORD}\b`,
  'iu',
);
/**
 * Where to look, with what to look for after the record: "check the file for the camioneta", "see my notes on the
 * boiler". The record stands first, so "check for updates" or "look at the sky for stars" name none.
 */
const LOOK_IN_RECORD_FOR = new RegExp(
  String.raw`(?:^|[,.;!?]\s*|\s)(?:check|see|look (?:in|at|through))\s+(?:the|my|our)\s+(?:${NAMING_WORD}\s+){0,2}${RECORD}\s+(?:for|about|on|of)\s+(?:the\s+)?${NAMING_WORD}(?:\s+${NAMING_WORD})?\s*[.!?]*$`,
  'iu',
);
/**
 * A question about what one of their records holds: "how many questions are in the otazky teorie file", "what's the
 * price of 6 mm glass in my price list". Advice on keeping one ("what should I put in my budget", "how do I add notes
 * in my journal") asks nothing of what it holds, nor do "the high notes" of a song or "the same brief" of a case.
 */
const ASKED_OF_RECORD = new RegExp(
  String.raw`^(?:(?:so|ok|and|hey)[, ]+)?(?:what|whats|when|where|who|which|how (?:many|much|long|often)|is|are|was|were|does|did)\b(?!.*\b(?:should|could|would|can|do)\s+(?:i|we|you)\b).{3,120}?\s(?:in|from)\s+(?:(?:my|our)\s+(?:${NAMING_WORD}\s+){0,3}${RECORD}|the\s+(?:${NAMING_WORD}\s+){0,3}${FILE_RECORD})(?:\s*[.!?]*|\s*[,;]\s*[^,;?]{1,60})$`,
  'iu',
);
/**
 * A question, then where to look, typed without a comma: "when is the van due for service check arac bakim file",
 * "what time is the recital see the schedule".
 */
const QUESTION_LOOK_IN_RECORD = new RegExp(
  String.raw`^(?:what|when|where|who|which|how|is|are|do|does|did)\b.{3,120}?\s(?:check|see|look (?:in|at))\s+(?:(?:the|my|our)\s+)?(?:${NAMING_WORD}\s+){0,3}${RECORD}\s*[.!?]*$`,
  'iu',
);
/**
 * What the user logged, planned or decided: "what did we decide on", "how many samples I logged", "how many trips i
 * did". Not what they spent or booked, which an account holds ("what have i spent on fast food"), not their files.
 */
const OWN_DOINGS = new RegExp(
  String.raw`^(?:(?:so|ok|and)[, ]+)?(?:what|which|when|how many|how much|who)\b.*?\b(?:(?:did|have|had)\s+(?:i|we)\s+(?:decide|plan|log|record|note|agree|budget|schedule|write down|put down|set)|(?:i|we)\s+(?:decided|planned|logged|recorded|noted|agreed|budgeted|scheduled|wrote down|put down))\b|^how many\s+(?:${NAMING_WORD}\s+){1,2}(?:i|we)\s+did\b`,
  'iu',
);
/** An entry under a record's label: "to-do: call villa", "Log fridge: 4.6°C at 09:10", "Grocery: toor dal 2kg". */
const ENTRY_UNDER_LABEL = new RegExp(String.raw`^(?:${RECORD}|${LIST_PURPOSE})(?:\s+${NAMING_WORD})?\s*:\s*\S`, 'iu');
/** Two documents of theirs: "compare the brief and the site notes". */
const COMPARES_RECORDS = new RegExp(
  String.raw`^(?:(?:please|pls|can you|could you)\s+)?compare\s+(?:the|my|our)\s+(?:(?:${NAMING_WORD}\s+){0,2}${RECORD}\s+(?:and|with|to|vs\.?|against)\s+(?:the|my|our)\s+|(?:${NAMING_WORD}\s+){1,2}(?:and|with|to|vs\.?|against)\s+(?:the|my|our)\s+(?:${NAMING_WORD}\s+){0,2}${RECORD}\b)`,
  'iu',
);

/**
 * Two versions of one document of theirs: "compare menu-vi and menu-en", "compare figue v3 and v4", "compare
 * report_2023 with report_2024". A name joined to what tells its versions apart is a file's, not a topic's.
 */
const COMPARES_VERSIONS =
  /^(?:(?:please|pls|can you|could you)\s+)?compare\s+(?:the\s+|my\s+)?(?:([\p{L}\d]+)[-_][\p{L}\d]{1,8}\s+(?:and|with|to|vs\.?|against)\s+\1[-_][\p{L}\d]{1,8}|[\p{L}-]+(?:\s+[\p{L}-]+)?\s+v\d+\s+(?:and|with|to|vs\.?|against)\s+v?\d+)(?![\p{L}\d])/iu;

/** Forms that ask what records hold: the records are to be found, then read. */
const READING_FORMS = [
  BARE_RECORD,
  RECORD_THEN_QUESTION,
  RECORD_THEN_FIGURE,
  QUESTION_THEN_RECORD,
  LOOK_IN_RECORD,
  LOOK_IN_RECORD_FOR,
  ASKED_OF_RECORD,
  QUESTION_LOOK_IN_RECORD,
  OWN_DOINGS,
  COMPARES_RECORDS,
  COMPARES_VERSIONS,
];
const FORMS = [...READING_FORMS, ENTRY_UNDER_LABEL];

/**
 * Whether the message asks about, or writes to, a record of the user's own (read only in a short message): named by
 * a word for records, or asked of their own affairs ("Who still owes me money?"), or an entry for one of their logs
 * ("rubber today 42 kg").
 */
export function asksOwnRecord(message: string): boolean {
  return readIn(message, FORMS) || asksOwnAffairs(message) || asksTopicOfTheirs(message) || writesLogEntry(message);
}

/** Whether the message asks what records of the user's hold ("setting plan wk48", "check the csv"). */
export function asksWhatOwnRecordsHold(message: string): boolean {
  return readIn(message, READING_FORMS) || asksOwnAffairsRecord(message) || asksTopicOfTheirs(message);
}

/** Whether the message asks to compare two documents of the user's ("compare the brief and the site notes"). */
export function comparesOwnRecords(message: string): boolean {
  return readIn(message, [COMPARES_RECORDS, COMPARES_VERSIONS]);
}

function readIn(message: string, forms: readonly RegExp[]): boolean {
  const text = message.trim();
  return text.length > 0 && text.length <= 300 && forms.some((form) => form.test(text));
}
