import { clipText, TEXT_LIMITS, type Packet } from '@switchyard/packet-schema';
import { defineStage, summariseMessages, type StageContext, type StageDeps } from '@switchyard/platform';
import { modelViewBudget, recordModelStep, StageModel } from '@switchyard/models';
import { inUserWords } from '@switchyard/local-engine';
import { composesWithoutModel, composeTurn } from '@switchyard/composer';
import { routeWithModel } from './route-with-model.js';

/** Does this turn need a tool? History and direct answers first. */
export const routerStage = defineStage({
  name: 'router',
  async create({ config, deployment }: StageDeps) {
    const { catalog, conversations, owners } = deployment;
    const model = StageModel.fromConfig(config, 'router');
    // Where no model composes, a direct answer's reply is the composer's local one: written in this
    // visit by the composer's code (the pipeline's `answered` edge), one hop instead of two.
    const compose = composesWithoutModel(config) ? composeTurn({ config, deployment }) : undefined;
    return {
      async handle(packet: Packet, ctx: StageContext) {
        const turn = packet.turn;
        // Producers that send no history get the session's kept messages, bounded.
        // Used only for the tenant and user the owner record names, never for ones a packet only claims. Both are
        // asked in the same tick (one round trip's wait, not two); what a refused claim read is dropped unseen.
        if (turn.history.length === 0 && turn.historySummary === undefined) {
          const [own, recent] = await Promise.all([owners.ownsClaimedSession(packet), conversations.recent(turn)]);
          if (own && recent.length > 0) {
            turn.history = recent;
            turn.historySummary = summariseMessages(recent, config.conversation.summaryChars);
          }
        }
        const { specs, unreachable } = await catalog.snapshot();
        // A server that failed to start offers no tools: the turn goes on without them, and its reply says so.
        const routed: Packet =
          unreachable.length > 0
            ? { ...packet, unreachable: unreachable.map(({ server, reason }) => ({ server, reason: clipText(reason, TEXT_LIMITS.short) })) }
            : packet;
        const { route, ...record } = await routeWithModel(routed, specs, model, modelViewBudget(config));
        const edge = route.needsTool ? 'needsTool' : compose ? 'answered' : 'direct';
        // A "no tool" passed on to look for an offer keeps its answer: the note says what the router decided.
        const decided = route.needsTool
          ? route.directAnswer !== undefined
            ? 'no tool needed, looking for a plan to offer'
            : 'needs a tool'
          : route.decidedBy === 'history'
            ? 'answered from history'
            : 'direct answer';
        const note = `${decided}${record.degradation ? ' (degraded: model failed)' : ''} (confidence ${route.confidence.toFixed(2)})`;
        // The engine quotes word stems; the packet says them as the user wrote them.
        const spoken = { ...route, rationale: clipText(inUserWords(route.rationale, turn.message), TEXT_LIMITS.short) };
        return { packet: recordModelStep({ ...routed, route: spoken }, record, ctx), edge, note, ...(compose ? { inPlace: compose } : {}) };
      },
    };
  },
});
