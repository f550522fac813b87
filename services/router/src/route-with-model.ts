import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { clipText, type Packet, type RouteDecision, TEXT_LIMITS } from '@switchyard/packet-schema';
import { modelView, searchInventory, type ModelView, type ModelViewBudget, type ToolSpec } from '@switchyard/local-engine';
import type { ModelStepRecord, StageModel } from '@switchyard/models';
import { routeTurn } from './route-turn.js';

export const ModelRouteSchema = z.object({
  needsTool: z.boolean().describe('true when answering needs one of the tools'),
  goal: z.string().max(TEXT_LIMITS.short).describe('what the user wants done, in a short phrase'),
  rationale: z.string().max(TEXT_LIMITS.short),
  confidence: z.number().min(0).max(1),
  directAnswer: z.string().max(TEXT_LIMITS.long).optional().describe('the answer, when no tool is needed'),
});

/** The answer when the model was shown only part of the inventory: it may ask for a search of the rest. */
const SearchingRouteSchema = ModelRouteSchema.extend({
  searchTools: z.string().max(200).optional().describe('words to search the whole tool inventory with, when no listed tool fits but another might'),
});

const SYSTEM = [
  'You are the router of a tool-using assistant. Decide whether the user message needs one of the listed tools.',
  'Answer directly (needsTool false, with directAnswer) only when no tool is needed. Answer through the route_decision tool.',
].join(' ');
const SEARCH =
  'Only some of the tools are listed. If none of them fits but another tool might, set searchTools to a few words for the tool you need: the whole inventory is searched once and you decide again.';

/** What the router tells the user when its model could not decide. */
export const ROUTER_FALLBACK_ANSWER = 'I could not work out how to help with that just now. Please try again in a moment.';

/**
 * The router's decision with a model behind it: the local engine first (and
 * alone when it is configured, or confident enough in a cascade), else the
 * model over its view of the tools (`modelView`: all of them within the
 * budget, else the best-ranked that fit it and one search of the whole inventory); a model
 * that fails twice degrades to a direct answer.
 */
export async function routeWithModel(
  packet: Packet,
  tools: ToolSpec[],
  model: StageModel,
  budget: ModelViewBudget,
): Promise<{ route: RouteDecision } & ModelStepRecord> {
  const started = performance.now();
  const { route: local, recognised } = routeTurn(packet, tools);
  // A greeting, a sum or a question about the conversation is recognised for what it is: no tool plan is worth offering.
  // Any other "no tool" without a model is the engine saying it cannot answer: a plan a tool could run is worth offering, however sure it was.
  if (!model.usesModel) return { route: recognised ? local : lookForOffer(local, tools), usage: [] };
  if (local.decidedBy === 'rule' || model.localDecides(local.confidence, local.needsTool ? 'tool' : 'direct', local.neverAlone)) {
    return { route: local, usage: local.decidedBy === 'rule' ? [] : model.localUsage(performance.now() - started) };
  }
  const view = modelView(packet.turn.message, tools, budget);
  let answer = await askModel(model, packet, view, tools.length);
  const search = !view.whole && answer.ok && 'searchTools' in answer.value ? answer.value.searchTools?.trim() : undefined;
  if (answer.ok && search) {
    const found = searchInventory(search, tools, view.tools, budget.shortlist);
    if (found.length > 0) {
      const again = await askModel(model, packet, { tools: [...found, ...view.tools], whole: false }, tools.length, false);
      answer = { ...again, usage: [...answer.usage, ...again.usage] };
    }
  }
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

/**
 * Without a model, the engine's "no tool" is not the last word: it has no
 * answer of its own to give ("no language model"), so the selector looks for
 * a plan to offer the user as a question, and the engine's own answer stays on
 * the route for when it finds none.
 */
function lookForOffer(local: RouteDecision, tools: readonly ToolSpec[]): RouteDecision {
  if (local.needsTool || local.decidedBy !== 'local' || tools.length === 0) return local;
  const rationale = clipText(`No tool seemed needed (${local.rationale}); looking for a plan to offer.`, TEXT_LIMITS.short);
  return { ...local, needsTool: true, rationale };
}

/** `canSearch`: the model was shown part of the inventory and has not searched yet. */
function askModel(model: StageModel, packet: Packet, view: ModelView, inventory: number, canSearch = !view.whole) {
  return model.answer<z.infer<typeof SearchingRouteSchema>>({
    name: 'route_decision',
    description: 'Whether this turn needs a tool, and the direct answer when it does not.',
    schema: canSearch ? SearchingRouteSchema : ModelRouteSchema,
    system: canSearch ? `${SYSTEM} ${SEARCH}` : SYSTEM,
    messages: [{ role: 'user', content: routerPrompt(packet, view, inventory) }],
  });
}

function routerPrompt(packet: Packet, view: ModelView, inventory: number): string {
  const history = packet.turn.history.slice(-6).map((m) => `${m.role}: ${clipText(m.content, 1_000)}`);
  const tools = view.tools.map((t) => `- ${t.name}: ${clipText(t.description ?? '', 300)}`);
  const heading =
    inventory === 0
      ? 'Tools: none are available.'
      : view.whole
        ? `Tools (${view.tools.length}):`
        : `Tools that may fit (${view.tools.length} of ${inventory}):`;
  return [
    history.length > 0 ? `Conversation so far:\n${history.join('\n')}` : '',
    packet.turn.historySummary ? `Earlier: ${packet.turn.historySummary}` : '',
    [heading, ...tools].join('\n'),
    `User message:\n${packet.turn.message}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
