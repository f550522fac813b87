import { ProtocolError, type CallToolResult, type Client } from '@modelcontextprotocol/client';
import type { ExecutionStep, StepError, TaskHandle } from '@switchyard/packet-schema';
import type { Elicitations, Logger, SwitchyardConfig } from '@switchyard/platform';
import { CallQuestions } from './call-questions.js';
import type { QuestionTally } from './question-tally.js';
import type { McpConnection } from './mcp-connection.js';
import type { McpPool } from './mcp-pool.js';
import type { StepLedger } from './step-ledger.js';
import { outputRecord } from './run-plan.js';
import { cancelTask, getTask, getTaskResult } from './task-client.js';
import { outputMismatch } from './output-schema.js';
import { toolCallOutput } from './tool-output.js';

export interface TaskVisitDeps {
  config: SwitchyardConfig;
  log: Logger;
  pool: McpPool;
  /** What this turn's executors started: a handle it does not hold is not polled, fetched or cancelled. */
  ledger: StepLedger;
  elicitations?: Elicitations;
  /** How many questions each call asked, across the visits of its task. */
  tally: QuestionTally;
}

/** The turn a task belongs to, and its round of plans (a call's questions are counted per step of a round). */
export interface TaskTurn {
  packetId: string;
  round: number;
}

/** What one visit learned of a task: its step's record when it ended, else the handle to poll next time. */
export type TaskVisit = { record: ExecutionStep } | { handle: TaskHandle };

/** After the user answered a task's question, how long `tasks/result` may run on before the visit leaves it to the next poll. */
const AFTER_ANSWER_MS = 1_000;
/** How much longer than the turn deadline the client may wait on its own: the deadline, not a timeout, ends the wait. */
const DEADLINE_GRACE_MS = 1_000;

/**
 * Polls one task (`tasks/get`): a completed task's result (`tasks/result`) becomes its step's
 * record as a call's would (checked against the tool's outputSchema); failed or cancelled is a
 * step error; past the turn deadline, or once the turn is cancelled (`cancel` aborted), it is
 * cancelled (`tasks/cancel`); a task that asks for input puts the question to the turn's user.
 */
export async function visitTask(handle: TaskHandle, deadlineAt: number, turn: TaskTurn, deps: TaskVisitDeps, cancel?: AbortSignal): Promise<TaskVisit> {
  const { packetId } = turn;
  // Before the server hears of it: a task another turn started is none of this turn's business.
  if (!(await deps.ledger.startedTask(packetId, handle))) {
    deps.log.warn({ packetId, step: handle.stepId, server: handle.server, tool: handle.tool }, 'task handle refused: this turn never started that task');
    return failed(handle, {
      code: 'task_unknown',
      message: `step ${handle.stepId} of this turn never started task ${handle.taskId} on ${handle.server}.${handle.tool}: not polled, fetched or cancelled`,
      retryable: false,
    });
  }
  let ended = true;
  try {
    const visit = await pollTask(handle, deadlineAt, turn, deps, cancel);
    ended = 'record' in visit;
    return visit;
  } finally {
    // The call ended (a record, or a throw its round records): its questions past the cap, over all its visits, in one line.
    if (ended) await questionsOf(handle, turn, deps)?.close(deps.log);
  }
}

/** One poll of a task this turn started (see visitTask). */
async function pollTask(handle: TaskHandle, deadlineAt: number, turn: TaskTurn, deps: TaskVisitDeps, cancel?: AbortSignal): Promise<TaskVisit> {
  const connection = deps.pool.get(handle.server);
  if (!connection)
    return failed(handle, {
      code: 'unconfigured_server',
      message: `server ${handle.server} of task ${handle.taskId} is not configured in this executor`,
      retryable: false,
    });
  let client: Client;
  let joined: Client | undefined;
  try {
    const own = await connection.session();
    client = own.client;
    // Another executor process started it (and is gone): its session still holds the task.
    if (handle.sessionId && handle.sessionId !== own.sessionId) client = joined = await connection.joinSession(handle.sessionId);
  } catch (error) {
    if (cancel?.aborted)
      return failed(handle, {
        code: 'cancelled',
        message: `cancelled: ${reasonOf(cancel)}; task ${handle.taskId} could not be reached to cancel it (${message(error)})`,
        retryable: false,
      });
    return stillRunning(handle, deadlineAt, `server unreachable: ${message(error)}`, deps);
  }
  try {
    const timeout = deps.config.executor.toolTimeoutMs;
    if (cancel?.aborted) {
      const sent = await cancelTask(client, handle.taskId, { timeout }).then(
        () => `task ${handle.taskId} was cancelled`,
        (error: unknown) => `task ${handle.taskId} could not be cancelled: ${message(error)}`,
      );
      return failed(handle, { code: 'cancelled', message: `cancelled: ${reasonOf(cancel)}; ${sent}`, retryable: false });
    }
    if (Date.now() >= deadlineAt) {
      await cancelTask(client, handle.taskId, { timeout }).catch((error: unknown) =>
        deps.log.warn({ err: error, taskId: handle.taskId }, 'could not cancel a task at the turn deadline'),
      );
      return failed(handle, {
        code: 'deadline',
        message: `cancelled: the turn deadline of ${deps.config.executor.turnDeadlineMs} ms passed; task ${handle.taskId} was cancelled`,
        retryable: false,
      });
    }
    let state: Awaited<ReturnType<typeof getTask>>;
    try {
      state = await getTask(client, handle.taskId, { timeout });
    } catch (error) {
      // The server answered, and does not know the task (restarted, expired): nothing will finish it.
      if (error instanceof ProtocolError)
        return failed(handle, {
          code: 'task_lost',
          message: `server ${handle.server} no longer knows task ${handle.taskId}: ${message(error)}`,
          retryable: false,
        });
      return stillRunning(handle, deadlineAt, `could not poll: ${message(error)}`, deps);
    }
    const polled: TaskHandle = {
      ...handle,
      status: state.status,
      pollIntervalMs: state.pollIntervalMs,
      ...(state.statusMessage ? { statusMessage: state.statusMessage } : {}),
    };
    switch (state.status) {
      case 'completed': {
        const result = await getTaskResult(client, handle.taskId, { timeout });
        return resultRecord(handle, connection, result, deps);
      }
      case 'failed':
        return failed(handle, {
          code: 'task_failed',
          message: `task ${handle.taskId} of ${handle.server}.${handle.tool} failed${state.statusMessage ? `: ${state.statusMessage}` : ''}`,
          retryable: false,
        });
      case 'cancelled':
        return failed(handle, {
          code: 'cancelled',
          message: `task ${handle.taskId} was cancelled${state.statusMessage ? `: ${state.statusMessage}` : ''}`,
          retryable: false,
        });
      case 'input_required':
        return await answerTask(client, connection, polled, deadlineAt, turn, deps);
      default:
        return { handle: polled };
    }
  } finally {
    await joined?.close().catch(() => undefined);
  }
}

/**
 * A task that waits for input delivers its question through `tasks/result`: the question goes to the
 * turn's user as a call's would; once answered, the task runs on and the next visit polls it.
 */
async function answerTask(
  client: Client,
  connection: McpConnection,
  handle: TaskHandle,
  deadlineAt: number,
  turn: TaskTurn,
  deps: TaskVisitDeps,
): Promise<TaskVisit> {
  const questions = questionsOf(handle, turn, deps);
  if (!questions) return { handle };
  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(Math.max(1, deadlineAt - Date.now()))]);
  let answered = false;
  const answer = async (question: Parameters<Parameters<McpConnection['answering']>[0]>[0], asked: AbortSignal) => {
    const reply = await questions.ask(question, asked);
    answered = true;
    setTimeout(() => stop.abort(new Error('answered: the next visit polls the task')), AFTER_ANSWER_MS).unref();
    return reply;
  };
  try {
    const result = await connection.answering(answer, signal, () =>
      // The signal ends the wait at the deadline; the client's own timeout only has to outlast it (were it to fire
      // first, the step would end as a retryable timeout instead of at the deadline).
      getTaskResult(client, handle.taskId, { signal, timeout: Math.max(1, deadlineAt - Date.now()) + DEADLINE_GRACE_MS }),
    );
    return resultRecord(handle, connection, result, deps);
  } catch (error) {
    if (!signal.aborted && Date.now() < deadlineAt) throw error;
    return { handle: { ...handle, status: answered ? 'working' : handle.status } };
  } finally {
    // The task's call goes on past this visit: its count stays with the call, recorded once when it ends.
    await questions.leave(deps.log);
  }
}

/** The questions of a task's call; none when the executor puts no questions to users. */
function questionsOf(handle: TaskHandle, turn: TaskTurn, deps: TaskVisitDeps): CallQuestions | undefined {
  if (!deps.elicitations) return undefined;
  const call = { ...turn, step: handle.stepId, server: handle.server, tool: handle.tool };
  return new CallQuestions(deps.elicitations, deps.tally, call, deps.config.executor.elicitation);
}

/** A task's result as its step's record, checked like a call's: the tool's outputSchema holds for it too (else `invalid_output`). */
function resultRecord(handle: TaskHandle, connection: McpConnection, result: CallToolResult, deps: TaskVisitDeps): TaskVisit {
  const mismatch = outputMismatch(
    connection.tools.find((t) => t.name === handle.tool),
    result,
  );
  if (mismatch)
    return failed(handle, {
      code: 'invalid_output',
      message: `the tool's result does not match its output schema: ${mismatch}`.slice(0, 4_000),
      retryable: false,
    });
  return {
    record: outputRecord(
      stepOf(handle),
      toolCallOutput(handle.server, handle.tool, result, deps.config.executor.maxOutputChars),
      elapsed(handle),
      extra(handle),
    ),
  };
}

function stillRunning(handle: TaskHandle, deadlineAt: number, why: string, deps: TaskVisitDeps): TaskVisit {
  if (Date.now() >= deadlineAt)
    return failed(handle, {
      code: 'deadline',
      message: `the turn deadline of ${deps.config.executor.turnDeadlineMs} ms passed; task ${handle.taskId} could not be reached to cancel it (${why})`,
      retryable: false,
    });
  deps.log.warn({ taskId: handle.taskId, server: handle.server }, `task not polled: ${why}`);
  return { handle: { ...handle, statusMessage: why.slice(0, 2_000) } };
}

function failed(handle: TaskHandle, error: StepError): TaskVisit {
  return { record: { ...outputRecord(stepOf(handle), { text: error.message, isError: true }, elapsed(handle), extra(handle)), error } };
}

const stepOf = (handle: TaskHandle) => ({ id: handle.stepId, server: handle.server, tool: handle.tool, arguments: handle.arguments });
const elapsed = (handle: TaskHandle) => Math.max(0, Date.now() - Date.parse(handle.createdAt));
const extra = (handle: TaskHandle) => (handle.startedAtMs !== undefined ? { startedAtMs: handle.startedAtMs } : {});
const reasonOf = (signal: AbortSignal) => message(signal.reason);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
