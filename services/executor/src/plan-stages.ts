import type { PlanStep } from '@switchyard/packet-schema';
import { NonRetryableError } from '@switchyard/runtime';

/**
 * Groups steps into stages: every step runs after all steps it depends on.
 * Steps of one stage are independent and may run concurrently. Rejects
 * unknown dependencies and cycles with a message naming the steps.
 */
export function planStages(steps: PlanStep[]): PlanStep[][] {
  const ids = new Set(steps.map((s) => s.id));
  if (ids.size !== steps.length) throw new NonRetryableError('plan has duplicate step ids');
  for (const step of steps) {
    for (const dep of step.dependsOn) {
      if (!ids.has(dep)) throw new NonRetryableError(`plan step ${step.id} depends on unknown step ${dep}`);
    }
  }
  const stages: PlanStep[][] = [];
  const placed = new Set<string>();
  let remaining = steps;
  while (remaining.length > 0) {
    const ready = remaining.filter((s) => s.dependsOn.every((d) => placed.has(d)));
    if (ready.length === 0) {
      throw new NonRetryableError(`plan has a dependency cycle among steps ${remaining.map((s) => s.id).join(', ')}`);
    }
    stages.push(ready);
    for (const step of ready) placed.add(step.id);
    remaining = remaining.filter((s) => !placed.has(s.id));
  }
  return stages;
}
