import { type PlanStep, qualifiedToolName, referencedStepId, stepInputOf } from '@switchyard/packet-schema';
import { addedAtEnd, callPhrase, offerWords, type PhrasedTool } from '@switchyard/tools';

/**
 * The calls in plain words, built from each tool's name and description and
 * the call's arguments: "list the folder recipes with filesystem.list_directory,
 * then search nodes for "Priya" with memory.search_nodes".
 */
export function planWords(steps: readonly PlanStep[], tools: ReadonlyMap<string, PhrasedTool> = new Map()): string {
  return steps
    .map((step, index) => {
      const tool = tools.get(qualifiedToolName(step));
      // "read todo.txt …, then write it back with filesystem.write_file, with "milk" added at the end": an append.
      const line = lineAddedBack(step, steps[index - 1]);
      if (line !== undefined) return `${callPhrase(step, tool).verb} it back with ${qualifiedToolName(step)}, with ${addedAtEnd(line)}`;
      return `${offerWords(step, tool)} with ${qualifiedToolName(step)}${overwrites(tool) ? ' (if it exists already, this replaces everything in it)' : ''}`;
    })
    .join(', then ');
}

/**
 * The line a step adds at the end of what the step just before it read from the same place: the write of an
 * append (`{"$append": {"to": "s1.output", …}}` where s1 read the file this step writes).
 */
function lineAddedBack(step: PlanStep, previous: PlanStep | undefined): string | undefined {
  if (!previous) return undefined;
  const texts = (args: Record<string, unknown>) => Object.values(args).filter((value): value is string => typeof value === 'string');
  const read = texts(previous.arguments);
  if (read.length === 0 || !read.every((place) => texts(step.arguments).includes(place))) return undefined;
  for (const value of Object.values(step.arguments)) {
    const input = stepInputOf(value);
    if (input?.kind === 'append' && referencedStepId(input.ref) === previous.id) return input.line;
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
