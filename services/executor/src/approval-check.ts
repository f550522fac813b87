import type { Packet, PlanStep } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { approvalCallDigest, approvedPlanDigest, type ApprovalGrants, type StepGrant } from '@switchyard/platform';
import { StepRefusedError } from './step-refused-error.js';

/** The plan step a call belongs to (a fallback's is the step it stands in for) and its arguments as planned. */
export interface PlannedCall {
  stepId: string;
  arguments: Record<string, unknown>;
}

/**
 * The executor's check of a gated call, for one run of one packet. What the
 * packet says about approval is never read: only a grant the approvals service
 * recorded for this packet, this plan step and this exact call counts. The
 * first gated call of a step takes the step's grant from Redis (so no other copy
 * of the packet can use it); its fallback, in this same run, uses the grant taken.
 */
export class ApprovalCheck {
  private readonly taken = new Map<string, StepGrant | undefined>();

  constructor(
    private readonly grants: ApprovalGrants,
    private readonly packet: Packet,
  ) {}

  async verify(step: PlanStep, planned: PlannedCall, why: string): Promise<void> {
    const name = qualifiedToolName(step);
    if (!this.taken.has(planned.stepId)) this.taken.set(planned.stepId, await this.grants.take(this.packet.id, planned.stepId));
    const grant = this.taken.get(planned.stepId);
    if (!grant) {
      throw new StepRefusedError(
        'not_approved',
        `not run: ${name} needs approval (${why}) and none is recorded for step ${planned.stepId} of this turn, or it was used`,
      );
    }
    if (grant.approver !== this.packet.approval?.decidedBy) {
      throw new StepRefusedError('not_approved', `not run: ${name} was approved by ${grant.approver}, not by the approver this packet names`);
    }
    if (grant.plan !== approvedPlanDigest(this.packet.plan?.steps ?? [])) {
      throw new StepRefusedError('not_approved', `not run: ${name} was approved as part of another plan (a step it depends on or a fallback changed since)`);
    }
    const digest = approvalCallDigest({ server: step.server, tool: step.tool, arguments: planned.arguments });
    if (!grant.calls.includes(digest)) {
      throw new StepRefusedError('not_approved', `not run: ${name} with these arguments is not among the calls approved for step ${planned.stepId}`);
    }
  }
}
