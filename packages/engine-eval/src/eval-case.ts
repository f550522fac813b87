/** The JSON Lines case format of the routing evaluation, validated with zod. */
import { z } from 'zod';
import type { ToolSpec } from '@switchyard/local-engine';

const jsonSchema = z.record(z.string(), z.unknown());

export const toolSpecSchema = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  parameters: jsonSchema.optional(),
});

export const evalCaseSchema = z.object({
  id: z.string(),
  source: z.string().default('unknown'),
  query: z.string(),
  history: z.array(z.object({ role: z.enum(['user', 'assistant', 'system', 'tool']), content: z.string() })).default([]),
  tools: z.array(toolSpecSchema),
  expected: z.object({
    tool_needed: z.boolean(),
    calls: z.array(z.object({ name: z.string(), arguments: z.record(z.string(), z.array(z.unknown())).default({}) })).default([]),
    calls_unspecified: z.boolean().optional(),
  }),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type EvalCase = Omit<z.infer<typeof evalCaseSchema>, 'tools'> & { tools: ToolSpec[] };
export type ExpectedCall = EvalCase['expected']['calls'][number];

/** Parse one line; errors name the file and line so a broken case is easy to find. */
export function parseCaseLine(line: string, file: string, lineNumber: number): EvalCase {
  return parseLine(evalCaseSchema, line, `${file}:${lineNumber}`, 'case', 'does not match the case format') as EvalCase;
}

/** Parse one catalog line (a bare tool spec). */
export function parseToolLine(line: string, file: string, lineNumber: number): ToolSpec {
  return parseLine(toolSpecSchema, line, `${file}:${lineNumber}`, 'tool', 'not a tool spec') as ToolSpec;
}

function parseLine<T>(schema: z.ZodType<T>, line: string, at: string, what: string, mismatch: string): T {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    throw new Error(`${at}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${at}: invalid ${what} at ${issue?.path.join('.') || what}: ${issue?.message ?? mismatch}`);
  }
  return parsed.data;
}
