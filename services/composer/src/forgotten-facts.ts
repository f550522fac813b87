import { clipText, type ExecutionStep, type PlanStep } from '@switchyard/packet-schema';
import { factsNamed, joinWords, type NamedFact, sameRecordName } from '@switchyard/tools';

/**
 * What a step that ran deleted of remembered records, found by the person's words (`{"$fact": …}` as planned), and
 * the read it used: each text as it was kept, with the record it was deleted from; `whole`: the text is a whole
 * record's name as kept, and the record was deleted.
 */
export interface Forgotten {
  facts: Array<{ entity: string; text: string; whole: boolean }>;
  from: string;
}

const SAID_CHARS = 120;

/**
 * The facts a delete took away, as they were kept: the plan holds the person's words, the record of the call the
 * texts the executor found for them, in the same places. None when a list of them also holds a text the plan gave as
 * it is: the call is then said as it was made, every text in it, not only the ones found.
 */
export function forgottenOf(step: ExecutionStep, planned: readonly PlanStep[]): Forgotten | undefined {
  const plan = planned.find((one) => one.id === (step.fallbackFor ?? step.stepId));
  const named = plan && plan.server === step.server && plan.tool === step.tool ? factsNamed(plan.arguments) : [];
  const first = named[0];
  if (!plan || !first) return undefined;
  const found = foundTexts(plan.arguments, step.arguments);
  if (!found || found.length === 0) return undefined;
  return { facts: found.map(({ fact, text }) => ({ entity: fact.entity, text, whole: fact.like === undefined })), from: first.from };
}

/**
 * `deleted "can't do Sunday mornings" from what is remembered about Tomás Ruiz`, `deleted everything remembered about
 * Pete Lindqvist`: each fact said with the record it was deleted from.
 */
export function forgottenWords(forgotten: Forgotten): string {
  const clip = (text: string) => clipText(text, SAID_CHARS);
  const records = forgotten.facts.filter(({ whole }) => whole).map(({ text }) => clip(text));
  const parts = records.length > 0 ? [`everything remembered about ${joinWords(records)}`] : [];
  const entities = [...new Set(forgotten.facts.filter(({ whole }) => !whole).map(({ entity }) => entity))];
  for (const entity of entities) {
    const texts = forgotten.facts.filter((fact) => !fact.whole && fact.entity === entity).map(({ text }) => `"${clip(text)}"`);
    parts.push(`${joinWords(texts)} from what is remembered about ${clip(entity)}`);
  }
  return `deleted ${joinWords(parts)}`;
}

/** The texts the call was made with where the plan held a `$fact`, each with its fact; undefined where a list held plain texts beside them. */
function foundTexts(planned: unknown, sent: unknown): Array<{ fact: NamedFact; text: string }> | undefined {
  const fact = factsNamed(planned, 0)[0];
  if (fact) return typeof sent === 'string' ? [{ fact, text: sent }] : [];
  if (planned === null || typeof planned !== 'object' || sent === null || typeof sent !== 'object') return [];
  if (Array.isArray(planned) && planned.some((item) => factsNamed(item, 0).length > 0) && planned.some((item) => factsNamed(item, 0).length === 0)) {
    return undefined;
  }
  const found = Object.entries(planned).map(([key, inner]) => foundTexts(inner, (sent as Record<string, unknown>)[key]));
  if (found.some((one) => one === undefined)) return undefined;
  // The record a fact was deleted from is the name sent beside it, as kept ("Sepp"), not as the request typed it ("sepp").
  const names = Array.isArray(sent) ? [] : Object.values(sent).filter((value): value is string => typeof value === 'string');
  return (found.flat() as Array<{ fact: NamedFact; text: string }>).map(({ fact, text }) => {
    const kept = fact.like === undefined ? undefined : names.find((name) => sameRecordName(fact.entity, name));
    return { fact: kept === undefined ? fact : { ...fact, entity: kept }, text };
  });
}
