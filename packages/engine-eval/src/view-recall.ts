/**
 * The model's view recall: the share of tool-needing cases whose expected
 * tools are all among what the router's and selector's models would be shown.
 * It asks `modelView`, the function the stages build their prompts with, so
 * the number is about what the models really see.
 */
import { modelView, type ModelViewBudget, type ToolSpec } from '@switchyard/local-engine';

/** Whether every expected tool is in the model's view of `tools` for this message; undefined when none is expected. */
export function inModelView(message: string, tools: readonly ToolSpec[], expected: readonly string[], budget: ModelViewBudget): boolean | undefined {
  if (expected.length === 0) return undefined;
  const shown = new Set(modelView(message, tools, budget).tools.map((tool) => tool.name));
  return expected.every((name) => shown.has(name));
}

/** Share of the cases that expect tools whose tools were all in view; null when no case expects any (or none was measured). */
export function modelViewRecall(outcomes: readonly { inView?: boolean }[]): number | null {
  const measured = outcomes.filter((outcome) => outcome.inView !== undefined);
  if (measured.length === 0) return null;
  return Math.round((measured.filter((outcome) => outcome.inView).length / measured.length) * 10_000) / 10_000;
}
