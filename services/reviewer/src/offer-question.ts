import { type PlanStep, qualifiedToolName } from '@switchyard/packet-schema';
import { offerWords, type PhrasedTool } from '@switchyard/tools';

/**
 * The calls in plain words, built from each tool's name and description and
 * the call's arguments: "list the folder recipes with filesystem.list_directory,
 * then search nodes for "Priya" with memory.search_nodes".
 */
export function planWords(steps: readonly PlanStep[], tools: ReadonlyMap<string, PhrasedTool> = new Map()): string {
  return steps.map((step) => `${offerWords(step, tools.get(qualifiedToolName(step)))} with ${qualifiedToolName(step)}`).join(', then ');
}

/** The question that offers a plan the engine was not sure of: "I can list the folder recipes with filesystem.list_directory — shall I?". */
export function offerQuestion(steps: readonly PlanStep[], tools: ReadonlyMap<string, PhrasedTool> = new Map()): string {
  return `I can ${planWords(steps, tools)} — shall I?`;
}
