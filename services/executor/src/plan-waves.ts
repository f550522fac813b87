import type { PlanStep } from '@switchyard/packet-schema';
import { InvalidPlanError } from './invalid-plan-error.js';
import { findReferences } from './step-references.js';

/**
 * Checks a plan before anything runs and groups its steps into waves: every
 * step runs after all steps it depends on; steps of one wave are independent
 * and may run concurrently. (Waves are groups of plan steps, not pipeline stages.) Rejects duplicate ids, unknown dependencies,
 * cycles, malformed `$ref`s and references to a step not in `dependsOn`.
 */
export function planWaves(steps: PlanStep[]): PlanStep[][] {
  const ids = new Set(steps.map((s) => s.id));
  if (ids.size !== steps.length) throw new InvalidPlanError('plan has duplicate step ids');
  for (const step of steps) {
    for (const dep of step.dependsOn) {
      if (!ids.has(dep)) throw new InvalidPlanError(`plan step ${step.id} depends on unknown step ${dep}`);
    }
    checkReferences(step, ids);
  }
  const waves: PlanStep[][] = [];
  const placed = new Set<string>();
  let remaining = steps;
  while (remaining.length > 0) {
    const ready = remaining.filter((s) => s.dependsOn.every((d) => placed.has(d)));
    if (ready.length === 0) {
      throw new InvalidPlanError(`plan has a dependency cycle among steps ${remaining.map((s) => s.id).join(', ')}`);
    }
    waves.push(ready);
    for (const step of ready) placed.add(step.id);
    remaining = remaining.filter((s) => !placed.has(s.id));
  }
  return waves;
}

function checkReferences(step: PlanStep, ids: Set<string>): void {
  const calls = [
    { what: 'arguments', args: step.arguments },
    ...(step.onError ? [{ what: 'onError arguments', args: step.onError.arguments }] : []),
    ...(step.onLowConfidence ? [{ what: 'onLowConfidence arguments', args: step.onLowConfidence.arguments }] : []),
  ];
  for (const { what, args } of calls) {
    let references: ReturnType<typeof findReferences>;
    try {
      references = findReferences(args);
    } catch (error) {
      throw new InvalidPlanError(`plan step ${step.id} ${what}: ${(error as Error).message}`);
    }
    for (const ref of references) {
      if (!ids.has(ref.stepId)) throw new InvalidPlanError(`plan step ${step.id} refers to unknown step ${ref.stepId} ("${ref.text}")`);
      if (!step.dependsOn.includes(ref.stepId)) {
        throw new InvalidPlanError(`plan step ${step.id} refers to step ${ref.stepId} ("${ref.text}") but does not depend on it; add it to dependsOn`);
      }
    }
  }
}
