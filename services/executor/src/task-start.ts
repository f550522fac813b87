import type { PlanStep } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import { safeToRepeat } from './call-with-retry.js';
import type { McpConnection } from './mcp-connection.js';
import type { StepCallContext, StepCallResult } from './run-plan.js';
import type { StepLedger } from './step-ledger.js';
import { startToolTask } from './task-client.js';
import { TaskHandleRejectedError } from './task-handle-rejected-error.js';

/** What a packet keeps of a task id (TaskHandleSchema), and the characters a printed id may not hold. */
const MAX_TASK_ID_CHARS = 500;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Refuses a task id the server chose that the turn's packet cannot carry or a reply could not print. */
function checkTaskId(server: string, taskId: string): void {
  if (taskId.length > MAX_TASK_ID_CHARS)
    throw new TaskHandleRejectedError(
      `server ${server} named its task with an id of ${taskId.length} characters (at most ${MAX_TASK_ID_CHARS}); the task was not kept`,
    );
  if (CONTROL.test(taskId)) throw new TaskHandleRejectedError(`server ${server} named its task with an id holding control characters; the task was not kept`);
}

/** Whether a step's call runs as an MCP task: its tool supports tasks, tasks are on, and it is the step's own call (not a fallback). */
export function runsAsTask(step: PlanStep, ctx: StepCallContext, tool: ToolDescriptor, config: SwitchyardConfig): boolean {
  return tool.taskSupport !== undefined && config.executor.tasks.enabled && step.id === ctx.planned.stepId;
}

/** How a task is started: the turn it belongs to, and the ledger that makes its start happen once. */
export interface TaskStartDeps {
  config: SwitchyardConfig;
  ledger: StepLedger;
  packetId: string;
  /** Whether the catalog had the tool from a list marked private (see refuseUnlessOwnListing). */
  listedPrivately: boolean;
}

/**
 * Starts the step's call as a task and returns at once: the record waits for a later
 * visit of the executor, which polls the task. The session is recorded for servers that
 * scope tasks to one (Streamable HTTP), so another executor process can reach it. Through
 * the step ledger: a job run again after its executor died polls the task it started.
 */
export async function startStepTask(
  connection: McpConnection,
  step: PlanStep,
  tool: ToolDescriptor,
  ctx: StepCallContext,
  deps: TaskStartDeps,
  timeoutMs: number,
): Promise<StepCallResult> {
  const task = await deps.ledger.startTask(deps.packetId, step, safeToRepeat(tool), async () => {
    const { client, sessionId } = await connection.session({ tool, listedPrivately: deps.listedPrivately });
    const started = await startToolTask(client, step.tool, step.arguments, deps.config.executor.tasks.ttlMs, { signal: ctx.signal, timeout: timeoutMs });
    checkTaskId(step.server, started.taskId);
    return { ...started, ...(sessionId ? { sessionId } : {}) };
  });
  return { text: '', isError: false, attempts: 1, task };
}
