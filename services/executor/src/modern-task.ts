import type { CallToolResult, Client } from '@modelcontextprotocol/client';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { TaskHandleWire } from './task-handles.js';

/** The tasks extension of protocol revision 2026-07-28. */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** Polls at the server's interval, within these bounds (a server cannot make us spin, nor stall a call). */
const MIN_POLL_MS = 50;
const MAX_POLL_MS = 5_000;
/** How long the `tasks/cancel` of an aborted call may take. */
const CANCEL_TIMEOUT_MS = 5_000;

/** `tasks/get`: the detailed task (its result once completed, its input requests while it waits for input). */
const DetailedTaskSchema = z.looseObject({
  taskId: z.string(),
  status: z.string(),
  statusMessage: z.string().optional(),
  pollIntervalMs: z.number().optional(),
  inputRequests: z.record(z.string(), z.unknown()).optional(),
  result: z.looseObject({}).optional(),
  error: z.looseObject({ code: z.number().optional(), message: z.string().optional() }).optional(),
});
const AcknowledgedSchema = z.looseObject({});

export interface FollowedTask {
  signal: AbortSignal;
  /** Each answer of the server restarts the call's idle timer. */
  heard: () => void;
  /** Answers a waiting task's input requests the way a call's are answered. */
  fulfil: (inputRequests: Record<string, unknown>) => Promise<Record<string, unknown>>;
  timeoutMs: number;
  /** The call's trace context, sent on each of the task's requests too. */
  meta?: Record<string, string>;
}

/**
 * Follows a task a server started in lieu of a call's result, within the call: `tasks/get` at the
 * server's poll interval until it ends, its input requests answered (`tasks/update`) through the
 * call's question path. The call's signal aborting cancels the task (`tasks/cancel`). A failed or
 * cancelled task is the call's error result, as a failed call's would be.
 */
export async function followTask(client: Client, handle: TaskHandleWire, call: FollowedTask): Promise<CallToolResult> {
  const request = { timeout: call.timeoutMs, signal: call.signal };
  const meta = call.meta ? { _meta: call.meta } : {};
  let task: z.infer<typeof DetailedTaskSchema> = { ...handle };
  try {
    for (;;) {
      switch (task.status) {
        case 'completed':
          return (task.result ?? { content: [] }) as CallToolResult;
        case 'failed':
          return errorResult(`task ${task.taskId} failed: ${task.error?.message ?? task.statusMessage ?? 'no reason given'}`);
        case 'cancelled':
          return errorResult(`task ${task.taskId} was cancelled${task.statusMessage ? `: ${task.statusMessage}` : ''}`);
        case 'input_required':
          if (task.inputRequests && Object.keys(task.inputRequests).length > 0) {
            const inputResponses = await call.fulfil(task.inputRequests);
            await client.request({ method: 'tasks/update', params: { taskId: task.taskId, inputResponses, ...meta } }, AcknowledgedSchema, request);
            call.heard();
            break;
          }
          await sleep(pollMs(task.pollIntervalMs), undefined, { signal: call.signal });
          break;
        default:
          await sleep(pollMs(task.pollIntervalMs), undefined, { signal: call.signal });
      }
      task = await client.request({ method: 'tasks/get', params: { taskId: task.taskId, ...meta } }, DetailedTaskSchema, request);
      call.heard();
    }
  } catch (error) {
    // Not left running for nobody: an aborted call's task is cancelled (its own signal is gone, so a fresh bound).
    if (!call.signal.aborted) throw error;
    await client
      .request({ method: 'tasks/cancel', params: { taskId: task.taskId, ...meta } }, AcknowledgedSchema, { timeout: CANCEL_TIMEOUT_MS })
      .catch(() => undefined);
    // Why the call ended (its timeout, the turn's cancel), not the wait's own AbortError.
    throw call.signal.reason ?? error;
  }
}

const pollMs = (interval: number | undefined) => Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, Math.round(interval ?? 1_000)));
const errorResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });
