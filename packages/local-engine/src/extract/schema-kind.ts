/**
 * What kind of value a JSON Schema property wants, in the terms extraction cares about.
 * Only JSON Schema's own keywords count (`type`, `enum`, `format`, `properties`): a
 * benchmark's or vendor's extension keys are for its converter to map onto them.
 */
import type { JsonSchema } from '../types.js';

export type SchemaKind = 'integer' | 'number' | 'boolean' | 'string' | 'array' | 'object' | 'enum' | 'date' | 'any';

export function schemaKind(schema: JsonSchema): SchemaKind {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'array';
  if (type === 'object') return schema.properties ? 'object' : 'any';
  if (type === 'string') return schema.format === 'date' || schema.format === 'date-time' ? 'date' : 'string';
  return 'any';
}

/** The schema of an array's items (first entry for tuple-style `items`). */
export function itemSchema(schema: JsonSchema): JsonSchema {
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  return items ?? {};
}
