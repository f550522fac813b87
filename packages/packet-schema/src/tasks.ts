import { z } from 'zod';

/** MCP task statuses (`tasks/get`). */
export const TASK_STATUSES = ['working', 'input_required', 'completed', 'failed', 'cancelled'] as const;

/**
 * A tool call running as an MCP task on its server: what an executor needs to poll it,
 * fetch its result or cancel it, whichever executor process takes the packet next.
 */
export const TaskHandleSchema = z.object({
  /** The plan step the call belongs to. */
  stepId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  server: z.string().min(1).max(200),
  tool: z.string().min(1).max(200),
  /** The call's arguments as sent (its `$ref`s resolved). */
  arguments: z.record(z.string(), z.unknown()),
  taskId: z.string().min(1).max(500),
  /** The MCP session the task belongs to, for a server that scopes tasks to sessions (Streamable HTTP). */
  sessionId: z.string().min(1).max(500).optional(),
  /** The server's suggested poll interval (before the executor's clamps). */
  pollIntervalMs: z.number().int().min(0).max(86_400_000),
  createdAt: z.iso.datetime(),
  status: z.enum(TASK_STATUSES),
  statusMessage: z.string().max(2_000).optional(),
  /** When the call started, in ms after the executor began this round's plan. */
  startedAtMs: z.number().nonnegative().optional(),
});
export type TaskHandle = z.infer<typeof TaskHandleSchema>;

/**
 * The executor's round of a plan that waits for tasks. Optional, so packets without it
 * (every packet written before tasks existed) stay valid as they are.
 */
export const TasksSchema = z.object({
  /** When this round's plan began: its turn deadline counts from here, across visits. */
  roundStartedAt: z.iso.datetime(),
  /** Records in `execution.steps` of earlier rounds; this round's follow them. */
  recordsBefore: z.number().int().min(0).max(200),
  /** Executor visits of this round so far; part of the delayed job's id. */
  visits: z.number().int().min(0).max(100_000),
  pending: z.array(TaskHandleSchema).min(1).max(20),
});
export type Tasks = z.infer<typeof TasksSchema>;
