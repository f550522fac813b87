import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import { isAnswerError, type ExecutionStep, type PlanStep, type StepError, type TaskHandle } from '@switchyard/packet-schema';
import { everyItemFailed } from './every-item-failed.js';
import { planWaves } from './plan-waves.js';
import { toStepError } from './step-error.js';
import { StepFailure, type RetryRecord } from './step-failure.js';
import { checkReplaceTarget, resolveReferences } from './step-references.js';
import { toolErrorCode } from './tool-error-code.js';
import type { ToolCallOutput } from './tool-output.js';

/** What a step's call gets besides the step: the signal that cancels it (turn deadline, critical failure). */
export interface StepCallContext {
  signal: AbortSignal;
  /** The plan step this call belongs to (a fallback's: the step it stands in for) and its arguments before `$ref`s resolve. */
  planned: { stepId: string; arguments: Record<string, unknown> };
}

/** A call's output with how it was obtained. */
export interface StepCallResult extends ToolCallOutput {
  cached?: boolean;
  attempts?: number;
  retries?: RetryRecord[];
  /** The call runs on as an MCP task: no result yet; the executor polls it on a later visit. */
  task?: StartedTask;
}

/** A task the server started for a step's call. */
export interface StartedTask {
  taskId: string;
  sessionId?: string;
  pollIntervalMs: number;
  createdAt: string;
  status: TaskHandle['status'];
  statusMessage?: string;
}

/** A step whose call runs on as a task, with the arguments it was called with. */
export interface PendingTaskStep {
  step: PlanStep;
  task: StartedTask;
  startedAtMs: number;
}

/**
 * Calls one step (its `$ref`s already resolved). The executor gives the guarded,
 * cached, retrying MCP call; tests may give any function. Throw to fail the step.
 */
export type CallStep = (step: PlanStep, ctx: StepCallContext) => Promise<StepCallResult>;

export interface RunPlanOptions {
  /** Calls of this plan in flight at once. */
  concurrency?: number;
  /** The whole plan's time budget; calls still running then are cancelled. */
  deadlineMs?: number;
  /** The deadline as configured, for the message: `deadlineMs` is what is left of it on a later visit. */
  configuredDeadlineMs?: number;
  /** A step's confidence when it has none of its own (for `onLowConfidence`). */
  planConfidence?: number;
  /** Steps of this plan finished on an earlier visit (tasks): not called again, their results feed `$ref`s. */
  finished?: Map<string, ExecutionStep[]>;
  /** Steps whose task still runs: neither they nor the steps that depend on them run now. */
  waiting?: Set<string>;
  /** Aborts when the turn is cancelled: no step starts after it, calls in flight are cancelled. */
  cancel?: AbortSignal;
  /**
   * Whether a step may change what its server keeps. Such steps on one server run one after another in
   * plan order (two writes of one file or graph at once can each load the old state, and the last save
   * wins); steps that only read run alongside. Unset: every step may run alongside every other.
   */
  mayChange?: (step: PlanStep) => boolean;
}

/** Why a step was not called; `code` is the error code its record gets. */
function skipped(step: PlanStep, code: string, message: string): ExecutionStep {
  return { ...baseRecord(step), ok: false, error: { code, message, retryable: false }, elapsedMs: 0, attempts: 0 };
}

function baseRecord(step: Pick<PlanStep, 'id' | 'server' | 'tool' | 'arguments'>) {
  return { stepId: step.id, server: step.server, tool: step.tool, arguments: step.arguments };
}

/**
 * Runs a plan: checks it (InvalidPlanError before any call), then each step
 * as soon as its dependencies are done, up to `concurrency` at once, passing results
 * on through `$ref`s. A failed step is replaced by its `onError` fallback when
 * it has one and the failure is not an answer (not found, invalid arguments,
 * access denied: a fallback would hear the same); otherwise the steps that depend on it are skipped with the reason
 * while independent steps still run. A failed `critical` step stops the plan
 * and cancels calls in flight; so does the deadline. Records come back in plan
 * order, a fallback's right after the step it stood in for.
 */
export async function runPlan(steps: PlanStep[], callStep: CallStep, options: RunPlanOptions = {}): Promise<ExecutionStep[]> {
  return (await runPlanRound(steps, callStep, options)).records;
}

/**
 * `runPlan` for a round that may wait for tasks: the records of the steps that ended now (plan order),
 * and the steps whose call became a task. Steps that depend on a task, or on one still waiting, wait too.
 */
export async function runPlanRound(
  steps: PlanStep[],
  callStep: CallStep,
  options: RunPlanOptions = {},
): Promise<{ records: ExecutionStep[]; pending: PendingTaskStep[] }> {
  const ordered = planWaves(steps).flat();
  const run = new PlanRun(callStep, options);
  try {
    // Each step starts as soon as the steps it depends on have finished (not when their whole
    // stage has), so the plan's wall time follows its critical path.
    const finished = new Map<string, Promise<void>>();
    // Per server, the last step so far that may change it: the next such step waits for it too.
    const lastChange = new Map<string, Promise<void>>();
    for (const step of ordered) {
      const changes = options.mayChange?.(step) === true;
      const deps = Promise.all([...step.dependsOn.map((id) => finished.get(id)), changes ? lastChange.get(step.server) : undefined]);
      finished.set(
        step.id,
        deps.then(() =>
          run.owesFallback(step) ? run.limit(() => run.fallbackAfterTask(step)) : run.settled(step) ? undefined : run.limit(() => run.step(step)),
        ),
      );
      if (changes) lastChange.set(step.server, finished.get(step.id)!);
    }
    await Promise.all(finished.values());
  } finally {
    run.finish();
  }
  // A step finished on an earlier visit is not recorded again; a fallback it got now is.
  return { records: steps.flatMap((s) => run.recordsOf(s.id).slice(options.finished?.get(s.id)?.length ?? 0)), pending: run.pending };
}

/** The state of one plan's run: results so far, the signals that stop it. */
class PlanRun {
  readonly limit: ReturnType<typeof pLimit>;
  private readonly started = performance.now();
  private readonly deadline = new AbortController();
  private readonly stop = new AbortController();
  private readonly signal: AbortSignal;
  private readonly timer: NodeJS.Timeout | undefined;
  /** The result dependents see for a step id: the fallback's when one ran. */
  private readonly results = new Map<string, ExecutionStep>();
  private readonly records = new Map<string, ExecutionStep[]>();
  private stoppedBy: string | undefined;
  /** Steps that wait for a task (their own or one they depend on). */
  private readonly waiting: Set<string>;
  readonly pending: PendingTaskStep[] = [];

  constructor(
    private readonly callStep: CallStep,
    private readonly options: RunPlanOptions,
  ) {
    this.limit = pLimit(options.concurrency ?? 5);
    this.signal = AbortSignal.any([this.deadline.signal, this.stop.signal, ...(options.cancel ? [options.cancel] : [])]);
    this.waiting = new Set(options.waiting);
    for (const [id, records] of options.finished ?? []) {
      this.records.set(id, records);
      const effective = records.at(-1);
      if (effective) this.results.set(id, effective);
    }
    if (options.deadlineMs !== undefined) {
      const configured = options.configuredDeadlineMs ?? options.deadlineMs;
      this.timer = setTimeout(() => this.deadline.abort(new Error(`the turn deadline of ${configured} ms passed`)), options.deadlineMs);
    }
  }

  recordsOf(id: string): ExecutionStep[] {
    return this.records.get(id) ?? [];
  }

  finish(): void {
    clearTimeout(this.timer);
  }

  /**
   * A step whose task ended failed on an earlier visit (or this one's poll) and has an `onError`
   * fallback not yet run: the fallback runs now, as it would after a failed call.
   */
  owesFallback(step: PlanStep): boolean {
    const records = this.options.finished?.get(step.id);
    const primary = records?.[0];
    return records?.length === 1 && primary !== undefined && !primary.fallbackFor && fallbackApplies(step, primary) && !this.signal.aborted;
  }

  async fallbackAfterTask(step: PlanStep): Promise<void> {
    const primary = this.options.finished!.get(step.id)![0]!;
    const records = [primary, (await this.call({ ...step, ...step.onError!, id: `${step.id}-fallback` }, step.id)) ?? primary];
    this.settle(step, records);
  }

  /** Finished on an earlier visit, or waiting for a task (this step's own or one it depends on): nothing to call now. */
  settled(step: PlanStep): boolean {
    if (this.options.finished?.has(step.id)) {
      const effective = this.results.get(step.id);
      if (step.critical && effective && !effective.ok && !this.stoppedBy) {
        this.stoppedBy = step.id;
        this.stop.abort(new Error(`critical step ${step.id} failed`));
      }
      return true;
    }
    if (this.waiting.has(step.id)) return true;
    if (step.dependsOn.some((id) => this.waiting.has(id))) {
      this.waiting.add(step.id);
      return true;
    }
    return false;
  }

  async step(step: PlanStep): Promise<void> {
    if (this.options.finished?.has(step.id)) return;
    const records = await this.attempt(step);
    if (records.length === 0) return;
    this.settle(step, records);
  }

  private settle(step: PlanStep, records: ExecutionStep[]): void {
    this.records.set(step.id, records);
    const effective = records.at(-1) as ExecutionStep;
    this.results.set(step.id, effective);
    if (step.critical && !effective.ok && !this.stoppedBy) {
      this.stoppedBy = step.id;
      this.stop.abort(new Error(`critical step ${step.id} failed`));
    }
  }

  /** The step's record, then its fallback's when one ran. */
  private async attempt(step: PlanStep): Promise<ExecutionStep[]> {
    if (this.options.cancel?.aborted) return [skipped(step, 'cancelled', `not run: ${String(this.options.cancel.reason?.message)}`)];
    if (this.stoppedBy) return [skipped(step, 'skipped', `not run: critical step ${this.stoppedBy} failed`)];
    if (this.deadline.signal.aborted) return [skipped(step, 'deadline', `not run: ${String(this.deadline.signal.reason?.message)}`)];
    const failedDep = step.dependsOn.find((id) => !this.results.get(id)?.ok);
    if (failedDep) return [skipped(step, 'skipped', `not run: step ${failedDep} it depends on failed`)];

    const low = step.onLowConfidence;
    const confidence = step.confidence ?? this.options.planConfidence;
    if (low && confidence !== undefined && confidence < low.below) {
      const primary = skipped(step, 'low_confidence', `not run: confidence ${confidence} is below ${low.below}; ran ${low.server}.${low.tool} instead`);
      return [primary, (await this.call({ ...step, ...low, id: `${step.id}-fallback` }, step.id)) ?? primary];
    }
    const primary = await this.call(step);
    if (primary === undefined) return [];
    if (!fallbackApplies(step, primary) || this.signal.aborted) return [primary];
    return [primary, (await this.call({ ...step, ...step.onError, id: `${step.id}-fallback` }, step.id)) ?? primary];
  }

  /** Resolves the `$ref`s and calls; never throws: a failure is the record's error. Undefined: the call runs on as a task. */
  private async call(step: PlanStep, fallbackFor?: string): Promise<ExecutionStep | undefined> {
    const startedAtMs = Math.round(performance.now() - this.started);
    const started = performance.now();
    const extra = { startedAtMs, ...(fallbackFor ? { fallbackFor } : {}) };
    let args = step.arguments;
    try {
      checkReplaceTarget(step, this.results);
      args = resolveReferences(step.arguments, this.results);
      const planned = { stepId: fallbackFor ?? step.id, arguments: step.arguments };
      const output = await this.callStep({ ...step, arguments: args }, { signal: this.signal, planned });
      if (output.task && !fallbackFor) {
        this.waiting.add(step.id);
        this.pending.push({ step: { ...step, arguments: args }, task: output.task, startedAtMs });
        return undefined;
      }
      return outputRecord({ ...step, arguments: args }, output, Math.round(performance.now() - started), extra);
    } catch (error) {
      const failure = error instanceof StepFailure ? error : undefined;
      return {
        ...baseRecord({ ...step, arguments: args }),
        ok: false,
        error: this.cancelled() ?? failure?.stepError ?? toStepError(error),
        elapsedMs: Math.round(performance.now() - started),
        attempts: failure?.attempts ?? 1,
        ...(failure?.retries.length ? { retries: failure.retries } : {}),
        ...extra,
      };
    }
  }

  /** When the plan was stopped under a call, that is its error, whatever the transport said. */
  private cancelled(): StepError | undefined {
    if (this.options.cancel?.aborted) return { code: 'cancelled', message: `cancelled: ${String(this.options.cancel.reason?.message)}`, retryable: false };
    if (this.deadline.signal.aborted) {
      return { code: 'deadline', message: `cancelled: ${String(this.deadline.signal.reason?.message)}`, retryable: false };
    }
    if (this.stop.signal.aborted) return { code: 'cancelled', message: `cancelled: critical step ${this.stoppedBy} failed`, retryable: false };
    return undefined;
  }
}

/** Whether a step's failed record calls for its `onError` fallback: not an answer (a fallback would hear the same), not stopped by the turn. */
function fallbackApplies(step: PlanStep, primary: ExecutionStep): boolean {
  return (
    !primary.ok && step.onError !== undefined && !isAnswerError(primary.error) && primary.error?.code !== 'deadline' && primary.error?.code !== 'cancelled'
  );
}

/** The record of a call that returned (a tool error included), from its output. */
export function outputRecord(
  step: Pick<PlanStep, 'id' | 'server' | 'tool' | 'arguments'>,
  output: StepCallResult,
  elapsedMs: number,
  extra: { startedAtMs?: number; fallbackFor?: string },
): ExecutionStep {
  const isError = output.isError || everyItemFailed(step.arguments, output.text);
  return {
    ...baseRecord(step),
    ok: !isError,
    output: output.text,
    ...(output.structured !== undefined ? { structured: output.structured } : {}),
    ...(output.links ? { links: output.links } : {}),
    ...(output.dryRun ? { dryRun: true } : {}),
    ...(output.cached ? { cached: true } : {}),
    ...(isError
      ? { error: { code: toolErrorCode(output.text, output.retryable === true), message: output.text.slice(0, 4_000), retryable: output.retryable === true } }
      : {}),
    elapsedMs,
    attempts: output.attempts ?? 1,
    ...(output.retries?.length ? { retries: output.retries } : {}),
    ...extra,
  };
}

/** The records of a plan rejected before anything ran: every step, not run, with the reason. */
export function rejectedPlanRecords(steps: PlanStep[], reason: string): ExecutionStep[] {
  return steps.map((step) => skipped(step, 'invalid_plan', `not run: the plan was rejected: ${reason}`));
}
