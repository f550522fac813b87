import type { Packet, StageName } from '@switchyard/packet-schema';
import { metrics } from './metrics.js';
import { destinationOf } from './pipeline.js';
import type { StageResult } from './stage.js';
import { withSpan, withStageSpan } from './tracing.js';

/**
 * Runs a stage's handler in the stage's span (child of the turn through the
 * packet's traceparent) and notes what it decided: next stage, approval
 * requests and reinjections as span events, degraded outcomes as a metric.
 */
export function traceStage(stage: StageName, packet: Packet, attempt: number, handle: () => Promise<StageResult>): Promise<StageResult> {
  return withStageSpan(stage, packet, attempt, handle, (span, result) => {
    // A span the sampler left out records nothing: only the degraded count is wanted then.
    if (!span.isRecording()) {
      if (isDegraded(packet, result)) metrics.degraded.inc({ stage });
      return;
    }
    const next = destinationOf(stage, result.edge);
    span.setAttributes({ 'switchyard.edge': result.edge, 'switchyard.next': next, 'switchyard.note': result.note });
    if (next === 'park') span.addEvent('approval requested', { 'switchyard.steps': result.packet.approval?.steps.length ?? 0 });
    const reinjections = result.packet.reinjection?.count ?? 0;
    if (reinjections > (packet.reinjection?.count ?? 0)) span.addEvent('reinjection', { 'switchyard.reinjection': reinjections });
    if (isDegraded(packet, result)) {
      span.setAttribute('switchyard.degraded', true);
      metrics.degraded.inc({ stage });
    }
  });
}

/** The visit ended with an error noted on the packet, or a tool step it ran failed. */
function isDegraded(before: Packet, result: StageResult): boolean {
  if (result.packet.status?.error) return true;
  const steps = result.packet.execution?.steps ?? [];
  for (let i = before.execution?.steps.length ?? 0; i < steps.length; i += 1) if (!steps[i]!.ok) return true;
  return false;
}

/** What a tool call reports about itself (the executor's step result). */
export interface TracedToolResult {
  isError: boolean;
  cached?: boolean;
  attempts?: number;
  dryRun?: boolean;
}

/** One MCP tool call as a span (server, tool, attempts, cached) and in `switchyard_tool_calls_total`. */
export function traceToolCall<T extends TracedToolResult>(server: string, tool: string, call: () => Promise<T>): Promise<T> {
  return withSpan(`tool ${server}.${tool}`, { 'switchyard.tool.server': server, 'switchyard.tool.name': tool }, async (span) => {
    let result: T;
    try {
      result = await call();
    } catch (error) {
      metrics.toolCalls.inc({ server, tool, outcome: 'thrown' });
      throw error;
    }
    const outcome = result.dryRun ? 'dry_run' : result.cached ? 'cached' : result.isError ? 'error' : 'ok';
    span.setAttributes({
      'switchyard.tool.attempts': result.attempts ?? 1,
      'switchyard.tool.cached': result.cached === true,
      'switchyard.tool.outcome': outcome,
    });
    metrics.toolCalls.inc({ server, tool, outcome });
    if (result.cached) metrics.cacheHits.inc({ server, tool });
    return result;
  });
}

/** What a model call reports: token counts when the provider gives them. */
export interface ModelCallUsage {
  inputTokens?: number;
  outputTokens?: number;
}

/**
 * One model call as a span (provider, model, tokens under the GenAI names) and
 * in `switchyard_model_calls_total` / `switchyard_model_tokens_total`.
 */
export function traceModelCall<T>(
  labels: { stage: string; provider: string; model: string },
  call: () => Promise<T>,
  usageOf: (value: T) => ModelCallUsage = () => ({}),
): Promise<T> {
  const attributes = { 'gen_ai.system': labels.provider, 'gen_ai.request.model': labels.model, 'switchyard.stage': labels.stage };
  return withSpan(`model ${labels.stage}`, attributes, async (span) => {
    const value = await call();
    const usage = usageOf(value);
    if (usage.inputTokens !== undefined) span.setAttribute('gen_ai.usage.input_tokens', usage.inputTokens);
    if (usage.outputTokens !== undefined) span.setAttribute('gen_ai.usage.output_tokens', usage.outputTokens);
    metrics.modelCall(labels, usage);
    return value;
  });
}
