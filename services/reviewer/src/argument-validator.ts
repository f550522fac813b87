import { Ajv, type ValidateFunction } from 'ajv';

/**
 * Checks tool arguments against the tool's JSON Schema. Validators are compiled
 * once per schema object (the catalog keeps schema identity between versions).
 */
export class ArgumentValidator {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  private readonly compiled = new WeakMap<object, ValidateFunction | Error>();

  /** Readable problems (`arguments.path: must be string`), or none. */
  check(schema: Record<string, unknown>, args: Record<string, unknown>): string[] {
    const validate = this.validator(schema);
    if (validate instanceof Error) return [`the tool's input schema cannot be compiled: ${validate.message}`];
    if (validate(args)) return [];
    // A `{ "$ref": "s1.output" }` stands for a value only known at run time: the tool checks that value.
    return (validate.errors ?? [])
      .filter((e) => !insideReference(args, e.instancePath))
      .map((e) => {
        const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return `arguments${path ? `.${path}` : ''}: ${e.message ?? 'is invalid'}`;
      });
  }

  /**
   * What the arguments lack, as a person would name it: "the path" for a missing `path`,
   * "the observation's contents" for a missing `contents` in an element of `observations`,
   * "a valid a" for a value of the wrong kind. Empty when the arguments pass.
   */
  needs(schema: Record<string, unknown>, args: Record<string, unknown>): string[] {
    const validate = this.validator(schema);
    if (validate instanceof Error || validate(args)) return [];
    const needs = (validate.errors ?? [])
      .filter((e) => !insideReference(args, e.instancePath))
      .map((e) => {
        const segments = e.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
        if (e.keyword === 'required') {
          const owner = segments.at(-1);
          const field = spoken(String((e.params as { missingProperty?: unknown }).missingProperty ?? 'value'));
          return owner ? `the ${singular(spoken(owner))}'s ${field}` : `the ${field}`;
        }
        // Unknown keys say nothing the person can supply; anything else wants a valid value.
        if (e.keyword === 'additionalProperties') return undefined;
        return segments.length > 0 ? `a valid ${spoken(segments.at(-1)!)}` : undefined;
      })
      .filter((need): need is string => need !== undefined);
    return [...new Set(needs)];
  }

  private validator(schema: Record<string, unknown>): ValidateFunction | Error {
    let validate = this.compiled.get(schema);
    if (!validate) {
      try {
        // `$schema` of other drafts would make ajv refuse the schema; the keywords we check are common to all.
        const { $schema: _ignored, ...rest } = schema;
        validate = this.ajv.compile(rest);
      } catch (error) {
        validate = error as Error;
      }
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

/** Whether a JSON pointer into the arguments runs through a `{ "$ref": … }` placeholder. */
function insideReference(args: unknown, pointer: string): boolean {
  let value: unknown = args;
  for (const segment of ['', ...pointer.split('/').slice(1)]) {
    if (segment) value = (value as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (isReference(value)) return true;
    if (value === null || typeof value !== 'object') return false;
  }
  return false;
}

function isReference(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$ref' && typeof (value as { $ref: unknown }).$ref === 'string';
}

/** A property name in words: `entityName` and `entity_name` read "entity name". */
function spoken(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The element of a list named in the plural: "observations" → "observation". */
function singular(noun: string): string {
  return noun.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
}
