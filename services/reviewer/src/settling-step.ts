import type { PlanStep } from '@switchyard/packet-schema';

/** Argument names that say which record a step makes or adds to: `entities[].name`, `observations[].entityName`. */
const RECORD_NAME = /^(?:name|entityName)$/;

/** Every record a step's arguments name, however deep they are nested. */
function recordsNamed(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) recordsNamed(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (RECORD_NAME.test(key) && typeof inner === 'string') into.add(inner);
      else recordsNamed(inner, into);
    }
  }
  return into;
}

/**
 * Whether `step` settles the step before it: named for it (`s1-then`), on the same server, adding, and to no record
 * but those the step before makes. Only then may an offer say it as what happens "if it is kept already"; any other
 * step (a forged plan's addition to someone else, a delete) runs whatever is kept, and is said as a step of its own.
 */
export function settlesStepBefore(step: PlanStep, before: PlanStep | undefined, said: string): boolean {
  if (!before || step.id !== `${before.id}-then` || step.server !== before.server) return false;
  if (!/^(?:add|append|insert|attach)\b/i.test(said)) return false;
  const made = recordsNamed(before.arguments);
  const added = recordsNamed(step.arguments);
  return added.size > 0 && [...added].every((name) => made.has(name));
}
