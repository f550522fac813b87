import type { Transport } from '@modelcontextprotocol/client';

/** Where a task handle rides once unwrapped (a `_meta` key of ours, never sent to a server). */
export const TASK_HANDLE_KEY = 'switchyard/task-handle';

/** The task a server started in lieu of a call's result (`io.modelcontextprotocol/tasks`, 2026-07-28). */
export interface TaskHandleWire {
  taskId: string;
  status: string;
  statusMessage?: string;
  pollIntervalMs?: number;
  createdAt?: string;
  [key: string]: unknown;
}

/**
 * On 2026-07-28 a server may answer any request with `resultType: "task"` (the tasks extension),
 * which the SDK's result decoding refuses as a kind it cannot consume and drops. Before it decodes,
 * such a result is rewritten into an error-marked, empty call result that carries the handle under
 * TASK_HANDLE_KEY, so the call that asked can follow the task (see ModernTask). Installed after
 * `connect`, like the other inbound shims.
 */
export function taskHandlesAsResults(transport: Transport): void {
  const deliver = transport.onmessage;
  if (!deliver) return;
  transport.onmessage = (message, extra) => {
    const result = 'result' in message ? (message.result as Record<string, unknown> | undefined) : undefined;
    if (result?.resultType !== 'task' || typeof result.taskId !== 'string') return deliver(message, extra);
    const { resultType: _task, _meta, ...handle } = result;
    const meta = _meta && typeof _meta === 'object' ? (_meta as Record<string, unknown>) : {};
    // isError keeps the SDK's output-schema check off this stand-in; the caller replaces it with the task's result.
    const standIn = { resultType: 'complete', content: [], isError: true, _meta: { ...meta, [TASK_HANDLE_KEY]: handle } };
    deliver({ ...message, result: standIn } as typeof message, extra);
  };
}

/** The task handle a call's result stands in for, if it does. */
export function taskHandleOf(result: { _meta?: Record<string, unknown> | undefined }): TaskHandleWire | undefined {
  const handle = result._meta?.[TASK_HANDLE_KEY];
  return handle && typeof handle === 'object' ? (handle as TaskHandleWire) : undefined;
}
