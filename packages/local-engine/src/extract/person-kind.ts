import { PEOPLE_WORDS, TIE_SAID_ELSEWHERE } from '../intent/lexicon.js';
import type { ParameterContext } from './candidates.js';
import type { JsonSchema } from '../types.js';

/** A parameter that asks what kind of thing a record is ("entityType", "kind", "The type of the entity"). */
const KIND_NAME = /(?:^|[a-z_])(?:type|kind|category)$/i;
const KIND_DESCRIPTION = /\b(?:type|kind|category) of\b/i;

const PEOPLE = [...PEOPLE_WORDS].join('|');
/** "my sister Maya", "Maya, my sister", "our neighbour Tom", "Dr. Patel": the user says the record is a person. */
const TOLD_A_PERSON = new RegExp(String.raw`\b(?:my|our)\s+(?:${PEOPLE})\b|\b(?:dr|mr|mrs|ms|prof)\.?\s+\p{Lu}`, 'iu');

/**
 * "person" for a required kind-of-record parameter left empty, when the message says who the record is to the
 * user ("remember that my sister Maya's birthday is ...") and a sibling field names it: what a person would
 * write there, where asking "what is Maya's entity type?" would only puzzle them. Undefined otherwise.
 */
export function toldKindOfPerson(context: ParameterContext, values: Record<string, unknown>, text: string): string | undefined {
  if (!asksKindOfRecord(context.name, context.schema) || !Object.values(values).some((value) => typeof value === 'string' && value.length > 0))
    return undefined;
  return toldAPerson(text) ? 'person' : undefined;
}

/** Whether a parameter asks what kind of thing a record is. */
export function asksKindOfRecord(name: string, schema: JsonSchema): boolean {
  return KIND_NAME.test(name) || KIND_DESCRIPTION.test(schema.description ?? '');
}

/** Whether the message says who someone is to the user (in English or another language it reads), or calls them by a title: the record is a person. */
export function toldAPerson(text: string): boolean {
  return TOLD_A_PERSON.test(text) || TIE_SAID_ELSEWHERE.test(text);
}
