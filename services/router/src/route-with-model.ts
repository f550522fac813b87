import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { clipText, type Packet, type RouteDecision, TEXT_LIMITS } from '@switchyard/packet-schema';
import { shortlistTools, type ToolSpec } from '@switchyard/local-engine';
import type { ModelStepRecord, StageModel } from '@switchyard/models';
import { routeTurn } from './route-turn.js';

export const ModelRouteSchema = z.object({
  needsTool: z.boolean().describe('true when answering needs one of the tools'),
  goal: z.string().max(TEXT_LIMITS.short).describe('what the user wants done, in a short phrase'),
  rationale: z.string().max(TEXT_LIMITS.short),
  confidence: z.number().min(0).max(1),
  directAnswer: z.string().max(TEXT_LIMITS.long).optional().describe('the answer, when no tool is needed'),
});

const SYSTEM = [
  'You are the router of a tool-using assistant. Decide whether the user message needs one of the listed tools.',
  'Answer directly (needsTool false, with directAnswer) only when no tool is needed. Answer through the route_decision tool.',
].join(' ');

/** What the router tells the user when its model could not decide. */
export const ROUTER_FALLBACK_ANSWER = 'I could not work out how to help with that just now. Please try again in a moment.';

/**
 * The router's decision with a model behind it: the local engine first (and
 * alone when it is configured, or confident enough in a cascade), else the
 * model over the tool shortlist; a model that fails twice degrades to a direct answer.
 */
export async function routeWithModel(
  packet: Packet,
  tools: ToolSpec[],
  model: StageModel,
  shortlist: number,
): Promise<{ route: RouteDecision } & ModelStepRecord> {
  const started = performance.now();
  const local = routeTurn(packet, tools);
  if (local.decidedBy === 'rule' || model.localDecides(local.confidence)) {
    return { route: local, usage: local.decidedBy === 'rule' ? [] : model.localUsage(performance.now() - started) };
  }
  const candidates = shortlistTools(packet.turn.message, tools, shortlist);
  const answer = await model.answer({
    name: 'route_decision',
    description: 'Whether this turn needs a tool, and the direct answer when it does not.',
    schema: ModelRouteSchema,
    system: SYSTEM,
    messages: [{ role: 'user', content: routerPrompt(packet, candidates) }],
  });
  if (answer.ok) {
    const value = answer.value;
    const route: RouteDecision = {
      needsTool: value.needsTool,
      goal: clipText(value.goal || packet.turn.message, TEXT_LIMITS.short),
      rationale: value.rationale,
      confidence: value.confidence,
      decidedBy: model.settings.provider === 'openai' ? 'openai' : 'anthropic',
      ...(value.directAnswer !== undefined && !value.needsTool ? { directAnswer: value.directAnswer } : {}),
    };
    return { route, usage: answer.usage };
  }
  return {
    route: {
      needsTool: false,
      goal: clipText(packet.turn.message, TEXT_LIMITS.short),
      rationale: clipText(`the router model failed: ${answer.reason}`, TEXT_LIMITS.short),
      confidence: 0,
      decidedBy: 'rule',
      directAnswer: ROUTER_FALLBACK_ANSWER,
    },
    usage: answer.usage,
    degradation: { stage: 'router', reason: answer.reason, fallback: 'direct answer' },
  };
}

function routerPrompt(packet: Packet, candidates: ToolSpec[]): string {
  const history = packet.turn.history.slice(-6).map((m) => `${m.role}: ${clipText(m.content, 1_000)}`);
  const tools = candidates.map((t) => `- ${t.name}: ${clipText(t.description ?? '', 300)}`);
  return [
    history.length > 0 ? `Conversation so far:\n${history.join('\n')}` : '',
    packet.turn.historySummary ? `Earlier: ${packet.turn.historySummary}` : '',
    `Tools that may fit:\n${tools.join('\n') || '(none)'}`,
    `User message:\n${packet.turn.message}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
