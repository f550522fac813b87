import type { Packet } from '@switchyard/packet-schema';
import { defineStage, type StageDeps } from '@switchyard/runtime';
import { selectPlan } from './select-plan.js';

/** Shortlists the tools and chooses the calls: a plan with arguments, reasoning and confidence. */
export const selectorStage = defineStage({
  name: 'selector',
  async create({ catalog, config }: StageDeps) {
    return {
      async handle(packet: Packet) {
        const { specs, byName } = await catalog.snapshot();
        const plan = selectPlan(packet, specs, byName, { shortlist: config.selector.shortlist });
        const calls = plan.steps.map((s) => `${s.server}.${s.tool}`).join(', ') || 'no tool fits';
        const next = plan.steps.length > 0 ? 'reviewer' : 'composer';
        return { packet: { ...packet, plan }, next, note: `${calls} (confidence ${plan.confidence.toFixed(2)})` };
      },
    };
  },
});
