import type { Packet } from '@switchyard/packet-schema';
import { defineStage, summariseMessages, type StageDeps } from '@switchyard/runtime';
import { routeTurn } from './route-turn.js';

/** Does this turn need a tool? History and direct answers first. */
export const routerStage = defineStage({
  name: 'router',
  async create({ catalog, conversations, config }: StageDeps) {
    return {
      async handle(packet: Packet) {
        const turn = packet.turn;
        // Producers that send no history get the session's kept messages, bounded.
        if (turn.history.length === 0 && turn.historySummary === undefined) {
          const recent = await conversations.recent(turn.sessionId);
          if (recent.length > 0) {
            turn.history = recent;
            turn.historySummary = summariseMessages(recent, config.conversation.summaryChars);
          }
        }
        const { specs } = await catalog.snapshot();
        const route = routeTurn(packet, specs);
        const next = route.needsTool ? 'selector' : 'composer';
        const note = `${route.needsTool ? 'needs a tool' : route.decidedBy === 'history' ? 'answered from history' : 'direct answer'} (confidence ${route.confidence.toFixed(2)})`;
        return { packet: { ...packet, route }, next, note };
      },
    };
  },
});
