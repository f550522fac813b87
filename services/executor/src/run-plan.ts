import { performance } from 'node:perf_hooks';
import type { ExecutionStep, PlanStep } from '@switchyard/packet-schema';
import { planStages } from './plan-stages.js';
import { toStepError } from './step-error.js';
import type { ToolCallOutput } from './tool-output.js';

/** Calls one tool; the executor gives the MCP pool, tests may give any function. */
export type CallTool = (step: PlanStep) => Promise<ToolCallOutput>;

/**
 * Runs a plan stage by stage, each stage's steps concurrently. A step whose
 * dependency failed is not called: it is recorded as skipped with the reason.
 */
export async function runPlan(steps: PlanStep[], callTool: CallTool): Promise<ExecutionStep[]> {
  const records = new Map<string, ExecutionStep>();
  for (const stage of planStages(steps)) {
    const results = await Promise.all(stage.map((step) => runStep(step, records, callTool)));
    for (const record of results) records.set(record.stepId, record);
  }
  return steps.map((s) => records.get(s.id) as ExecutionStep);
}

async function runStep(step: PlanStep, done: Map<string, ExecutionStep>, callTool: CallTool): Promise<ExecutionStep> {
  const base = { stepId: step.id, server: step.server, tool: step.tool, arguments: step.arguments };
  const failedDep = step.dependsOn.find((id) => !done.get(id)?.ok);
  if (failedDep) {
    return {
      ...base,
      ok: false,
      error: { code: 'skipped', message: `not run: step ${failedDep} it depends on failed`, retryable: false },
      elapsedMs: 0,
      attempts: 0,
    };
  }
  const started = performance.now();
  try {
    const output = await callTool(step);
    const elapsedMs = Math.round(performance.now() - started);
    return {
      ...base,
      ok: !output.isError,
      output: output.text,
      ...(output.structured !== undefined ? { structured: output.structured } : {}),
      ...(output.dryRun ? { dryRun: true } : {}),
      ...(output.isError ? { error: { code: 'tool_error', message: output.text.slice(0, 4_000), retryable: false } } : {}),
      elapsedMs,
      attempts: 1,
    };
  } catch (error) {
    return { ...base, ok: false, error: toStepError(error), elapsedMs: Math.round(performance.now() - started), attempts: 1 };
  }
}
