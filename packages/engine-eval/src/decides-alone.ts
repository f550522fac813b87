import { decideAloneGate, type DecideAloneGates } from '@switchyard/local-engine';

/**
 * The one rule for "the local engine decides without a model" in
 * `local-then-model` mode: a "no tool" route stands when its confidence
 * reaches the "no tool" gate; a tool decision needs the route's confidence and
 * the selector's (the trust verdict on tools and arguments,
 * `Selection.aloneConfidence`) to reach the tool gate; neither may be one the
 * engine must hand over (`neverAlone`), whatever its confidence. The stages apply the
 * same comparison (StageModel.localDecides); eval reports with this function,
 * and a test runs both over the same cases.
 */
export function decidesAlone(
  route: { needsTool: boolean; confidence: number; neverAlone?: boolean },
  selection: { aloneConfidence: number; neverAlone?: boolean } | undefined,
  gates: DecideAloneGates,
): boolean {
  const gate = decideAloneGate(gates, route.needsTool);
  if (route.neverAlone === true || route.confidence < gate) return false;
  if (!route.needsTool) return true;
  return selection !== undefined && selection.neverAlone !== true && selection.aloneConfidence >= gate;
}

/** One gate for both kinds (`--threshold`, or a number for `cascadeThreshold`). */
export function sameGate(threshold: number): DecideAloneGates {
  return { tool: threshold, direct: threshold };
}
