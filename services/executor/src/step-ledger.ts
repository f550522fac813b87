import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { ExecutionStep, Tasks } from '@switchyard/packet-schema';
import { safeToRepeat } from './call-with-retry.js';
import { redisKeys, type Redis } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import type { StartedTask } from './run-plan.js';
import { StepRefusedError } from './step-refused-error.js';
import type { ToolCallOutput } from './tool-output.js';

const STARTED = 'started';

/** A step's call that a server runs as a task, as the ledger keeps it: enough to poll it instead of starting it again. */
interface LedgerTask {
  task: StartedTask;
  server: string;
  tool: string;
}

/** What to do about starting a step's task, given what the ledger holds for the step (`null`: nothing). */
export type TaskStartDecision = { kind: 'start' } | { kind: 'resume'; task: StartedTask } | { kind: 'refuse'; why: string };

/**
 * The ledger's decision for a task about to start: a task an earlier attempt of this step started
 * (same tool) is polled, not started again; an attempt that stopped between asking and hearing back
 * may have started one: a tool safe to repeat is started again, any other is refused (outcome unknown).
 */
export function taskStartDecision(recorded: string | null, step: { id: string; server: string; tool: string }, safeToRepeat: boolean): TaskStartDecision {
  if (recorded === null) return { kind: 'start' };
  if (recorded === STARTED) {
    return safeToRepeat
      ? { kind: 'start' }
      : { kind: 'refuse', why: `not started again: an earlier attempt of step ${step.id} stopped while starting its task, and the tool is not safe to repeat` };
  }
  const earlier = JSON.parse(recorded) as Partial<LedgerTask>;
  if (earlier.task && earlier.server === step.server && earlier.tool === step.tool) return { kind: 'resume', task: earlier.task };
  // Another round's step of the same id, with another tool: not this call.
  return { kind: 'start' };
}

/**
 * At most once for tools with side effects. When an executor job runs again
 * (its worker crashed, or BullMQ retried it), a step of a tool that is neither
 * read-only nor idempotent is not called twice: a finished call's output is
 * replayed from Redis, and a call cut off mid-way is reported, not repeated.
 */
export class StepLedger {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds = 86_400,
  ) {}

  /** Whether a tool's calls need the ledger: repeating it could do its effect twice (an untrusted server's hints do not say otherwise). */
  static guards(tool: ToolDescriptor | undefined): boolean {
    return !safeToRepeat(tool);
  }

  /**
   * Starts a step's call as a task at most once: the step is claimed before the server is asked,
   * and the task it started is recorded before anything else happens, so a job that runs again
   * after its executor died finds the task and polls it.
   */
  async startTask(
    packetId: string,
    step: { id: string; server: string; tool: string },
    safeToRepeat: boolean,
    start: () => Promise<StartedTask>,
  ): Promise<StartedTask> {
    const key = redisKeys.stepLedger(this.prefix, packetId, step.id);
    const claimed = await this.redis.set(key, STARTED, 'EX', this.ttlSeconds, 'NX');
    if (claimed === null) {
      const decision = taskStartDecision(await this.redis.get(key), step, safeToRepeat);
      if (decision.kind === 'resume') return decision.task;
      if (decision.kind === 'refuse') throw new StepRefusedError('outcome_unknown', decision.why);
      await this.redis.set(key, STARTED, 'EX', this.ttlSeconds);
    }
    let task: StartedTask;
    try {
      task = await start();
    } catch (error) {
      // The server did not start it, as far as we know: a later attempt may.
      await this.redis.del(key);
      throw error;
    }
    const record: LedgerTask = { task, server: step.server, tool: step.tool };
    await this.redis.set(key, JSON.stringify(record), 'EX', this.ttlSeconds);
    return task;
  }

  /**
   * Whether this turn's step started exactly this task: the ledger holds what its executor
   * started. A handle in a packet is only a claim (anyone who can queue a packet can write one).
   */
  async startedTask(
    packetId: string,
    handle: { stepId: string; server: string; tool: string; taskId: string; sessionId?: string | undefined },
  ): Promise<boolean> {
    const recorded = await this.redis.get(redisKeys.stepLedger(this.prefix, packetId, handle.stepId));
    if (recorded === null || recorded === STARTED) return false;
    let earlier: Partial<LedgerTask>;
    try {
      earlier = JSON.parse(recorded) as Partial<LedgerTask>;
    } catch {
      return false;
    }
    return (
      earlier.server === handle.server && earlier.tool === handle.tool && earlier.task?.taskId === handle.taskId && earlier.task.sessionId === handle.sessionId
    );
  }

  /**
   * Remembers the task round a visit sends on: its tasks and the round's records so far. The next
   * visit trusts a round only as it was sent (a packet's records are otherwise claims anyone could queue).
   */
  async recordRound(packetId: string, tasks: Tasks, records: ExecutionStep[]): Promise<void> {
    // A set: a job run again (its executor died) sends a round of the same visit on too, and both stay valid.
    const key = redisKeys.taskRound(this.prefix, packetId, tasks.visits);
    await this.redis.multi().sadd(key, roundDigest(tasks, records)).expire(key, this.ttlSeconds).exec();
  }

  /** Whether an executor of this deployment sent this round on exactly so (see recordRound). */
  async isRecordedRound(packetId: string, tasks: Tasks, records: ExecutionStep[]): Promise<boolean> {
    return (await this.redis.sismember(redisKeys.taskRound(this.prefix, packetId, tasks.visits), roundDigest(tasks, records))) === 1;
  }

  /**
   * Calls the step at most once. Given `settle` (the visit's `settleBeforeDone`), the output's write is
   * handed over instead of waited for: the step goes on at once, and the visit completes only once it has
   * landed; a crash before then leaves the step claimed, so the rerun refuses it as cut off mid-call.
   */
  async call(packetId: string, stepId: string, run: () => Promise<ToolCallOutput>, settle?: (write: Promise<unknown>) => void): Promise<ToolCallOutput> {
    const key = redisKeys.stepLedger(this.prefix, packetId, stepId);
    const claimed = await this.redis.set(key, STARTED, 'EX', this.ttlSeconds, 'NX');
    if (claimed === null) {
      const previous = await this.redis.get(key);
      if (previous && previous !== STARTED) return JSON.parse(previous) as ToolCallOutput;
      throw new StepRefusedError(
        'outcome_unknown',
        `not called again: an earlier attempt of step ${stepId} stopped mid-call, and the tool is not safe to repeat`,
      );
    }
    try {
      const output = await run();
      const written = this.redis.set(key, JSON.stringify(output), 'EX', this.ttlSeconds);
      if (settle) settle(written);
      else await written;
      return output;
    } catch (error) {
      // The call failed before any effect we know of: let a later attempt try again.
      await this.redis.del(key);
      throw error;
    }
  }
}

function roundDigest(tasks: Tasks, records: ExecutionStep[]): string {
  return createHash('sha256')
    .update(stringify({ tasks, records }) ?? '')
    .digest('hex');
}
