import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { clipText, type Packet, qualifiedToolName, TEXT_LIMITS } from '@switchyard/packet-schema';
import { type DegradationLog, recordModelStep, type StageModel } from '@switchyard/models';
import type { StageResult } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';

export const ModelReviewSchema = z.object({
  approved: z.boolean().describe('true when running these calls is what the user asked for and is safe'),
  confidence: z.number().min(0).max(1),
  reasons: z.array(z.string().max(TEXT_LIMITS.short)).max(20),
});

const SYSTEM = [
  'You review the tool calls an assistant is about to run for a user. Approve only when the calls do what the user asked,',
  'with sensible arguments, and nothing beyond it. Answer through the plan_review tool.',
].join(' ');

/**
 * A model's second look at a plan the rules approved (the policy and the gate
 * always run first). It can only say no. A model that fails twice means the
 * tools do not run: the degradation is recorded in the packet and logged.
 */
export async function reviewWithModel(
  decision: StageResult<'reviewer'>,
  tools: Map<string, ToolDescriptor>,
  model: StageModel,
  logTo?: DegradationLog,
): Promise<StageResult<'reviewer'>> {
  const { packet } = decision;
  const plan = packet.plan;
  const review = packet.review;
  if (decision.edge !== 'approved' || !model.usesModel || !plan || !review) return decision;
  const started = performance.now();
  if (model.localDecides(plan.confidence, 'tool')) {
    return { ...decision, packet: recordModelStep(packet, { usage: model.localUsage(performance.now() - started) }) };
  }
  const answer = await model.answer({
    name: 'plan_review',
    description: 'Whether the planned tool calls may run.',
    schema: ModelReviewSchema,
    system: SYSTEM,
    messages: [{ role: 'user', content: reviewPrompt(packet, tools) }],
  });
  if (!answer.ok) {
    const reasons = [...review.reasons, clipText(`the plan could not be reviewed (${answer.reason}), so no tool was run`, TEXT_LIMITS.short)];
    return {
      packet: recordModelStep(
        { ...packet, review: { ...review, approved: false, reasons } },
        { usage: answer.usage, degradation: { stage: 'reviewer', reason: answer.reason, fallback: 'no tools run' } },
        logTo,
      ),
      edge: 'notApproved',
      note: 'not approved: the review model failed (degraded)',
    };
  }
  const verdict = answer.value;
  const reasons = [...review.reasons, ...verdict.reasons.map((r) => clipText(`model review: ${r}`, TEXT_LIMITS.short))].slice(0, 50);
  const reviewed = { ...review, approved: verdict.approved, confidence: Math.min(review.confidence, verdict.confidence), reasons };
  const recorded = recordModelStep({ ...packet, review: reviewed }, { usage: answer.usage });
  return verdict.approved
    ? { packet: recorded, edge: 'approved', note: `${decision.note}; the model review agreed` }
    : { packet: recorded, edge: 'notApproved', note: `not approved by the model review: ${verdict.reasons.at(-1) ?? ''}` };
}

function reviewPrompt(packet: Packet, tools: Map<string, ToolDescriptor>): string {
  const steps = (packet.plan?.steps ?? []).map((s) => {
    const tool = tools.get(qualifiedToolName(s));
    const about = tool?.description ? ` — ${clipText(tool.description, 300)}` : '';
    return `- ${s.id}: ${s.server}.${s.tool}(${clipText(JSON.stringify(s.arguments), 1_000)})${about}\n  why: ${s.why}`;
  });
  return [`User message:\n${packet.turn.message}`, `Planned calls (confidence ${packet.plan?.confidence.toFixed(2)}):\n${steps.join('\n')}`].join('\n\n');
}
