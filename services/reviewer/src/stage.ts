import type { Packet } from '@switchyard/packet-schema';
import { defineStage, type StageContext, type StageDeps } from '@switchyard/platform';
import { ToolPolicy } from '@switchyard/tools';
import { ArgumentValidator } from './argument-validator.js';
import { decideReview } from './decide-review.js';
import { StageModel } from '@switchyard/models';
import { reviewWithModel } from './model-review.js';

/** Schema check, confidence gate and policy before anything runs. */
export const reviewerStage = defineStage({
  name: 'reviewer',
  async create({ config, deployment: { catalog, owners } }: StageDeps) {
    const validator = new ArgumentValidator();
    const policy = new ToolPolicy(config.policy);
    const model = StageModel.fromConfig(config, 'reviewer');
    return {
      async handle(packet: Packet, ctx: StageContext) {
        const { byName } = await catalog.snapshot();
        // The policy judges the user the owner record names, not whoever the packet says.
        const userId = await owners.actingUser(packet);
        const decision = decideReview(packet, byName, validator, policy, config.thresholds.confidenceGate, new Date(), userId);
        return reviewWithModel(decision, byName, model, ctx);
      },
    };
  },
});
