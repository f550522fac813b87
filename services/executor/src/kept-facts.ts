import { clipText } from '@switchyard/packet-schema';
import { sameRecordName } from '@switchyard/tools';
import { StepReferenceError } from './reference-error.js';

/**
 * The one fact a record holds that a person's words say (`{"$fact": {"in": "s1.output", "entity": "Tomás Ruiz",
 * "like": "can't do sunday mornings"}}`), as the record keeps it. A memory deletes only a fact's exact text and says
 * it succeeded when no fact has it, so "forget that he can't do sunday mornings" would delete nothing and be told it
 * did. The fact is the record's observation holding every content word of the words (case, accents and apostrophes
 * aside; the record's own name need not be repeated in it); the one with the fewest words besides when several do.
 * The call is not made, with the reason, when no fact holds them, when two hold them as well, or when the one that
 * holds them says something else besides in a clause of its own ("plays George and can't do Sunday mornings"):
 * deleting that would forget the other thing too.
 */

/** Words that say nothing of which fact is meant. */
const FUNCTION_WORDS = new Set(
  'a an the is are was were be been am of to in on at for and or but with by from as that this it its he she they him her his hers their them also just really still'.split(
    ' ',
  ),
);
/**
 * Where a kept fact says one more thing: a comma, a semicolon, an ampersand, a slash, a bracket, a dash between
 * words, or "and", "but", "also", "plus" between clauses ("allergic to peanuts & shellfish", "PIN is 4921 (bank: 7777)").
 */
const CLAUSE_BREAK = /\s*[,;&/()[\]]\s*|\s+[-–—]\s+|\s+(?:and|but|also|plus)\s+/iu;
/** Words that turn a fact into its opposite: "isn't allergic to peanuts" is not the fact "allergic to peanuts". */
const NEGATION = /^(?:not|no|never|none|nothing|nobody|neither|nor|without|[\p{L}]+n't|cannot)$/u;
/** How deep a read record is looked into for facts: the memory's own records sit two levels down. */
const RECORD_DEPTH = 6;
const SAID_CHARS = 200;
/** How many kept facts an answer quotes: a step's error holds 4,000 characters, and a record may keep thousands. */
const QUOTED_FACTS = 5;
const said = (text: string): string => clipText(text, SAID_CHARS);
/** Facts quoted for the person, the first few of them, and how many more there are. */
const quoted = (facts: readonly string[]): string =>
  `${facts
    .slice(0, QUOTED_FACTS)
    .map((fact) => `"${said(fact)}"`)
    .join(', ')}${facts.length > QUOTED_FACTS ? ` and ${facts.length - QUOTED_FACTS} more` : ''}`;

export function keptFact(output: string, stepId: string, named: string, like: string): string {
  const records = readRecords(output, stepId, named);
  const entity = keptNameOf(records, named);
  if (entity === undefined) throw new StepReferenceError(`nothing is remembered about ${said(named)} by that name; nothing was deleted`);
  const facts = records.filter((record) => record.name === entity).flatMap((record) => record.facts);
  const asked = contentWords(like, entity);
  if (asked.size === 0) throw new StepReferenceError(`"${said(like)}" says no fact of ${said(entity)} to forget; nothing was deleted`);
  const withWords = facts.map((fact) => ({ fact, words: contentWords(fact, entity) })).filter(({ words }) => [...asked].every((word) => words.has(word)));
  const holding = withWords
    .filter(({ fact }) => !ledByOther(fact, asked, entity))
    .map(({ fact, words }) => ({ fact, extra: [...words].filter((word) => !asked.has(word)).length }));
  if (holding.length === 0) {
    // "from galeria kazimierz prefers calls after 2pm" holds "prefers calls after 2pm" after a thing of its own: say it.
    const led = [...new Set(withWords.filter(({ fact }) => holdsAsPhrase(fact, like, entity)).map(({ fact }) => fact))];
    if (led.length > 0) {
      throw new StepReferenceError(
        `${said(entity)}'s remembered ${led.length === 1 ? 'fact is' : 'facts are'} ${quoted(led)}, which ${led.length === 1 ? 'says' : 'say'} more than "${said(like)}": deleting it would forget all of it, so nothing was deleted. To forget it all, say the whole fact`,
      );
    }
    throw new StepReferenceError(`${said(entity)} has no remembered fact like "${said(like)}"; nothing was deleted`);
  }
  const fewest = Math.min(...holding.map(({ extra }) => extra));
  const best = [...new Set(holding.filter(({ extra }) => extra === fewest).map(({ fact }) => fact))];
  if (best.length > 1) {
    throw new StepReferenceError(
      `${said(entity)} has ${best.length} remembered facts like "${said(like)}" (${quoted(best)}); nothing was deleted: say which one to forget`,
    );
  }
  const fact = best[0] as string;
  if (negated(fact, entity) !== negated(like, entity)) {
    throw new StepReferenceError(
      `${said(entity)}'s remembered fact is "${said(fact)}", which does not say "${said(like)}" (one of them says not); nothing was deleted`,
    );
  }
  if (saysMore(fact, asked, entity)) {
    throw new StepReferenceError(
      `${said(entity)}'s remembered fact is "${said(fact)}", which says more than "${said(like)}": deleting it would forget all of it, so nothing was deleted. To forget it all, say the whole fact`,
    );
  }
  return fact;
}

/**
 * A fact is taken from the record it is deleted from: where a `$fact` sits in a list beside a name
 * (`{"entityName": "Tomás Ruiz", "observations": [{"$fact": …}]}`), that name is the fact's record. Otherwise the
 * fact of one record would be deleted from another, which holds no such text: nothing deleted, and success said.
 * Every text beside the fact is that name: with another one beside it too (`"alias": "Tomás Ruiz"` next to
 * `"entityName": "Ana"`), which of them the call deletes from is the tool's to say, so no call is made; with none
 * (`{"entityNames": [{"$fact": …}]}`), the fact would be deleted as a whole record named like it.
 */
export function checkFactRecords(values: readonly unknown[], facts: ReadonlyArray<{ entity: string; whole: boolean }>): void {
  const names = values.filter((value): value is string => typeof value === 'string');
  for (const { entity, whole } of facts) {
    // A whole record's name sits in a list of names to delete; beside a name it would be deleted as a fact of that record.
    if (whole && names.length > 0) {
      throw new StepReferenceError(
        `the name of the remembered record ${said(entity)} is to be deleted as a fact of ${said(names[0] as string)}; nothing was deleted`,
      );
    }
    // A fact's words name no record: with no record's name beside it (a list of names to delete), the text found
    // would be deleted as a record of that name, not as the fact of this one.
    if (!whole && names.length === 0) {
      throw new StepReferenceError(`a remembered fact of ${said(entity)} is to be deleted with no record named beside it; nothing was deleted`);
    }
    const other = names.find((name) => name !== entity);
    if (other !== undefined) {
      throw new StepReferenceError(`a remembered fact of ${said(entity)} is to be deleted from ${said(other)}; nothing was deleted`);
    }
  }
}

/** The records a read holds (name and facts), wherever it puts them; throws when the read is not JSON. */
export function readRecords(output: string, stepId: string, entity: string): KeptRecord[] {
  let read: unknown;
  try {
    read = JSON.parse(output);
  } catch {
    throw new StepReferenceError(`the output of step ${stepId} is not JSON, so nothing remembered of ${said(entity)} can be read from it; nothing was deleted`);
  }
  return recordsIn(read, RECORD_DEPTH);
}

export interface KeptRecord {
  name: string;
  facts: string[];
}

function recordsIn(value: unknown, depth: number): KeptRecord[] {
  if (depth < 0 || value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && typeof record.name === 'string' && Array.isArray(record.observations)) {
    return [{ name: record.name, facts: record.observations.filter((fact): fact is string => typeof fact === 'string') }];
  }
  return Object.values(value).flatMap((inner) => recordsIn(inner, depth - 1));
}

/**
 * The name a read keeps the record under that a said name means: the same name, else the one alike but for case, the
 * spaces around it and a final stop ("sepp" for "Sepp"); undefined when none is. Two kept names alike so ("Sepp",
 * "SEPP") could each be meant: no call is made, and both are named.
 */
export function keptNameOf(records: readonly KeptRecord[], entity: string): string | undefined {
  if (records.some((record) => record.name === entity)) return entity;
  const names = [...new Set(records.map((record) => record.name))];
  const same = names.filter((name) => sameRecordName(entity, name));
  // "forget that Huw wants the solo" of "Huw Morgan": the record whose name begins with the words said, as for a whole
  // record (`kept-records.ts`), when none is named exactly so.
  // Only a name of more words than the one said, and none with characters that show as nothing ("Sepp\u200B").
  const longer = (name: string) => foldedWords(name).length > foldedWords(entity).length && !/\p{Cf}/u.test(name);
  const alike = same.length > 0 ? same : namesBegunBy(names, entity).filter(longer);
  if (alike.length > 1)
    throw new StepReferenceError(`${said(entity)} could be ${alike.length} remembered records (${quoted(alike)}); nothing was deleted: say which one`);
  return alike[0];
}

/**
 * The names that are the name said but for case and accents, else those that begin with its words ("Pete" of "Pete
 * Lindqvist", never of "Peter").
 */
export function namesBegunBy(names: readonly string[], name: string): string[] {
  const asked = foldedWords(name);
  if (asked.length === 0) return [];
  const kept = names.map((kept) => ({ kept, words: foldedWords(kept) }));
  const begins = ({ words }: { words: string[] }) => asked.every((word, index) => words[index] === word);
  const same = kept.filter((one) => one.words.length === asked.length && begins(one));
  return (same.length > 0 ? same : kept.filter(begins)).map(({ kept }) => kept);
}

/** The negating words of a text, in order: a fact and the words meant as it say not alike, or one of them is its opposite. */
function negated(text: string, entity: string): string {
  return [...contentWords(text, entity)].filter((word) => NEGATION.test(word)).join(' ');
}

/**
 * Whether the fact says its own thing before the words: in a clause that holds them, a word the words do not say
 * comes first ("lives at 9 Elm St" is not "Lily is 9": the 9 is where she lives). A lead with a "not" in it ("no
 * longer works at Acme") is left to `negated`, which says why.
 */
function ledByOther(fact: string, asked: ReadonlySet<string>, entity: string): boolean {
  return clausesOf(fact).some((clause) => {
    const words = [...contentWords(clause, entity)];
    const first = words.findIndex((word) => asked.has(word));
    const lead = words.slice(0, first);
    return first > 0 && !lead.some((word) => NEGATION.test(word));
  });
}

/**
 * A kept fact's clauses. Its whitespace runs are made one space first: a break read from every space of a long run
 * (a fact kept with 20,000 spaces in it) was quadratic, seconds of the executor's time for one fact.
 */
function clausesOf(fact: string): string[] {
  return fact.replace(/\s+/gu, ' ').split(CLAUSE_BREAK);
}

/**
 * Whether the fact holds the words' own phrase, two content words or more in the order said ("from galeria
 * kazimierz prefers calls after 2pm" holds "prefers calls after 2pm"; "lives at 9 Elm St" does not hold "Lily is 9").
 */
function holdsAsPhrase(fact: string, like: string, entity: string): boolean {
  const phrase = contentWordList(like, entity);
  const words = contentWordList(fact, entity);
  return phrase.length >= 2 && words.some((_, at) => phrase.every((word, offset) => words[at + offset] === word));
}

/** Whether a clause of the fact says something the words do not touch. */
function saysMore(fact: string, asked: ReadonlySet<string>, entity: string): boolean {
  return clausesOf(fact).some((clause) => {
    const words = contentWords(clause, entity);
    return words.size > 0 && ![...words].some((word) => asked.has(word));
  });
}

/** The words of a text that say something, folded (case, accents, curly apostrophes, a possessive 's), without the record's name. */
export function contentWords(text: string, entity: string): Set<string> {
  return new Set(contentWordList(text, entity));
}

/** The same words in the order said, repeats kept. */
function contentWordList(text: string, entity: string): string[] {
  const named = new Set(foldedWords(entity));
  return foldedWords(text).filter((word) => !FUNCTION_WORDS.has(word) && !named.has(word));
}

export function foldedWords(text: string): string[] {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´ʼ]/gu, "'");
  return (folded.match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []).map((word) => word.replace(/'s$/u, ''));
}
