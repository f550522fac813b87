import type { Packet } from '@switchyard/packet-schema';
import { defineStage, type StageDeps } from '@switchyard/runtime';
import { ArgumentValidator } from './argument-validator.js';
import { reviewPlan } from './review-plan.js';

/** Confidence gate and schema check before anything runs. */
export const reviewerStage = defineStage({
  name: 'reviewer',
  async create({ catalog, config }: StageDeps) {
    const validator = new ArgumentValidator();
    return {
      async handle(packet: Packet) {
        if (!packet.plan) {
          const review = { approved: false, confidence: 0, reasons: ['no plan to review'] };
          return { packet: { ...packet, review }, next: 'composer' as const, note: 'no plan' };
        }
        const { byName } = await catalog.snapshot();
        const { plan, review } = reviewPlan(packet.plan, byName, validator, config.thresholds);
        const note = review.approved ? `approved ${plan.steps.length} step(s)` : `not approved: ${review.reasons.at(-1) ?? ''}`;
        return { packet: { ...packet, plan, review }, next: review.approved ? 'executor' : 'composer', note };
      },
    };
  },
});
