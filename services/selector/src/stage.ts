import type { Packet } from '@switchyard/packet-schema';
import { defineStage, demotedTools, ToolStats, type StageDeps } from '@switchyard/runtime';
import { selectPlan } from './select-plan.js';

/** Shortlists the tools and chooses the calls: a plan with arguments, reasoning and confidence. */
export const selectorStage = defineStage({
  name: 'selector',
  async create({ catalog, config, redis }: StageDeps) {
    const stats = new ToolStats(redis, config.prefix);
    return {
      async handle(packet: Packet) {
        const { tools, specs, byName } = await catalog.snapshot();
        const demoted = demotedTools(tools, await stats.all(), config.tools);
        const plan = selectPlan(packet, specs, byName, { shortlist: config.selector.shortlist, demoted });
        const calls = plan.steps.map((s) => `${s.server}.${s.tool}`).join(', ') || 'no tool fits';
        const next = plan.steps.length > 0 ? 'reviewer' : 'composer';
        return { packet: { ...packet, plan }, next, note: `${calls} (confidence ${plan.confidence.toFixed(2)})` };
      },
    };
  },
});
