import type { Packet } from '@switchyard/packet-schema';
import { defineStage, summariseMessages, type StageContext, type StageDeps } from '@switchyard/platform';
import { modelViewBudget, recordModelStep, StageModel } from '@switchyard/models';
import { routeWithModel } from './route-with-model.js';

/** Does this turn need a tool? History and direct answers first. */
export const routerStage = defineStage({
  name: 'router',
  async create({ config, deployment: { catalog, conversations } }: StageDeps) {
    const model = StageModel.fromConfig(config, 'router');
    return {
      async handle(packet: Packet, ctx: StageContext) {
        const turn = packet.turn;
        // Producers that send no history get the session's kept messages, bounded.
        if (turn.history.length === 0 && turn.historySummary === undefined) {
          const recent = await conversations.recent(turn);
          if (recent.length > 0) {
            turn.history = recent;
            turn.historySummary = summariseMessages(recent, config.conversation.summaryChars);
          }
        }
        const { specs } = await catalog.snapshot();
        const { route, ...record } = await routeWithModel(packet, specs, model, modelViewBudget(config));
        const edge = route.needsTool ? 'needsTool' : 'direct';
        const note = `${route.needsTool ? 'needs a tool' : route.decidedBy === 'history' ? 'answered from history' : 'direct answer'}${record.degradation ? ' (degraded: model failed)' : ''} (confidence ${route.confidence.toFixed(2)})`;
        return { packet: recordModelStep({ ...packet, route }, record, ctx.log), edge, note };
      },
    };
  },
});
