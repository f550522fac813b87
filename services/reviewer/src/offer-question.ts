import { type PlanStep, qualifiedToolName, referencedStepId, stepInputOf } from '@switchyard/packet-schema';
import { settlesStepBefore } from './settling-step.js';
import { addedAtEnd, callPhrase, everyPlaceBecomes, factsNamed, joinWords, keptFactWords, offerWords, type PhrasedTool } from '@switchyard/tools';

/**
 * The calls in plain words, built from each tool's name and description and
 * the call's arguments: "list the folder recipes with filesystem.list_directory,
 * then search nodes for "Priya" with memory.search_nodes". `plan` is the whole
 * plan the steps belong to (when only some of them are said), for what a step
 * takes from another.
 */
export function planWords(steps: readonly PlanStep[], tools: ReadonlyMap<string, PhrasedTool> = new Map(), plan: readonly PlanStep[] = steps): string {
  const words = steps.map((step, index) => {
    const tool = tools.get(qualifiedToolName(step));
    const name = qualifiedToolName(step);
    // "read todo.txt …, then write it back with "milk" added at the end, using filesystem.write_file": an append;
    // "…, then edit it so it has "milk" added at the end, using filesystem.edit_file" when an edit adds it;
    // "…, then edit it so every "Hive B" becomes "Hive E", using filesystem.edit_file": a replace of every place.
    const back = changedBack(step, plan);
    if (back) {
      const what = back.from === steps[index - 1]?.id ? 'it' : back.place;
      if ('replace' in back) return `edit ${what} so ${everyPlaceBecomes(back.replace.old, back.replace.new)}, using ${name}`;
      if (back.asEdit) return `edit ${what} so it has ${addedAtEnd(back.line)}, using ${name}`;
      return `${callPhrase(step, tool).verb} ${what} back with ${addedAtEnd(back.line)}, using ${name}`;
    }
    // "delete the remembered fact about Tomás Ruiz that says "can't do sunday mornings"": a fact found by the person's words.
    const facts = factsNamed(step.arguments);
    if (facts.length > 0) return `${callPhrase(step, tool).verb} ${joinWords(facts.map(keptFactWords))}, using ${name}`;
    return `${offerWords(step, tool)} with ${name}${overwrites(tool) ? ' (if it exists already, this replaces everything in it)' : ''}`;
  });
  // A step that settles the one before it (`s1-then`: add the facts to a record that was kept already, which the
  // creating call leaves as it was) is said as what happens in that case, not as a second write of the same facts.
  return words.reduce((said, word, index) => {
    if (index === 0) return word;
    // Only an addition to the records the step before makes is said so: whatever else a step does (a forged plan's
    // delete named "s1-then", an addition to someone else) is said as it is.
    const settles = settlesStepBefore(steps[index] as PlanStep, steps[index - 1], word);
    return `${said}${settles ? ', and if it is kept already, ' : ', then '}${word}`;
  }, '');
}

/**
 * What a step changes in what another step of the plan (`from`) read from the very place this step writes: the line
 * an append adds (`asEdit`: as the one edit that adds it), or every place of `old` made `new`.
 */
type ChangedBack = { place: string; from: string } & ({ line: string; asEdit: boolean } | { replace: { old: string; new: string } });

/**
 * The change a step makes to what another step of the plan read from the very place this step writes: the write of
 * an append (`{"$append": {"to": "s1.output", …}}` where s1 read the file this step writes), or the edit of a replace
 * (`{"$replace": {"in": "s1.output", …}}`).
 */
function changedBack(step: PlanStep, plan: readonly PlanStep[]): ChangedBack | undefined {
  // The places a step names: paths written out, and paths an earlier step found (`{"$ref": "s1.path"}`), compared as written.
  const places = (args: Record<string, unknown>) =>
    Object.values(args).flatMap((value) => (typeof value === 'string' ? [value] : stepInputOf(value)?.kind === 'ref' ? [JSON.stringify(value)] : []));
  for (const value of Object.values(step.arguments)) {
    const input = stepInputOf(value);
    if (input?.kind !== 'append' && input?.kind !== 'replace') continue;
    const from = referencedStepId(input.ref);
    const read = places(plan.find((other) => other.id === from)?.arguments ?? {});
    const place = read[0];
    if (place === undefined || !read.every((one) => places(step.arguments).includes(one))) continue;
    const where = { place: place.startsWith('{') ? 'the file found' : place, from };
    if (input.kind === 'replace') return { ...where, replace: { old: input.old, new: input.new } };
    return { ...where, line: input.line, asEdit: input.as === 'edits' };
  }
  return undefined;
}

/**
 * A tool whose own description says it overwrites or truncates what exists: a "write" of a few words to a
 * file that holds a list would lose the list, so whoever approves it is told in so many words.
 */
function overwrites(tool: PhrasedTool | undefined): boolean {
  return /\b(?:overwrit\w*|truncat\w*|replac\w* (?:the )?(?:whole|entire|existing|all)\b)/i.test(tool?.description ?? '');
}

/** The question that offers a plan the engine was not sure of: "I can list the folder recipes with filesystem.list_directory — shall I?". */
export function offerQuestion(steps: readonly PlanStep[], tools: ReadonlyMap<string, PhrasedTool> = new Map()): string {
  return `I can ${planWords(steps, tools)} — shall I?`;
}
