import type { Plan, Review } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { missingQuestion, type ToolDescriptor } from '@switchyard/tools';
import type { ArgumentValidator } from './argument-validator.js';
import { onlyFeedingRemoved } from './fed-steps.js';

export interface ReviewSettings {
  /** Plans below this confidence are not executed. */
  confidenceGate: number;
}

/**
 * A second look at the plan: steps naming unknown tools or carrying arguments
 * their schema rejects are removed with the reason; a plan left empty, or below
 * the confidence gate, is not approved.
 */
export function reviewPlan(
  plan: Plan,
  tools: Map<string, ToolDescriptor>,
  validator: ArgumentValidator,
  settings: ReviewSettings,
): { plan: Plan; review: Review } {
  const reasons: string[] = [];
  // For the reply: what a removed step lacks, asked in the person's words ("Which file should I read?").
  const needs: string[] = [];
  const kept = plan.steps.filter((step) => {
    const tool = tools.get(qualifiedToolName(step));
    if (!tool) {
      reasons.push(`${step.id}: no tool ${step.tool} on server ${step.server}; removed`);
      return false;
    }
    const problems = validator.check(tool.inputSchema, step.arguments);
    if (problems.length > 0) {
      reasons.push(`${step.id} ${step.server}.${step.tool}: ${problems.join('; ')}; removed`);
      const lacking = validator.needs(tool.inputSchema, step.arguments);
      const question = missingQuestion(step, { name: tool.name, ...(tool.description ? { description: tool.description } : {}) }, lacking);
      if (question) needs.push(question.slice(0, 1_000));
      return false;
    }
    return true;
  });
  // A step planned only to hand its result to a removed one would run for nothing, and answer in place of the question.
  const feeders = onlyFeedingRemoved(
    kept,
    plan.steps.filter((s) => !kept.includes(s)),
  );
  const keptIds = new Set(kept.filter((s) => !feeders.has(s.id)).map((s) => s.id));
  // A step whose dependency was removed cannot run either.
  const runnable = kept.filter((s) => keptIds.has(s.id) && s.dependsOn.every((d) => keptIds.has(d)));
  for (const step of kept) {
    if (feeders.has(step.id)) reasons.push(`${step.id}: its result was for a removed step; removed`);
    else if (!runnable.includes(step)) reasons.push(`${step.id}: depends on a removed step; removed`);
  }

  let approved = runnable.length > 0;
  if (!approved && plan.steps.length > 0) reasons.push('no step of the plan can run');
  if (plan.confidence < settings.confidenceGate) {
    approved = false;
    reasons.push(`plan confidence ${plan.confidence.toFixed(2)} is below the gate ${settings.confidenceGate.toFixed(2)}: not running tools`);
  }
  if (approved) reasons.push(`${runnable.length} step(s) checked against their input schemas`);
  return {
    plan: { ...plan, steps: runnable },
    review: { approved, confidence: plan.confidence, reasons, ...(needs.length > 0 ? { needs } : {}) },
  };
}
