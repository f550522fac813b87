import { namesAStep, type PlanStep, referencedStepId, stepInputOf } from '@switchyard/packet-schema';

/**
 * The steps whose result only removed steps were to take (`{"$ref": "s1.output"}` in a removed step's arguments,
 * none in a kept one's): planned for those steps, they answer nothing asked on their own ("copy notes/a.txt" with
 * no place for the copy would only read the file, and the question of where it goes would never be asked).
 */
export function onlyFeedingRemoved(kept: readonly PlanStep[], removed: readonly PlanStep[]): Set<string> {
  const fedRemoved = new Set(removed.flatMap((step) => referencedSteps(step.arguments)));
  const fedKept = new Set(kept.flatMap((step) => referencedSteps(step.arguments)));
  return new Set(kept.filter((step) => fedRemoved.has(step.id) && !fedKept.has(step.id)).map((step) => step.id));
}

/**
 * The ids of the steps a value's `{"$ref": "<step>.<root>…"}`s, `{"$append": {"to": "<step>.output", …}}`s,
 * `{"$replace": {"in": "<step>.output", …}}`s and `{"$fact": {"in": …}}`s name, at any depth.
 */
function referencedSteps(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedSteps);
  if (!value || typeof value !== 'object') return [];
  const input = stepInputOf(value);
  if (namesAStep(input)) return [referencedStepId(input.ref)];
  return Object.values(value).flatMap(referencedSteps);
}
