/**
 * "and who is his sister?", "what else do you know about her?": a follow-up that points back at the person the
 * conversation was about. When a tool that works on what is remembered is chosen, the person the latest turns named
 * stands for the pronoun ("his sister" is Ben's sister; "also remember he hates cilantro" adds to Jonas). Gender is not read from a
 * name: the person named last is the one meant.
 */
import { findStatedFact } from '../extract/payload.js';
import { enclosingSpan, findTextMentions, type TextMention } from '../extract/text-mentions.js';
import { readToolAction } from '../intent/index.js';
import { acquaintanceSubject } from '../intent/acquaintance-fact.js';
import type { EngineMessage, ToolSpec } from '../types.js';

/** A pronoun for one person, as the thing asked about or its owner; not "it" (a file) nor "they" (often many). */
const PERSON_PRONOUN = /\b(?:he|she|him|his|her|hers)\b/gi;
/** "her" owns what follows it ("her sister") unless a word that cannot be owned follows ("about her and", "her?"). */
const OWNED_AFTER_HER = /^\s+(?!(?:and|or|but|to|in|on|at|for|with|from|about|again|now|too|also|please|is|was|the|a|an)\b)\p{L}/iu;
/** How many of the latest turns are looked back at: the user's question and the answer before it, twice. */
const TURNS_BACK = 4;
/** A name opening a sentence and saying something of its bearer ("Anna is your sister"), which name finders skip. */
const OPENING_NAME = /(?<=^|[.!?;]\s+)(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?(?=\s+(?:is|was|has|had|lives|works)\b)/gu;
/** Longer runs of capitalised words are no one's name (and would swell the text once per pronoun). */
const LONGEST_NAME = 64;
/** Words that open a sentence the way a name would, and are none. */
const NOT_A_PERSON = /^(?:I|I['’]\w+|It|This|That|There|Here|He|She|They|We|You|Your|My|Our|Their|His|Her|What|Who|Which|Everything|Nothing)$/;

/** Whether a tool works on what is remembered (looks it up, adds to it or takes from it): people are its subject. */
export function worksOnMemory(tool: ToolSpec): boolean {
  return readToolAction(tool).objects.has('memory');
}

/**
 * The text with its person pronouns standing for the person the latest turns named ("who is his sister?" → "who is
 * Ben's sister?"); the text as it is when it names someone itself, holds no such pronoun or the turns name nobody.
 */
export function resolvePersonReference(said: string, history: readonly EngineMessage[]): string {
  const text = withFullName(said, history);
  const pronounAt = text.search(PERSON_PRONOUN);
  if (history.length === 0 || pronounAt < 0 || namesSomeoneBefore(text, pronounAt)) return text;
  const person = lastNamedPerson(history);
  if (!person) return text;
  return text.replace(PERSON_PRONOUN, (pronoun, at: number) => {
    const lower = pronoun.toLowerCase();
    const owner = lower === 'his' || lower === 'hers' || (lower === 'her' && OWNED_AFTER_HER.test(text.slice(at + pronoun.length)));
    return owner ? `${person}'s` : person;
  });
}

/**
 * "forget that Tomás can't do sunday mornings" after "remember that Tomás Ruiz plays George": a first name alone
 * stands for the whole name the latest turns named with it, which is the name the person is kept under. A first name
 * followed by another name ("Tomás Garcia") is someone else's, and is left as it is.
 */
function withFullName(text: string, history: readonly EngineMessage[]): string {
  const person = history.length > 0 ? lastNamedPerson(history) : undefined;
  const first = person?.split(/\s+/)[0];
  if (!person || !first || first === person || !/^\p{Lu}\p{Ll}+$/u.test(first)) return text;
  return text.replace(new RegExp(String.raw`(?<![\p{L}\p{N}'’-])${first}(?![\p{L}\p{N}-]|\s+\p{Lu})`, 'gu'), person);
}

/**
 * Whether the text names someone before its first pronoun: then the pronoun may be that person. A name only after
 * it ("also remember she prefers Slack") is what is said of the one the pronoun points back at.
 */
function namesSomeoneBefore(text: string, pronounAt: number): boolean {
  if (personNames(text.slice(0, pronounAt)).length > 0) return true;
  // "does sandra take sugar in her coffee": a name typed in lower case, asked about, is someone all the same.
  // Only where the pronoun is the subject or owns what follows ("in her coffee"); "what does coffee do to her" asks of her.
  const pronoun = text.slice(pronounAt).match(/^\w+/)?.[0]?.toLowerCase();
  const owns = pronoun !== 'her' || OWNED_AFTER_HER.test(text.slice(pronounAt + 3));
  const asked = owns && pronoun !== 'him' ? acquaintanceSubject(text) : undefined;
  if (asked !== undefined && text.toLowerCase().indexOf(asked.toLowerCase()) < pronounAt) return true;
  // "remember: Maya is my niece, her birthday is ...": a name that opens the fact is someone, though it opens a sentence.
  const subject = findStatedFact(text)?.subject;
  return subject !== undefined && subject.start < pronounAt && !NOT_A_PERSON.test(subject.value);
}

/** The person the latest turn that names anyone is about: whom its stated fact is filed under, else its first name. */
function lastNamedPerson(history: readonly EngineMessage[]): string | undefined {
  const turns = history.filter((turn) => turn.role === 'user' || turn.role === 'assistant').slice(-TURNS_BACK);
  for (const turn of [...turns].reverse()) {
    const subject = turn.role === 'user' ? findStatedFact(turn.content)?.subject?.value : undefined;
    if (subject && !NOT_A_PERSON.test(subject)) return subject;
    const first = personNames(turn.content)[0];
    if (first) return first;
  }
  return undefined;
}

/** The names a text mentions, in order: those name finders read, and a name opening a sentence about its bearer. */
function personNames(text: string): string[] {
  const mentions = findTextMentions(text);
  // A name inside a quoted phrase is part of what was said ("Deleted "can't do Sunday mornings" from …"), not whom it is
  // about; a name quoted alone ("an entity "Dani"") is whom.
  const quoted = mentions.filter((mention) => mention.kind === 'quoted');
  const inPhrase = (name: TextMention) => {
    const quote = enclosingSpan(quoted, name);
    return quote !== undefined && quote.text.trim() !== name.text;
  };
  const found = mentions.filter((mention) => mention.kind === 'name' && !inPhrase(mention)).map((mention) => ({ name: mention.text, at: mention.start }));
  for (const match of text.matchAll(OPENING_NAME)) found.push({ name: match[0], at: match.index });
  return found
    .filter(({ name }) => name.length <= LONGEST_NAME && !NOT_A_PERSON.test(name))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}
