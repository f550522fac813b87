import { specTypeSchemas, type CallToolResult, type Client, type RequestOptions } from '@modelcontextprotocol/client';
import type { StartedTask } from './run-plan.js';

/** The MCP task calls the executor makes (tasks are an extension of the protocol: requests with their own result schemas). */

/** `tools/call` as a task: the server answers at once with the task it started. */
export async function startToolTask(client: Client, tool: string, args: Record<string, unknown>, ttlMs: number, options: RequestOptions): Promise<StartedTask> {
  const created = await client.request(
    { method: 'tools/call', params: { name: tool, arguments: args, task: { ttl: ttlMs } } },
    specTypeSchemas.CreateTaskResult,
    options,
  );
  return taskState(created.task);
}

/** `tasks/get`: where the task is now. */
export async function getTask(client: Client, taskId: string, options: RequestOptions): Promise<StartedTask> {
  return taskState(await client.request({ method: 'tasks/get', params: { taskId } }, specTypeSchemas.GetTaskResult, options));
}

/** `tasks/result`: the tool's result once the task ended; while it waits for input, the server's questions arrive during it. */
export async function getTaskResult(client: Client, taskId: string, options: RequestOptions): Promise<CallToolResult> {
  return client.request({ method: 'tasks/result', params: { taskId } }, specTypeSchemas.CallToolResult, options);
}

/** `tasks/cancel`. */
export async function cancelTask(client: Client, taskId: string, options: RequestOptions): Promise<void> {
  await client.request({ method: 'tasks/cancel', params: { taskId } }, specTypeSchemas.CancelTaskResult, options);
}

function taskState(task: {
  taskId: string;
  status: StartedTask['status'];
  statusMessage?: string | undefined;
  pollInterval?: number | undefined;
  createdAt: string;
}): StartedTask {
  return {
    taskId: task.taskId,
    status: task.status,
    ...(task.statusMessage ? { statusMessage: task.statusMessage.slice(0, 2_000) } : {}),
    pollIntervalMs: Math.max(0, Math.round(task.pollInterval ?? 1_000)),
    createdAt: new Date(task.createdAt).toISOString(),
  };
}
