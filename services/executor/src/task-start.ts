import type { PlanStep } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import type { McpConnection } from './mcp-connection.js';
import type { StepCallContext, StepCallResult } from './run-plan.js';
import { startToolTask } from './task-client.js';

/** Whether a step's call runs as an MCP task: its tool supports tasks, tasks are on, and it is the step's own call (not a fallback). */
export function runsAsTask(step: PlanStep, ctx: StepCallContext, tool: ToolDescriptor, config: SwitchyardConfig): boolean {
  return tool.taskSupport !== undefined && config.executor.tasks.enabled && step.id === ctx.planned.stepId;
}

/**
 * Starts the step's call as a task and returns at once: the record waits for a later
 * visit of the executor, which polls the task. The session is recorded for servers that
 * scope tasks to one (Streamable HTTP), so another executor process can reach it.
 */
export async function startStepTask(
  connection: McpConnection,
  step: PlanStep,
  ctx: StepCallContext,
  config: SwitchyardConfig,
  timeoutMs: number,
): Promise<StepCallResult> {
  const { client, sessionId } = await connection.session();
  const task = await startToolTask(client, step.tool, step.arguments, config.executor.tasks.ttlMs, { signal: ctx.signal, timeout: timeoutMs });
  return { text: '', isError: false, attempts: 1, task: { ...task, ...(sessionId ? { sessionId } : {}) } };
}
