import { appendProblem, type ExecutionStep, factProblem, replaceProblem, STEP_REFERENCE_PATTERN, stepInputOf } from '@switchyard/packet-schema';
import { sameRecordName } from '@switchyard/tools';
import { checkFactRecords, keptFact, keptNameOf, readRecords } from './kept-facts.js';
import { foundPath } from './found-path.js';
import { keptRecord } from './kept-records.js';
import { StepReferenceError } from './reference-error.js';
import { wasCut } from './tool-output.js';
import { appended } from './appended-text.js';
import { appendingEdit } from './appending-edit.js';
import { replacingEdits } from './replacing-edits.js';

export { StepReferenceError, appended };

/**
 * Arguments that take an earlier step's result. An argument value (at any depth)
 * that is exactly `{"$ref": "<stepId>.<root><path>"}` is replaced, before the
 * call, by a part of that step's result:
 *
 *   s1.output                 the text output
 *   s1.lines[0]               a non-empty line of the text output, trimmed
 *   s1.path                   the one path the text output lists (none or several: the call is not made)
 *   s1.structured.files[0]    a value in the tool's structuredContent
 *   s1.json.items[2].name     a value in the text output parsed as JSON
 *
 * A path is `.key` and `[index]` segments. A value that is exactly
 * `{"$append": {"to": "<step>.output", "line": "<text>"}}` is that step's whole
 * text output followed by the line: on a new line unless the text already ends
 * with one, and ending with a line break when the text did; with `"as": "edits"`,
 * the one edit of an edit tool that adds it (`[{"oldText", "newText"}]`). Its shape is the
 * packet schema's (`AppendedLineSchema`); any other shape of it refuses the plan.
 * A value that is exactly `{"$replace": {"in": "<step>.output", "old": "<text>",
 * "new": "<text>"}}` is the edits of an edit tool that put `new` in every place
 * `old` stands in that step's whole text output, one a line (`replacing-edits`);
 * it is the whole value of an argument, never inside one, and its shape is the
 * packet schema's (`ReplacedTextSchema`).
 * A value that is exactly `{"$fact": {"in": "<step>.output", "entity": "<name>",
 * "like": "<words>"}}` is the one fact (observation) of that record, as the
 * step read it, that the words say (`kept-facts`); the call is not made when
 * none is, or when it says more than the words. Without `like` it is the name,
 * as kept, of the one record the step read that the name says (`kept-records`).
 * The referenced step must be in the step's `dependsOn`, so it has finished
 * (successfully) before the call.
 */
export interface StepReference {
  stepId: string;
  root: 'output' | 'lines' | 'structured' | 'json' | 'path';
  path: Array<string | number>;
  text: string;
  /** The line an `$append` adds after the whole output. */
  append?: string;
  /** `edits`: the append is the one edit that adds the line (`appending-edit`), not the whole new text. */
  appendAs?: 'edits';
  /** The text a `$replace` takes out of the whole output and the text it puts in each place. */
  replace?: { old: string; new: string };
  /** The record and the words of a `$fact`: the value is that record's fact the words say (without words, the record's kept name). */
  fact?: { entity: string; like?: string };
}

const REFERENCE = STEP_REFERENCE_PATTERN;
/**
 * What a server puts in a text read for bytes that are not UTF-8 (U+FFFD) or that only a binary file holds (NUL).
 * A file read with them is not its own text: written back or copied, it would hold those characters instead.
 */
const notPlainText = (text: string): boolean => text.includes('\uFFFD') || text.includes('\0');
const SEGMENT = /\.([A-Za-z0-9_$-]+)|\[(\d+)\]/g;

/** A `$ref`, `$append`, `$replace` or `$fact` value, parsed; undefined for plain data; throws on one of any other shape. */
function referenceOf(value: unknown): StepReference | undefined {
  const input = stepInputOf(value);
  if (input === undefined) return undefined;
  if (input.kind === 'ref') return parseReference(input.ref);
  if (input.kind === 'append') return { ...parseReference(input.ref), append: input.line, ...(input.as ? { appendAs: input.as } : {}) };
  if (input.kind === 'replace') return { ...parseReference(input.ref), replace: { old: input.old, new: input.new } };
  if (input.kind === 'bad-replace')
    throw new StepReferenceError(
      `bad replace (${replaceProblem(value)}): expected {"$replace": {"in": "<step>.output", "old": "<text>", "new": "<text>"}} and nothing else`,
    );
  if (input.kind === 'fact')
    return { ...parseReference(input.ref), fact: input.like === undefined ? { entity: input.entity } : { entity: input.entity, like: input.like } };
  if (input.kind === 'bad-fact') {
    throw new StepReferenceError(
      `bad fact (${factProblem(value)}): expected {"$fact": {"in": "<step>.output", "entity": "<name>", "like": "<words>"}} and nothing else`,
    );
  }
  // A line still to be asked never runs: the reviewer asks for it; a plan that arrives with one is refused.
  throw new StepReferenceError(`bad append (${appendProblem(value)}): expected {"$append": {"to": "<step>.output", "line": "<text>"}} and nothing else`);
}

/** Parses one reference; throws a message that quotes it and shows the syntax. */
export function parseReference(text: string): StepReference {
  const match = REFERENCE.exec(text);
  if (!match) {
    throw new StepReferenceError(
      `bad reference "${text}": expected <step>.output, <step>.lines[n], <step>.structured.<path>, <step>.json.<path> or <step>.path`,
    );
  }
  const [, stepId, root, rest] = match as unknown as [string, string, StepReference['root'], string];
  if (root === 'output' && rest !== '') throw new StepReferenceError(`bad reference "${text}": output is text and has no parts; use json.<path> or lines[n]`);
  if (root === 'path' && rest !== '') throw new StepReferenceError(`bad reference "${text}": path is the one path a step found and has no parts`);
  const path = [...rest.matchAll(SEGMENT)].map((m) => (m[2] !== undefined ? Number(m[2]) : (m[1] as string)));
  return { stepId, root, path, text };
}

/**
 * Every reference in a step's arguments, parsed (throws on the first malformed one, and on a `$replace` that is not
 * the whole value of an argument: its edits are an edit tool's whole list, never an item of one or a part of a value).
 */
export function findReferences(args: unknown, depth = 0): StepReference[] {
  const ref = referenceOf(args);
  if (ref?.replace !== undefined && depth !== 1)
    throw new StepReferenceError(`a $replace of "${ref.text}" is inside another value; it is the whole value of an edit tool's edits argument`);
  if (ref !== undefined) return [ref];
  if (Array.isArray(args)) return args.flatMap((value) => findReferences(value, depth + 1));
  if (typeof args === 'object' && args !== null) return Object.values(args).flatMap((value) => findReferences(value, depth + 1));
  return [];
}

/** The arguments with every reference replaced by the value it names in `results`. */
export function resolveReferences<T>(args: T, results: ReadonlyMap<string, ExecutionStep>): T {
  const ref = referenceOf(args);
  if (ref !== undefined) return resolvedValue(ref, results) as T;
  if (Array.isArray(args)) return args.map((a: unknown) => resolveReferences(a, results)) as T;
  if (typeof args === 'object' && args !== null) {
    const entries = Object.entries(args);
    const facts = factsBeside(args as Record<string, unknown>, results);
    // "forget that sepp lives in kirchzarten": the name beside a fact, typed as people type, is sent as the read keeps
    // it ("Sepp"); a memory deletes facts only from a record of that exact name.
    const resolved = entries.map(([k, v]) => [k, keptSpelling(resolveReferences(v, results), facts)] as const);
    // The record a fact is deleted from is the name beside it as the call gets it: a name taken from a step's
    // result (`{"entityName": {"$ref": …}}`) is checked as what it resolved to, never skipped for not being text yet.
    const names = resolved.filter((_, i) => stepInputOf(entries[i]?.[1])?.kind !== 'fact').map(([, value]) => value);
    checkFactRecords(
      names,
      facts.map(({ kept, whole }) => ({ entity: kept, whole })),
    );
    return Object.fromEntries(resolved) as T;
  }
  return args;
}

interface FactBeside {
  /** The record's name as the plan says it, and as the read keeps it (the same when the read has no such record). */
  entity: string;
  kept: string;
  whole: boolean;
}

/** The `$fact`s an object holds as values or in lists it holds: facts of the record the object names, if it names one. */
function factsBeside(record: Record<string, unknown>, results: ReadonlyMap<string, ExecutionStep>): FactBeside[] {
  return Object.values(record)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .flatMap((value) => {
      const input = stepInputOf(value);
      if (input?.kind !== 'fact') return [];
      const whole = input.like === undefined;
      return [{ entity: input.entity, kept: whole ? input.entity : (keptNameIn(input.ref, input.entity, results) ?? input.entity), whole }];
    });
}

/** The name the step a fact is read from keeps its record under; undefined when the read holds none (its fact says why). */
function keptNameIn(ref: string, entity: string, results: ReadonlyMap<string, ExecutionStep>): string | undefined {
  const read = parseReference(ref);
  const step = results.get(read.stepId);
  return !step?.ok || step.output === undefined ? undefined : keptNameOf(readRecords(step.output, read.stepId, entity), entity);
}

/** A text beside a fact that is its record's name as said ("sepp"), as the read keeps it ("Sepp"); anything else as it is. */
function keptSpelling(value: unknown, facts: readonly FactBeside[]): unknown {
  if (typeof value !== 'string') return value;
  return facts.find((fact) => !fact.whole && fact.kept !== value && sameRecordName(fact.entity, value))?.kept ?? value;
}

/** Arguments of a read that take part of the text (its first or last lines, a range): nothing is appended to that. */
const PART_OF_TEXT = ['head', 'tail', 'offset', 'limit', 'range', 'lines', 'startLine', 'endLine', 'maxLines'];

function resolvedValue(ref: StepReference, results: ReadonlyMap<string, ExecutionStep>): unknown {
  if (ref.append !== undefined) {
    const part = partRead(ref, results);
    if (part !== undefined)
      throw new StepReferenceError(`append to "${ref.text}": step ${ref.stepId} read only part of the file (${part}), so the line would not go at its end`);
    const text = resolveOne(ref, results) as string;
    return ref.appendAs === 'edits' ? [appendingEdit(text, ref.append)] : appended(text, ref.append);
  }
  if (ref.replace !== undefined) {
    const part = partRead(ref, results);
    if (part !== undefined)
      throw new StepReferenceError(
        `replace in "${ref.text}": step ${ref.stepId} read only part of the file (${part}), so places outside it would stay as they were`,
      );
    const text = resolveOne(ref, results) as string;
    return replacingEdits(text, ref.replace.old, ref.replace.new, fileRead(ref.stepId, results));
  }
  if (ref.fact !== undefined) {
    const read = resolveOne(ref, results) as string;
    return ref.fact.like === undefined ? keptRecord(read, ref.stepId, ref.fact.entity) : keptFact(read, ref.stepId, ref.fact.entity, ref.fact.like);
  }
  return resolveOne(ref, results);
}

/**
 * A `$replace` changes the file its read step read, on that step's server: its edits are made from that text, so on
 * another file (another path, or the same path on another server) they would change places no one has seen. Checked
 * on the step's own arguments (a path may come from an earlier step) before the call; throws when they differ.
 */
export function checkReplaceTarget(step: { server: string; arguments: Record<string, unknown> }, results: ReadonlyMap<string, ExecutionStep>): void {
  for (const value of Object.values(step.arguments)) {
    const input = stepInputOf(value);
    if (input?.kind !== 'replace') continue;
    const { stepId } = parseReference(input.ref);
    const read = results.get(stepId);
    if (!read) continue;
    const readPath = read.arguments.path;
    const editPath = resolveReferences(step.arguments.path, results);
    if (typeof readPath !== 'string' || typeof editPath !== 'string')
      throw new StepReferenceError(`a $replace edits the one file its read step read by its path; step ${stepId} read no single path`);
    if (read.server !== step.server || samePath(readPath) !== samePath(editPath))
      throw new StepReferenceError(
        `a $replace made from ${read.server} ${readPath} (step ${stepId}) would edit ${step.server} ${editPath}; it edits only the file it read`,
      );
  }
}

/** A path as written, without a leading "./" or a trailing slash. */
const samePath = (path: string): string => path.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '');

/** The argument by which the step a reference names read only part of a file (`head`, `tail` …), if it did. */
function partRead(ref: StepReference, results: ReadonlyMap<string, ExecutionStep>): string | undefined {
  const read = results.get(ref.stepId);
  return read ? PART_OF_TEXT.find((name) => read.arguments[name] !== undefined && read.arguments[name] !== null) : undefined;
}

/** The file a step read, as its call named it, for an error to say. */
function fileRead(stepId: string, results: ReadonlyMap<string, ExecutionStep>): string {
  const path = results.get(stepId)?.arguments.path;
  return typeof path === 'string' && path !== '' ? path : `the text step ${stepId} read`;
}

function resolveOne(ref: StepReference, results: ReadonlyMap<string, ExecutionStep>): unknown {
  const record = results.get(ref.stepId);
  if (!record?.ok) throw new StepReferenceError(`reference "${ref.text}": step ${ref.stepId} has no result`);
  let value: unknown;
  const output = record.output ?? '';
  switch (ref.root) {
    case 'output':
      // A copy of a file longer than the output limit would be written short: refuse rather than pass on a part.
      if (wasCut(output))
        throw new StepReferenceError(`reference "${ref.text}": the output of step ${ref.stepId} was cut at the output limit, so it cannot be passed on whole`);
      // The whole text is passed on to be written (a copy, an append): a text read of a file that is not text is not its bytes.
      if (notPlainText(output))
        throw new StepReferenceError(
          `reference "${ref.text}": the file is not plain UTF-8 text; writing it back would damage it (the output of step ${ref.stepId} holds characters put in for bytes it could not read)`,
        );
      return output;
    case 'path':
      return foundPath(output, ref.text, ref.stepId);
    case 'lines':
      value = output
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      break;
    case 'structured':
      value = record.structured;
      break;
    case 'json':
      try {
        value = JSON.parse(output);
      } catch {
        throw new StepReferenceError(`reference "${ref.text}": the output of step ${ref.stepId} is not JSON`);
      }
  }
  for (const segment of ref.path) {
    const next = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[segment] : undefined;
    if (next === undefined) throw new StepReferenceError(`reference "${ref.text}": the result of step ${ref.stepId} has nothing at ${JSON.stringify(segment)}`);
    value = next;
  }
  return value;
}
