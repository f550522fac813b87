import { type PlanStep, qualifiedToolName } from '@switchyard/packet-schema';
import { offerWords, type PhrasedTool } from '@switchyard/tools';

/**
 * The calls in plain words, built from each tool's name and description and
 * the call's arguments: "list the folder recipes with filesystem.list_directory,
 * then search nodes for "Priya" with memory.search_nodes".
 */
export function planWords(steps: readonly PlanStep[], tools: ReadonlyMap<string, PhrasedTool> = new Map()): string {
  return steps
    .map((step) => {
      const tool = tools.get(qualifiedToolName(step));
      return `${offerWords(step, tool)} with ${qualifiedToolName(step)}${overwrites(tool) ? ' (if it exists already, this replaces everything in it)' : ''}`;
    })
    .join(', then ');
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
