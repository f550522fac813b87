/**
 * "when is priyas birthday", "what's Tom's email again", "which cafe does my sister like": a question about a fact
 * of someone the user knows, asked with no word of recalling. Only what the user told can answer it: general
 * knowledge does not hold Priya's birthday. People call those they know by one name, or by their tie to the user;
 * the things asked are the ones people tell each other (a birthday, a number, an address, what they like).
 * "when is Einstein's birthday" asks the same of someone everybody knows: a word the English lexicon holds is not
 * read as a first name. Where the lexicon misses a famous name, this is one feature the fitted route weighs against
 * the rest, not a rule.
 */
import { isRegionName } from '../text/places.js';
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import type { ToolSpec } from '../types.js';
import { PEOPLE_WORDS } from './lexicon.js';
import { offersMemoryTool } from './memory-tools.js';
import { keptPersonAsked, nameThenQuestion } from './kept-person-asked.js';
import { nameAskedElsewhere } from './named-asked-elsewhere.js';
import { someoneAsked } from './someone-asked.js';

/** Things people tell each other about the people they know. */
export const KNOWN_THINGS =
  'birthday|bday|b-day|anniversary|e-?mail|email address|phone|phone number|number|mobile|cell|address|home address|surname|last name|nickname|partner|wife|husband|boyfriend|girlfriend|kids?|children|son|daughter|dog|cat|pet|allerg(?:y|ies)|favou?rite \\w+|job|employer|office|flat|apartment|hometown|shoe size|size|blood type|plate';
const QUESTION =
  /^(?:what|whats|what's|wats|wat's|wots|when|whens|when's|where|wheres|where's|who|whos|who's|which|how old|how many|how much|does|did|is|do|any idea|remind me)\b|\?\s*$/i;
/** "Tom's email", "priyas birthday", "Lena’s new number": a one-word name's thing. */
const NAMES_THING = new RegExp(
  String.raw`(?<![\p{L}'’-])(\p{L}[\p{Ll}]+)(?:['’]s|s)\s+(?:(?:new|current|old|home|work|mobile|cell|real)\s+)?(?:${KNOWN_THINGS})\b`,
  'u',
);
/**
 * "whats mo's email again", "when is Al's birthday": a name of two letters owning a thing people tell of each other.
 * The lexicon holds such words as abbreviations and symbols ("mo", "al"), so it cannot tell them from names; a word
 * of two letters, not a function word nor written in capitals, that owns a birthday or an email is someone's name.
 */
const TWO_LETTER_OWNER = new RegExp(
  String.raw`(?<![\p{L}'’-])(\p{L}\p{Ll})['’]s\s+(?:(?:new|current|old|home|work|mobile|cell|real)\s+)?(?:${KNOWN_THINGS}|name)\b`,
  'u',
);
const TITLES = /^(?:dr|mr|ms|mx|st)$/i;

/** The two-letter name `TWO_LETTER_OWNER` reads, written as a name. */
function twoLetterOwner(text: string): string | undefined {
  const name = TWO_LETTER_OWNER.exec(text)?.[1];
  if (!name || STOPWORDS.has(name.toLowerCase()) || TITLES.test(name)) return undefined;
  return `${name[0]?.toUpperCase()}${name.slice(1)}`;
}
/**
 * "What spelling convention does Tanaka-san want?", "what is the credit period of Mehta ji?": a name given the
 * honorific people give those they deal with, in English text. General knowledge does not know the user's Mr Tanaka.
 * "who is Gandhi ji" asks who someone is, which general knowledge may answer for the famous: not read so.
 */
const HONORED_NAME = /(?<![\p{L}'’-])(\p{Lu}\p{Ll}+)(?:-|\s+)(?:san|sama|kun|chan|sensei|ji|bhai|didi|bhaiya|sahib|saab)(?:['’]s)?(?![\p{L}'’-])/u;
const ASKS_WHO = /^(?:who is|who was|whos|who's|who’s)\b/i;

/** The name `HONORED_NAME` reads, when the question asks more than who the person is. */
function honoredName(text: string): string | undefined {
  if (ASKS_WHO.test(text)) return undefined;
  const name = HONORED_NAME.exec(text)?.[1];
  return name && !STOPWORDS.has(name.toLowerCase()) ? name : undefined;
}
/** People known by the part they play in the user's life, beside family and friends. */
const ROLES =
  'gp|physio|optician|accountant|plumber|electrician|builder|mechanic|tutor|teacher|lawyer|babysitter|cleaner|gardener|therapist|trainer|partner|lab partner|supplier|contact|client|manager|housemate|flatmate|classmate|vet|hairdresser|barber';
const TIES = [...PEOPLE_WORDS, ...ROLES.split('|')].join('|');
/** The ties above as one pattern's alternatives, for readers of who someone is to the user. */
export const TIE_WORDS = TIES;
/** "my sister's email", "which cafe does my sister like", "where does my dentist work". */
const TIE_THING = new RegExp(
  String.raw`\bmy (?:${TIES})(?:['’]?s)?\s+(?:(?:new|current|old|home|work)\s+)?(?:${KNOWN_THINGS})\b|\b(?:does|did|is|was) my (?:${TIES}) (?:like|love|prefer|want|live|work|go|drink|eat|play|use|hate|need|study|charge|cost|owe)\b`,
  'iu',
);
/**
 * "mati bday?", "mama ngozi phone no?", "the number of zbyszek the mechanic": a thing people tell of each other asked
 * with the name and no verb, before it or after "of"/"for". A name among the words is one the lexicon does not hold.
 */
const BARE_NAME_THING = new RegExp(
  String.raw`^(\p{L}{3,})(?:\s+(\p{L}{3,}))?(?:['’]s|s)?\s+(?:${KNOWN_THINGS})(?:\s+(?:no\.?|number|#))?\s*\??\s*$` +
    String.raw`|^(?:(?:what(?:'|’)?s|whats|what is|what was)\s+)?(?:the\s+)?(?:${KNOWN_THINGS})(?:\s+(?:no\.?|number|#))?\s+(?:of|for)\s+(\p{L}{3,})(?:\s+(\p{L}{3,}))?\b`,
  'iu',
);
/** "who is chidi teacher again", "whos anna's dentist": someone tied to a person called by one name. */
const WHO_IS_NAMES_TIE = new RegExp(String.raw`^(?:who is|whos|who's|who’s|who was)\s+(\p{L}{3,})(?:['’]?s)?\s+(?:${TIES})(?:\s+again)?\s*\??$`, 'iu');
/** "who is priya again", "whos sam": who someone called by one name is. */
const WHO_IS_NAME = /^(?:who is|whos|who's|who’s|who was)\s+(\p{L}{3,})(?:\s+again)?\s*\??$/iu;
/** "who's my lab partner", "who is on my design team": someone the user has a tie to. */
const WHO_IS_TIE = new RegExp(String.raw`^(?:who is|whos|who's|who’s|who was|who are)\s+(?:on\s+)?my\s+(?:${TIES})\b`, 'iu');
/**
 * "who's my lab partner", "who is our new choir conductor?", "whos my dispatcher again": whoever holds a part in the
 * user's life, named by the part (a tie, a role, a job). The part is what a memory is searched for.
 */
const WHO_IS_OWN =
  /^(?:who is|whos|who's|who’s|who was|who are)\s+(?:my|our)\s+((?:[\p{L}\p{N}-]+\s+){0,2}?[\p{L}\p{N}-]+)(?:\s+(?:again|now|these days|then))?\s*[?.!]*$/iu;
/** Words that say which of the part's holders, not what the part is: "our new conductor", "my current landlord". */
const WHICH_HOLDER = /^(?:(?:new|current|old|former|usual|regular|present|latest)\s+)+/i;
/**
 * "what is my dog's breed?", "what breed is my dog?", "how old is my niece": anything of someone close to the user, a
 * pet among them, asked outright. General knowledge knows dogs, not the user's dog.
 */
const CLOSE_ONES = String.raw`(?:${TIES}|dog|cat|pet|puppy|kitten|horse|rabbit|parrot|hamster)`;
const ANY_THING_OF_CLOSE_ONE = new RegExp(
  String.raw`^(?:what|when|where|who|which|how old)(?:['’]s|\s+is|\s+was|\s+are|\s+were)?\s+my\s+${CLOSE_ONES}['’]s\s+\p{L}+|^(?:what|which)\s+\p{L}+\s+(?:is|was|does|did)\s+my\s+${CLOSE_ONES}\b|^how old (?:is|was) my\s+${CLOSE_ONES}\b`,
  'iu',
);
/** "what's my car's plate number", "my company's address": a thing of something the user has. */
const OWN_THING = new RegExp(String.raw`\bmy (?:[\p{L}-]+ )?[\p{L}-]+['’]s\s+(?:(?:new|current|old|home|work)\s+)?(?:${KNOWN_THINGS})\b`, 'iu');
/**
 * "the plumber I liked", "the guy I met at the conference", "that restaurant I like": someone or something the user
 * met, liked or used. Only the user can have told it.
 */
const USER_MET =
  /\b(?:the|that|this|those|some) (?:[\p{L}-]+ ){1,2}(?:that |who |whom )?(?:i|we) (?:liked|like|love|loved|met|hired|used|use|recommended|went to|go to|saw|visited|bought from|talked to|spoke to)\b/iu;
/** "who did I say my plumber was", "when is Tom's birthday? I think I told you": asks what the user told. */
// "the file I mentioned", "what I said": the conversation's to answer (`route/history-lookup.ts`), not the memory's.
const USER_TOLD = /\b(?:did|have) (?:i|we) (?:say|tell you|told you|mention|mentioned)\b|\b(?:i|we) (?:told|tell) (?:you|u)\b/i;
/**
 * "who works at packright", "who has the spare key to my apartment", "who is on project falcon": who belongs to,
 * works at or holds something of the user's or something named by a word general knowledge does not hold.
 */
const WHO_BELONGS =
  /^(?:who|whos|who's|who’s)\s+(?:is |are |else )?(?:on|in|works? (?:at|on|for|with)|has|have|got|gets|holds|handles|runs|leads|looks after|reports to|lives (?:at|in|with))\s+([^?]+?)\s*\??$/iu;
/**
 * "when does kieran come", "what day does Ana visit": when someone called by one name does something. A time after the
 * word ("when is Easter this year", "when is Diwali in 2026") makes it a day of the calendar, not someone doing a thing.
 */
const WHEN_DOES_NAME = /^(?:when|what day|what time|which day|where)\s+(?:does|did|is|will|do)\s+(\p{L}{3,})\s+(?!(?:this|next|last|every)\b|in \d)\p{L}+/iu;
/** "what do you know about me", "wat do u remember about me": what was told about the user. */
const ABOUT_USER = /\b(?:what|wat|wht)\s+(?:do|did|have)\s+(?:you|u|ya)\s+(?:know|remember|got|kept|saved)\s+(?:about|on)\s+(?:me|us|myself)\b/i;
/**
 * "whats daves radio channel", "what's Dave's boat called": a question about something of someone called by one name,
 * right after its question word, whatever the thing is, when the name is one the lexicon does not hold.
 */
const NAMES_ANY_THING =
  /^(?:what(?:'|’)?s|wh?at(?:'|’)?s|wots|what is|when(?:'|’)?s|when is|where(?:'|’)?s|where is|who(?:'|’)?s|who is|which is)\s+(\p{L}[\p{Ll}]{2,})(['’]s|s)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+(?:\s+called|\s+again)?\s*\??\s*$/iu;
/**
 * "where does Lily live", "what does Rose drink": a capitalised name doing what people do is someone's, word or not.
 * Typed in lower case ("what does joan prefer"), only a word the lexicon does not hold, doing what only people do:
 * "where does salmon live" and "what does python need" ask about fish and software.
 */
const ABOUT_NAMED = /^(?:where|when|what|which \p{L}+) (?:does|did) (\p{L}\p{Ll}{2,}) (live|work|like|love|drink|eat|study|play|want|need|prefer)\b[^?]*\??$/iu;
/** What only people do, said of someone called by a name typed in lower case. */
const ONLY_PEOPLE_DO = /^(?:prefer|like|love|want|drink|work|study)$/i;
/**
 * "how old is Anna", "how old is my sister", "how old is Biscuit now": the age of someone the user knows, called by
 * their tie or by a name (a capitalised word mid-question is a name, as in `ABOUT_NAMED`; "how old is Paris" names a
 * place everybody knows).
 */
const AGE_OF = new RegExp(
  String.raw`^how old (?:is|was|will be|turns?) (?:(?:my|our) (?:${TIES})\b|(\p{L}{3,}))(?:\s+(?:now|again|today|turning|this year))?\s*\??$`,
  'iu',
);
/** "again" at the end: asked before, so told before. */
const ASKED_AGAIN = /\bagain\s*\??\s*$/i;
/**
 * "did jess have any allergies or smth", "does Tom have a dog", "has priya got kids": whether someone called by one
 * name has one of the things people tell each other about.
 */
const NAME_HAS_THING = new RegExp(
  String.raw`^(?:does|did|do|has|had)\s+(\p{L}{3,})\s+(?:have|has|had|got|get)\s+(?:(?:any|a|an|some|the)\s+)?(?:${KNOWN_THINGS})\b`,
  'iu',
);
/**
 * "田中さんの情報を教えて", "佐藤さんの誕生日は?", "김민수 씨 정보 알려줘": a name with the honorific people give those they
 * know, then what of theirs is asked, or their record as a whole. The honorific says it is a person; general knowledge
 * does not know the user's Mr Tanaka.
 */
const HONORIFIC_ASKED =
  /^(\p{L}{1,12}?)\s*(?:さん|さま|様|くん|君|ちゃん|先生|氏)(?:の|について|って)(?:こと|情報|連絡先|誕生日|電話番号|住所|メール(?:アドレス)?|趣味|好み|アレルギー|家族)?(?:を|は|が|って|について)?(?:教えて|知って|覚えて|何|なに|どう|どんな|[?？]|$)|^(\p{L}{1,12}?)\s*(?:씨|님)\s*(?:의\s*)?(?:정보|연락처|생일|전화번호|주소)/u;

/** Whether the message asks a fact of someone the user knows (see the file comment). */
export function asksAcquaintanceFact(message: string): boolean {
  const text = withoutInterjection(message.trim());
  if (HONORIFIC_ASKED.test(text)) return true;
  // "Who has my spare key? I have quite forgotten.": the question is the message's first sentence, the rest a remark.
  const question = questionBeforeRemark(text);
  // "Who is our new choir conductor? I told you once": the remark says the answer is what the user told.
  if (question !== undefined) return asksAcquaintanceFact(question) || (USER_TOLD.test(text.slice(question.length)) && toldBefore(question));
  // "Hannah what she eat again": the name put first, the question after it.
  if (!QUESTION.test(text)) return nameThenQuestion(text, isName) !== undefined;
  if (twoLetterOwner(text) !== undefined || honoredName(text) !== undefined) return true;
  // "whos my dispatcher again": a part in the user's life, asked again, was told before.
  if (ASKED_AGAIN.test(text) && ownPartAsked(text) !== undefined) return true;
  const has = NAME_HAS_THING.exec(text)?.[1];
  if (has && isName(has)) return true;
  if (TIE_THING.test(text) || WHO_IS_TIE.test(text) || ABOUT_USER.test(text) || OWN_THING.test(text) || ANY_THING_OF_CLOSE_ONE.test(text)) return true;
  if (USER_MET.test(text) || USER_TOLD.test(text)) return true;
  const belongsTo = WHO_BELONGS.exec(text)?.[1];
  // "who's got plot 14 again?": asked again, so told before, whatever it names.
  if (belongsTo && (namesOwnOrUnknown(belongsTo) || ASKED_AGAIN.test(text))) return true;
  const actor = WHEN_DOES_NAME.exec(text)?.[1];
  if (actor && !knownWord(actor)) return true;
  if (bareNameAsked(text)) return true;
  const tiedTo = WHO_IS_NAMES_TIE.exec(text)?.[1];
  if (tiedTo && isName(tiedTo)) return true;
  const named = WHO_IS_NAME.exec(text)?.[1];
  if (named) return !knownWord(named) || (/^\p{Lu}/u.test(named) && ASKED_AGAIN.test(text));
  if (aboutNamed(text) !== undefined) return true;
  if (ageAsked(text)) return true;
  if (ownerOfAnyThing(text)) return true;
  if (someoneAsked(text, isName) || keptPersonAsked(text, isName) !== undefined || nameAskedElsewhere(text) !== undefined) return true;
  const owner = NAMES_THING.exec(text)?.[1];
  if (!owner) return false;
  const word = owner.toLowerCase();
  if (word.length < 3 || STOPWORDS.has(word) || STOPWORDS.has(`${word}s`)) return false;
  // "the company's address", "the city's population", "Einstein's birthday": a word the lexicon holds names a thing
  // or someone everybody knows, not a friend; "again" says it was told all the same ("what's Maria's number again").
  return !knownWord(word) || (/^\p{Lu}/u.test(owner) && ASKED_AGAIN.test(text));
}

/**
 * "When is Ken's birthday? I told you before": a remark that the user told it says what "again" says, so the question
 * is read as if asked again ("When is Ken's birthday again?"), or as a part in the user's life.
 */
function toldBefore(question: string): boolean {
  if (WHO_IS_OWN.test(question)) return true;
  // "who is the new conductor? I told you once": a part said with "the" is anyone's; "again" in the question itself
  // says more than a remark after it.
  return !WHO_IS_THE.test(question) && asksAcquaintanceFact(question.replace(/\s*\?\s*$/, ' again?'));
}
const WHO_IS_THE = /^(?:who is|whos|who's|who’s|who was)\s+the\b/i;

/** "wait whats haruto's bday", "oh and when is Ana's birthday": a word that opens a turn before the question. */
const INTERJECTION = /^(?:(?:wait|ok(?:ay)?|oh|hey|so|and|also|btw|um+|hmm+|quick q(?:uestion)?|sorry)[,!.:]?\s+)+(?=\p{L})/iu;

function withoutInterjection(text: string): string {
  return text.replace(INTERJECTION, '');
}

/** The first sentence when it is a question and more follows it ("Who has my key? I forget."), else undefined. */
function questionBeforeRemark(text: string): string | undefined {
  const end = text.indexOf('?');
  if (end <= 0 || end === text.length - 1) return undefined;
  const rest = text.slice(end + 1).trim();
  // The remark after it asks nothing more: no second question, which the whole message may ask as one.
  return rest.length > 0 && !rest.includes('?') ? text.slice(0, end + 1) : undefined;
}

/** Whether the question asks the age of someone the user knows (`AGE_OF`). */
function ageAsked(text: string): boolean {
  const age = AGE_OF.exec(text);
  if (!age) return false;
  const name = age[1];
  if (name === undefined) return true;
  if (STOPWORDS.has(name.toLowerCase()) || isRegionName(name)) return false;
  return !knownWord(name) || /^\p{Lu}/u.test(name);
}

/** The one-word name whose thing the question asks ("daves" → "Dave", "Dave's" → "Dave"), when it is a name. */
function ownerOfAnyThing(text: string): string | undefined {
  const name = NAMES_ANY_THING.exec(text)?.[1];
  if (!name) return undefined;
  if (name.length < 3 || STOPWORDS.has(name.toLowerCase())) return undefined;
  // "the city's population", "Einstein's birthday": a word the lexicon knows names a thing or someone everybody knows.
  // A name written in lower case ("daves") is still a name: it is looked up as names are written.
  // "wats dai's day again": a word the lexicon holds, owning a thing asked again, was told of someone all the same.
  const toldOfSomeone = /^['’]s$/.test(NAMES_ANY_THING.exec(text)?.[2] ?? '') && ASKED_AGAIN.test(text);
  return knownWord(name) && !toldOfSomeone ? undefined : `${name[0]?.toUpperCase()}${name.slice(1)}`;
}

/** Words that say someone or something was met, not which: "the guy I met at the conference" is looked up by the place. */
const VAGUE_NOUN = /^(?:guy|man|woman|lady|person|people|one|thing|place|name|girl|boy|bloke|chap|folks?)$/i;
/** "the guy I met at the conference": where, when the who is vague. */
const MET_AT = /\b(?:i|we) [\p{L}]+ (?:at|in|from|on) (?:the |a |that |my )?([\p{L}-]+(?: [\p{L}-]+)?)/iu;

/**
 * What a question `asksAcquaintanceFact` reads is about, as a memory is searched for it: the one-word name ("when
 * does kieran come", "Maria's birthday"), what someone belongs to ("who works at packright"), what the user met or
 * liked ("the plumber I liked"), or the thing of theirs ("my car's plate number"). Undefined when none is read.
 */
export function acquaintanceSubject(message: string): string | undefined {
  const text = withoutInterjection(message.trim());
  return asksAcquaintanceFact(text) ? subjectAsked(text) : undefined;
}

/** What a question `asksAcquaintanceFact` reads (the whole message, the remark after it included) is about. */
function subjectAsked(text: string): string | undefined {
  const honored = HONORIFIC_ASKED.exec(text);
  if (honored) return honored[1] ?? honored[2];
  const question = questionBeforeRemark(text);
  if (question !== undefined) return subjectAsked(question);
  const owner =
    nameAskedElsewhere(text) ??
    honoredName(text) ??
    twoLetterOwner(text) ??
    NAMES_THING.exec(text)?.[1] ??
    NAME_HAS_THING.exec(text)?.[1] ??
    WHEN_DOES_NAME.exec(text)?.[1] ??
    WHO_IS_NAME.exec(text)?.[1] ??
    aboutNamed(text) ??
    ownerOfAnyThing(text) ??
    (ageAsked(text) ? AGE_OF.exec(text)?.[1] : undefined) ??
    bareNameAsked(text) ??
    WHO_IS_NAMES_TIE.exec(text)?.[1];
  if (owner && !STOPWORDS.has(owner.toLowerCase())) return owner;
  const someone = someoneAsked(text, isName) ?? keptPersonAsked(text, isName);
  if (someone) return someone;
  const belongsTo = WHO_BELONGS.exec(text)?.[1];
  if (belongsTo) return belongsTo.replace(/^(?:(?:my|our|the|a|an)\s+)+/i, '').replace(/\s+(?:(?:to|of|for|at|in) (?:my|our)\b.*|now|again|these days)$/i, '');
  const met = USER_MET.exec(text);
  if (met) {
    const noun = met[0]
      .split(/\s+/)
      .slice(1, -2)
      .filter((word) => !/^(?:that|who|whom)$/i.test(word))
      .at(-1);
    if (noun && !VAGUE_NOUN.test(noun)) return noun;
    const place = MET_AT.exec(text.slice(met.index))?.[1];
    if (place) return place;
  }
  return OWN_THING_OWNER.exec(text)?.[1] ?? ownPartAsked(text) ?? toldClauseSubject(text);
}

/**
 * "did I tell you when the book club meets?", "have I told you where Sam works": asked whether something was told, the
 * question inside names what it was about, as the subject of its clause (the words before its verb).
 */
const TOLD_WHEN =
  /\b(?:did|have)\s+(?:i|we)\s+(?:ever\s+)?(?:tell|told|mention|mentioned)(?:\s+(?:you|u))?\s+(?:when|where|how|why)\s+((?:[\p{L}\p{N}'’-]+\s+){1,4})[\p{L}'’-]+\s*[?.!]*$/iu;
const DETERMINERS = /^(?:(?:the|a|an|my|our|his|her|their)\s+)+/i;

function toldClauseSubject(text: string): string | undefined {
  const subject = TOLD_WHEN.exec(text)?.[1]?.trim().replace(DETERMINERS, '');
  if (!subject) return undefined;
  const words = subject.split(/\s+/);
  return words.length <= 3 && !words.some((word) => STOPWORDS.has(word.toLowerCase())) ? subject : undefined;
}

/** The part someone holds in the user's life, as `WHO_IS_OWN` asks it ("lab partner", "choir conductor"). */
function ownPartAsked(text: string): string | undefined {
  const part = WHO_IS_OWN.exec(text)?.[1]?.replace(WHICH_HOLDER, '');
  return part && !STOPWORDS.has(part.toLowerCase()) ? part : undefined;
}

/**
 * The name a bare "mati bday?" or "the number of zbyszek the mechanic" asks after: the name before the thing (its last
 * word is the name: "pizza hut phone number" names none), or the one after "of"/"for" with a second word only when that
 * is a name too.
 */
function bareNameAsked(text: string): string | undefined {
  const bare = BARE_NAME_THING.exec(text);
  if (!bare) return undefined;
  const before = bare[2] ?? bare[1];
  if (before !== undefined) return isName(before) ? [bare[1], bare[2]].filter(Boolean).join(' ') : undefined;
  const after = bare[3];
  if (after === undefined || !isName(after)) return undefined;
  return bare[4] !== undefined && isName(bare[4]) ? `${after} ${bare[4]}` : after;
}

/** "my car's plate number": the thing whose fact is asked. */
const OWN_THING_OWNER = /\bmy ((?:[\p{L}-]+ )?[\p{L}-]+)['’]s\b/iu;

/** "my apartment", "project falcon", "packright": the user's things, a project, or a name general knowledge lacks. */
function namesOwnOrUnknown(phrase: string): boolean {
  if (/\b(?:my|our)\b|\bproject\b/i.test(phrase)) return true;
  // A name is short and unknown as a whole ("packright", "Northwind Traders"), not a phrase with one odd word in it.
  const named = phrase
    .replace(/^(?:the|a|an)\s+/i, '')
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
  return named.length <= 2 && named.every((word) => word.length >= 3 && !knownWord(word));
}

/** A name the lexicon does not hold, as people call those they know. */
/** The name "where does Lily live", "what does joan prefer" ask about (see `ABOUT_NAMED`). */
function aboutNamed(text: string): string | undefined {
  const [, name, verb] = ABOUT_NAMED.exec(text) ?? [];
  if (!name || !verb || STOPWORDS.has(name.toLowerCase())) return undefined;
  return /^\p{Lu}/u.test(name) || (isName(name) && ONLY_PEOPLE_DO.test(verb)) ? name : undefined;
}

function isName(word: string): boolean {
  return !knownWord(word);
}

/** A word the English lexicon holds names a thing or someone everybody knows, not a friend. */
function knownWord(name: string): boolean {
  const word = name.toLowerCase();
  if (STOPWORDS.has(word) || STOPWORDS.has(`${word}s`)) return true;
  return isKnownStem(stem(word)) || isKnownStem(stem(`${word}s`));
}

/** Whether an offered tool looks up what a memory keeps (search or read its records). */
export function offersMemoryLookup(tools: readonly ToolSpec[]): boolean {
  return offersMemoryTool(tools, 'lookup');
}
