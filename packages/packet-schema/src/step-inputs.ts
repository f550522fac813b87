import { z } from 'zod';

/**
 * The argument values that take an earlier step's result, as a plan step carries them (the executor resolves
 * them right before the call; see the executor's step-references):
 *
 *   {"$ref": "s1.output"}                                  s1's text output (or a part: lines[n], json.<path>, structured.<path>)
 *   {"$append": {"to": "s1.output", "line": "- milk"}}     s1's whole text output followed by the line, on a new line
 *                                                          unless that text already ends with one
 *
 * A `$ref` is exactly that one key (an object with more keys is plain data, as JSON Schema's own `$ref`s are). An
 * object with a `$append` key is always meant as an append, so any other shape of it is refused, not passed on:
 * `to` is a whole text output (`<step>.output`, never a part or another form) and `line` is plain text of at most
 * `APPENDED_LINE_CHARS` characters (never a reference, so forms do not nest).
 */

/** `<step>.<root><path>`: a step id, then output, lines, structured or json, then `.key` and `[index]` segments. */
export const STEP_REFERENCE_PATTERN = /^([A-Za-z0-9_-]{1,40})\.(output|lines|structured|json)((?:\.[A-Za-z0-9_$-]+|\[\d+\])*)$/;
/** A step's whole text output, the only thing a line is appended to. */
export const WHOLE_OUTPUT_PATTERN = /^([A-Za-z0-9_-]{1,40})\.output$/;
/** The longest line an append adds: a line a person says, not a file. */
export const APPENDED_LINE_CHARS = 2_000;

export const StepReferenceSchema = z.strictObject({ $ref: z.string() });
export type StepReferenceValue = z.infer<typeof StepReferenceSchema>;

export const AppendedLineSchema = z.strictObject({
  $append: z.strictObject({
    to: z.string().regex(WHOLE_OUTPUT_PATTERN, 'to is an earlier step\'s whole text output, "<step>.output"'),
    line: z.string().min(1, 'the line is empty').max(APPENDED_LINE_CHARS, `the line is longer than ${APPENDED_LINE_CHARS} characters`),
  }),
});
export type AppendedLineValue = z.infer<typeof AppendedLineSchema>;

/**
 * An append whose line is still to be asked (`{"$append": {"to": "s1.output"}}`): a plan may carry it to the
 * reviewer, which asks the person what to add, as it asks for any missing value; it never runs.
 */
export const LineToAskSchema = z.strictObject({ $append: z.strictObject({ to: z.string().regex(WHOLE_OUTPUT_PATTERN) }) });

/** What an argument value takes from an earlier step, read without checking it (checking is the executor's). */
export type StepInput =
  | { kind: 'ref'; ref: string }
  | { kind: 'append'; ref: string; line: string }
  | { kind: 'line-to-ask'; ref: string }
  | { kind: 'bad-append' };

/**
 * Whether a value takes an earlier step's result, and how: a `$ref`, a well-formed `$append`, an append whose line
 * is yet to be asked, or an object that claims to be an append and is not (`bad-append`, refused wherever it is
 * checked). Undefined for plain data.
 */
export function stepInputOf(value: unknown): StepInput | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const ref = StepReferenceSchema.safeParse(value);
  if (ref.success) return { kind: 'ref', ref: ref.data.$ref };
  if (!Object.hasOwn(value, '$append')) return undefined;
  const append = AppendedLineSchema.safeParse(value);
  if (append.success) return { kind: 'append', ref: append.data.$append.to, line: append.data.$append.line };
  const toAsk = LineToAskSchema.safeParse(value);
  return toAsk.success ? { kind: 'line-to-ask', ref: toAsk.data.$append.to } : { kind: 'bad-append' };
}

/** Why an object that claims to be an append is not one, in one line. */
export function appendProblem(value: unknown): string | undefined {
  const parsed = AppendedLineSchema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue?.message ?? 'not an append'}`;
}

/** The id of the step an input names ("s1" of "s1.lines[0]"). */
export function referencedStepId(ref: string): string {
  return /^[A-Za-z0-9_-]*/.exec(ref)?.[0] ?? '';
}
