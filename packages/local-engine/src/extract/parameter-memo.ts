/**
 * Facts about a parameter that follow from its name and schema alone ("does it
 * want a place?", "a file path?"), worked out once per parameter instead of
 * once per message and clause it is filled from. Keyed by the schema object,
 * which catalogs keep from turn to turn (as the cue cache is).
 */
import type { JsonSchema } from '../types.js';

export interface NamedSchema {
  name: string;
  schema: JsonSchema;
}

/** A memoised fact about a parameter; tables go with their schema objects. */
export function perParameter<T>(compute: (parameter: NamedSchema) => T): (parameter: NamedSchema) => T {
  const bySchema = new WeakMap<JsonSchema, Map<string, T>>();
  return (parameter) => {
    let byName = bySchema.get(parameter.schema);
    if (!byName) bySchema.set(parameter.schema, (byName = new Map()));
    if (byName.has(parameter.name)) return byName.get(parameter.name) as T;
    const value = compute(parameter);
    byName.set(parameter.name, value);
    return value;
  };
}

/** The parameter's name in words, then its description: what the wording patterns read. */
export function parameterLabel({ name, schema }: NamedSchema): string {
  return `${name.replace(/[_.-]/g, ' ')} ${schema.description ?? ''}`;
}
