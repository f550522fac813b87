import type { Packet } from '@switchyard/packet-schema';
import { defineStage, type StageDeps } from '@switchyard/runtime';
import { composeReply } from './compose-reply.js';

/** Writes the reply and remembers the exchange for the session. */
export const composerStage = defineStage({
  name: 'composer',
  async create({ conversations }: StageDeps) {
    return {
      async handle(packet: Packet) {
        const reply = composeReply(packet);
        await conversations.append(packet.turn.sessionId, [
          { role: 'user', content: packet.turn.message },
          { role: 'assistant', content: reply.text.slice(0, 32_000) },
        ]);
        return { packet: { ...packet, reply }, next: 'done' as const, note: reply.summary ?? 'replied' };
      },
    };
  },
});
