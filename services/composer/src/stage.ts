import { TEXT_LIMITS } from '@switchyard/packet-schema';
import type { Packet } from '@switchyard/packet-schema';
import { defineStage, type StageContext, type StageDeps } from '@switchyard/platform';
import { recordModelStep, StageModel } from '@switchyard/models';
import { composeWithModel } from './compose-with-model.js';
import { withUnreachableServers } from './unreachable-note.js';
import type { ToolsByName } from './plain-words.js';

/**
 * The descriptions of the tools the turn ran, so the reply can say what they did in plain words.
 * Only read when tools ran, and never fatal: without them the reply names each tool by its name.
 */
async function toolsThatRan(packet: Packet, catalog: StageDeps['deployment']['catalog']): Promise<ToolsByName> {
  if (!packet.execution?.steps.length) return new Map();
  return catalog
    .snapshot()
    .then((snapshot) => snapshot.byName as ToolsByName)
    .catch(() => new Map());
}

/** Writes the reply and remembers the exchange for the session. */
export const composerStage = defineStage({
  name: 'composer',
  async create({ config, deployment: { catalog, conversations, owners } }: StageDeps) {
    const model = StageModel.fromConfig(config, 'composer');
    return {
      async handle(packet: Packet, ctx: StageContext) {
        const { reply: composed, ...record } = await composeWithModel(packet, model, await toolsThatRan(packet, catalog));
        const reply = withUnreachableServers(composed, packet);
        // Kept for the tenant the owner record names; a packet claiming another's (a job added by hand) writes into no one's.
        if (await owners.actingTenant(packet))
          await conversations.append(packet.turn, [
            { role: 'user', content: packet.turn.message },
            { role: 'assistant', content: reply.text.slice(0, TEXT_LIMITS.long) },
          ]);
        const note = `${reply.summary ?? 'replied'}${record.degradation ? ' (degraded: model failed)' : ''}`;
        return { packet: recordModelStep({ ...packet, reply }, record, ctx.log), edge: 'replied', note };
      },
    };
  },
});
