import type { Packet } from '@switchyard/packet-schema';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { defineStage, type StageContext, type StageDeps } from '@switchyard/platform';
import { demotedTools, ToolStats } from '@switchyard/tools';
import { estimatePlanCostUsd, recordModelStep, StageModel } from '@switchyard/models';
import { selectWithModel } from './select-with-model.js';
import { SharedLearning, withConfiguredExamples } from './shared-learning.js';

/** Shortlists the tools and chooses the calls: a plan with arguments, reasoning and confidence. */
export const selectorStage = defineStage({
  name: 'selector',
  async create({ config, deployment: { catalog, redis } }: StageDeps) {
    const stats = new ToolStats(redis, config.prefix);
    const model = StageModel.fromConfig(config, 'selector');
    // In a cascade, the model's choices, kept in Redis, teach every selector process which tools requests want.
    const learned = model.cascade ? new SharedLearning(redis, config.prefix, config.selector.learning) : undefined;
    const configuredExamples = withConfiguredExamples(config.selector.toolExamples);
    // Reading every called tool's stats is O(tools): do it at most once per refresh window, not per turn.
    let recent: { at: number; stats: Awaited<ReturnType<ToolStats['all']>> } | undefined;
    const recentStats = async () => {
      if (!recent || Date.now() - recent.at >= config.selector.statsRefreshMs) recent = { at: Date.now(), stats: await stats.all() };
      return recent.stats;
    };
    return {
      async handle(packet: Packet, ctx: StageContext) {
        const snapshot = await catalog.snapshot();
        const { tools, byName } = snapshot;
        const withExamples = configuredExamples(snapshot.specs);
        const specs = learned ? await learned.specsFor(packet.turn.tenant, withExamples) : withExamples;
        const demoted = demotedTools(tools, await recentStats(), config.tools);
        const options = { shortlist: config.selector.shortlist, modelView: config.thresholds.modelView, demoted };
        const { plan: chosen, ...record } = await selectWithModel(packet, specs, byName, options, model, learned);
        const plan = { ...chosen, estimatedCostUsd: estimatePlanCostUsd(config, chosen, packet.turn.message) };
        const calls = plan.steps.map((s) => qualifiedToolName(s)).join(', ') || 'no tool fits';
        const edge = plan.steps.length > 0 ? 'planned' : 'noPlan';
        const note = `${calls} (confidence ${plan.confidence.toFixed(2)})${record.degradation ? ' (degraded: model failed)' : ''}`;
        return { packet: recordModelStep({ ...packet, plan }, record, ctx.log), edge, note };
      },
    };
  },
});
