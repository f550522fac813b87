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
  history: z
    .array(z.object({ role: z.enum(['user', 'assistant', 'system', 'tool']), content: z.string() }))
    .default([]),
  tools: z.array(toolSpecSchema),
  expected: z.object({
    tool_needed: z.boolean(),
    calls: z
      .array(z.object({ name: z.string(), arguments: z.record(z.string(), z.array(z.unknown())).default({}) }))
      .default([]),
    calls_unspecified: z.boolean().optional(),
  }),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type EvalCase = Omit<z.infer<typeof evalCaseSchema>, 'tools'> & { tools: ToolSpec[] };
export type ExpectedCall = EvalCase['expected']['calls'][number];

/** Parse one line; errors name the file and line so a broken case is easy to find. */
export function parseCaseLine(line: string, file: string, lineNumber: number): EvalCase {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    throw new Error(`${file}:${lineNumber}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = evalCaseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'case';
    throw new Error(`${file}:${lineNumber}: invalid case at ${where}: ${issue?.message ?? 'does not match the case format'}`);
  }
  return parsed.data as EvalCase;
}

/** Parse one catalog line (a bare tool spec). */
export function parseToolLine(line: string, file: string, lineNumber: number): ToolSpec {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    throw new Error(`${file}:${lineNumber}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = toolSpecSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}:${lineNumber}: invalid tool at ${issue?.path.join('.') || 'tool'}: ${issue?.message ?? 'not a tool spec'}`);
  }
  return parsed.data as ToolSpec;
}
