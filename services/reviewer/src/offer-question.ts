import type { PlanStep } from '@switchyard/packet-schema';

const SUBJECT_CHARS = 200;

/**
 * The question that offers a plan the engine was not sure of, in words:
 * "I can read recipes/pancakes.md with filesystem.read_text_file — shall I?".
 * The verb is the first word of the tool's name; the object, the paths or
 * the single value the call is about, else its arguments.
 */
export function offerQuestion(steps: readonly PlanStep[]): string {
  return `I can ${steps.map(offerPhrase).join(', then ')} — shall I?`;
}

function offerPhrase(step: PlanStep): string {
  const tool = `${step.server}.${step.tool}`;
  const subject = subjectOf(step.arguments);
  const words = step.tool.split(/[_\-\s.]+|(?<=[a-z])(?=[A-Z])/).filter(Boolean);
  if (words.length >= 2 && subject) return `${words[0]!.toLowerCase()} ${subject} with ${tool}`;
  return subject ? `use ${tool} on ${subject}` : `run ${tool}`;
}

function subjectOf(args: Record<string, unknown>): string {
  const { path, paths } = args as { path?: unknown; paths?: unknown };
  if (typeof path === 'string' && path) return clip(path);
  if (Array.isArray(paths) && paths.length > 0 && paths.every((p) => typeof p === 'string')) return clip(paths.join(', '));
  const values = Object.values(args);
  if (values.length === 0) return '';
  if (values.length === 1 && typeof values[0] === 'string') return clip(`"${values[0]}"`);
  return clip(JSON.stringify(args));
}

function clip(text: string): string {
  return text.length > SUBJECT_CHARS ? `${text.slice(0, SUBJECT_CHARS)}…` : text;
}
