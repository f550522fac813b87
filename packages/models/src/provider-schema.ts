import { z } from 'zod';

/** The JSON Schema a provider is given for an answer: zod's own conversion, without the `$schema` line providers reject. */
export function providerSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}
