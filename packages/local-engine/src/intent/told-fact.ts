/**
 * "harlow bakery moved delivery day to thursday", "box supplier is PackRight Ltd, contact Mo", "my lab partner is
 * Jonas", "note down dave the plumber is cheap", "priya also does payroll now add that": a fact told about someone
 * or a business, with no "remember". Said to something that keeps a memory, it is there to be kept. Not a
 * question, not a request to write or explain; a statement whose subject is named (a capitalised or unknown name, a
 * supplier, "my <someone>") and whose verb tells a state or a change. A feature the fitted route weighs beside a
 * tool that writes to a memory, not a rule.
 */
import type { ToolSpec } from '../types.js';
import { offersMemoryTool } from './memory-tools.js';
import { readsOtherLanguage } from './other-languages.js';
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';

const QUESTION = /\?\s*$|^(?:what|whats|what's|when|where|who|whos|who's|which|why|how|is|are|do|does|did|can|could|would|will|should)\b/i;
/** A word that asks to keep what was told, wherever it stands ("..., which uni is good? remember she hates exams"). */
const KEEP_WORD = /\b(?:remember|note|save|store|keep in mind|don'?t forget|record)\b/i;
/** "note down", "jot down", "fyi", "for the record", "add that", "update that": telling to keep. */
const KEEP_CUE =
  /^(?:(?:also|and|oh|ok|so)[, ]+)?(?:note(?: down)?|jot(?: down)?|put down|fyi|for the record|heads up|btw|update|(?:one )?more (?:thing|news) (?:about|on|for)|another thing (?:about|on)|(?:a )?(?:quick )?(?:note|update|news) (?:about|on|for))\b|\b(?:add|note|save|update) (?:that|this)\s*$/i;
/** Verbs that tell a state or a change of someone or a business. */
const TELLS =
  "(?:is|are|was|isnt|isn't|moved|moves|works|worked|does|do|has|have|had|lives|likes|loves|hates|prefers|charges|needs|speaks|switched|changed|started|left|joined|quit|owes|paid|runs|handles|takes|delivers|closes|opens|wants|wanted|raised|lowered|got|gets|said|says|can't|cant|cannot|won't|asked|agreed|returned|dropped|booked|cancelled|canceled)";
/** "box supplier is ...", "my lab partner is Jonas", "harlow bakery moved ...", "Jonas isnt my lab partner". */
const NAMED_SUBJECT = new RegExp(
  String.raw`^(?:(?:oh|also|and|ok|so)[, ]+)?(?:[\p{L}][\p{L}'’-]*(?: [\p{L}][\p{L}'’-]*)? (?:supplier|bakery|shop|cafe|plumber|accountant|client|customer|company|ltd|inc)|(?!(?:This|That|These|Those|It|There|Here|He|She|They|We|You|What|Everything|Nothing|Something|Life|Today|Tomorrow|Yesterday|The|A|An|My|Our|Your|His|Her|Their)\b)\p{Lu}[\p{Ll}]+(?: \p{Lu}[\p{Ll}]+)?(?: and \p{Lu}[\p{Ll}]+)?) (?:also |now |still |just |no longer |actually |both )?${TELLS}\b`,
  'u',
);
/**
 * "my lab partner is Jonas", "my chem teacher is mr mwangi": a relation told by a name (a title says a name follows,
 * however it is typed).
 */
const TIE_IS_NAME = /\b(?:my|our) [\p{L}'’-]+(?: [\p{L}'’-]+)? (?:is|was) (?:\p{Lu}\p{Ll}+|(?:[Mm]rs?|[Mm]s|[Mm]iss|[Dd]r|[Mm]x)\.? \p{L}{2,})/u;
/**
 * "new player Amir Hosseini, goalkeeper, ...", "new client Hannah Becker": someone new introduced by the part they
 * take and their full name, as a note is written. Only a noun for people ("new album Blue Moon" is no one).
 */
const NEW_ONE_NAMED =
  /^(?:(?:a|our|my)\s+)?new\s+(?:[\p{L}-]+\s+)?(player|client|patient|member|tenant|student|pupil|colleague|hire|starter|employee|customer|resident|volunteer|neighbou?r|coach|teacher|nurse|doctor|carer|trainee|intern|buyer|supplier|rep|contact|guest|boarder|lodger)\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+(?:\s*[,.;:—-]|$)/u;
/**
 * "Viliami also plays the guitar", "Reza now walks without crutches", "Tom still owes me £20": a name, a word that adds
 * to or updates what is known of them, then their verb. "also", "now", "still" presume the person known.
 */
const NAME_ADDS = /^(\p{Lu}\p{Ll}{2,}(?: \p{Lu}\p{Ll}+)?) (?:also|now|still|no longer|too) (\p{Ll}{2,}(?:s|ed))\b/u;
/**
 * "Mr Liu say now he want B grade", "Mrs Okafor come every friday": a titled name, then a verb as many write it
 * without the third person's "-s". The title says the subject is someone.
 */
const TITLED_BARE_VERB =
  /^(?:(?:mr|mrs|ms|dr|capt|father|sister)\.?\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(?:also\s+|now\s+|still\s+)?(?:say|want|come|need|like|prefer|live|work|go|buy|pay|ask|bring)\b/iu;
/** "jonas isnt my lab partner anymore", "Priya is our accountant": someone told by their tie to the user. */
const NAME_IS_TIE = /^(?:(?:oh|also|and|ok|so)[, ]+)?(\p{L}[\p{L}'’-]+) (?:is|was|isnt|isn't|wasnt|wasn't|is not|is no longer|is now) (?:not )?(?:my|our) /iu;

/**
 * "giulia raised prices", "linnea can't work sundays", "hamid got his tools back": a name typed in lower case, then a
 * change or a want of theirs. Only verbs that tell news of someone: "cousin lives there", "tomorrow is big day",
 * "everyone says inflation" tell of no one the user keeps a record of.
 */
const LOWER_CASE_SUBJECT =
  /^(?:(?:oh|also|and|ok|so|btw|fyi)[, ]+)?(\p{Ll}[\p{Ll}-]{2,}) (?:also |now |still |just |no longer |actually )?(?:wants|raised|lowered|got|gets|can't|cant|cannot|won't|wont|moved|switched|changed|quit|left|joined|prefers|hates|owes|paid|returned|dropped|booked|cancelled|canceled|needs)\b/u;
/**
 * "mujo begic also has an old doxa", "wanjiru kamau is also a chama member": a given name and a surname typed in lower
 * case, neither an everyday word, then "also": it adds to what is known of someone already kept. One word alone
 * ("python is also a snake") may be anything, and so may two everyday words ("ice cream", "linux mint").
 */
const LOWER_CASE_FULL_NAME_ADDS =
  /^(?:(?:oh|also|and|ok|so|btw|fyi)[, ]+)*(\p{Ll}[\p{Ll}-]{2,} \p{Ll}[\p{Ll}-]{2,}) (?:(?:is|has|was) also|also (?:has|is|was|does|plays|works|needs|wants|likes|loves|speaks|lives|goes|takes))\b/u;
/** "oh and seo-yeon is moving to naver in july": a name typed in lower case, then a move they are making. */
const LOWER_CASE_MOVE = /^(?:(?:oh|also|and|ok|so|btw|fyi)[, ]+)*(\p{Ll}[\p{Ll}-]{2,}) is (?:moving|leaving|switching|retiring|joining)\b/u;
/** Words typed in lower case that are no one's name: days and times, anyone at all, kinds of people. */
const NO_ONES_NAME =
  /^(?:today|tomorrow|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|everyone|everybody|someone|somebody|anyone|anybody|nobody|noone|people|ppl|mum|mom|dad|bro|sis|cousin|boss|client|customer|landlord|neighbour|neighbor)$/i;
/** Something asked of the assistant anywhere in the message: then it is a request, not a fact told to be kept. */
const ASKS_SOMETHING = /\?|\b(?:should i|how do i|how can i|can you|could you|explain|help me|any ideas)\b/i;

/**
 * "Subramanian: dose changed to 1000 mg", "Mr. Okafor: prefers mornings": a note filed under someone's name, with a
 * title or a name the lexicon does not hold ("Grocery: toor dal", "Reminders: ..." file under a record's label).
 */
const NOTE_UNDER_NAME = /^((?:(?:Mr|Mrs|Ms|Dr|Prof|Mx)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*:\s+\S+\s+\S+/u;
/** "thandi's email is thandi.k@x.co.za btw", "Marek's phone is 601 233 870": one of someone's particulars, told. */
const PARTICULAR_TOLD =
  /^(\p{L}[\p{L}'’-]{2,}?)(?:['’]s|s)\s+(?:(?:new|current|work|home|mobile)\s+)?(?:e-?mail|email address|phone|phone number|number|mobile|cell|address|birthday|surname|last name)\s+(?:is|=|:)\s+\S/iu;

/**
 * A later clause that asks: "my son wants to study agronomy, which university is good for that", "Elsa wants a phone,
 * she is 10. too early? apparently ...", "... what you think". What was told sets up the question; nothing is to be
 * kept. "..., which is near Geneva" and "what a week!" ask nothing.
 */
const ASKED_AFTER =
  /\?\s+\S|[,.;:!]\s*(?:(?:so|but|and|then|ok)\s+)?(?:what\s+(?!an?\b)|what(?:'s|’s|s)\s+|which\s+(?!(?:is|was|are|were|has|have|had|means|makes|made)\b)[\p{L}]|how\s+(?:do|can|should|much|many|to)\b|should\s+(?:i|we|he|she|they)\b|(?:where|who|when|why)\s+(?:does|do|did|is|are|should|can|could|would)\b|any\s+(?:ideas|advice|tips|suggestions)\b)/iu;

/** Whether what the message tells only sets up a question asked after it, with no word asking to keep it. */
export function toldToAsk(message: string): boolean {
  return ASKED_AFTER.test(message) && !KEEP_WORD.test(message);
}

/** Whether the message tells a fact about someone or a business to be kept (see the file comment). */
export function tellsFactToKeep(message: string): boolean {
  const text = message.trim();
  if (text.length === 0 || QUESTION.test(text) || toldToAsk(text)) return false;
  if (KEEP_CUE.test(text) || TIE_IS_NAME.test(text) || NAMED_SUBJECT.test(text) || NEW_ONE_NAMED.test(text) || TITLED_BARE_VERB.test(text)) return true;
  const adder = NAME_ADDS.exec(text);
  if (adder?.[1] && adder[2] && isPersonName(adder[1]) && !STOPWORDS.has(adder[2])) return true;
  if (newsOfSomeoneNamed(text)) return true;
  // A name, not a word everyone uses ("this is my house", "life is my teacher").
  const tied = NAME_IS_TIE.exec(text)?.[1];
  return tied !== undefined && isPersonName(tied);
}

/** A lower-case name, a note filed under a name, or a particular of someone's, told with nothing asked. */
function newsOfSomeoneNamed(text: string): boolean {
  if (ASKS_SOMETHING.test(text)) return false;
  const lower = LOWER_CASE_SUBJECT.exec(text)?.[1] ?? LOWER_CASE_FULL_NAME_ADDS.exec(text)?.[1] ?? LOWER_CASE_MOVE.exec(text)?.[1];
  if (lower !== undefined && isPersonName(lower) && !NO_ONES_NAME.test(lower) && /[aeiouy]/.test(lower)) return true;
  // "Zapamiętaj: Kuba ma ...": in another language the word before a colon is no name the English lexicon can judge.
  const named = (readsOtherLanguage(text) ? undefined : NOTE_UNDER_NAME.exec(text)?.[1]) ?? PARTICULAR_TOLD.exec(text)?.[1];
  return named !== undefined && (isPersonName(named) || /^(?:Mr|Mrs|Ms|Dr|Prof|Mx)\b/.test(named));
}

/** Whether the message introduces someone new by their part and full name ("new player Amir Hosseini, goalkeeper"). */
export function introducesNewOne(message: string): boolean {
  return NEW_ONE_NAMED.test(message.trim());
}

/** Asked to be kept, or said who someone is: then the one told of may be new. */
const INTRODUCES = /\b(?:remember|remembr|rememeber|save|store|keep|don'?t forget)\b/i;
/** A subject told by name, then a state ("is", "are"): who or what someone is, as one says of someone new. */
const STATE_OF_NAMED = /^(?:(?:oh|also|and|ok|so)[, ]+)?[\p{L}'’-]+(?: [\p{L}'’-]+){0,2} (?:is|are|was|were)\b/iu;

/**
 * "giulia raised prices 10% from jan", "Bekov also wants the cross sections in PDF", "Subramanian: dose changed to
 * 1000 mg", "thandi's email is ...": news of someone told by name alone, with no word of keeping and no word of who
 * they are. One tells news of someone only to whom knows them already: the record is kept, and the news is added to
 * it. "my neighbour is Mrs Okafor", "Biscuit is my dog", "remember giulia from fiori di giulia" say who someone is, and
 * may make a record.
 */
export function tellsNewsOfKept(message: string): boolean {
  const text = message.trim();
  if (!tellsFactToKeep(text) || INTRODUCES.test(text) || TIE_IS_NAME.test(text) || NAME_IS_TIE.test(text)) return false;
  // A particular ("thandi's email is ...") or a note under a name is news of someone kept, whatever its verb.
  if (newsOfSomeoneNamed(text) || TITLED_BARE_VERB.test(text) || NAME_ADDS.test(text)) return true;
  return NAMED_SUBJECT.test(text) && !STATE_OF_NAMED.test(text);
}

/** A name, not a word everyone uses: no word of the lexicon, of each of its words. */
function isPersonName(name: string): boolean {
  return name.split(/\s+/).every((word) => !STOPWORDS.has(word.toLowerCase()) && !isKnownStem(stem(word.toLowerCase())));
}

/** Whether an offered tool writes to a memory (creates or adds what it keeps). */
export function offersMemoryWrite(tools: readonly ToolSpec[]): boolean {
  return offersMemoryTool(tools, 'write');
}
