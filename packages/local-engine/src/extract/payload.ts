/**
 * The text a request hands over whole, for a parameter that takes free text
 * (a message, content, a note): what follows a colon ("that says: 1 banana,
 * oat milk"), what follows "saying" or "that says", or what follows a verb of
 * the tool's own name that opens the request ("echo hello"). Commas inside it
 * belong to it: it is one value, not a list.
 */
import { NAME_TITLE } from '../text/name-titles.js';
import { memoByText } from '../text/bounded-memo.js';
import { stem } from '../text/tokenize.js';
import { findQuoted, findTextMentions } from './text-mentions.js';
import { findFiledFact } from './filed-fact.js';
import { tellsFactToKeep } from '../intent/told-fact.js';
import { messagesSomeone } from '../intent/request-action.js';
import { lowerCaseSubject } from './lower-case-subject.js';

export interface Payload {
  value: string;
  start: number;
  end: number;
}

/** What a payload scores: above a quoted span inside it or a name it mentions. */
export const PAYLOAD_SCORE = 1.1;

/**
 * A parameter that takes free text by its name: "message", "content", "text", "body", "note". Read once per name:
 * every string parameter of every candidate tool asks, for every text extracted.
 */
export const takesFreeText = memoByText(5_000, (name: string): boolean => {
  const parts = nameParts(name);
  return parts.length === 1 && FREE_TEXT_NAMES.has(parts[0] ?? '');
});

/** A parameter that names whom or what something is about: "name", "entityName", "subject" (read once per name). */
export const namesTheSubject = memoByText(5_000, (name: string): boolean => {
  const parts = nameParts(name);
  return parts.at(-1) === 'name' || (parts.length === 1 && SUBJECT_NAMES.has(parts[0] ?? ''));
});

/** A parameter name's words, lower-cased: "entityName" → entity, name. */
function nameParts(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_.-]+/);
}

/** A name at the start of what is said of someone, with its titles and initials ("Dr. Patel", "D. Amelia Sousa"). */
const TITLED_NAME = new RegExp(String.raw`^(?:${NAME_TITLE}\s+){0,2}\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*(?:'s)?`, 'u');
const SUBJECT_NAMES = new Set(['entity', 'subject', 'person', 'who']);

const FREE_TEXT_NAMES = new Set([
  'message',
  'msg',
  'content',
  'contents',
  'text',
  'body',
  'note',
  'notes',
  'comment',
  'prompt',
  'input',
  'line',
  'entry',
  'observation',
  'observations',
  'fact',
  'facts',
  'statement',
]);

/** Words that open a phrase saying how or where rather than a text to hand over. */
const FUNCTION_WORDS = new Set(
  'the a an for about of to in on at it its this that these those with from by into onto over under my your me us them'.split(' '),
);

const BLOCK_AFTER_COLON = /:[ \t]*\r?\n\s*(\S[\s\S]*)$/;
const MADE_WITH =
  /\b(?:create|make|write|save|start|new|overwrite|fill)\b[^\n]*?(?:\.[\p{L}\p{N}]{1,5}|(?<![\p{L}\p{N}_])\.[\p{L}\p{N}_-]{1,15}|\/[\p{L}\p{N}_-]+)["'”’]?\s+with\s+(?!(?:(?:just|only|simply)\s+)?(?:(?:the\s+)?(?:text|words?|content|contents)\b|(?:a|an|the|my|its|no)\s))(?:(?:just|only|simply)\s*:?\s+)?(\S[^\n]*)$/iu;
const AFTER_COLON = /:\s+(\S[^\n]*)$/;
/** "write buy stamps to todo.md", "put hello in notes/a.txt": a short text before the file it goes to, the request's whole. */
const WRITTEN_TO =
  /^\s*(?:(?:please|pls|can you|could you)\s+)?(?:write|put|type|jot down|note down|save|store)\s+(?!(?:a|an|the|this|that|it|them|these|those|my|some|something|down|out)\b)(\S[^\n]*?)(\s+(?:to|in|into|onto|on|at the (?:end|bottom) of)\s+(?:(?:the|my)\s+)?(?:file\s+)?[^\s]*[./][^\s]*?)(?:\s+(?:only|too|as well|please|pls|thanks))?\s*[.!?]?$/iu;
const SAYING =
  /(?<![\p{L}])(?:saying|(?:that|which|it) (?:just |only |simply )?(?:says|reads|said)|que (?:diga|dice|diz|ponga)|qui dit|(?:der|die|das) sagt|che dice|reading|with the (?:text|words?|content)|with text|containing)\s*:?\s+(?:(?:just|only|simply)\s*:\s+)?(\S[^\n]*)$/iu;

/**
 * Whom a message is for: a word or two after a possessive or article ("my wife", "the landlord"), or a name of up to
 * three capitalised words ("Priya", "Dr Huamán"), not "I" (which opens the message) nor a file's name ("notes.md").
 */
const RECIPIENT = String.raw`(?:(?:[Mm]y|[Oo]ur|[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\s+[\p{L}'’-]+|(?!(?:me|us|you|u|it|this|that|a|an|the|what|how|why|whether|if|when|where|who|which)\b)(?!I\b|I['’])(?![\p{L}\d_-]+\.[\p{L}\d]{1,5}(?![\p{L}\d]))[\p{L}][\p{L}'’.-]*(?:\s+(?!I\b|I['’])\p{Lu}[\p{L}'’.-]*){0,2})`;
/** "text Priya that I'm running late", "message the team saying ...", "tell mum I'll be home by 8": the message after whom it is for. */
const MESSAGE_FOR_SOMEONE = new RegExp(
  String.raw`^\s*(?:(?:[Pp]lease|[Pp]ls|[Cc]an you|[Cc]ould you|[Cc]an u|[Cc]ould u)\s+)?(?:[Tt]ext|[Tt]xt|[Mm]essage|[Mm]sg|[Ee]-?mail|[Dd][Mm]|SMS|sms|[Ww]hats[Aa]pp|[Tt]ell)\s+(${RECIPIENT})\s+(?:(?:that|saying|to say)\s+)?(?!(?:about|to|for|on|in|at|with)\b)(\S[^\n]*)$`,
  'u',
);
/** "let the landlord know the boiler is broken": the same said with "let ... know", opening the request (read once, not from every "let"). */
const LET_KNOW = new RegExp(
  String.raw`^\s*(?:(?:[Pp]lease|[Pp]ls|[Cc]an you|[Cc]ould you|[Cc]an u|[Cc]ould u)\s+)?(?:[Jj]ust\s+)?[Ll]et\s+(${RECIPIENT})\s+know\s+(?:that\s+)?(\S[^\n]*)$`,
  'u',
);

/** Whom a message the request asks to send is for ("tell mum ...": mum; "let the landlord know ...": landlord). */
export function findRecipient(text: string): Payload | undefined {
  // Only where the request asks to send a message to someone, as the reading of what it asks says ("SMS messages my
  // pin", "message from Bob saying hi", "email is Bob coming" name no one to send to).
  if (!messagesSomeone(text)) return undefined;
  const sent = MESSAGE_FOR_SOMEONE.exec(text) ?? LET_KNOW.exec(text);
  const whom = sent?.[1];
  if (!sent || !whom) return undefined;
  const start = sent.index + sent[0].indexOf(whom, sent[0].search(/\s/u));
  const bare = /^(?:(?:my|our|the|his|her|their)\s+)?(.+)$/iu.exec(whom)?.[1] ?? whom;
  return { value: bare, start: start + whom.length - bare.length, end: start + whom.length };
}

/**
 * A parameter that takes whom a message goes to: "to", "recipient", "contact", or one its description calls the
 * recipient (read once per name and description).
 */
export const takesRecipient = memoByText(5_000, (nameAndDescription: string): boolean => {
  const [name = '', description = ''] = nameAndDescription.split('\n', 2);
  const parts = nameParts(name);
  return parts.some((part) => RECIPIENT_NAMES.has(part)) || /\brecipients?\b/i.test(description);
});
const RECIPIENT_NAMES = new Set(['to', 'recipient', 'recipients', 'contact', 'receiver', 'addressee']);

export function findPayloads(text: string, toolStems: ReadonlySet<string> | undefined): readonly Payload[] {
  // A fact to keep is handed over without its frame, even after a colon ("save this: Marcus owes me 20 bucks").
  const fact = findStatedFact(text);
  if (fact) return [withoutLeadingMarks(fact)];
  const spoken = spokenPayloads(text);
  return spoken.length > 0 ? spoken : openingVerbPayload(text, toolStems);
}

/**
 * "Chloe, she's a physio", "Toomas Kask. pihtla sauna client": the comma or stop after the name, and a pronoun taking
 * the name up, are not part of what is kept.
 */
function withoutLeadingMarks(fact: StatedFact): StatedFact {
  const lead = /^(?:[\s,.;:—–-]+(?:(?:she|he|they)(?:['’]s|['’]re|\s+is|\s+are)\s+)?)/iu.exec(fact.value)?.[0] ?? '';
  if (lead.length === 0 || !/\p{L}/u.test(fact.value.slice(lead.length))) return fact;
  // Only the words kept change: the span stays where the fact was read, which the other readings of the text compare
  // against (moved past the comma, the fact lost to a name inside it).
  return { ...fact, value: fact.value.slice(lead.length) };
}

/**
 * Verbs that hand over a fact to keep or drop ("remember that ...", "note that ...", "forget that ...",
 * "keep in mind ..."), opening the request; and the same said after the fact ("..., don't let me forget").
 */
const FACT_OPENING =
  /^\s*(?:(?:hey|ok|okay|so|also|oh|btw|fyi|and)[,!]?\s+)*(?:(?:please|pls|can you|could you|would you|can u|could u)\s+)?(?:(?:also|just|quickly|now)\s+)?(?:remember(?:\s+for\s+me)?|memori[sz]e|keep in mind|(?:don'?t|do not|never) forget|make a note|take a note|note|write down|jot down|save|store|record|forget|(?:remove|delete|drop|erase|clear|forget|scratch) (?:the |that )?(?:note|fact|bit|part|observation|line|thing)(?: about)?)(?:\s+(?:the fact\s+)?that\b|\s+(?:this|it)\s*(?::|\s[-—–])|\s*:)?\s+(\S[^\n]*)$/i;
// "..., can u remember that?": the closing may ask it as a question.
// The fact ends nowhere inside a run of spaces and marks, only at its start: the shorter fact is tried first and reads the
// same, and a fact ending at every character of a long run would read the rest of the run again each time.
const FACT_CLOSING =
  /^\s*(\S[^\n]*?)(?<![\s,;.!-](?=[\s,;.!-]))[\s,;.!-]+(?:(?:please|pls|so)\s+)?(?:(?:can|could|would|will) (?:you|u)\s+(?:please\s+|pls\s+)?)?(?:remember (?:that|it|this|him|her|them)|(?:don'?t|do not) let me forget|(?:don'?t|do not) forget (?:that|it|this)|keep (?:that|this|it)(?: in mind)?|note (?:that|it|this)|(?:save|add|put|record|store) (?:that|it|this)(?: (?:on|to|under) (?:him|her|them)| to what you (?:know|have)(?: (?:about|on|of) (?:him|her|them))?)?|make a note(?: of (?:that|it|this))?|(?:remove|delete|drop|forget|scratch|erase) (?:that|it|this)(?: (?:bit|part|note|fact|line))?)(?:\s+(?:so|because|as)\s+(?:i|we)\b[^\n,.;]*)?\s*[.!?]*\s*$/i;
/** The same frames in other languages ("recuerda que ...", "merk dir, dass ...", "запомни, что ...", "记住 ..."). */
const FOREIGN_FACT_OPENING =
  /^\s*(?:recuerda|acu[ée]rdate de|no olvides|olvida|lembra-te de|lembra-te|lembra|lembre-se de|lembre|n[ãa]o esque[çc]a|esque[çc]a|souviens-toi|rappelle-toi|retiens|n'oublie pas|oublie|merk dir|erinnere dich(?: daran)?|vergiss nicht|vergiss|ricorda|ricordati|non dimenticare|dimentica|запомни|не забудь|забудь|cofia|paid ag anghofio|anghofia)[\s,]+(?:que|de que|dass|che|что|fod|bod|taw|mai)\s+(\S[^\n]*)$/iu;
/** "Merk dir bitte: ...", "Запомни: ...", "zapamiętaj, że ...", "Ingat bahwa ...": the same with a colon, or other joining words. */
const FOREIGN_FACT_COLON =
  /^\s*(?:recuerda|lembra-te|lembra|lembre|retiens|merk dir|ricorda|ricordati|запомни|zapamiętaj|zapamietaj|ingat(?:lah)?|kumbuka)(?:\s+(?:bitte|por favor|stp|s'il te plaît|per favore|пожалуйста|proszę|ya))?\s*(?:[:：,]\s*(?:że|ze|bahwa|kwamba)?|\s+(?:że|ze|bahwa|kwamba))\s*(\S[^\n]*)$/iu;
const WHOLE_STATEMENT = /^\s*(\S[^\n]*)$/;
const CJK_FACT_OPENING = /^\s*(?:请)?(?:记住|記住|别忘了|別忘了|忘掉)\s*(\S[^\n]*)$/u;
/** A fact is a statement about someone or something: it opens with a name, a possessive or a pronoun. */
const STATEMENT_SUBJECT =
  /^(?:[\p{Lu}]|(?:my|our|his|her|their|i|i'm|we|the)\b|(?:a|o|el|la|le|der|die|das)\s+\p{Lu}|(?:(?:la|il|el|le|die|der)\s+)?(?:pan|pani|frau|herr|signora|signor|señor|señora|senor|senora|madame|monsieur|mr|mrs|ms|dr)\.?\s+\p{Lu}|(?:mi|mis|su|mein|meine|meiner|ma|mon|mes|minha|meu|mia|mio|моя|мой|мои)\s)/u;
/** "my sister Ana is ...": the relation before a name says who, the name is whom the fact is about. */
const RELATION_BEFORE_NAME =
  /^(?:(?:a|o|el|la|le|der|die|das)\s+(?=\p{Lu})|(?:(?:la|il|el|le|die|der)\s+)?(?:pan|pani|frau|herr|signora|signor|señor|señora|senor|senora|madame|monsieur)\s+(?=\p{Lu})|(?:my|our|his|her|their|mi|su|mein|meine|meiner|ma|mon|minha|meu|mia|mio|моя|мой)\s+(?:(?!(?:is|was|are|were|has|had|have|does|did|will|can|and|or)\s)[\p{Ll}'-]+\s+){1,2}(?=\p{Lu}))/u;

/**
 * The fact a request asks to keep or drop, without the words that frame it: "remember that my sister Ana is
 * allergic to peanuts" hands over "Ana is allergic to peanuts". A path or a quote in it makes it a file's
 * business, not a fact. Its span is the part after the name it is about, so the name stays free for the
 * parameter that names the entity.
 */
export interface StatedFact extends Payload {
  /** The name the fact opens with ("Tom" of "Tom's birthday is ..."): whom or what it is about. */
  subject?: Payload;
}

/**
 * The copula between a name and what is said of it ("Ana is allergic", "Dave being allergic", "Lea es alérgica"), or
 * the colon of a note filed under the name ("Subramanian: dose changed to 1000 mg").
 */
const LEADING_COPULA = /^\s*(?:[:：]\s*)?(?:(?:is|are|was|were|being|es|est|ist|é|è)\s+)?/iu;
/**
 * "Tina isn't vegan anymore, remove that": what no longer holds is the fact as it was kept ("vegan"), without the
 * words that end it.
 */
const ENDED_COPULA = /^(?:isn['’]t|is not|wasn['’]t|is no longer|no longer)\s+/i;
const NO_LONGER = /^(?:isn['’]t|is not|wasn['’]t|is no longer|no longer)\s+|\s+(?:anymore|any more|any longer)$/gi;

/**
 * A comment after the fact ("..., he quit", "..., that was wrong"): why the user says it, not the fact. A clause of
 * more words about the person ("..., he lives in berlin") is a second fact, and stays.
 */
const TRAILING_COMMENT = /\s*,\s*(?:(?:that|it)\b[^,]*|(?:he|she|they|we|i)\b(?:\s+[^,\s]+){0,2}\s*|(?:but |and )?keep (?:the rest|everything else)\b[^,]*)$/i;
/** After a fact said to hold no longer, any clause about the person is what holds now, not part of what ended. */
const AFTER_ENDED = /\s*,\s*(?:(?:that|he|she|they|it|we|i)\b|(?:but |and )?keep (?:the rest|everything else)\b)[^,]*$/i;
const ENDS = /\b(?:anymore|any more|any longer|no longer)\b|^\s*(?:isn['’]t|is not|wasn['’]t)\b/i;

/**
 * "add to Lucy's entry that she's starting at UCLA", "add to Maria: allergic to peanuts": the name says where the
 * fact is filed, the rest is the fact, said of that name.
 */
const ADD_TO_NAME =
  /^\s*(?:(?:please|pls|can you|could you)\s+)?(?:add|append|put|write|note|save)\s+(?:this\s+|that\s+)?(?:to|on|under|in)\s+((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*?)(?:'s)?(?:\s+(?:entry|record|notes?|profile|page|card|info))?(?:\s*:\s*|\s+that\s+|\s*,\s*)(\S[^\n]*)$/u;
/** "she's ...", "he is ...": the pronoun of whom the fact is said and its copula. */
const PRONOUN_COPULA = /^(?:(?:she|he|they|it)(?:'s|’s|\s+is|\s+are|\s+was)\s+|(?:she|he|they|it)\s+(?=\p{Ll}))/iu;

function addedToName(text: string): StatedFact | undefined {
  const match = ADD_TO_NAME.exec(text);
  const name = match?.[1]?.replace(/['’]s$/, '');
  const clause = match?.[2];
  if (!match || !name || !clause || /[\\/]|\.[a-z]{1,5}\b/i.test(clause)) return undefined;
  const subjectStart = match.index + match[0].indexOf(name);
  const cleaned = clause.replace(/[\s.!,;]+$/, '');
  const said = cleaned.replace(PRONOUN_COPULA, '');
  const start = match.index + match[0].length - clause.length + (cleaned.length - said.length);
  return { value: said, start, end: start + said.length, subject: { value: name, start: subjectStart, end: subjectStart + name.length } };
}

/**
 * The words a request asks to keep, framed by a verb of remembering ("lembra-te que o meu pai se chama Rui" → "o meu
 * pai se chama Rui"), whoever they are about: what a record keeps when the fact's subject could not be read apart.
 */
export function toldClause(text: string): string | undefined {
  const clause = factFrame(text)?.[1]?.replace(/[\s.!,;]+$/u, '');
  return clause && /\p{L}/u.test(clause) ? clause : undefined;
}

/** The words that frame a fact to keep or drop, in any of the languages read, with the fact as the first group. */
function factFrame(text: string): RegExpExecArray | null {
  return FACT_OPENING.exec(text) ?? FOREIGN_FACT_OPENING.exec(text) ?? FOREIGN_FACT_COLON.exec(text) ?? CJK_FACT_OPENING.exec(text) ?? FACT_CLOSING.exec(text);
}

/** An e-mail address, read from its "@" (a bounded run each side, so a long run of word characters is read once). */
const EMAIL_ADDRESS = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/g;

export const findStatedFact = memoByText(2_000, (text: string): StatedFact | undefined => {
  const filed = findFiledFact(text);
  if (filed) return filed;
  const added = addedToName(text);
  if (added) return added;
  // A fact told with no word asking to keep it ("Maya Okafor is allergic to nuts") is the whole statement.
  const match = factFrame(text) ?? (tellsFactToKeep(text) ? WHOLE_STATEMENT.exec(text) : null);
  const clause = match?.[1];
  // An e-mail address in the fact ("email jan.kowalski@example.pl") is part of what is told, not a file's name.
  const pathless = clause?.replace(EMAIL_ADDRESS, ' ');
  if (!match || !clause || !pathless || /[\\/"“”`]|\.[a-z]{1,5}\b/i.test(pathless) || /(?<![A-Za-z])'[^']+'(?![a-z])/.test(clause)) return undefined;
  const cleaned = clause.replace(/[\s.!,;]+$/, '');
  const clauseStart = match.index + match[0].indexOf(clause);
  const lower = /^\p{Lu}/u.test(cleaned) ? undefined : lowerCaseSubject(cleaned);
  if (lower) return saidOfLowerCaseName(cleaned, clauseStart, lower.start, lower.name);
  if (!STATEMENT_SUBJECT.test(cleaned) || cleaned.split(/\s+/).length < 2) return undefined;
  const relation = RELATION_BEFORE_NAME.exec(cleaned)?.[0] ?? '';
  const value = cleaned.slice(relation.length);
  const name = TITLED_NAME.exec(value)?.[0] ?? '';
  const end = clauseStart + cleaned.length;
  // "I hate early meetings" is about the user, who has no name here.
  const subjectName = /^I(?:'m|'ve|'d)?$/.test(name) ? '' : name.replace(/'s$/, '');
  const subjectStart = clauseStart + relation.length;
  if (subjectName) {
    const subject = { value: subjectName, start: subjectStart, end: subjectStart + subjectName.length };
    // Filed under the name it is about, the fact is what is said of it: "Ana is allergic to peanuts" keeps
    // "allergic to peanuts", "Tom plays tennis, he quit" keeps "plays tennis".
    const said = value.slice(name.length);
    const predicate = said
      .replace(LEADING_COPULA, '')
      .replace(ENDS.test(said) ? AFTER_ENDED : TRAILING_COMMENT, '')
      .replace(NO_LONGER, '');
    const unsaid = said.replace(LEADING_COPULA, '');
    const predicateStart = clauseStart + relation.length + name.length + (said.length - unsaid.replace(ENDED_COPULA, '').length);
    if (/\p{L}/u.test(predicate)) return { value: predicate, start: predicateStart, end: predicateStart + predicate.length, subject };
    return { value, start: subjectStart + name.length, end, subject };
  }
  // "my dentist is Dr. Alvarez on Elm Street": the first name in it is whom it is about.
  const named = findTextMentions(text).find((mention) => mention.kind === 'name' && mention.start >= clauseStart && mention.end <= end);
  if (!named) return { value, start: subjectStart, end };
  const subject = { value: named.text, start: named.start, end: named.end };
  // "my dentist is Dr. Ruiz": said of Dr. Ruiz, the fact is what the person is to the user ("dentist").
  const role = ROLE_BEFORE_NAME.exec(text.slice(clauseStart, named.start));
  if (role?.[1] && named.end >= end) {
    const roleStart = clauseStart + role[0].indexOf(role[1]);
    return { value: role[1], start: roleStart, end: roleStart + role[1].length, subject };
  }
  return { value, start: named.end, end, subject };
});

/** "the drummer kuba owes me 150 zł": the fact is what is said after the name. */
function saidOfLowerCaseName(fact: string, factStart: number, at: number, name: string): StatedFact {
  const said = fact
    .slice(at + name.length)
    .replace(LEADING_COPULA, '')
    .replace(TRAILING_COMMENT, '');
  const start = factStart + fact.length - fact.slice(at + name.length).replace(LEADING_COPULA, '').length;
  return { value: said, start, end: start + said.length, subject: { value: name, start: factStart + at, end: factStart + at + name.length } };
}

/** "my dentist is ", "our new neighbor's called ": what someone is to the user, before their name. */
const ROLE_BEFORE_NAME = /^(?:my|our)\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*)?)\s+(?:is|was|'s|’s)\s+(?:(?:called|named)\s+)?$/u;

const spokenPayloads = memoByText(2_000, (text: string): Payload[] => {
  const found: Payload[] = [];
  // "save this poem to x.txt:" and the poem on the lines below: every line after the colon is the text.
  const block = BLOCK_AFTER_COLON.exec(text);
  if (block?.[1]) {
    const value = block[1].replace(/\s+$/, '');
    const at = block.index + block[0].length - block[1].length;
    return [{ value, start: at, end: at + value.length }];
  }
  const colon = handOverColon(text);
  // "10:30" is a time, and a colon near the very end rarely hands anything over.
  if (colon?.[1]) found.push(payloadAt(colon.index + colon[0].length - colon[1].length, colon[1]));
  // "create shopping.md with eggs, milk and bread": what a file is made with, right after its name, is its text.
  const made = MADE_WITH.exec(text);
  if (made?.[1]) found.push(asLines(payloadAt(made.index + made[0].length - made[1].length, made[1])));
  // "write hello there to notes/a.md": the words between the verb and the file they go to are the text.
  const written = WRITTEN_TO.exec(text);
  if (written?.[1] && written[2]) found.push(payloadAt(written.index + written[0].lastIndexOf(written[2]) - written[1].length, written[1]));
  // "text Priya that I'm running late", "tell mum I'll be home by 8": what is sent is the words after whom it is for.
  const sent = MESSAGE_FOR_SOMEONE.exec(text) ?? LET_KNOW.exec(text);
  if (sent?.[2]) found.push(payloadAt(sent.index + sent[0].length - sent[2].length, sent[2]));
  const saying = SAYING.exec(text);
  // "a file called 'Reading List.md'": a cue word inside a quote is part of the quoted name, not a cue.
  const quoted = saying ? findQuoted(text).some((quote) => saying.index >= quote.start && saying.index < quote.end) : false;
  if (saying?.[1] && !quoted) found.push(payloadAt(saying.index + saying[0].length - saying[1].length, saying[1]));
  return found;
});

/**
 * The first colon that hands something over: one inside a quote ("save 'wifi: hunter2' to wifi.txt") or inside
 * braces or brackets ('{"semi": false}') belongs to the text, not to the request.
 */
function handOverColon(text: string): RegExpExecArray | undefined {
  const quotes = findQuoted(text);
  const pattern = new RegExp(AFTER_COLON.source.replace(/\$$/, ''), 'g');
  for (const match of text.matchAll(pattern)) {
    const at = match.index;
    if (quotes.some((quote) => at >= quote.start - 1 && at < quote.end + 1) || nestingAt(text, at) > 0) continue;
    const rest = AFTER_COLON.exec(text.slice(at));
    if (!rest) return undefined;
    return Object.assign(rest, { index: at + rest.index });
  }
  return undefined;
}

/** How deep in braces or brackets a position is. */
function nestingAt(text: string, at: number): number {
  let depth = 0;
  for (let index = 0; index < at; index += 1) {
    const mark = text[index];
    if (mark === '{' || mark === '[') depth += 1;
    else if ((mark === '}' || mark === ']') && depth > 0) depth -= 1;
  }
  return depth;
}

/** "..., one per line", "... on separate lines": the listed items are the lines of the text. */
const ONE_PER_LINE =
  /\s*,?\s*(?:(?:with\s+)?(?:one|each)\s+(?:item\s+)?(?:per|a|on (?:its|a|their) own)\s+line|on (?:separate|their own|different) lines|each on (?:its|a) (?:own )?line|as a list)\s*[.!]?$/i;
/** Between listed items: commas, "and". */
const ITEM_BREAK = /\s*,\s*(?:and\s+)?|\s+and\s+/i;

/** "eggs, flour and butter, one per line" is three lines: "eggs\nflour\nbutter". */
function asLines(payload: Payload): Payload {
  const cue = ONE_PER_LINE.exec(payload.value);
  if (!cue) return payload;
  const items = payload.value
    .slice(0, cue.index)
    .split(ITEM_BREAK)
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length < 2 ? payload : { ...payload, value: items.join('\n') };
}

/** "echo hello", "say good morning": the rest of a short request after the verb that names the tool. */
function openingVerbPayload(text: string, toolStems: ReadonlySet<string> | undefined): Payload[] {
  const opening = /^\s*(?:(?:please|pls|can you|could you)\s+)?([a-z]+)\s+(?:this\s*:?\s*|back\s*:?\s*)?(\S[^\n]*)$/i.exec(text);
  if (!opening?.[1] || !opening[2] || !toolStems?.has(stem(opening[1].toLowerCase()))) return [];
  // A path in the rest says where, not what ("new file notes/a.md ..."); a quote in it is the value itself
  // ("remove the word "to" ..."); a rest that opens with a function word ("search for it in ...") says how.
  if (/[\\/"“”`']|\.[a-z]{1,5}\b/i.test(opening[2]) || FUNCTION_WORDS.has((/^[\p{L}']+/u.exec(opening[2])?.[0] ?? '').toLowerCase())) return [];
  return [payloadAt(opening.index + opening[0].length - opening[2].length, opening[2])];
}

/** A dash and a name or two after a closing quote, to the end: who said it. */
const ATTRIBUTION = /^\s*[—–-]{1,2}\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3}\s*$/u;

/** Where a quote opened by each mark closes: a single quote only before a non-letter, so "Sam's" stays inside. */
const QUOTE_PAIRS: Readonly<Record<string, RegExp>> = { '"': /"/, '“': /”/, '`': /`/, "'": /'(?![\p{L}])/u };

/** The payload as given: a payload wholly in quotes is what is inside them; trailing spaces dropped. */
function payloadAt(start: number, raw: string): Payload {
  // A payload that opens with a quote ends where the quote closes, whatever punctuation is inside it
  // ("'Happy 30th, Sam! Drinks on me.'").
  const quote = QUOTE_PAIRS[raw[0] ?? ''];
  const close = quote ? quote.exec(raw.slice(1)) : undefined;
  // '"The only way out is through." — Robert Frost': a quote and who said it are handed over together.
  if (close && close.index > 0 && ATTRIBUTION.test(raw.slice(close.index + 2))) {
    const whole = raw.replace(/\s+$/, '');
    return { value: whole, start, end: start + whole.length };
  }
  if (close && close.index > 0) return { value: raw.slice(1, 1 + close.index), start: start + 1, end: start + 1 + close.index };
  // The payload ends with its sentence: "that says 'Happy Birthday!' Can you ..." hands over only the greeting.
  const sentenceEnd = /(?<=[.!?]["'”]?)\s+(?=[A-Z])/.exec(raw);
  const sentence = sentenceEnd ? raw.slice(0, sentenceEnd.index) : raw;
  const trimmed = sentence.replace(/\s+$/, '').replace(/(["'”`])[.!?]+$/, '$1');
  const quoted = /^(["'“`])(.*)(["'”`])$/.exec(trimmed);
  if (quoted?.[2] && !/["“”`]/.test(quoted[2])) return { value: quoted[2], start: start + 1, end: start + 1 + quoted[2].length };
  return { value: trimmed, start, end: start + trimmed.length };
}
