import { z } from 'zod';

/**
 * The argument values that take an earlier step's result, as a plan step carries them (the executor resolves
 * them right before the call; see the executor's step-references):
 *
 *   {"$ref": "s1.output"}                                  s1's text output (or a part: lines[n], json.<path>, structured.<path>)
 *   {"$ref": "s1.path"}                                    the one path s1's text output lists (a search that found one file)
 *   {"$append": {"to": "s1.output", "line": "- milk"}}     s1's whole text output followed by the line, on a new line
 *                                                          unless that text already ends with one
 *   {"$append": {"to": "s1.output", "line": "- milk",      the same addition as the one edit an edit tool makes:
 *                "as": "edits"}}                           [{"oldText": <the text's last lines, found once in it>,
 *                                                          "newText": <those lines, then the line>}]
 *   {"$replace": {"in": "s1.output", "old": "Hive B",       an edit tool's edits that put "Hive E" in every place
 *                 "new": "Hive E"}}                        "Hive B" stands in s1's whole text output: one edit a line
 *   {"$fact": {"in": "s1.output", "entity": "Tomás Ruiz",   the one fact s1 read of that record (its observations) that
 *              "like": "can't do sunday mornings"}}        the words say, exactly as it is kept (for a delete of it)
 *   {"$fact": {"in": "s1.output", "entity": "Pete"}}       without words, the whole record s1 read that the name says:
 *                                                          its name as it is kept ("Pete Lindqvist"), for a delete of it
 *
 * A `$ref` is exactly that one key (an object with more keys is plain data, as JSON Schema's own `$ref`s are). An
 * object with a `$append` key is always meant as an append, so any other shape of it is refused, not passed on:
 * `to` is a whole text output (`<step>.output`, never a part or another form) and `line` is plain text of at most
 * `APPENDED_LINE_CHARS` characters (never a reference, so forms do not nest). A `$fact` is read the same way: `in`
 * is a whole text output, `entity` and `like` plain text of at most `FACT_NAME_CHARS` and `FACT_WORDS_CHARS`. A
 * `$replace` too: `in` is a whole text output, `old` and `new` one line of plain text each (`new` may be empty).
 */

/** `<step>.<root><path>`: a step id, then output, lines, structured, json or path, then `.key` and `[index]` segments. */
export const STEP_REFERENCE_PATTERN = /^([A-Za-z0-9_-]{1,40})\.(output|lines|structured|json|path)((?:\.[A-Za-z0-9_$-]+|\[\d+\])*)$/;
/** A step's whole text output, the only thing a line is appended to. */
export const WHOLE_OUTPUT_PATTERN = /^([A-Za-z0-9_-]{1,40})\.output$/;
/** The longest line an append adds: a line a person says, not a file. */
export const APPENDED_LINE_CHARS = 2_000;

export const StepReferenceSchema = z.strictObject({ $ref: z.string() });
export type StepReferenceValue = z.infer<typeof StepReferenceSchema>;

/**
 * How an append reaches its tool: by default as the whole new text (for a tool that writes a file whole); as `edits`,
 * as the one edit that adds the line (for a tool that edits a file in place, which leaves the rest of it untouched).
 */
export const APPEND_FORMS = ['edits'] as const;
const AppendFormSchema = z.enum(APPEND_FORMS, { error: 'as is "edits" or left out' });

export const AppendedLineSchema = z.strictObject({
  $append: z.strictObject({
    to: z.string().regex(WHOLE_OUTPUT_PATTERN, 'to is an earlier step\'s whole text output, "<step>.output"'),
    line: z.string().min(1, 'the line is empty').max(APPENDED_LINE_CHARS, `the line is longer than ${APPENDED_LINE_CHARS} characters`),
    as: AppendFormSchema.optional(),
  }),
});
export type AppendedLineValue = z.infer<typeof AppendedLineSchema>;
export type AppendForm = (typeof APPEND_FORMS)[number];

/** The longest record name a `$fact` names, and the longest wording of the fact: what a person says, not a file. */
export const FACT_NAME_CHARS = 200;
export const FACT_WORDS_CHARS = 500;

export const KeptFactSchema = z.strictObject({
  $fact: z.strictObject({
    in: z.string().regex(WHOLE_OUTPUT_PATTERN, 'in is an earlier step\'s whole text output, "<step>.output"'),
    entity: z.string().trim().min(1, 'the record is not named').max(FACT_NAME_CHARS, `the record's name is longer than ${FACT_NAME_CHARS} characters`),
    like: z.string().trim().min(1, 'the fact is not said').max(FACT_WORDS_CHARS, `the fact is longer than ${FACT_WORDS_CHARS} characters`).optional(),
  }),
});
export type KeptFactValue = z.infer<typeof KeptFactSchema>;

/** The longest text a `$replace` takes out or puts in: words a person says, not a file. */
export const REPLACED_TEXT_CHARS = 2_000;
/** No line break: a replace changes text within lines, so each edit can be anchored on the lines it changes. */
const ONE_LINE = /^[^\r\n]*$/;

/** Half of a surrogate pair: written to a file it becomes U+FFFD, and it may split a character in two. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wholeCharacters = (text: string): boolean => !LONE_SURROGATE.test(text);

export const ReplacedTextSchema = z.strictObject({
  $replace: z
    .strictObject({
      in: z.string().regex(WHOLE_OUTPUT_PATTERN, 'in is an earlier step\'s whole text output, "<step>.output"'),
      old: z
        .string()
        .min(1, 'the text to replace is empty')
        .max(REPLACED_TEXT_CHARS, `the text to replace is longer than ${REPLACED_TEXT_CHARS} characters`)
        .regex(ONE_LINE, 'the text to replace has a line break')
        .refine(wholeCharacters, 'the text to replace holds half of a character (a lone surrogate)'),
      new: z
        .string()
        .max(REPLACED_TEXT_CHARS, `the new text is longer than ${REPLACED_TEXT_CHARS} characters`)
        .regex(ONE_LINE, 'the new text has a line break')
        .refine(wholeCharacters, 'the new text holds half of a character (a lone surrogate)'),
    })
    .refine((replace) => replace.old !== replace.new, 'the new text is the text to replace'),
});
export type ReplacedTextValue = z.infer<typeof ReplacedTextSchema>;

/**
 * An append whose line is still to be asked (`{"$append": {"to": "s1.output"}}`): a plan may carry it to the
 * reviewer, which asks the person what to add, as it asks for any missing value; it never runs.
 */
export const LineToAskSchema = z.strictObject({ $append: z.strictObject({ to: z.string().regex(WHOLE_OUTPUT_PATTERN), as: AppendFormSchema.optional() }) });

/** What an argument value takes from an earlier step, read without checking it (checking is the executor's). */
export type StepInput =
  | { kind: 'ref'; ref: string }
  | { kind: 'append'; ref: string; line: string; as?: AppendForm }
  | { kind: 'line-to-ask'; ref: string; as?: AppendForm }
  | { kind: 'fact'; ref: string; entity: string; like?: string }
  | { kind: 'replace'; ref: string; old: string; new: string }
  | { kind: 'bad-append' }
  | { kind: 'bad-fact' }
  | { kind: 'bad-replace' };

/**
 * Whether a value takes an earlier step's result, and how: a `$ref`, a well-formed `$append`, an append whose line
 * is yet to be asked, or an object that claims to be an append and is not (`bad-append`, refused wherever it is
 * checked), a well-formed `$fact` or one that claims to be a fact and is not (`bad-fact`, refused likewise), a
 * well-formed `$replace` or one that claims to be a replace and is not (`bad-replace`, refused likewise).
 * Undefined for plain data.
 */
export function stepInputOf(value: unknown): StepInput | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  // Most values are plain data: without a `$ref` (own or inherited, as zod reads it) the parse could only fail, and a
  // failed parse builds its issues, which cost more than the rest of this.
  if ('$ref' in value) {
    const ref = StepReferenceSchema.safeParse(value);
    if (ref.success) return { kind: 'ref', ref: ref.data.$ref };
  }
  if (Object.hasOwn(value, '$fact')) {
    const fact = KeptFactSchema.safeParse(value);
    if (!fact.success) return { kind: 'bad-fact' };
    const { in: ref, entity, like } = fact.data.$fact;
    return like === undefined ? { kind: 'fact', ref, entity } : { kind: 'fact', ref, entity, like };
  }
  if (Object.hasOwn(value, '$replace')) {
    const replace = ReplacedTextSchema.safeParse(value);
    if (!replace.success) return { kind: 'bad-replace' };
    const { in: ref, old, new: replacement } = replace.data.$replace;
    return { kind: 'replace', ref, old, new: replacement };
  }
  if (!Object.hasOwn(value, '$append')) return undefined;
  const append = AppendedLineSchema.safeParse(value);
  if (append.success) {
    const { to, line, as } = append.data.$append;
    return as === undefined ? { kind: 'append', ref: to, line } : { kind: 'append', ref: to, line, as };
  }
  const toAsk = LineToAskSchema.safeParse(value);
  if (!toAsk.success) return { kind: 'bad-append' };
  const { to, as } = toAsk.data.$append;
  return as === undefined ? { kind: 'line-to-ask', ref: to } : { kind: 'line-to-ask', ref: to, as };
}

/** Why an object that claims to be an append is not one, in one line. */
export function appendProblem(value: unknown): string | undefined {
  return firstProblem(AppendedLineSchema, value, 'not an append');
}

/** Why an object that claims to be a kept fact is not one, in one line. */
export function factProblem(value: unknown): string | undefined {
  return firstProblem(KeptFactSchema, value, 'not a kept fact');
}

/** Why an object that claims to be a replace is not one, in one line. */
export function replaceProblem(value: unknown): string | undefined {
  return firstProblem(ReplacedTextSchema, value, 'not a replace');
}

function firstProblem(schema: z.ZodType, value: unknown, otherwise: string): string | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue?.message ?? otherwise}`;
}

/** Whether an input is a well-formed one, naming a step: not an append, a fact or a replace of a wrong shape. */
export function namesAStep(input: StepInput | undefined): input is Exclude<StepInput, { kind: 'bad-append' | 'bad-fact' | 'bad-replace' }> {
  return input !== undefined && input.kind !== 'bad-append' && input.kind !== 'bad-fact' && input.kind !== 'bad-replace';
}

/**
 * The step whose one found path a value is (`{"$ref": "s1.path"}` → "s1"); undefined for anything else, a part of a
 * step's JSON named "path" (`s1.json.path`) included.
 */
export function foundPathStepId(value: unknown): string | undefined {
  const input = stepInputOf(value);
  if (input?.kind !== 'ref') return undefined;
  const match = STEP_REFERENCE_PATTERN.exec(input.ref);
  return match?.[2] === 'path' && match[3] === '' ? match[1] : undefined;
}

/** The id of the step an input names ("s1" of "s1.lines[0]"). */
export function referencedStepId(ref: string): string {
  return /^[A-Za-z0-9_-]*/.exec(ref)?.[0] ?? '';
}
