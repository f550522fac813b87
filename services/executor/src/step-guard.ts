import type { Packet, PlanStep } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import type { ToolDescriptor, ToolPolicy } from '@switchyard/tools';
import type { ApprovalCheck, PlannedCall } from './approval-check.js';
import type { RateGate } from './rate-gate.js';
import { StepRefusedError } from './step-refused-error.js';
import type { ToolCallOutput } from './tool-output.js';

/**
 * The executor's own check right before a call, whatever the reviewer said:
 * the policy again (a step outside it never runs), a recorded grant for calls
 * that need approval (whatever the packet claims), dry-run, then the rate limits. Returns the dry-run record instead of
 * calling, or undefined when the call may go ahead.
 */
export async function guardStep(
  step: PlanStep,
  packet: Packet,
  tool: ToolDescriptor | undefined,
  policy: ToolPolicy,
  rateGate: RateGate | undefined,
  approvals: { check: ApprovalCheck; planned: PlannedCall },
  signal?: AbortSignal,
  /** The user the turn acts as (the owner record's, see TurnOwners.actingUser); the packet's claim when not given. */
  actingUserId = packet.turn.userId,
): Promise<ToolCallOutput | undefined> {
  const subject = { userId: actingUserId, agentId: packet.turn.agentId };
  const verdict = policy.verdict(tool ?? { server: step.server, name: step.tool }, subject);
  if (verdict.action === 'deny') throw new StepRefusedError('blocked', `not run: ${verdict.reason}`);
  const needsApproval = step.needsApproval === true || verdict.action === 'approve';
  if (needsApproval) await approvals.check.verify(step, approvals.planned, verdict.reason);
  if (step.mode === 'dry-run' || (verdict.action === 'dry-run' && !needsApproval)) {
    return {
      text: `dry run: would call ${step.server}.${step.tool} with ${JSON.stringify(step.arguments)}`,
      isError: false,
      dryRun: true,
    };
  }
  await rateGate?.take(subject.userId, qualifiedToolName(step), signal);
  return undefined;
}
