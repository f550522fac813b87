import { stepInputOf } from '@switchyard/packet-schema';
import type { MissingValue } from '@switchyard/tools';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * Checks tool arguments against the tool's JSON Schema. Validators are compiled
 * once per schema object (the catalog keeps schema identity between versions).
 */
export class ArgumentValidator {
  // `verbose` gives each error its schema, so a missing value is asked for with its own description.
  private readonly ajv = new Ajv({ allErrors: true, verbose: true, strict: false, validateFormats: false });
  private readonly compiled = new WeakMap<object, ValidateFunction | Error>();

  /** Readable problems (`arguments.path: must be string`), or none. */
  check(schema: Record<string, unknown>, args: Record<string, unknown>): string[] {
    const validate = this.validator(schema);
    if (validate instanceof Error) return [`the tool's input schema cannot be compiled: ${validate.message}`];
    if (validate(args)) return [];
    // A `{ "$ref": "s1.output" }`, `{ "$append": … }`, `{ "$replace": … }` or `{ "$fact": … }` stands for a value only known at run time: the tool checks that value.
    return (validate.errors ?? [])
      .filter((e) => !insideReference(args, e.instancePath))
      .map((e) => {
        const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return `arguments${path ? `.${path}` : ''}: ${e.message ?? 'is invalid'}`;
      });
  }

  /**
   * What the arguments lack, for asking a person: each missing or invalid value's parameter name, the record it
   * belongs in (`observations` for a missing `contents` in an element of `observations`) and its schema. Empty when
   * the arguments pass.
   */
  needs(schema: Record<string, unknown>, args: Record<string, unknown>): MissingValue[] {
    const validate = this.validator(schema);
    if (validate instanceof Error || validate(args)) return [];
    const needs = (validate.errors ?? [])
      .filter((e) => !insideReference(args, e.instancePath))
      .map((e): MissingValue | undefined => {
        const segments = e.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
        const owner = segments.at(-1);
        if (e.keyword === 'required') {
          const field = String((e.params as { missingProperty?: unknown }).missingProperty ?? 'value');
          const fieldSchema = propertySchema(e.parentSchema, field);
          return { field, ...(owner ? { owner } : {}), ...(fieldSchema ? { schema: fieldSchema } : {}) };
        }
        // Unknown keys say nothing the person can supply; anything else wants a valid value.
        if (e.keyword === 'additionalProperties' || !owner) return undefined;
        return { field: owner, invalid: true, ...(isRecord(e.parentSchema) ? { schema: e.parentSchema } : {}) };
      })
      .filter((need): need is MissingValue => need !== undefined);
    const seen = new Set<string>();
    return needs.filter((need) => !seen.has(`${need.owner}/${need.field}`) && seen.add(`${need.owner}/${need.field}`) !== undefined);
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

/** Whether a JSON pointer into the arguments runs through a `{ "$ref": … }`, `{ "$append": … }`, `{ "$replace": … }` or `{ "$fact": … }` placeholder. */
function insideReference(args: unknown, pointer: string): boolean {
  let value: unknown = args;
  for (const segment of ['', ...pointer.split('/').slice(1)]) {
    if (segment) value = (value as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (isReference(value)) return true;
    if (value === null || typeof value !== 'object') return false;
  }
  return false;
}

/** A value an earlier step's result stands in for; an append, a replace or a fact of a wrong shape, or an append still lacking its line, is none. */
function isReference(value: unknown): boolean {
  const kind = stepInputOf(value)?.kind;
  return kind === 'ref' || kind === 'append' || kind === 'replace' || kind === 'fact';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema of a named property of an object schema, when it has one. */
function propertySchema(schema: unknown, name: string): Record<string, unknown> | undefined {
  const properties = isRecord(schema) ? schema.properties : undefined;
  const property = isRecord(properties) ? properties[name] : undefined;
  return isRecord(property) ? property : undefined;
}
