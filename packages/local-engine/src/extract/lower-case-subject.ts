/**
 * "remember the drummer kuba owes me 150 zł", "remember my cat sushi is 7", "remember ben ortiz wants the fox": a
 * fact about someone named in lower case, as people type in a hurry. A name is read where a fact's subject stands,
 * right before what is said of it: after what the one named is to the user ("my cat", "the drummer"), any word;
 * with nothing before it, one or two words of which one is no word of the English lexicon (a name, not "the
 * meeting is at 5").
 */
import { isKnownStem } from '../text/synonyms.js';
import { PEOPLE_WORDS, ROLE_WORDS } from '../intent/lexicon.js';

/** Ties to a person: family, roles, and the people one deals with. */
const PERSON_TIES: ReadonlySet<string> = new Set([
  ...PEOPLE_WORDS,
  ...ROLE_WORDS,
  ...'partner supplier contact mentor assistant helper cleaner driver mechanic tailor landlady pharmacist stylist hairdresser barber trainer'.split(' '),
]);
import { STOPWORDS, stem } from '../text/tokenize.js';

/** What is said of someone right after their name: a copula, "has", or a verb of what people do, want or owe. */
const SAID_OF = String.raw`(?:is|was|has|had|owes|owed|wants|wanted|likes|loves|hates|plays|lives|works|starts|started|needs|prefers|gets|got|can|can't|cannot|doesn't|does|did|drinks|eats|takes|teaches|goes|comes|drives|studies|uses|speaks|keeps|moved|left|quit|joined|paid|pays|booked|ordered|checks|raised|raises|lowered|changed|switched|returned|dropped|cancelled|canceled|won't)`;
/** "my cat sushi is", "the drummer kuba owes", "our new neighbour dev has": a tie, then the name. */
const AFTER_TIE = new RegExp(String.raw`^((?:my|our|the|his|her|their)\s+(?:[\p{Ll}-]+\s+)?[\p{Ll}-]+\s+)([\p{Ll}][\p{Ll}'’-]+)\s+${SAID_OF}\b`, 'u');
/** "ben ortiz wants", "kuba plays": the name opens the fact. */
const OPENING_NAME = new RegExp(String.raw`^([\p{Ll}][\p{Ll}'’-]+(?:\s+[\p{Ll}][\p{Ll}'’-]+)?)\s+${SAID_OF}\b`, 'u');

export interface LowerCaseSubject {
  /** Where the name starts in the fact, after what the one named is to the user. */
  start: number;
  name: string;
}

/**
 * "my dig partner is marco from bologna", "my silk supplier is Kedai Kain Ah Seng": a tie a word of the language names,
 * then who it is: the words in capitals after the copula. Only a tie to a person ("my appointment is Monday", "my
 * first language is English" name no one), and not a name in lower case: the lexicon lacks many adjectives ("my
 * partner is vegan who …").
 */
const TIE_IS_NAME =
  /^((?:my|our)\s+(?:[\p{Ll}-]+\s+)?([\p{Ll}-]+)\s+(?:is|was)\s+)(?!(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Sra)\b)(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)(?=[\s,.;!]|$)/u;

export function lowerCaseSubject(fact: string): LowerCaseSubject | undefined {
  const named = TIE_IS_NAME.exec(fact);
  if (named?.[1] && named[2] && named[3] && PERSON_TIES.has(named[2]) && !isFunctionWord(named[3].split(/\s/)[0]?.toLowerCase() ?? ''))
    return { start: named[1].length, name: named[3] };
  const tied = AFTER_TIE.exec(fact);
  if (tied?.[1] && tied[2] && !isFunctionWord(tied[2])) return { start: tied[1].length, name: tied[2] };
  const opening = OPENING_NAME.exec(fact)?.[1];
  if (!opening) return undefined;
  const words = opening.split(/\s+/);
  if (words.some(isFunctionWord) || !words.some((word) => !isKnownStem(stem(word)))) return undefined;
  return { start: 0, name: opening };
}

function isFunctionWord(word: string): boolean {
  return STOPWORDS.has(word) || /^(?:i|i'm|we|you|u|he|she|they|it|this|that|there|someone|everyone)$/.test(word);
}
