import type { FallbackCall, Plan, PlanStep } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import type { PolicySubject, ToolDescriptor, ToolPolicy } from '@switchyard/tools';

export interface GuardResult {
  plan: Plan;
  blocked: Array<{ stepId: string; reason: string }>;
  reasons: string[];
}

/**
 * The policy's look at a plan: the step limit cuts extra steps; the permission
 * gate removes denied ones (deny wins over allow); the rest are marked to run,
 * to dry-run, or to wait for approval. Pure: the same plan and policy give the
 * same answer.
 */
export function guardPlan(plan: Plan, tools: Map<string, ToolDescriptor>, policy: ToolPolicy, subject: PolicySubject): GuardResult {
  const blocked: GuardResult['blocked'] = [];
  const reasons: string[] = [];
  const limit = policy.config.maxSteps;
  if (plan.steps.length > limit) {
    for (const step of plan.steps.slice(limit)) {
      blocked.push({ stepId: step.id, reason: `cut: the plan has ${plan.steps.length} steps and the limit is ${limit}` });
    }
    reasons.push(`${plan.steps.length - limit} step(s) cut by the step limit of ${limit}`);
  }
  const steps: PlanStep[] = [];
  for (const step of plan.steps.slice(0, limit)) {
    const size = Buffer.byteLength(JSON.stringify(step.arguments));
    if (size > policy.config.maxArgumentBytes) {
      blocked.push({ stepId: step.id, reason: `arguments are ${size} bytes, over the limit of ${policy.config.maxArgumentBytes}` });
      continue;
    }
    const tool = tools.get(qualifiedToolName(step));
    // Unknown tools are left for the schema review, which removes them with its own reason.
    const verdict = policy.verdict(tool ?? { server: step.server, name: step.tool }, subject);
    if (verdict.action === 'deny') {
      blocked.push({ stepId: step.id, reason: verdict.reason });
      continue;
    }
    // A fallback that needs a person makes its whole step wait: the person sees every call the step may make.
    const gatedFallback = fallbacksOf(step).find((call) => {
      const fallbackTool = tools.get(qualifiedToolName(call)) ?? { server: call.server, name: call.tool };
      return policy.verdict(fallbackTool, subject).action === 'approve';
    });
    steps.push({
      ...step,
      mode: verdict.action === 'dry-run' ? 'dry-run' : 'run',
      ...(verdict.action === 'approve' || gatedFallback ? { needsApproval: true } : {}),
    });
    if (verdict.action !== 'allow') reasons.push(`${step.id}: ${verdict.action} (${verdict.reason})`);
    if (gatedFallback) reasons.push(`${step.id}: approve (its fallback ${gatedFallback.server}.${gatedFallback.tool} needs approval)`);
  }
  for (const b of blocked) reasons.push(`${b.stepId}: blocked: ${b.reason}`);
  return { plan: { ...plan, steps }, blocked, reasons };
}

function fallbacksOf(step: PlanStep): FallbackCall[] {
  return [step.onError, step.onLowConfidence].filter((call): call is FallbackCall => call !== undefined);
}
