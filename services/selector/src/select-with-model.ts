import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { clipText, type Packet, type Plan, type PlanStep, qualifiedToolName, TEXT_LIMITS } from '@switchyard/packet-schema';
import {
  learningScope,
  lookupOffer,
  modelView,
  NO_MODEL_ANSWER,
  searchInventory,
  TOOL_CHOICE_DOUBTS,
  type ModelView,
  type ToolSpec,
} from '@switchyard/local-engine';
import type { ModelStepRecord, StageModel } from '@switchyard/models';
import { reliedHints, type ToolDescriptor } from '@switchyard/tools';
import { selectLocalDecision, type SelectPlanOptions } from './select-plan.js';
import { planSteps } from './plan-steps.js';

const SYSTEM = [
  'You are the tool selector of an assistant. Choose the calls, from the listed tools only, that do what the user asks,',
  "and fill their arguments from the message and the conversation, following each tool's parameter schema.",
  'Choose no call when none fits. Answer through the tool_selection tool.',
].join(' ');
const SEARCH = [
  'Only some of the tools are listed. If none of them fits but another tool might, leave calls empty and set',
  'searchTools to a few words for the tool you need: the whole inventory is searched once and you choose again.',
].join(' ');

/** What the model may be shown: `modelView` sizes it (`thresholds.modelView`, the shortlist past it). */
export interface ModelSelectOptions extends SelectPlanOptions {
  modelView: { maxTools: number; maxTokens: number };
  /** The reviewer's gate: without a model, a plan below it is offered for a yes rather than refused. */
  confidenceGate?: number;
}

/** What the model chose before, per tenant-and-catalog scope: in this process (`LearnedChoices`) or shared (`SharedLearning`). */
export interface ModelChoiceMemory {
  recall(scope: string, message: string): string[] | undefined;
  /** Whether the model made exactly the engine's calls for messages of this form, and never other ones. */
  engineAgreed(scope: string, message: string): boolean;
  /** `engineTools`: the engine's own (doubted) choice; `sameCalls`: the model's calls were exactly the engine's. */
  record(scope: string, message: string, tools: readonly string[], engineTools?: readonly string[], sameCalls?: boolean): void | Promise<void>;
}

/** What the model chose before, and the tenant whose record a turn reads and teaches (the owner record's, never the packet's claim). */
export interface LearningContext {
  memory: ModelChoiceMemory;
  tenant: string | undefined;
}

/** The answer schema for one view of the tools: the model may name only the tools it was shown, and search only when it may. */
export function selectionSchema(toolNames: [string, ...string[]], canSearch = true) {
  const answer = z.object({
    calls: z
      .array(
        z.object({
          tool: z.enum(toolNames),
          arguments: z.record(z.string(), z.unknown()),
          why: z.string().max(TEXT_LIMITS.short),
          confidence: z.number().min(0).max(1),
        }),
      )
      .max(10),
    confidence: z.number().min(0).max(1),
    reasoning: z.string().max(4_000),
  });
  const searching = answer.extend({
    searchTools: z.string().max(200).optional().describe('words to search the whole tool inventory with, when no listed tool fits (calls empty)'),
  });
  return canSearch ? searching : (answer as typeof searching);
}

/**
 * The selector's plan with a model behind it: the local plan stands when the
 * stage is local (or confident enough in a cascade); otherwise the model
 * chooses among its view of the tools (`modelView`: all of them within the
 * budget, else the best-ranked that fit it and one search of the whole inventory). Without
 * a model, a plan the engine is not sure of is offered, not run. A model that
 * fails twice degrades to a plan with no steps, noted in the packet.
 */
export async function selectWithModel(
  packet: Packet,
  specs: ToolSpec[],
  byName: Map<string, ToolDescriptor>,
  options: ModelSelectOptions,
  model: StageModel,
  learning?: LearningContext,
): Promise<{ plan: Plan; offerWhy?: string } & ModelStepRecord> {
  const started = performance.now();
  const { plan: local, aloneConfidence, neverAlone, tools: localTools, handOver, complete } = selectLocalDecision(packet, specs, byName, options);
  if (!model.usesModel) {
    const unsure = offerWhenUnsure(local, packet, model, { alone: aloneConfidence, neverAlone, gate: options.confidenceGate ?? 0 }, complete);
    // A lookup is an offer too: none where offers are turned off (`offerThreshold: 0`).
    const plan = unsure.steps.length === 0 && model.offers() ? (offerLookup(packet, specs, byName) ?? unsure) : unsure;
    return { plan, ...(plan.offered ? { offerWhy: offerReason(plan, packet, model, { alone: aloneConfidence, neverAlone }, byName) } : {}), usage: [] };
  }
  if (model.localDecides(aloneConfidence, 'tool', neverAlone)) return { plan: local, usage: model.localUsage(performance.now() - started) };
  const learned = learning?.memory;
  const scope = learning && model.cascade ? learningScope(learning.tenant, specs) : undefined;
  if (learned && scope && !neverAlone && repeatsModel(learned.recall(scope, packet.turn.message), localTools, handOver)) {
    // Only doubts about which tool (not about any argument) are settled by what the model chose before; never a
    // decision the engine must hand over (a message it reads poorly reads its arguments poorly too).
    const reasoning = clipText(`${local.reasoning} The model chose the same tools for requests of this form before.`, 4_000);
    return { plan: { ...local, reasoning }, usage: model.localUsage(performance.now() - started) };
  }
  if (learned && scope && local.steps.length > 0 && learned.engineAgreed(scope, packet.turn.message)) {
    // The model made exactly these calls for a request of this form before: its agreement settles any doubt.
    const reasoning = clipText(`${local.reasoning} The model made the same calls for a request of this form before.`, 4_000);
    return { plan: { ...local, reasoning }, usage: model.localUsage(performance.now() - started) };
  }
  const failed = new Set<string>((packet.execution?.steps ?? []).filter((s) => !s.ok).map((s) => qualifiedToolName(s)));
  const candidates = specs.filter((s) => !failed.has(s.name));
  const view = modelView(packet.turn.message, candidates, { ...options.modelView, shortlist: options.shortlist });
  if (view.tools.length === 0) return { plan: local, usage: [] };
  let answer = await askModel(model, packet, view);
  // One search of the whole inventory when the model, shown part of it, says no listed tool fits.
  const search = !view.whole && answer.ok && answer.value.calls.length === 0 ? answer.value.searchTools?.trim() : undefined;
  if (answer.ok && search) {
    const found = searchInventory(search, candidates, view.tools, options.shortlist);
    if (found.length > 0) {
      const again = await askModel(model, packet, { tools: [...found, ...view.tools], whole: false }, false);
      answer = { ...again, usage: [...answer.usage, ...again.usage] };
    }
  }
  if (!answer.ok) {
    return {
      plan: { steps: [], confidence: 0, reasoning: clipText(`tools were unavailable: ${answer.reason}`, 4_000), alternatives: [], decidedBy: 'rule' },
      usage: answer.usage,
      degradation: { stage: 'selector', reason: answer.reason, fallback: 'direct answer noting tools were unavailable' },
    };
  }
  if (learned && scope) {
    const sameCalls = sameCallsAs(local, answer.value.calls, byName);
    await learned.record(
      scope,
      packet.turn.message,
      answer.value.calls.map((call) => call.tool),
      localTools,
      sameCalls,
    );
  }
  const steps = planSteps(answer.value.calls, byName, packet);
  const chosen = new Set(answer.value.calls.map((c) => c.tool));
  const alternatives = local.alternatives.filter((a) => !chosen.has(qualifiedToolName(a)) && !chosen.has(a.tool));
  return {
    plan: {
      steps,
      confidence: answer.value.confidence,
      reasoning: answer.value.reasoning,
      alternatives,
      decidedBy: model.settings.provider === 'openai' ? 'openai' : 'anthropic',
    },
    usage: answer.usage,
  };
}

/** `canSearch`: the model was shown part of the inventory and has not searched yet. */
function askModel(model: StageModel, packet: Packet, view: ModelView, canSearch = !view.whole) {
  const [first, ...rest] = view.tools.map((t) => t.name) as [string, ...string[]];
  return model.answer({
    name: 'tool_selection',
    description: 'The tool calls that do what the user asks, with their arguments.',
    schema: selectionSchema([first, ...rest], canSearch),
    system: canSearch ? `${SYSTEM} ${SEARCH}` : SYSTEM,
    messages: [{ role: 'user', content: selectorPrompt(packet, view.tools) }],
  });
}

/** The engine's trust in its own plan: the whole decision's probability, and whether it must hand it over regardless. */
interface LocalTrust {
  alone: number;
  neverAlone: boolean;
}

/**
 * Without a model, a plan the engine is not sure of (the route's or the
 * selection's confidence below the decide-alone gate) is offered to the user
 * when it could run as it stands: the reviewer asks before anything runs. A
 * "no tool" the router passed on is only ever offered (when the router was
 * sure of it, only calls whose own confidence reaches the offer threshold),
 * and keeps its own answer when there is no such plan (an empty plan: the
 * composer gives the route's answer).
 */
function offerWhenUnsure(local: Plan, packet: Packet, model: StageModel, confidence: LocalTrust & { gate: number }, complete: boolean): Plan {
  // A "no tool" the router passed on (it keeps its own answer) is only ever offered: the engine did not decide to use a tool.
  const passedOn = packet.route?.directAnswer !== undefined;
  // Calls the reviewer's gate would refuse are as unsure as a doubted whole decision: asking beats refusing.
  // (Not where offers are turned off, `offerThreshold: 0`: then the engine takes every plan itself, as asked.)
  const belowGate = model.offers() && local.confidence < confidence.gate;
  const route = packet.route;
  const doubted = model.offersInstead(Math.min(route?.confidence ?? 1, confidence.alone), route?.neverAlone === true || confidence.neverAlone);
  if (!passedOn && !belowGate && !doubted) return local;
  // Where the router was sure no tool is needed, only calls the engine is sure of are worth the question.
  const worthAsking = !passedOn || model.offersInstead(route?.confidence ?? 1, route?.neverAlone) || !model.offersInstead(local.confidence);
  if (complete && worthAsking) return { ...local, offered: true };
  return passedOn ? { ...local, steps: [] } : local;
}

/**
 * Why an offered plan waits for a yes, for the timeline: the engine's doubt (the least sure of the route, the whole
 * decision and the calls, when below the offer threshold) and calls that change things, which wait for a yes anyway.
 */
function offerReason(plan: Plan, packet: Packet, model: StageModel, trust: LocalTrust, byName: Map<string, ToolDescriptor>): string {
  const doubt = Math.min(packet.route?.confidence ?? 1, trust.alone, plan.confidence);
  const changing = [...new Set(plan.steps.map((s) => qualifiedToolName(s)).filter((name) => reliedHints(byName.get(name))?.readOnlyHint !== true))];
  const handedOver = trust.neverAlone || packet.route?.neverAlone === true;
  const reasons = [
    ...(model.offersInstead(doubt)
      ? [`not sure enough of the whole request (confidence ${doubt.toFixed(3)}, below ${model.offerThreshold().toFixed(3)}) to run it unasked`]
      : handedOver
        ? [`a request the engine reads poorly or of a kind it never runs unasked, whatever its confidence (${doubt.toFixed(3)})`]
        : []),
    ...(changing.length > 0
      ? [`${changing.join(', ')} ${changing.length === 1 ? 'changes things, so it waits' : 'change things, so they wait'} for a yes`]
      : []),
  ];
  return reasons.join('; ') || 'not sure enough of the whole request to run it unasked';
}

/**
 * Where the reply would be the engine's "no language model" answer, a read-only lookup that might answer instead
 * (the memory searched for a person the user named, a folder named by the question listed) is offered as a question.
 */
function offerLookup(packet: Packet, specs: ToolSpec[], byName: Map<string, ToolDescriptor>): Plan | undefined {
  if (packet.route?.directAnswer !== NO_MODEL_ANSWER) return undefined;
  const call = lookupOffer({ message: packet.turn.message, history: packet.turn.history, tools: specs });
  if (!call) return undefined;
  const steps = planSteps([{ tool: call.tool, arguments: call.arguments, why: call.why }], byName, packet);
  if (steps.length === 0) return undefined;
  return {
    steps,
    confidence: call.confidence,
    reasoning: `Nothing asked for a tool; ${call.why} might answer.`,
    alternatives: [],
    decidedBy: 'local',
    offered: true,
  };
}

/** Whether the model's calls are the local plan's, one to one: same tools, same argument values. */
function sameCallsAs(local: Plan, calls: readonly { tool: string; arguments: Record<string, unknown> }[], byName: Map<string, ToolDescriptor>): boolean {
  // The calls the local plan was for: a step another one depends on only prepares it (the engine plans no other order),
  // and a step that settles another (`-then`) serves it.
  const settles = (step: PlanStep): boolean => step.id.endsWith('-then');
  const asked = local.steps.filter((step) => !settles(step) && !local.steps.some((other) => !settles(other) && other.dependsOn.includes(step.id)));
  if (asked.length !== calls.length || calls.length === 0) return false;
  const key = (tool: string, args: Record<string, unknown>) => `${tool}\n${canonical(args)}`;
  const made = calls.map((call) => key(byName.get(call.tool)?.name ?? call.tool, call.arguments)).sort();
  const planned = asked.map((step) => key(step.tool, step.arguments)).sort();
  return made.every((k, i) => k === planned[i]);
}

/** JSON with object keys sorted, so equal values compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The local plan repeats the model's earlier choice, and the engine doubted only the choice of tool. */
function repeatsModel(remembered: string[] | undefined, localTools: readonly string[], handOver: readonly string[]): boolean {
  if (!remembered || remembered.length === 0 || localTools.length === 0) return false;
  const local = new Set(localTools);
  return remembered.length === local.size && remembered.every((tool) => local.has(tool)) && handOver.every((reason) => TOOL_CHOICE_DOUBTS.has(reason));
}

function selectorPrompt(packet: Packet, shortlist: ToolSpec[]): string {
  const tools = shortlist.map((t) =>
    [`### ${t.name}`, clipText(t.description ?? '', 1_000), `parameters: ${JSON.stringify(t.parameters ?? { type: 'object' })}`].join('\n'),
  );
  const history = packet.turn.history.slice(-6).map((m) => `${m.role}: ${clipText(m.content, 1_000)}`);
  const failed = (packet.execution?.steps ?? []).filter((s) => !s.ok).map((s) => `${s.server}.${s.tool}: ${s.error?.message ?? 'failed'}`);
  return [
    `Tools:\n${tools.join('\n\n')}`,
    history.length > 0 ? `Conversation so far:\n${history.join('\n')}` : '',
    failed.length > 0 ? `Already tried and failed:\n${failed.join('\n')}` : '',
    `User message:\n${packet.turn.message}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
