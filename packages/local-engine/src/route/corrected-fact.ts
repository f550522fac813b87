/**
 * "Piotr sings tenor now, not bass", "tanaka san goes to the rihga royal now not new otani fix that", "Xose no es mi
 * primo es mi cuñado, corrige eso", "Anna isn't vegan any more, she's vegetarian": a fact told before, corrected. It
 * is two requests in one: the old fact forgotten and the new one kept, so it is read as "forget that Piotr sings bass
 * and remember that Piotr sings tenor", and the forget is planned as every forget is (the record read first, the kept
 * fact the words say deleted; nothing deleted when none is). Read only where the words say a change ("now", "no
 * longer", "any more", "fix that", "not … but/it's …"), of someone named as people name those they know.
 */
import { KNOWN_THINGS, TIE_WORDS } from '../intent/acquaintance-fact.js';
import { isKnownStem } from '../text/synonyms.js';
import { STOPWORDS, stem } from '../text/tokenize.js';
import { withoutOwnedMistake } from './owned-mistake.js';

/**
 * "fix that", "please correct it", "corrige eso", "corrígelo", "korrigier das": the correction asked for, at the end. Each
 * run of separators is tried from its start only: tried from every character of a 64 KB run, it took seconds.
 */
const FIX_ASKED =
  /(?<![\s,.;!-])[\s,.;!-]+(?:(?:please|pls|can you|could you)\s+)?(?:fix|correct|update|change|amend)\s+(?:that|this|it)(?:\s+(?:please|pls|thanks))?[.!]*$|(?<![\s,.;!-])[\s,.;!-]+(?:por favor\s+)?(?:corr[ií]ge(?:lo)?|arr[eé]gla(?:lo)?|c[aá]mbia(?:lo)?|actual[ií]za(?:lo)?|corrija|corrige)(?:\s+(?:eso|esto|isso|isto|ça|cela))?(?:\s+por favor)?[.!]*$|(?<![\s,.;!-])[\s,.;!-]+(?:korrigier(?:e)?|änder(?:e)?)\s+(?:das|es)(?:\s+bitte)?[.!]*$|(?<![\s,.;!-])[\s,.;!-]+correggi(?:lo)?(?:\s+per favore)?[.!]*$/iu;
/** "actually,", "correction:", "oh and", "correction please,": an opening that says what follows sets something right. */
const OPENING = /^(?:(?:actually|correction|update|oh|ok(?:ay)?|sorry|btw|fyi|and|wait)(?:(?<=correction)\s+please)?[,:!.]?\s+)+/i;
/** "the vet", "the plumber": one who serves the user, named by the part, as people name their own. */
const THE_TIE = new RegExp(String.raw`^the\s+(?:${TIE_WORDS})$`, 'i');

/**
 * Someone as people name those they know: "Piotr", "tanaka san", "Mrs Patel", "my sister", "Ana Lima" (a second word
 * taken only when the fact cannot start right after the first: "Tom likes cats" is Tom's).
 */
const SUBJECT = String.raw`((?:(?:mrs?|ms|dr|mx)\.?\s+)?[\p{L}][\p{L}'’-]+(?:\s+(?:san|sama|kun|chan|sensei)|\s+[\p{L}'’-]+)??|(?:my|our|mi|mis|nuestro|nuestra|mein|meine|mon|ma|il mio|la mia|o meu|a minha)\s+[\p{L}'’-]+)`;
/** What a fact of someone opens with: a copula, "has", a verb of what people do (an English third person's -s), or what they did. */
const VERB = String.raw`(is|are|has|was|were|had|came|went|[\p{Ll}]{2,}s)`;
/** When the fact holds: the word that says it changed. */
const NOW = String.raw`(?:now|these days|nowadays|from now on|instead|actually|any ?more)`;

/** "Piotr sings tenor now, not bass", "Tom plays golf these days, not tennis", "Lena lives in Porto now, no longer Lisbon". */
const NOW_NOT = new RegExp(
  String.raw`^${SUBJECT}\s+${VERB}\s+(.+?)[\s,]+${NOW}[\s,;]+(?:and\s+|but\s+)?(?:not|no longer|no more)\s+(.+?)(?:\s+any ?more)?$`,
  'iu',
);
/** "Piotr sings tenor, not bass" (the change said by "fix that" or "actually" instead of "now"). */
const BARE_NOT = new RegExp(String.raw`^${SUBJECT}\s+${VERB}\s+(.+?)[\s,;]+(?:and\s+|but\s+)?(?:not|no longer)\s+(.+?)$`, 'iu');
/**
 * "liisa birthday 23 sept. not 22", "Puan Rohani discount is 15% not 10%", "Tom's number is 0412 not 0413": a thing of
 * someone's said anew, the old value denied. The thing is a lower-case word, so a name of two words stays whole (the
 * pattern is not case-blind for that reason).
 */
const THING_NOT = new RegExp(
  String.raw`^${SUBJECT}(?:['’]s)?\s+(\p{Ll}{3,}(?:\s+(?:size|number|name|address|type))?)\s+(?:(?:is|are)\s+|=\s*|:\s*)?(.+?)[\s,;.]+(?:and\s+|but\s+)?not\s+([^.!?\n]{1,40}?)[.!]*$`,
  'u',
);
/** One value with a figure in it, and no second clause: "23 sept", "15%", "0412 555 123", "March 13". */
const SINGLE_VALUE = /^(?:\p{L}+\s)?[^\s,;]*\d(?:(?![,;]|\s(?:and|or|not|but|is|was)\b).)*$/iu;
/**
 * "Bolot number is wrong, its 0555 123 465", "Tom's address is wrong, it should be 4 Elm Rd": a thing of someone's
 * said to be wrong, and its right value. The old value is not said: what is kept of the thing is forgotten.
 */
const THING_WRONG = new RegExp(
  String.raw`^${SUBJECT}(?:['’]s)?\s+(\p{Ll}{3,}(?:\s+(?:size|number|name|address|type))?)\s+(?:is|was)\s+(?:wrong|incorrect|not right)[\s,;.:—–-]+(?:it(?:['’]s|s|\s+is)|it\s+should\s+be|should\s+be|the\s+right\s+one\s+is|correct\s+is)\s+([^.!?\n]{1,40}?)[.!]*$`,
  'u',
);
/** A thing people tell of each other: corrected whatever opens the message; another word only where a mistake is owned. */
const KNOWN_THING = new RegExp(String.raw`^(?:${KNOWN_THINGS})$`, 'i');
/**
 * "Anna is not vegan, she's vegetarian", "Anna isn't vegan any more, she is vegetarian", "Xose is no longer my
 * cousin, he's my brother-in-law", "Mrs Patel is not my neighbour but my landlady".
 */
const IS_NOT = new RegExp(
  String.raw`^${SUBJECT}\s+(?:is\s+not|isn['’]t|['’]s\s+not|is\s+no\s+longer)\s+(.+?)(?:\s+any ?more)?(?:[\s,;]+(?:(?:he|she|they|it)(?:['’]s|\s+is|\s+are)|but(?:\s+(?:he|she|they)(?:['’]s|\s+is|\s+are))?|rather)(?:\s+now)?)\s+(.+?)(?:\s+now)?$`,
  'iu',
);
/**
 * The same in the other languages people write to the assistant in: "Xose no es mi primo, es mi cuñado" (es), "não é
 * meu primo, é meu cunhado" (pt), "n'est pas mon cousin, c'est mon beau-frère" (fr), "non è mio cugino, è mio cognato"
 * (it), "ist nicht mein Cousin, er ist mein Schwager" (de): the copula kept with each side.
 */
const OTHER_IS_NOT: ReadonlyArray<{ pattern: RegExp; copula: string }> = [
  { pattern: new RegExp(String.raw`^${SUBJECT}\s+(?:ya\s+)?no\s+es\s+(.+?)[\s,;]+(?:sino|(?:ahora\s+)?es|sino\s+que\s+es)\s+(.+?)$`, 'iu'), copula: 'es' },
  { pattern: new RegExp(String.raw`^${SUBJECT}\s+(?:já\s+)?não\s+é\s+(.+?)[\s,;]+(?:mas|(?:agora\s+)?é|e\s+sim)\s+(.+?)$`, 'iu'), copula: 'é' },
  { pattern: new RegExp(String.raw`^${SUBJECT}\s+n['’]est\s+(?:pas|plus)\s+(.+?)[\s,;]+(?:mais|c['’]est|(?:il|elle)\s+est)\s+(.+?)$`, 'iu'), copula: 'est' },
  { pattern: new RegExp(String.raw`^${SUBJECT}\s+non\s+è\s+(?:più\s+)?(.+?)[\s,;]+(?:ma|(?:ora\s+)?è)\s+(.+?)$`, 'iu'), copula: 'è' },
  { pattern: new RegExp(String.raw`^${SUBJECT}\s+ist\s+nicht\s+(?:mehr\s+)?(.+?)[\s,;]+(?:sondern|(?:er|sie)\s+ist|ist)\s+(.+?)$`, 'iu'), copula: 'ist' },
];

/** Words that open what follows a verb without saying which thing it is: "goes *to the* Otani", "is *a* vegan". */
const LEADING_FUNCTION_WORDS = /^(?:(?:to|at|in|on|for|with|from|into|by|a|an|the|his|her|their|my|our)\s+)+/i;
/** A subject that names no one: a pronoun or a word of the lexicon's everyday stock ("the meeting", "it"). */
const NO_ONE = /^(?:i|we|you|u|he|she|they|it|this|that|there|here|what|who|which|everyone|someone|nobody)$/i;

export interface CorrectedFact {
  subject: string;
  old: string;
  now: string;
}

/**
 * The fact a message corrects, when it corrects one (see the file comment). `corrective` says the whole message, as
 * typed, owns a mistake ("no sorry …", "Correction: …", "…, i mix up") where an opening was cut before it came here.
 */
export function correctedFact(typed: string, corrective = false): CorrectedFact | undefined {
  const owned = withoutOwnedMistake(typed);
  const message = owned.text;
  const fix = FIX_ASKED.exec(message);
  const opened = corrective || owned.owns || OPENING.test(message);
  const text = (fix ? message.slice(0, fix.index) : message)
    .replace(OPENING, '')
    .trim()
    .replace(/(?<![.!])[.!]+$/, '');
  if (text.length === 0 || text.length > 200) return undefined;
  for (const { pattern, copula } of OTHER_IS_NOT) {
    const said = pattern.exec(text);
    if (said?.[1] && said[2] && said[3] && namesSomeone(said[1])) return { subject: said[1], old: `${copula} ${said[2]}`, now: `${copula} ${said[3]}` };
  }
  const isNot = IS_NOT.exec(text);
  if (isNot?.[1] && isNot[2] && isNot[3] && namesSomeone(isNot[1])) return { subject: isNot[1], old: `is ${isNot[2]}`, now: `is ${isNot[3]}` };
  // Without "now", the change is said by the fix asked for or the opening "actually".
  const said = NOW_NOT.exec(text) ?? (fix || opened ? BARE_NOT.exec(text) : null);
  if (!said?.[1] || !said[2] || !said[3] || !said[4] || !namesSomeone(said[1])) return thingCorrected(text, Boolean(fix) || opened);
  const [, subject, verb, now, old] = said;
  if (!/^(?:is|are|has|was|were|had|came|went)$/i.test(verb) && isNoVerb(verb)) return undefined;
  return { subject, old: `${verb} ${withLeadOf(now, old)}`, now: `${verb} ${now}` };
}

/** See `THING_NOT`; a question ("liisa birthday is in sept not oct?") corrects nothing. */
function thingCorrected(text: string, corrective: boolean): CorrectedFact | undefined {
  const wrong = /\?\s*$/.test(text) ? null : THING_WRONG.exec(text);
  if (wrong?.[1] && wrong[2] && wrong[3] && namesSomeone(wrong[1]) && KNOWN_THING.test(wrong[2]) && SINGLE_VALUE.test(wrong[3])) {
    const owner = ownerOf(wrong[1]);
    return owner ? { subject: owner, old: wrong[2], now: `${wrong[2]} is ${wrong[3]}` } : undefined;
  }
  const said = /\?\s*$/.test(text) ? null : THING_NOT.exec(text);
  if (!said?.[1] || !said[2] || !said[3] || !said[4] || !namesSomeone(said[1])) return undefined;
  const [, subject, thing, now, old] = said;
  // "My son say …": a possessive alone names no one. The values are figures, dates or numbers, one each: "is soon, not
  // sure when", "3 may not 4 may and anna …" and "22, correct" correct nothing.
  if (!corrective && !KNOWN_THING.test(thing)) return undefined;
  if (!SINGLE_VALUE.test(now) || !SINGLE_VALUE.test(old)) return undefined;
  const owner = ownerOf(subject);
  return owner ? { subject: owner, old: `${thing} is ${old}`, now: `${thing} is ${now}` } : undefined;
}

/**
 * Who has the thing, said as it is had ("Liisa's"), the name as names are kept: capitalised. "Tom's" as typed is Tom's
 * once; "my" or "our" alone names no one.
 */
function ownerOf(subject: string): string | undefined {
  const name = subject.replace(/['’]s$/u, '');
  if (/^(?:my|our)$/i.test(name)) return undefined;
  return `${/^(?:my|our)\s/i.test(name) ? name : name.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())}'s`;
}

/** The message read as what it asks: the old fact forgotten, the new one kept. */
export function correctionRequest(message: string, corrective = false): string | undefined {
  const fact = correctedFact(message, corrective);
  return fact ? `forget that ${fact.subject} ${fact.old} and remember that ${fact.subject} ${fact.now}` : undefined;
}

/**
 * The old thing in the new one's place: "goes to the rihga royal", old "new otani" → "to the new otani"; "married to
 * Anna", old "Bob" → "married to Bob". An old thing said with words of its own ("the knee") stands as said; one that
 * follows a preposition or an article in the new fact takes the place of as many words at its end, so the fact to
 * forget says what the new one says of it (a bare "Bob" would be any kept fact that names Bob).
 */
function withLeadOf(now: string, old: string): string {
  if (LEADING_FUNCTION_WORDS.test(old)) return old;
  const nowWords = now.split(/\s+/);
  const oldWords = old.split(/\s+/);
  const kept = nowWords.slice(0, nowWords.length - oldWords.length);
  if (kept.length > 0 && LEADING_FUNCTION_WORDS.test(`${kept[kept.length - 1]} `)) return [...kept, ...oldWords].join(' ');
  const lead = LEADING_FUNCTION_WORDS.exec(now)?.[0] ?? '';
  return `${lead}${old}`;
}

/** A subject naming someone: a tie ("my sister"), or a name (capitalised, or a word the lexicon does not hold). */
function namesSomeone(subject: string): boolean {
  const words = subject.split(/\s+/);
  const first = words[0] ?? '';
  if (THE_TIE.test(subject)) return true;
  if (NO_ONE.test(first) || /^(?:the|a|an|this|that)$/i.test(first)) return false;
  if (/^(?:my|our|mi|mis|nuestro|nuestra|mein|meine|mon|ma|il|la|o|a)$/i.test(first)) return true;
  if (/^(?:mrs?|ms|dr|mx)\.?$/i.test(first)) return true;
  if (STOPWORDS.has(first.toLowerCase())) return false;
  return /^\p{Lu}/u.test(first) || !isKnownStem(stem(first.toLowerCase()));
}

/** A word ending in -s that is no verb of what people do ("this", "its", "plus"); the stop list holds some that are. */
function isNoVerb(word: string): boolean {
  return (
    STOPWORDS.has(word.toLowerCase()) && !/^(?:goes|does|has|is|was|needs|wants|says|gets|takes|gives|uses|likes|comes|works|knows|keeps|makes)$/i.test(word)
  );
}
