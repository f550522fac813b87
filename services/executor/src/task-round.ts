import type { ExecutionStep, Packet, PlanStep, TaskHandle, Tasks } from '@switchyard/packet-schema';
import { runPlanRound, type CallStep, type PendingTaskStep } from './run-plan.js';
import { toStepError } from './step-error.js';
import { visitTask, type TaskVisitDeps } from './task-visit.js';

/** One executor visit of a plan's round: the records that ended now, and the tasks still running (none: the round is over). */
export interface RoundVisit {
  records: ExecutionStep[];
  /** Set while tasks run: what the packet carries to the next visit. */
  tasks?: Tasks;
  /** When to come back (the servers' poll interval, clamped, never past the deadline). */
  revisitAfterMs?: number;
  /** Records of earlier rounds in `execution.steps` (this round's follow them). */
  recordsBefore: number;
}

/**
 * Runs what of the plan can run now: first the tasks of earlier visits are polled (their results
 * become records, as a call's would), then the steps not yet run whose dependencies ended. The
 * turn deadline counts from the round's first visit. Once `cancel` aborts (the turn was cancelled)
 * no step starts, every task of the round is cancelled, and what did not run is recorded so.
 */
export async function visitRound(
  packet: Packet,
  steps: PlanStep[],
  callStep: CallStep,
  deps: TaskVisitDeps,
  cancel?: AbortSignal,
  /** Steps that may change their server's state: one at a time per server (see `RunPlanOptions.mayChange`). */
  mayChange?: (step: PlanStep) => boolean,
): Promise<RoundVisit> {
  const { executor } = deps.config;
  const before = packet.tasks;
  const earlier = packet.execution?.steps ?? [];
  const recordsBefore = before?.recordsBefore ?? earlier.length;
  const roundStartedAt = before?.roundStartedAt ?? new Date().toISOString();
  const deadlineAt = Date.parse(roundStartedAt) + executor.turnDeadlineMs;

  const polled: ExecutionStep[] = [];
  const running: TaskHandle[] = [];
  for (const handle of before?.pending ?? []) {
    const visit = await visitTask(handle, deadlineAt, { packetId: packet.id, round: packet.reinjection.count }, deps, cancel).catch((error: unknown) => ({
      record: {
        stepId: handle.stepId,
        server: handle.server,
        tool: handle.tool,
        arguments: handle.arguments,
        ok: false,
        error: toStepError(error),
        elapsedMs: 0,
        attempts: 1,
      } as ExecutionStep,
    }));
    if ('record' in visit) polled.push(visit.record);
    else running.push(visit.handle);
  }

  const finished = new Map<string, ExecutionStep[]>();
  for (const record of [...earlier.slice(recordsBefore), ...polled]) {
    const id = record.fallbackFor ?? record.stepId;
    finished.set(id, [...(finished.get(id) ?? []), record]);
  }
  const { records, pending } = await runPlanRound(steps, callStep, {
    concurrency: executor.concurrency,
    deadlineMs: Math.max(1, deadlineAt - Date.now()),
    configuredDeadlineMs: executor.turnDeadlineMs,
    ...(packet.plan ? { planConfidence: packet.plan.confidence } : {}),
    finished,
    waiting: new Set(running.map((h) => h.stepId)),
    ...(cancel ? { cancel } : {}),
    ...(mayChange ? { mayChange } : {}),
  });
  running.push(...pending.map(handleOf));
  const visits = (before?.visits ?? 0) + 1;
  if (running.length === 0) return { records: [...polled, ...records], recordsBefore };
  if (cancel?.aborted) {
    // Cancelled during this visit: its tasks are cancelled now, and the steps waiting for them recorded as not run.
    const tasks: Tasks = { roundStartedAt, recordsBefore, visits, pending: running };
    const again = await visitRound(
      { ...packet, execution: { steps: [...earlier, ...polled, ...records], needsMoreTools: false }, tasks },
      steps,
      callStep,
      deps,
      cancel,
      mayChange,
    );
    return { records: [...polled, ...records, ...again.records], recordsBefore };
  }
  const poll = Math.min(...running.map((h) => h.pollIntervalMs));
  const clamped = Math.min(executor.tasks.maxPollMs, Math.max(executor.tasks.minPollMs, poll));
  return {
    records: [...polled, ...records],
    recordsBefore,
    tasks: { roundStartedAt, recordsBefore, visits, pending: running },
    // Never later than the deadline: a task then is cancelled on time.
    revisitAfterMs: Math.max(50, Math.min(clamped, deadlineAt - Date.now())),
  };
}

function handleOf({ step, task, startedAtMs }: PendingTaskStep): TaskHandle {
  return { stepId: step.id, server: step.server, tool: step.tool, arguments: step.arguments, ...task, startedAtMs };
}
