import type { Packet } from '@switchyard/packet-schema';
import { defineStage, ToolPolicy, type StageDeps } from '@switchyard/runtime';
import { ArgumentValidator } from './argument-validator.js';
import { decideReview } from './decide-review.js';

/** Schema check, confidence gate and policy before anything runs. */
export const reviewerStage = defineStage({
  name: 'reviewer',
  async create({ catalog, config }: StageDeps) {
    const validator = new ArgumentValidator();
    const policy = new ToolPolicy(config.policy);
    return {
      async handle(packet: Packet) {
        const { byName } = await catalog.snapshot();
        return decideReview(packet, byName, validator, policy, config.thresholds.confidenceGate);
      },
    };
  },
});
