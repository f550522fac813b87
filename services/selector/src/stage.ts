import type { Packet } from '@switchyard/packet-schema';
import { clipText, qualifiedToolName, TEXT_LIMITS } from '@switchyard/packet-schema';
import { inUserWords } from '@switchyard/local-engine';
import { defineStage, type StageContext, type StageDeps } from '@switchyard/platform';
import { demotedTools, ToolStats, type Demotion, type ToolDescriptor } from '@switchyard/tools';
import { estimatePlanCostUsd, recordModelStep, StageModel } from '@switchyard/models';
import { selectWithModel } from './select-with-model.js';
import { SharedLearning, withConfiguredExamples } from './shared-learning.js';

/** Shortlists the tools and chooses the calls: a plan with arguments, reasoning and confidence. */
export const selectorStage = defineStage({
  name: 'selector',
  async create({ config, deployment: { catalog, redis, owners } }: StageDeps) {
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
    // Which tools lose rank follows from the catalog and the stats alone: worked out again only when either is another.
    let demotions: { tools: ToolDescriptor[]; stats: Awaited<ReturnType<typeof recentStats>>; demoted: Demotion[] } | undefined;
    const demotedNow = (tools: ToolDescriptor[], stats: Awaited<ReturnType<typeof recentStats>>): Demotion[] => {
      if (demotions?.tools !== tools || demotions.stats !== stats) demotions = { tools, stats, demoted: demotedTools(tools, stats, config.tools) };
      return demotions.demoted;
    };
    return {
      async handle(packet: Packet, ctx: StageContext) {
        const snapshot = await catalog.snapshot();
        const { tools, byName } = snapshot;
        const withExamples = configuredExamples(snapshot.specs);
        // Whose record the turn reads and teaches: the owner record's tenant, never the packet's claim. A packet
        // claiming a tenant the record does not name (a job added by hand) learns and is taught nothing.
        const acting = learned ? await owners.actingTenant(packet) : undefined;
        const learning = learned && acting ? { memory: learned, tenant: acting.tenant } : undefined;
        const specs = learned && learning ? await learned.specsFor(learning.tenant, withExamples) : withExamples;
        const demoted = demotedNow(tools, await recentStats());
        const options = {
          shortlist: config.selector.shortlist,
          modelView: config.thresholds.modelView,
          demoted,
          confidenceGate: config.thresholds.confidenceGate,
        };
        const { plan: chosen, offerWhy, ...record } = await selectWithModel(packet, specs, byName, options, model, learning);
        // The engine quotes word stems; the plan says them as the user wrote them.
        const spoken = (text: string) => inUserWords(text, packet.turn.message);
        const plan = {
          ...chosen,
          reasoning: clipText(spoken(chosen.reasoning), 4_000),
          steps: chosen.steps.map((step) => ({ ...step, why: clipText(spoken(step.why), TEXT_LIMITS.short) })),
          alternatives: chosen.alternatives.map((other) => ({ ...other, why: clipText(spoken(other.why), TEXT_LIMITS.short) })),
          estimatedCostUsd: estimatePlanCostUsd(config, chosen, packet.turn.message),
        };
        const calls = plan.steps.map((s) => qualifiedToolName(s)).join(', ') || 'no tool fits';
        const edge = plan.steps.length > 0 ? 'planned' : 'noPlan';
        // The calls' score can be high while the whole decision is not: say why the reviewer will ask.
        const offered = plan.offered ? `, offered as a question: ${offerWhy ?? 'not sure enough of the whole request to run it unasked'}` : '';
        const note = `${calls} (confidence ${plan.confidence.toFixed(2)})${offered}${record.degradation ? ' (degraded: model failed)' : ''}`;
        return { packet: recordModelStep({ ...packet, plan }, record, ctx), edge, note };
      },
    };
  },
});
