import { clipText, type ExecutionStep, type PlanStep } from '@switchyard/packet-schema';
import { factsNamed, joinWords } from '@switchyard/tools';

/**
 * What a step that ran deleted of a record, found by the person's words (`{"$fact": …}` as planned), and the read it
 * used; `whole`: whole records were deleted, and `facts` are their names as kept.
 */
export interface Forgotten {
  entity: string;
  facts: string[];
  from: string;
  whole: boolean;
}

const SAID_CHARS = 120;

/**
 * The facts a delete took away, as they were kept: the plan holds the person's words, the record of the call the
 * texts the executor found for them, in the same places.
 */
export function forgottenOf(step: ExecutionStep, planned: readonly PlanStep[]): Forgotten | undefined {
  const plan = planned.find((one) => one.id === (step.fallbackFor ?? step.stepId));
  const named = plan && plan.server === step.server && plan.tool === step.tool ? factsNamed(plan.arguments) : [];
  const first = named[0];
  if (!plan || !first) return undefined;
  const facts = textsWhere(plan.arguments, step.arguments);
  return facts.length > 0 ? { entity: first.entity, facts, from: first.from, whole: first.like === undefined } : undefined;
}

/** `deleted "can't do Sunday mornings" from what is remembered about Tomás Ruiz`, `deleted everything remembered about Pete Lindqvist`. */
export function forgottenWords(forgotten: Forgotten): string {
  if (forgotten.whole) return `deleted everything remembered about ${joinWords(forgotten.facts.map((name) => clipText(name, SAID_CHARS)))}`;
  return `deleted ${joinWords(forgotten.facts.map((fact) => `"${clipText(fact, SAID_CHARS)}"`))} from what is remembered about ${clipText(forgotten.entity, SAID_CHARS)}`;
}

/** The texts the call was made with where the plan held a `$fact`. */
function textsWhere(planned: unknown, sent: unknown): string[] {
  if (factsNamed(planned, 0).length > 0) return typeof sent === 'string' ? [sent] : [];
  if (planned === null || typeof planned !== 'object' || sent === null || typeof sent !== 'object') return [];
  return Object.entries(planned).flatMap(([key, inner]) => textsWhere(inner, (sent as Record<string, unknown>)[key]));
}
