import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { clipText, type Packet, type Reply } from '@switchyard/packet-schema';
import type { ModelStepRecord, StageModel } from '@switchyard/models';
import { composeReply } from './compose-reply.js';
import type { ToolsByName } from './plain-words.js';

export const ModelReplySchema = z.object({
  text: z.string().min(1).max(60_000).describe('the reply to the user'),
  summary: z.string().max(4_000).optional().describe('one line on what was done'),
});

const SYSTEM = [
  'You write the final reply of an assistant to the user, from the draft below, which holds the facts: the tool results,',
  'or why nothing was run. Keep every fact, invent none, be brief. Answer through the reply tool.',
].join(' ');

/** How much of each tool's output the model sees. */
const OUTPUT_CHARS = 4_000;

/**
 * The reply with a model behind it. The local reply (the plain formatted
 * results, or the direct answer) is always made first: it stands when the
 * stage is local or confident enough in a cascade, and it is what the user gets
 * when the model fails twice, or when an earlier stage degraded.
 */
export async function composeWithModel(packet: Packet, model: StageModel, tools: ToolsByName = new Map()): Promise<{ reply: Reply } & ModelStepRecord> {
  const started = performance.now();
  const local = composeReply(packet, tools);
  if (model.localDecides(local.confidence ?? 0, packet.execution ? 'tool' : 'direct'))
    return { reply: local, usage: model.localUsage(performance.now() - started) };
  // After an earlier stage degraded, its safe answer stands as written: a model must not smooth it over (nor a cancellation).
  if (packet.degradations?.length || packet.status.cancelled) return { reply: local, usage: [] };
  const answer = await model.answer({
    name: 'reply',
    description: 'The reply to send to the user.',
    schema: ModelReplySchema,
    system: SYSTEM,
    messages: [{ role: 'user', content: composerPrompt(packet, local) }],
  });
  if (!answer.ok) {
    return { reply: local, usage: answer.usage, degradation: { stage: 'composer', reason: answer.reason, fallback: 'the plain formatted results' } };
  }
  return {
    reply: {
      text: answer.value.text,
      ...((answer.value.summary ?? local.summary) ? { summary: clipText(answer.value.summary ?? local.summary ?? '', 4_000) } : {}),
      ...(local.confidence !== undefined ? { confidence: local.confidence } : {}),
    },
    usage: answer.usage,
  };
}

function composerPrompt(packet: Packet, draft: Reply): string {
  const results = (packet.execution?.steps ?? []).map(
    (s) => `- ${s.server}.${s.tool}: ${s.ok ? clipText(s.output ?? '(no output)', OUTPUT_CHARS) : `failed: ${s.error?.message ?? 'unknown error'}`}`,
  );
  return [`User message:\n${packet.turn.message}`, results.length > 0 ? `Tool results:\n${results.join('\n')}` : '', `Draft reply:\n${draft.text}`]
    .filter(Boolean)
    .join('\n\n');
}
