import { TEXT_LIMITS } from '@switchyard/packet-schema';
import type { Packet } from '@switchyard/packet-schema';
import { defineStage, type StageContext, type StageDeps, type StageResult } from '@switchyard/platform';
import { recordModelStep, resolveModelSettings, StageModel } from '@switchyard/models';
import { composeWithModel } from './compose-with-model.js';
import { withUnreachableServers } from './unreachable-note.js';
import { withDroppedQuestion } from './dropped-question.js';
import type { ToolsByName } from './plain-words.js';
import { serverFolders, withRelativePaths } from './relative-paths.js';

/**
 * The descriptions of the tools, so the reply can say what the turn's tools did in plain words (or, when the
 * engine found none to offer, which servers a request could name). Only read then, and never fatal: without
 * them the reply names each tool by its name.
 */
async function toolsThatRan(packet: Packet, catalog: StageDeps['deployment']['catalog']): Promise<ToolsByName> {
  const noneOffered = packet.route?.needsTool === true && packet.route.directAnswer !== undefined && !packet.plan?.steps.length;
  if (!packet.execution?.steps.length && !noneOffered) return new Map();
  return catalog
    .snapshot()
    .then((snapshot) => snapshot.byName as ToolsByName)
    .catch(() => new Map());
}

/** Whether the composer's reply needs no model in this configuration: its own is the local one. */
export function composesWithoutModel(config: StageDeps['config']): boolean {
  return resolveModelSettings(config, 'composer').provider === 'local';
}

/**
 * The composer's handling of a packet: writes the reply and remembers the exchange for the session.
 * Also run by the router, in its own visit, for a direct answer where no model composes.
 */
export function composeTurn({ config, deployment: { catalog, conversations, owners } }: Pick<StageDeps, 'config' | 'deployment'>) {
  const model = StageModel.fromConfig(config, 'composer');
  const folders = serverFolders(config);
  return async (packet: Packet, ctx: StageContext): Promise<StageResult<'composer'>> => {
    // The reply shows paths as the person names them; the packet keeps what the tools returned.
    const shown = withRelativePaths(packet, folders);
    const { reply: composed, ...record } = await composeWithModel(shown, model, await toolsThatRan(packet, catalog));
    const reply = withDroppedQuestion(withUnreachableServers(composed, packet), packet);
    // Kept for the tenant and user the owner record names; a packet claiming another's (a job added by hand) writes into no one's.
    // Kept with the visit's record, in its script: no round trip of its own, and applied before the reply is announced.
    const save =
      (await owners.ownsClaimedSession(packet)) &&
      conversations.saveOf(packet.turn, [
        { role: 'user', content: packet.turn.message },
        { role: 'assistant', content: reply.text.slice(0, TEXT_LIMITS.long) },
      ]);
    if (save) ctx.keepWithRecord(save);
    const note = `${reply.summary ?? 'replied'}${record.degradation ? ' (degraded: model failed)' : ''}`;
    return { packet: recordModelStep({ ...packet, reply }, record, ctx), edge: 'replied', note };
  };
}

/** Writes the reply and remembers the exchange for the session. */
export const composerStage = defineStage({
  name: 'composer',
  async create(deps: StageDeps) {
    return { handle: composeTurn(deps) };
  },
});
