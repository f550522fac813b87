import { clipText, foundPathStepId, isAnswerError, type ExecutionStep, type PlanStep, referencedStepId, stepInputOf } from '@switchyard/packet-schema';
import { doneWords, joinWords, type PhrasedTool } from '@switchyard/tools';
import { addedNothing, alreadyThereWords, keptSome, keptSomeWords } from './added-nothing.js';
import { forgottenOf, forgottenWords } from './forgotten-facts.js';

/** How much of a line or a name a reply quotes. */
const SAID_CHARS = 120;

/** The tools a reply may name, by `server.tool`: their descriptions give the verb when a name does not. */
export type ToolsByName = ReadonlyMap<string, PhrasedTool>;

/**
 * The steps in plain words, built from each tool's name, description and
 * arguments: "Read notes/todo.md and notes/ideas.md", "Searched nodes for
 * "Priya"", "Got the folder tree of recipes". Steps of one verb share it:
 * "Read a and b", not "Read a and Read b".
 */
function plainSteps(steps: ExecutionStep[], tools: ToolsByName, planned: readonly PlanStep[]): string[] {
  const phrases: string[] = [];
  let lastVerb = '';
  const changes = steps.flatMap((step) => {
    const change = changeOf(step, planned);
    return change ? [{ step, ...change }] : [];
  });
  for (const step of steps) {
    // An append or a replace is said as what it did ("Added "milk" to the end of todo.txt", "Changed every "Hive B" to
    // "Hive E" in log.md"); the read it took the text from is part of it.
    const change = changes.find((one) => one.step === step);
    if (change) {
      phrases.push(phrases.length > 0 ? change.said : `${change.said.charAt(0).toUpperCase()}${change.said.slice(1)}`);
      lastVerb = '';
      continue;
    }
    if (changes.some((one) => one.from === step.stepId)) continue;
    // A fact deleted by the person's words is said as it was kept; the read that found it is part of it.
    const forgotten = forgottenOf(step, planned);
    if (forgotten) {
      const said = forgottenWords(forgotten);
      phrases.push(phrases.length > 0 ? said : `${said.charAt(0).toUpperCase()}${said.slice(1)}`);
      lastVerb = '';
      continue;
    }
    if (steps.some((other) => forgottenOf(other, planned)?.from === step.stepId)) continue;
    const tool = tools.get(`${step.server}.${step.tool}`);
    // A call whose result shows it kept nothing is not said as done ("Created entities …" when nothing was created).
    if (addedNothing(step, tool)) {
      // A step that only makes sure a record is there before another adds to it (`s1-prep`): finding it there is the
      // usual case, not news; the step it served says what was kept. So for a record made with its facts and the
      // facts then added (`s1`, `s1-then`): whichever of the two kept them says so, the other is passed over.
      if (preparesOneThatRan(step, steps) || settledByAnother(step, steps, tools)) continue;
      const already = alreadyThereWords(step);
      const said = phrases.length > 0 ? already : `${already.charAt(0).toUpperCase()}${already.slice(1)}`;
      if (!phrases.some((phrase) => phrase.toLowerCase() === already.toLowerCase())) phrases.push(said);
      lastVerb = '';
      continue;
    }
    // A call that kept only some of what it was given says which ("Created Lisa Reid and Sam Reid" when Sam was there).
    const some = keptSome(step, tool);
    if (some) {
      const words = keptSomeWords(step, some);
      phrases.push(phrases.length > 0 ? words : `${words.charAt(0).toUpperCase()}${words.slice(1)}`);
      lastVerb = '';
      continue;
    }
    const said = doneWords(step, tool);
    const [verb, ...rest] = said.split(' ');
    const phrase = verb === lastVerb && rest.length > 0 ? rest.join(' ') : phrases.length > 0 ? lowerFirst(said) : said;
    lastVerb = verb ?? '';
    if (!phrases.includes(phrase)) phrases.push(phrase);
  }
  return phrases;
}

/**
 * What a step that ran changed in a file, as planned, in words: the line it added at the end (`{"$append": …}`) or every
 * place of a text it changed (`{"$replace": …}`); with the step it read the file in.
 */
function changeOf(step: ExecutionStep, planned: readonly PlanStep[]): { said: string; from: string } | undefined {
  const plan = planned.find((one) => one.id === (step.fallbackFor ?? step.stepId));
  if (!plan || plan.server !== step.server || plan.tool !== step.tool) return undefined;
  // The file is the one the plan names, or the one a search found for it ("add eggs to my shopping list"), as it ran.
  const found = Object.entries(plan.arguments).find(([, value]) => foundPathStepId(value) !== undefined)?.[0];
  const ran = found === undefined ? undefined : step.arguments?.[found];
  const place =
    Object.values(plan.arguments).find((value): value is string => typeof value === 'string' && value.trim() !== '') ??
    (typeof ran === 'string' && ran.trim() !== '' ? ran : undefined);
  if (place === undefined) return undefined;
  const file = clipText(place, SAID_CHARS);
  const quoted = (text: string) => `"${clipText(text, SAID_CHARS)}"`;
  for (const value of Object.values(plan.arguments)) {
    const input = stepInputOf(value);
    if (input?.kind === 'append') return { said: `added ${quoted(input.line)} to the end of ${file}`, from: referencedStepId(input.ref) };
    if (input?.kind === 'replace') {
      const said =
        input.new === '' ? `took every ${quoted(input.old)} out of ${file}` : `changed every ${quoted(input.old)} to ${quoted(input.new)} in ${file}`;
      return { said, from: referencedStepId(input.ref) };
    }
  }
  return undefined;
}

function preparesOneThatRan(step: ExecutionStep, steps: ExecutionStep[]): boolean {
  const served = step.stepId.endsWith('-prep') ? step.stepId.slice(0, -'-prep'.length) : undefined;
  return served !== undefined && steps.some((other) => other.stepId === served && other.ok);
}

/** A step of a made-then-added pair (`s1`, `s1-then`) that kept nothing while the other of the pair kept something. */
function settledByAnother(step: ExecutionStep, steps: ExecutionStep[], tools: ToolsByName): boolean {
  const paired = steps.find((other) => other.stepId === pairedIdOf(step));
  return paired?.ok === true && !paired.dryRun && !addedNothing(paired, tools.get(`${paired.server}.${paired.tool}`));
}

/**
 * A keeping call that kept nothing, in one plain line in place of its raw result (`[]`, `"addedObservations": []`):
 * the second of a made-then-added pair whose first kept the facts says so; any other, that all was there already.
 */
export function keptNothingLine(step: ExecutionStep, steps: ExecutionStep[], tools: ToolsByName): string | undefined {
  if (!addedNothing(step, tools.get(`${step.server}.${step.tool}`))) return undefined;
  const paired = steps.find((other) => other.stepId === pairedIdOf(step));
  if (paired && settledByAnother(step, steps, tools)) return `Nothing more to keep: ${paired.server}.${paired.tool} kept it.`;
  const already = alreadyThereWords(step);
  return `${already.charAt(0).toUpperCase()}${already.slice(1)}.`;
}

/** The other step of a made-then-added pair (`s1`, `s1-then`). */
function pairedIdOf(step: ExecutionStep): string {
  return step.stepId.endsWith('-then') ? step.stepId.slice(0, -'-then'.length) : `${step.stepId}-then`;
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/**
 * What the turn did, as a person would say it: "Read notes/todo.md and
 * notes/ideas.md." Failed calls are counted after it; calls that answered "no"
 * (not found, access denied) have their own sentences in the reply.
 */
export function doneSentence(steps: ExecutionStep[], tools: ToolsByName = new Map(), planned: readonly PlanStep[] = []): string | undefined {
  const done = plainSteps(
    steps.filter((s) => s.ok && !s.dryRun),
    tools,
    planned,
  );
  const dryRuns = steps.filter((s) => s.ok && s.dryRun).length;
  const failed = steps.filter((s) => !s.ok && !isAnswerError(s.error)).length;
  const parts: string[] = [];
  if (done.length > 0) parts.push(joinWords(done));
  if (dryRuns > 0) parts.push(`${dryRuns === 1 ? 'one call was a dry run' : `${dryRuns} calls were dry runs`}: nothing was called`);
  if (failed > 0) parts.push(`${failed} of ${steps.length} call${steps.length === 1 ? '' : 's'} failed`);
  if (parts.length === 0) return undefined;
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
