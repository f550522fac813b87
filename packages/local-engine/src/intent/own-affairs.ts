/**
 * A question about the person's own affairs, which only what they keep (their files, their memory) can answer, asked
 * with no word for a record: "What have I got booked in March?", "Who still owes me money?", "when I must pay the
 * bank loan", "how many down jacket we have for rent", "When is practice this week?", "phone number for the plumbing
 * supplier", "What did our family give at the misinale last year?", "who i got on drums again".
 *
 * Read by what marks a question as the speaker's own: the speaker (or their household, "our family") as the one who
 * did, owes, holds or must do something, named with the verbs of dealings (send, pay, book, give, keep); a definite
 * event that names no public occasion and so is resolved by the speaker's own situation ("the spring concert",
 * "practice", "the dentist appointment", never "Easter" or "the Coldplay concert"); things counted as the speaker's
 * stock, never the body ("how many bones do we have" is inalienable and general); a question closed by "again",
 * which asks to be reminded of something told before, about the speaker or someone they name; the people they deal
 * with, named by their trade or role. "how much is a school fee in Nepal usually", "who owes money in a partnership",
 * "I'm tired today" and "my back hurts, what stretch helps?" ask nothing of their records.
 */
import { withTextedWordsSpelledOut } from '../text/texted-words.js';

const OPENER = String.raw`^(?:(?:so|ok|okay|and|hey|yo|hi|um|hmm)[, ]+)?`;
const ASKS = String.raw`(?:what|which|who|whom|when|where|how many|how much|how long)`;
/** The speaker, their household or something of theirs, as the one who did or holds something. */
const SPEAKER = String.raw`(?:i|we|(?:my|our)\s+[\p{L}-]+)`;
/**
 * Verbs of dealings a person keeps a record of: what was sent, paid, booked, given, kept. Not what was spent or earned
 * (a bank or card account holds that), nor said or told (the conversation may hold that), nor where a thing was put
 * or left (a phone or keys are no record).
 */
const DEALINGS = String.raw`(?:send|sent|pay|paid|book|booked|order|ordered|save|saved|keep|kept|write|wrote|note|noted|give|gave|given|visit|visited|sell|sold|buy|bought|make|made|get|got|receive|received|lend|lent|borrow|borrowed|invite|invited|promise|promised|charge|charged|owe|owed|ship|shipped|deliver|delivered|post|posted|file|filed|store|stored|collect|collected|quote|quoted|hire|hired|rent|rented|bill|billed|invoice|invoiced)`;
/** The same verbs in their past forms, which alone mark a past dealing when the auxiliary is left out. */
const DEALT = String.raw`(?:sent|paid|booked|ordered|saved|kept|wrote|noted|gave|given|visited|sold|bought|made|got|received|lent|borrowed|invited|promised|charged|owed|shipped|delivered|posted|filed|stored|collected|quoted|hired|rented|billed|invoiced)`;
/**
 * Modal verbs and the present's "do": "how much should I charge", "what must I give", "how much do I save if ..." ask
 * for advice, a rule or a sum, not a record.
 */
const MODAL = String.raw`(?:should|could|would|can|shall|must|might|may|ought|to|do|does)`;

/** "what samples did I send last month", "Whom did I visit in April?", "What did our family give ...", "where have I saved". */
const SPEAKER_DID = new RegExp(
  String.raw`${OPENER}${ASKS}\b[^?.!;]{0,40}?\b(?:did|have|had)\s+${SPEAKER}\s+(?:already\s+|last\s+|ever\s+)?${DEALINGS}\b`,
  'iu',
);
/**
 * The same said without the auxiliary, as people type it, in the past: "how much i made from gigs", "what samples I
 * sent". A present ("what i give him instead", "how much interest i save") plans or reckons, and keeps no record.
 */
const SPEAKER_DID_PLAIN = new RegExp(
  String.raw`${OPENER}${ASKS}\b(?:\s+(?!${MODAL}\b)[\p{L}-]+){0,3}?\s+(?:i|we)\s+(?:have\s+|already\s+|last\s+)?${DEALT}\b`,
  'iu',
);
/**
 * "how much i lend to wantoks altogether", "how much we sell last week": the present form said of a past that a time or
 * a total marks, as people write a language they learned late. "how much i lend if he asks" reckons, and is not read.
 */
const SPEAKER_DID_MARKED = new RegExp(
  String.raw`${OPENER}${ASKS}\b(?:\s+(?!${MODAL}\b)[\p{L}-]+){0,3}?\s+(?:i|we)\s+${DEALINGS}\b(?![^?.!]*\b(?:if|when|should|could|would)\b)[^?.!]*\b(?:yesterday|altogether|all together|in total|so far|till now|until now|(?:last|this)\s+(?:week|month|year|season|term|summer|winter|spring|autumn|time)|ago|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))\b`,
  'iu',
);
/**
 * When a thing the speaker did happened, said with the question: "last week", "in march", "yesterday", "so far". A
 * time of their own past marks a question as one about their doings, whatever the verb ("how many hrs did i fly in
 * march", "when did I last clean the gutters"); "what did I do wrong" and "when did i become so tired" name no time.
 */
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const TIME_MARK = String.raw`(?:yesterday|today|tonight|ago|so far|till now|until now|in total|altogether|(?:last|this|past)\s+(?:night|week|wk|weekend|month|year|yr|time|season|term|semester|summer|winter|spring|autumn|fall|morning|quarter)|(?:in|for|since|during)\s+${MONTH}|on\s+(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)(?![\p{L}])`;
/** States and thoughts, which no record keeps ("what was i thinking yesterday", "how much i need this month"). */
const STATE = String.raw`(?:am|was|were|be|been|feel|felt|think|thought|need|want|wanted|like|liked|know|knew|mean|meant|say|said|tell|told|ask|asked|do|did|go|went|become|became|look|looked|seem|seemed)`;
/** An opening topic before the question, as people type it: "tuktuk repair, when i changed the tire last time". */
const TOPIC_LEAD = String.raw`^(?:[\p{L}\d'’-]+\s+){0,2}[\p{L}\d'’-]+\s*,\s*`;
const ASKED_AT = String.raw`(?:${OPENER}|${TOPIC_LEAD})${ASKS}\b`;
/** "how many hrs did i fly in march", "when did I last clean the gutters", "what did we harvest this year". */
const SPEAKER_DID_WHEN = new RegExp(
  String.raw`${ASKED_AT}[^?.!;]{0,40}?\b(?:did|have|had)\s+${SPEAKER}\s+(?:last\s+(?!${STATE}\b)[\p{L}]{2,}|(?:already\s+|ever\s+|first\s+)?(?!${STATE}\b|${MODAL}\b)[\p{L}]{2,}\b[^?!]{0,60}?\b${TIME_MARK})`,
  'iu',
);
/** The same typed without the auxiliary: "when i change the tire last time", "how many eggs we collect this week". */
const SPEAKER_DID_WHEN_PLAIN = new RegExp(
  String.raw`${ASKED_AT}(?:\s+(?!${MODAL}\b|(?:am|is|are|was|were)\b)[\p{L}-]+){0,3}?\s+(?:i|we)\s+(?:last\s+)?(?!${STATE}\b|${MODAL}\b|will\b|gonna\b|going\b|have\s+to\b)[\p{L}]{2,}\b(?![^?.!]*\b(?:if|should|could|would|will)\b)[^?!]{0,60}?\b${TIME_MARK}`,
  'iu',
);
/** "which students have not paid fees for april", "who hasn't sent their form this week": dealings still owed to the speaker. */
const NOT_YET_DEALT = new RegExp(
  String.raw`${ASKED_AT}(?:\s+[\p{L}-]+){0,2}?\s+(?:has|have|had|did)\s*(?:not|n't|n’t|nt)\s+(?:yet\s+)?(?:paid|pay|sent|send|returned|return|signed|sign|confirmed|confirm|replied|reply|booked|book|registered|register|submitted|submit|handed in|hand in)\b[^?!]{0,60}?\b(?:${TIME_MARK}|yet)`,
  'iu',
);
/** "did i send the november invoices", "Did I already order the braille score": a yes-or-no of the same. */
const DID_SPEAKER = new RegExp(String.raw`${OPENER}(?:did|have)\s+(?:i|we)\s+(?:already\s+|ever\s+)?${DEALINGS}\b`, 'iu');
/** "Who still owes me money?", "how much do i owe for rent": a debt of the speaker's, either way. */
const OWES = new RegExp(String.raw`${OPENER}${ASKS}\b.*\b(?:owes?|owing)\s+(?:me|us)\b|${OPENER}${ASKS}\b.*\b(?:i|we)\s+(?:still\s+)?owe\b`, 'iu');
/** "when I must pay the bank loan", "how much do we have to pay the builder": what the speaker is bound to do. */
const OBLIGED = new RegExp(
  String.raw`${OPENER}(?:when|what time|by when)\b.*\b(?:i|we)\s+(?:must|have to|has to|need to|got to|gotta)\s+(?:pay|renew|return|submit|send|hand in|collect|pick up|deliver|file)\s+(?:the|my|our|for)\b`,
  'iu',
);
/**
 * Nouns of inalienable possession, counted of the body (a question of biology), and what an account holds (points,
 * miles, followers): no stock kept in the person's records.
 */
const BODY = String.raw`(?:points|miles|credits|followers|likes|subscribers|bones?|teeth|tooth|chromosomes?|cells?|muscles?|senses?|lungs?|kidneys?|genes?|neurons?|fingers?|toes?|ribs?|vertebrae|hearts?|brains?|organs?|hairs?|eyes?|legs?|arms?|hands?|feet|days|hours|minutes|years|weeks|months|calories|options|choices|chances)`;
/** "how many down jacket we have for rent", "how many blanks i get left", "how many recipe i have": the speaker's stock. */
const OWN_STOCK = new RegExp(
  String.raw`${OPENER}how many\s+(?!${BODY}(?![\p{L}]))(?:[\p{L}-]+\s+){0,2}(?!${BODY}(?![\p{L}]))[\p{L}-]+\s+(?:do\s+|did\s+)?(?:i|we)\s+(?:have|got|get|own|keep|stock|hold|still have)\b(?!\s+to\b)`,
  'iu',
);
/** "What have I got booked in March?", "what do we have on this week": what the speaker has coming up. */
const HAS_ON =
  /\bwhat(?:'s|’s)?\s+(?:have|do|did)?\s*(?:i|we)\s+(?:got|have|get)\s+(?:booked|on|planned|scheduled|lined up|coming up|in the diary|this|next|for)\b/iu;
/** "Which of my invoices are still unpaid?", "how many of our students passed": a part of the speaker's things. */
const PART_OF_MINE = new RegExp(
  String.raw`${OPENER}(?:which|what|how many|who)\s+of\s+(?:my|our)\s+(?!(?:symptoms|options|choices|chances)\b)[\p{L}-]{3,}`,
  'iu',
);

/**
 * Events of a person's own round: practice, lessons, shifts, appointments, gigs, games, concerts of their school or
 * choir. Asked after with "the" and no name of a public occasion, the event is the one the speaker's situation makes
 * unique (a definite description resolved by shared circumstance).
 */
const OWN_EVENTS = String.raw`(?:appointments?|appt|apointments?|appoinments?|appointmnts?|practice|practise|training|rehearsals?|lessons?|class|classes|shifts?|gigs?|game|match|fixture|session|meeting|check-?up|visit|delivery|pick-?up|collection|concert|recital|party|dinner|reunion|interview|exam|deadline|service|booking|reservation|parents'? evening)`;
const OWN_EVENT = new RegExp(
  String.raw`${OPENER}(?:when(?:'s|’s|s)?|what time(?:'s|’s)?)\s+(?:(?:is|are|was)\s+)?(?:(?:the|my|our)\s+)?(?:next\s+)?(?:[\p{Ll}'’-]+\s+){0,2}${OWN_EVENTS}(?![\p{L}])`,
  'iu',
);
/** A capital after the first word: a proper name, which may be a public occasion ("the Coldplay concert"). */
const NAMED_AFTER_FIRST = /^\S+.*?(?<![\p{L}'’])\p{Lu}/u;

/**
 * "who i got on drums again", "wats dai's day again", "Who is Viliami's mother again?": a question closed by "again"
 * asks to be reminded; about the speaker, a pronoun's person or someone named, what was told is theirs to keep.
 * "what's the capital of Peru again?" names no one.
 */
const AGAIN = /\bagain\s*[?!.]*\s*$/iu;
const SOMEONE_OF_THEIRS =
  /(?<![\p{L}])(?:i|me|my|we|us|our|he|she|his|her|him|they|their|them)(?![\p{L}'’])|(?<![\p{L}])(?!(?:what|that|it|who|where|when|how|there|here|let|he|she)['’])[\p{L}]{2,}['’]s(?![\p{L}])/iu;
const QUESTION_WORD = /(?<![\p{L}])(?:what|whats|wats|wots|which|who|whom|whos|when|whens|where|how)(?![\p{L}])/iu;

/** The people the speaker deals with by their trade: "phone number for the plumbing supplier". */
const TRADES = String.raw`(?:supplier|suppliers|distributor|landlord|plumber|electrician|builder|mechanic|accountant|contractor|vet|dentist|doctor|gp|tutor|coach|babysitter|nanny|cleaner|gardener|courier|wholesaler|agent|client|customer|buyer|printer|caterer|florist|garage|surgery)`;
const CONTACT_OF_TRADE = new RegExp(
  String.raw`\b(?:phone|mobile|cell|contact|e-?mail|whatsapp)?\s*(?:number|no\.?|details|email|address|contact)\s+(?:for|of)\s+(?:the|my|our)\s+(?:[\p{L}-]+\s+){0,2}${TRADES}\b|\b${TRADES}(?:['’]s)?\s+(?:phone\s+)?(?:number|contact|email)\b`,
  'iu',
);
/** "Who supplies our white lilies?", "who delivers my veg box": who serves the speaker's household or trade. */
const SERVES_SPEAKER = new RegExp(
  String.raw`${OPENER}(?:who|which\s+[\p{L}-]+)\s+(?:still\s+|usually\s+|normally\s+)?(?:supplies|delivers|cleans|services|fixes|handles|does|cuts|teaches|coaches|looks after|drives|collects|prints|caters)\s+(?:for\s+)?(?:me|us|our|my)\b`,
  'iu',
);

/** When, said as a day or a stretch of days: "sunday", "this weekend", "next wk", "tonight". */
const WHEN = String.raw`(?:today|tonight|tomorrow|(?:this|next)\s+(?:week|wk|weekend|morning|afternoon|evening|month)|(?:the\s+)?weekend|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?)`;
/**
 * "who is on sunday shift", "whos on call this weekend", "who is working saturday", "which drivers on leave this wk",
 * "when am i working this week": who works when where the speaker works, which their roster says. "Who is working on
 * a cure" names no day; "who is on the $20 bill" no shift.
 */
const ON_ROSTER = new RegExp(
  String.raw`${OPENER}(?:who(?:['’]?s)?|which\s+[\p{L}-]+)(?:\s+(?:is|are))?\s+(?:on\s+(?:(?:the|this|that|next)\s+)?(?:[\p{L}-]+\s+){0,2}(?:shifts?|duty|call|rota|roster)\b|(?:working|off|free|on\s+leave|rostered|scheduled)\s+(?:on\s+|for\s+)?(?:the\s+)?(?:[\p{L}-]+\s+)?${WHEN}(?![\p{L}]))`,
  'iu',
);
const WORKS_WHEN = new RegExp(
  String.raw`${OPENER}(?:when|what\s+days?|which\s+days?|what\s+time)\s+(?:am|are|do|does)\s+(?:i|we|my\s+[\p{L}-]+)\s+(?:working|work|on\s+(?:shift|duty|call)|off|rostered|scheduled)\b`,
  'iu',
);

/**
 * "how much do I charge for the pearl ring?", "what do i charge for the small flash pieces again": the speaker's own
 * price, which their price list holds. "how much should I charge" asks advice (a modal verb), and is not read here.
 */
const OWN_PRICE = new RegExp(
  String.raw`${OPENER}(?:how much|what)\s+do\s+(?:i|we)\s+(?:usually\s+|normally\s+)?(?:charge|ask|bill)\s+(?:for|per|a|an|the)\b`,
  'iu',
);

/** The readings whose answer is in a record the person keeps: a file of theirs to be found and read. */
const RECORD_FORMS = [
  SPEAKER_DID,
  SPEAKER_DID_PLAIN,
  SPEAKER_DID_MARKED,
  SPEAKER_DID_WHEN,
  SPEAKER_DID_WHEN_PLAIN,
  NOT_YET_DEALT,
  DID_SPEAKER,
  OWES,
  OBLIGED,
  OWN_STOCK,
  HAS_ON,
  CONTACT_OF_TRADE,
  SERVES_SPEAKER,
  ON_ROSTER,
  WORKS_WHEN,
  OWN_PRICE,
];

function readable(message: string): string | undefined {
  const text = withTextedWordsSpelledOut(message.trim());
  return text.length === 0 || text.length > 200 ? undefined : text;
}

/** Whether the message asks after the speaker's affairs in a form whose answer is a record of theirs to find and read. */
export function asksOwnAffairsRecord(message: string): boolean {
  const text = readable(message);
  if (!text) return false;
  return RECORD_FORMS.some((form) => form.test(text)) || (OWN_EVENT.test(text) && !NAMED_AFTER_FIRST.test(text));
}

/**
 * Whether the message asks about the speaker's own affairs, which only what they keep can answer: the forms above, a
 * part of their things ("which of my recordings ...", often a folder's listing) and a reminder asked with "again"
 * (often of a person the memory keeps), whose plans other readings make.
 */
export function asksOwnAffairs(message: string): boolean {
  const text = readable(message);
  if (!text) return false;
  if (asksOwnAffairsRecord(text) || PART_OF_MINE.test(text)) return true;
  return AGAIN.test(text) && QUESTION_WORD.test(text) && SOMEONE_OF_THEIRS.test(text);
}
