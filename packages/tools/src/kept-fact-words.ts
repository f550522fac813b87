import { clipText, referencedStepId, stepInputOf } from '@switchyard/packet-schema';

/**
 * A fact a call takes from what an earlier step read of a record (`{"$fact": …}`): the record, the words, the step.
 * Without words it is the whole record the name says (its name as kept).
 */
export interface NamedFact {
  entity: string;
  like?: string;
  from: string;
}

const SAID_CHARS = 120;
/** Forms sit in a record's list of facts: a few levels down at most. */
const FACT_DEPTH = 6;

/** A record's name as compared: case, the spaces around it and a stop or comma after it are not part of it. */
function recordNameKey(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\s.,;:!?]+$/u, '')
    .trim()
    .replace(/\s+/gu, ' ')
    .toLowerCase();
}

/**
 * Whether a name said ("sepp", "Sepp ") and a name kept ("Sepp") are one record's name: people do not type case, and a
 * memory deletes only a record's name as kept, so the kept one is sent once the two are found alike.
 */
export function sameRecordName(said: string, kept: string): boolean {
  return recordNameKey(said) === recordNameKey(kept);
}

/** Every `{"$fact": …}` in a call's arguments, at any depth, in order. */
export function factsNamed(value: unknown, depth = FACT_DEPTH): NamedFact[] {
  if (depth < 0 || value === null || typeof value !== 'object') return [];
  const input = stepInputOf(value);
  if (input?.kind === 'fact') return [{ entity: input.entity, ...(input.like === undefined ? {} : { like: input.like }), from: referencedStepId(input.ref) }];
  return Object.values(value).flatMap((inner) => factsNamed(inner, depth - 1));
}

/**
 * `the remembered fact about Tomás Ruiz that says "can't do sunday mornings"`, or `the remembered record of Pete`: what a
 * delete of it takes away, in the person's words.
 */
export function keptFactWords(fact: Pick<NamedFact, 'entity' | 'like'>): string {
  if (fact.like === undefined) return `the remembered record of ${clipText(fact.entity, SAID_CHARS)}`;
  return `the remembered fact about ${clipText(fact.entity, SAID_CHARS)} that says "${clipText(fact.like, SAID_CHARS)}"`;
}
