/**
 * The one rule for "the local engine decides without a model" in
 * `local-then-model` mode: the router's decision stands when its confidence
 * reaches the cascade threshold, and a tool decision also needs the
 * selector's confidence (the trust verdict on tools and arguments) to reach
 * it (`Selection.aloneConfidence`). The stages apply the same comparison
 * (StageModel.localDecides); eval
 * reports with this function, and a test runs both over the same cases.
 */
export function reachesThreshold(confidence: number, threshold: number): boolean {
  return confidence >= threshold;
}

export function decidesAlone(
  route: { needsTool: boolean; confidence: number },
  selection: { aloneConfidence: number } | undefined,
  threshold: number,
): boolean {
  if (!reachesThreshold(route.confidence, threshold)) return false;
  if (!route.needsTool) return true;
  return selection !== undefined && reachesThreshold(selection.aloneConfidence, threshold);
}
