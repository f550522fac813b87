import { clipText, type Packet, type Plan, qualifiedToolName, TEXT_LIMITS } from '@switchyard/packet-schema';
import { selectCalls, type ToolSpec } from '@switchyard/local-engine';
import type { Demotion, ToolDescriptor } from '@switchyard/tools';
import { planSteps } from './plan-steps.js';

export interface SelectPlanOptions {
  shortlist: number;
  /** Tools that lose rank to a healthier equivalent (from the live tool stats, see `demotedTools`). */
  demoted?: Demotion[];
}

/**
 * The selector's plan for a packet: shortlist the tools, choose calls and fill
 * their arguments. Tools that already failed in an earlier round are left out,
 * so a reinjected turn tries the alternatives.
 */
export function selectPlan(packet: Packet, specs: ToolSpec[], byName: Map<string, ToolDescriptor>, options: SelectPlanOptions): Plan {
  return selectLocalDecision(packet, specs, byName, options).plan;
}

/**
 * The local plan, the engine's trust in taking it without a model (`Selection.aloneConfidence`, and `neverAlone` when it
 * must not whatever that says), and whether its calls are complete.
 */
export function selectLocalDecision(
  packet: Packet,
  specs: ToolSpec[],
  byName: Map<string, ToolDescriptor>,
  options: SelectPlanOptions,
): { plan: Plan; aloneConfidence: number; neverAlone: boolean; tools: string[]; handOver: string[]; complete: boolean } {
  const failed = new Set<string>((packet.execution?.steps ?? []).filter((s) => !s.ok).map((s) => qualifiedToolName(s)));
  const demoted = (options.demoted ?? []).filter((d) => !failed.has(d.preferred));
  const passedOver = new Set(demoted.map((d) => d.tool));
  const candidates = failed.size + passedOver.size > 0 ? specs.filter((s) => !failed.has(s.name) && !passedOver.has(s.name)) : specs;
  const selection = selectCalls({
    message: packet.turn.message,
    history: packet.turn.history,
    tools: candidates,
    shortlist: options.shortlist,
  });
  const steps = planSteps(
    selection.calls.map((call) => ({
      tool: call.tool,
      arguments: call.arguments,
      why: call.missing.length > 0 ? `${call.why} (missing: ${call.missing.join(', ')})` : call.why,
      ...(call.prepare ? { prepare: call.prepare } : {}),
      ...(call.settle ? { settle: call.settle } : {}),
      ...(call.takesOutput ? { takesOutput: call.takesOutput } : {}),
      ...(call.takesFoundPath ? { takesFoundPath: call.takesFoundPath } : {}),
      ...(call.wordedFacts ? { wordedFacts: call.wordedFacts } : {}),
    })),
    byName,
    packet,
  );
  const alternatives = selection.alternatives.flatMap((alt) => {
    const tool = byName.get(alt.tool);
    return tool ? [{ server: tool.server, tool: tool.name, confidence: alt.confidence, why: clipText(alt.why, TEXT_LIMITS.short) }] : [];
  });
  const plan: Plan = {
    steps,
    confidence: selection.confidence,
    reasoning: clipText([selection.reasoning, ...demoted.map((d) => `passed over ${d.tool} for ${d.preferred}: ${d.reason}`)].join('; '), 4_000),
    alternatives: alternatives.slice(0, 20),
    decidedBy: 'local',
  };
  return {
    plan,
    aloneConfidence: selection.aloneConfidence,
    neverAlone: selection.neverAlone,
    tools: selection.calls.map((call) => call.tool),
    handOver: selection.handOver ?? [],
    // Every call has what its schema requires: a plan that could run as it stands.
    complete: selection.calls.length > 0 && selection.calls.every((call) => call.missing.length === 0),
  };
}
