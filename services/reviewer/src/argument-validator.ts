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
