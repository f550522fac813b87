import type { ExecutionStep } from '@switchyard/packet-schema';
import { NonRetryableError } from '@switchyard/platform';
import { wasCut } from './tool-output.js';

/**
 * Arguments that take an earlier step's result. An argument value (at any depth)
 * that is exactly `{"$ref": "<stepId>.<root><path>"}` is replaced, before the
 * call, by a part of that step's result:
 *
 *   s1.output                 the text output
 *   s1.lines[0]               a non-empty line of the text output, trimmed
 *   s1.structured.files[0]    a value in the tool's structuredContent
 *   s1.json.items[2].name     a value in the text output parsed as JSON
 *
 * A path is `.key` and `[index]` segments. The referenced step must be in the
 * step's `dependsOn`, so it has finished (successfully) before the call.
 */
export interface StepReference {
  stepId: string;
  root: 'output' | 'lines' | 'structured' | 'json';
  path: Array<string | number>;
  text: string;
}

const REFERENCE = /^([A-Za-z0-9_-]{1,40})\.(output|lines|structured|json)((?:\.[A-Za-z0-9_$-]+|\[\d+\])*)$/;
const SEGMENT = /\.([A-Za-z0-9_$-]+)|\[(\d+)\]/g;

/** A `$ref` that cannot be resolved against the results it names. */
export class StepReferenceError extends NonRetryableError {
  override readonly name = 'StepReferenceError';
}

/** `{"$ref": "..."}` and nothing else: the one shape that is a reference. */
function referenceText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const ref = (value as Record<string, unknown>).$ref;
  return keys.length === 1 && typeof ref === 'string' ? ref : undefined;
}

/** Parses one reference; throws a message that quotes it and shows the syntax. */
export function parseReference(text: string): StepReference {
  const match = REFERENCE.exec(text);
  if (!match) {
    throw new StepReferenceError(`bad reference "${text}": expected <step>.output, <step>.lines[n], <step>.structured.<path> or <step>.json.<path>`);
  }
  const [, stepId, root, rest] = match as unknown as [string, string, StepReference['root'], string];
  if (root === 'output' && rest !== '') throw new StepReferenceError(`bad reference "${text}": output is text and has no parts; use json.<path> or lines[n]`);
  const path = [...rest.matchAll(SEGMENT)].map((m) => (m[2] !== undefined ? Number(m[2]) : (m[1] as string)));
  return { stepId, root, path, text };
}

/** Every reference in a step's arguments, parsed (throws on the first malformed one). */
export function findReferences(args: unknown): StepReference[] {
  const text = referenceText(args);
  if (text !== undefined) return [parseReference(text)];
  if (Array.isArray(args)) return args.flatMap(findReferences);
  if (typeof args === 'object' && args !== null) return Object.values(args).flatMap(findReferences);
  return [];
}

/** The arguments with every reference replaced by the value it names in `results`. */
export function resolveReferences<T>(args: T, results: ReadonlyMap<string, ExecutionStep>): T {
  const text = referenceText(args);
  if (text !== undefined) return resolveOne(parseReference(text), results) as T;
  if (Array.isArray(args)) return args.map((a: unknown) => resolveReferences(a, results)) as T;
  if (typeof args === 'object' && args !== null) {
    return Object.fromEntries(Object.entries(args).map(([k, v]) => [k, resolveReferences(v, results)])) as T;
  }
  return args;
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
      return output;
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
