import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { clipText, type Packet, type Plan } from '@switchyard/packet-schema';
import { shortlistTools, type ToolSpec } from '@switchyard/local-engine';
import type { ModelStepRecord, StageModel } from '@switchyard/models';
import type { ToolDescriptor } from '@switchyard/runtime';
import { selectLocalDecision, type SelectPlanOptions } from './select-plan.js';
import { planSteps } from './plan-steps.js';

const SYSTEM = [
  'You are the tool selector of an assistant. Choose the calls, from the listed tools only, that do what the user asks,',
  'and fill their arguments from the message and the conversation, following each tool\'s parameter schema.',
  'Choose no call when none fits. Answer through the tool_selection tool.',
].join(' ');

/** The answer schema for one shortlist: the model may name only the tools it was shown. */
export function selectionSchema(toolNames: [string, ...string[]]) {
  return z.object({
    calls: z
      .array(
        z.object({
          tool: z.enum(toolNames),
          arguments: z.record(z.string(), z.unknown()),
          why: z.string().max(2_000),
          confidence: z.number().min(0).max(1),
        }),
      )
      .max(10),
    confidence: z.number().min(0).max(1),
    reasoning: z.string().max(4_000),
  });
}

/**
 * The selector's plan with a model behind it: the local plan stands when the
 * stage is local (or confident enough in a cascade); otherwise the model
 * chooses among the top-k of the local ranking, never the whole inventory. A
 * model that fails twice degrades to a plan with no steps, noted in the packet.
 */
export async function selectWithModel(
  packet: Packet,
  specs: ToolSpec[],
  byName: Map<string, ToolDescriptor>,
  options: SelectPlanOptions,
  model: StageModel,
): Promise<{ plan: Plan } & ModelStepRecord> {
  const started = performance.now();
  const { plan: local, aloneConfidence } = selectLocalDecision(packet, specs, byName, options);
  if (model.localDecides(aloneConfidence)) return { plan: local, usage: model.localUsage(performance.now() - started) };
  const failed = new Set((packet.execution?.steps ?? []).filter((s) => !s.ok).map((s) => `${s.server}.${s.tool}`));
  const shortlist = shortlistTools(packet.turn.message, specs.filter((s) => !failed.has(s.name)), options.shortlist);
  const [first, ...rest] = shortlist.map((t) => t.name);
  if (first === undefined) return { plan: local, usage: [] };
  const answer = await model.answer({
    name: 'tool_selection',
    description: 'The tool calls that do what the user asks, with their arguments.',
    schema: selectionSchema([first, ...rest]),
    system: SYSTEM,
    messages: [{ role: 'user', content: selectorPrompt(packet, shortlist) }],
  });
  if (!answer.ok) {
    return {
      plan: { steps: [], confidence: 0, reasoning: clipText(`tools were unavailable: ${answer.reason}`, 4_000), alternatives: [], decidedBy: 'rule' },
      usage: answer.usage,
      degradation: { stage: 'selector', reason: answer.reason, fallback: 'direct answer noting tools were unavailable' },
    };
  }
  const steps = planSteps(answer.value.calls, byName, packet);
  const chosen = new Set(answer.value.calls.map((c) => c.tool));
  const alternatives = local.alternatives.filter((a) => !chosen.has(`${a.server}.${a.tool}`) && !chosen.has(a.tool));
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
