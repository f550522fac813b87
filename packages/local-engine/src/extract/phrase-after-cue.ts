/** The short noun phrase after a parameter's cue word, for free-text parameters with no better candidate. */
import { STOPWORDS, stem } from '../text/tokenize.js';
import { isKnownStem } from '../text/synonyms.js';
import { searchedForm } from './searched-form.js';
import type { ParameterContext } from './candidates.js';
import type { MessageFacts } from './message-facts.js';
import { PEOPLE_WORDS } from '../intent/lexicon.js';
import { acquaintanceSubject } from '../intent/acquaintance-fact.js';
import { askedAmongOwnPeople } from '../intent/someone-asked.js';
import { readsOtherLanguage } from '../intent/lexicon.js';
import { askedAboutElsewhere } from './asked-about-elsewhere.js';

const LEADING_FILLER = new Set(['the', 'a', 'an', 'of', 'for', 'about', 'on', 'in', 'to', 'is', 'are', 'called', 'named']);

export function phraseAfterCue(context: ParameterContext, facts: MessageFacts): string | undefined {
  const strongest = [...context.hits].sort((a, b) => b.strength - a.strength)[0];
  if (!strongest || strongest.strength < 1) return undefined;
  const rest = facts.text.slice(strongest.end);
  const clause = rest.split(/[,.;:!?\n]|\b(?:and|with|from|by|using|that|which|who|in order)\b/i)[0] ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean);
  while (words.length > 0 && LEADING_FILLER.has((words[0] ?? '').toLowerCase())) words.shift();
  const phrase = words.slice(0, 4);
  while (phrase.length > 0 && STOPWORDS.has((phrase[phrase.length - 1] ?? '').toLowerCase())) phrase.pop();
  const text = phrase.join(' ').replace(/^['"“]|['"”]$/g, '');
  return text.length > 0 ? text : undefined;
}

/** A parameter that takes what to look for: "query", "q", "search", "keywords", "topic". */
const LOOKS_FOR = /^(?:q|query|search|search_?query|keywords?|terms?|topic)$/i;
/** A parameter that names a subject to write or research about, not words to match. */
const NAMES_SUBJECT = /^(?:topic|subject)$/i;
const SUBJECT_WORDS = 8;
const LOOKUP_WORDS = 3;
/** "anything about my landlord", "what do you know on the plumber", "whats the deal with anjali": the thing asked about. */
const ABOUT =
  /\b(?:about|regarding|concerning|on|the (?:deal|story|situation|latest) with|up with)\s+(?:(?:my|our|the|his|her|their|that|this)\s+)?([\p{L}\p{N}][\p{L}\p{N}' -]*)/iu;

/** Where a store is named in a search ("search memory for nuts", "look up nuts in the graph"): not what is looked for. */
const STORE = String.raw`(?:the\s+|my\s+|your\s+)?(?:memory|memories|knowledge graph|graph)`;
/**
 * "search memory for nuts", "look through the graph for anyone allergic", "look up Leo in memory", "find nuts in
 * memory": what is looked for where the memory is named (a bare "search for budget" may mean a file's name).
 */
const SEARCHED_FOR = new RegExp(
  String.raw`\b(?:search(?:ed|ing)?|look(?:ing)?|hunt(?:ing)?)\s+(?:through\s+|in\s+)?${STORE}\s+for\s+(?:(?:my|our|the|any|anyone|anybody|someone|something|anything)\s+)?([\p{L}\p{N}][\p{L}\p{N}' -]*)|\b(?:look up|find|search for)\s+([\p{L}\p{N}][\p{L}\p{N}' -]*?)\s+(?:in|from)\s+${STORE}\b`,
  'iu',
);

/** "anyone in memory who likes chess?", "is there someone who speaks French": what the one asked after does or has. */
const WHO_DOES =
  /\b(?:anyone|anybody|someone|somebody|people|everyone|who)\b[^?.!]{0,60}?\bwho\s+(?!(?:i|you|we|u)\b)(?:[\p{Ll}]+s|is|are|has|have|can|does|do)\s+(?:(?:a|an|the|into|in)\s+)?([\p{L}\p{N}][\p{L}\p{N}' -]*)/iu;
/** "who are the regulars i told you about": the thing told of, named before the telling. */
const TOLD_OF = /\bthe\s+([\p{L}\p{N}][\p{L}\p{N}' -]{1,40}?)\s+(?:i|we)\s+(?:told|mentioned|said)(?:\s+(?:you|u))?(?:\s+(?:about|of))?\s*[?.!]*$/iu;
/** "joris, what did i say", "lena from hamburg, what i tell u about her?": whom the told thing is about, said first. */
const FRONTED_TOLD =
  /^([\p{L}][\p{L}\p{N}'’ -]{0,40}?)\s*[,:—–-]\s*(?:so\s+)?(?:what|wat|wot)\s+(?:did\s+|have\s+)?(?:i|we)\s+(?:tell|told|say|said|mention(?:ed)?)\b(?:\s+(?:you|u|ya))?(?:\s+(?:about|of|on)\s+(?:him|her|them|it|that|this))?(?:\s+again)?\s*[?.!]*$/iu;

/** Words that open a message without naming anything: "ok so, what did i say" is about nothing said first. */
const FILLER =
  /^(?:ok(?:ay)?|so|hey|hi|um+|uh+|hmm+|well|yes|yeah|no|nope|wait|sorry|lol|and|but|now|then|right|also|oh|fine|remind|honestly|dude|anyway|btw|yesterday|today)(?:\s+(?:ok(?:ay)?|so|then|now|well|um+|uh+))*$/i;

function frontedTopic(text: string): string | undefined {
  const said = FRONTED_TOLD.exec(text)?.[1]?.replace(/^(?:the|my|our)\s+/i, '');
  const first = said?.split(/\s+/)[0] ?? '';
  // A name, as people name those they tell of: capitalised, or a word the lexicon does not hold ("joris"). "ok fine",
  // "honestly", "in the meeting" open the question without naming anyone.
  const names = /^\p{Lu}/u.test(first) || !isKnownStem(stem(first.toLowerCase()));
  return said && names && !FILLER.test(said) && !FILLER.test(first) && !STOPWORDS.has(first.toLowerCase()) ? said : undefined;
}

/** For a required look-up parameter with no better value: the short noun phrase a question is about. */
export function topicAsked(context: ParameterContext, facts: MessageFacts): string | undefined {
  if (!LOOKS_FOR.test(context.name)) return undefined;
  const searched = SEARCHED_FOR.exec(facts.text);
  // "who on the team has asthma": the "on" names the group asked among, not what is asked about.
  const asked =
    frontedTopic(facts.text) ??
    askedAmongOwnPeople(facts.text) ??
    ABOUT.exec(facts.text)?.[1] ??
    searched?.[1] ??
    searched?.[2] ??
    WHO_DOES.exec(facts.text)?.[1] ??
    TOLD_OF.exec(facts.text)?.[1];
  if (asked === undefined) {
    // "ماذا تتذكر عن ليلى؟", "neha ke baare mein kya yaad hai": about whom, in a language with its own word for it.
    const elsewhere = readsOtherLanguage(facts.text) ? askedAboutElsewhere(facts.text) : undefined;
    const subject = elsewhere ?? personAsked(facts.text) ?? acquaintanceSubject(facts.text) ?? acquaintanceSubject(firstQuestion(facts.text));
    return subject === undefined ? undefined : searchedForm(subject);
  }
  // "what did i tell u about mango's food": what the user told is kept under whom it was about.
  const owner = TOLD_YOU.test(facts.text) ? POSSESSOR.exec(asked)?.[1] : undefined;
  if (owner && !STOPWORDS.has(owner.toLowerCase())) return owner;
  const clause = asked.split(/\b(?:and|with|from|by|that|which|who|again|so far|before|already)\b/i)[0] ?? '';
  // A look-up matches a few words; a topic is prose ("best pos systems for small shops"), taken to the clause's end.
  const words = clause
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, NAMES_SUBJECT.test(context.name) ? SUBJECT_WORDS : LOOKUP_WORDS);
  while (words.length > 0 && STOPWORDS.has((words[words.length - 1] ?? '').toLowerCase())) words.pop();
  // "what did I tell you about Mr Karam": the memory keeps him as Karam.
  return words.length > 0 ? searchedForm(words.join(' ')) : undefined;
}

/** "did I tell you", "what I told u": asks after what the user told. */
const TOLD_YOU = /\b(?:tell|told)\s+(?:you|u|ya)\b/i;
/** "mango's food": whose thing it is. */
const POSSESSOR = /^(\p{L}[\p{L}-]*)['’]s\s+\p{L}/u;

/** "who's got plot 14 again? my brain is mush": the question, without what is said after it. */
function firstQuestion(text: string): string {
  const end = text.indexOf('?');
  return end > 0 ? text.slice(0, end + 1) : text;
}

/**
 * "who do I know that lives in Denver", "who's in my memory that works at the hospital": what the people looked for
 * have in common, the clause's last word.
 */
const KNOWN_PEOPLE =
  /\b(?:who|anyone|anybody|someone|somebody|people)(?:(?: (?:else|do|that|who))* i know|(?:['’]s| is| are)? (?:in|from) (?:my|your|the) memor(?:y|ies))\b([^?.!,;]*)/iu;
/** The animals people keep and tell an assistant about ("what's my dog's name again?"). */
const PETS: ReadonlySet<string> = new Set('dog cat puppy kitten pet horse pony rabbit bunny hamster guinea parrot budgie bird tortoise turtle'.split(' '));
/** "my dentist", "his wife", "my wifes shoe size": the tie named as someone's. */
const TIE = /\b(?:my|his|her|their|our)\s+([\p{L}-]+)/giu;

/** Whom a question about the people the user knows looks for: a trait of theirs, or a tie ("my dentist"). */
function personAsked(text: string): string | undefined {
  const known = KNOWN_PEOPLE.exec(text);
  if (known) {
    const words = (known[1] ?? '').split(/[^\p{L}\p{N}'-]+/u).filter((word) => word && !STOPWORDS.has(word.toLowerCase()) && !/['’]/.test(word));
    return words.at(-1);
  }
  for (const tie of text.matchAll(TIE)) {
    const word = (tie[1] ?? '').toLowerCase().replace(/['’]s?$/, '');
    const kept = (candidate: string): boolean => PEOPLE_WORDS.has(candidate) || PETS.has(candidate);
    const singular = kept(word) ? word : word.endsWith('s') && kept(word.slice(0, -1)) ? word.slice(0, -1) : undefined;
    if (singular) return singular;
  }
  return undefined;
}
