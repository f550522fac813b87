import { performance } from 'node:perf_hooks';
import type { Packet, PlanStep } from '@switchyard/packet-schema';
import { isAnswerError, qualifiedToolName } from '@switchyard/packet-schema';
import {
  outgoingTraceContext,
  type ApprovalGrants,
  type Elicitations,
  type Logger,
  type SwitchyardConfig,
  type ToolProgressEvent,
  type TurnOwners,
} from '@switchyard/platform';
import type { ToolDescriptor, ToolPolicy, ToolStats } from '@switchyard/tools';
import { ApprovalCheck } from './approval-check.js';
import { callWithRetry, safeToRepeat } from './call-with-retry.js';
import { CallQuestions } from './call-questions.js';
import type { QuestionTally } from './question-tally.js';
import type { McpPool } from './mcp-pool.js';
import type { RateGate } from './rate-gate.js';
import type { CacheOwner, ResultCache } from './result-cache.js';
import { toStepError } from './step-error.js';
import { StepRefusedError } from './step-refused-error.js';
import { failedCall } from './tool-error-code.js';
import type { CallStep, StepCallContext, StepCallResult } from './run-plan.js';
import { ProgressThrottle } from './progress-throttle.js';
import { guardStep } from './step-guard.js';
import { StepLedger } from './step-ledger.js';
import { runsAsTask, startStepTask } from './task-start.js';
import { UnconfiguredServerError } from './unconfigured-server-error.js';
import type { ToolCallOutput } from './tool-output.js';

/** Everything one executor process shares across turns for calling tools. */
export interface StepCallerDeps {
  config: SwitchyardConfig;
  log: Logger;
  pool: McpPool;
  policy: ToolPolicy;
  rateGate: RateGate | undefined;
  ledger: StepLedger;
  cache: ResultCache;
  stats: ToolStats;
  grants: ApprovalGrants;
  /** The ingress's owner records: the user a packet may act as. */
  owners: TurnOwners;
  /** Hears a tool's progress during a step's call, already throttled per call (the stage publishes it on the turn's channel). */
  onProgress?: (event: ToolProgressEvent) => void;
  /** Puts a server's form questions to the turn's user; absent, the client never offers elicitation. */
  elicitations?: Elicitations;
  /** How many questions each call asked, across its visits, rounds of input and retries. */
  tally: QuestionTally;
}

/** A step's timeout: its own, else the tool's in config, else its server's, else the default. */
export function stepTimeoutMs(step: PlanStep, config: SwitchyardConfig): number {
  return step.timeoutMs ?? config.executor.toolTimeouts[qualifiedToolName(step)] ?? config.mcpServers[step.server]?.timeoutMs ?? config.executor.toolTimeoutMs;
}

/**
 * The one path of a step's call, for one turn: guards (policy, approval,
 * dry-run, rate limits), then the cache for the read-only tools config lists, then the MCP call
 * with retries (at most once through the ledger for tools not safe to repeat).
 * Each MCP attempt is timed into the tool stats. A guard that must see every
 * call can wrap the returned function.
 */
export function stepCaller(
  deps: StepCallerDeps,
  packet: Packet,
  byName: Map<string, ToolDescriptor>,
  /** Servers whose catalog list is private to the credentials that listed it (see refuseUnlessOwnListing). */
  listedPrivately: ReadonlySet<string> = new Set(),
  /** The visit's `settleBeforeDone`: the ledger's record of a finished call is then not waited for on the step's path. */
  settleBeforeDone?: (write: Promise<unknown>) => void,
): CallStep {
  const { config } = deps;
  const approvals = new ApprovalCheck(deps.grants, packet);
  let cacheOwner: Promise<CacheOwner | undefined> | undefined;
  // Read once per turn visit: the user the owner record lets this packet act as.
  let actingUser: Promise<string> | undefined;
  return async function callStep(step: PlanStep, ctx: StepCallContext): Promise<StepCallResult> {
    const name = qualifiedToolName({ server: step.server, name: step.tool });
    const tool = byName.get(name);
    const connection = deps.pool.get(step.server);
    if (!connection) throw new UnconfiguredServerError(step.server, deps.pool.servers);
    // Only tools the catalog took run: one refused for its name or definition, or never listed, is not
    // callable by naming it in a packet that skipped the reviewer.
    if (!tool) throw new StepRefusedError('blocked', `not run: ${name} is not in the tool catalog of server ${step.server}`);
    actingUser ??= deps.owners.actingUser(packet);
    const guarded = await guardStep(step, packet, tool, deps.policy, deps.rateGate, { check: approvals, planned: ctx.planned }, ctx.signal, await actingUser);
    if (guarded) return guarded;

    // A private list's results hold only for the credentials that got them; the cache serves every executor, so it keeps none.
    const listedForOwnCredentials = listedPrivately.has(step.server) || connection.listScope === 'private';
    const rule = listedForOwnCredentials ? undefined : deps.cache.ruleFor(name, tool);
    // The owner check reads Redis, so only for a tool that may be cached, and once per turn.
    cacheOwner ??= rule ? deps.cache.ownerOf(packet) : undefined;
    const owner = rule ? await cacheOwner : undefined;
    const cacheRule = owner ? rule : undefined;
    if (cacheRule && owner) {
      const hit = await deps.cache.get(cacheRule, owner, step.server, step.tool, step.arguments);
      if (hit) return { ...hit, cached: true, attempts: 0 };
    }
    const timeoutMs = stepTimeoutMs(step, config);
    // One cap for the call, whatever rounds of input and retries it takes (counted in Redis, see CallQuestions).
    const questions = deps.elicitations
      ? new CallQuestions(
          deps.elicitations,
          deps.tally,
          { packetId: packet.id, round: packet.reinjection.count, step: step.id, server: step.server, tool: step.tool },
          config.executor.elicitation,
        )
      : undefined;
    // A task holds no slot: it starts now, and later visits of the executor poll it.
    if (runsAsTask(step, ctx, tool, config))
      return startStepTask(
        connection,
        step,
        tool,
        ctx,
        { config, ledger: deps.ledger, packetId: packet.id, listedPrivately: listedPrivately.has(step.server) },
        timeoutMs,
      );
    const once = async (): Promise<ToolCallOutput> => {
      const started = performance.now();
      let ok = false;
      const { onProgress } = deps;
      const progress = onProgress
        ? new ProgressThrottle(config.executor.progressIntervalMs, (report: Omit<ToolProgressEvent, 'type' | 'packetId' | 'step' | 'server' | 'tool'>) =>
            onProgress({ type: 'progress', packetId: packet.id, step: step.id, server: step.server, tool: step.tool, ...report }),
          )
        : undefined;
      try {
        const output = await connection.callTool(step.tool, step.arguments, {
          timeoutMs,
          maxTotalTimeoutMs: config.executor.maxToolTimeMs,
          maxOutputChars: config.executor.maxOutputChars,
          signal: ctx.signal,
          ...(progress ? { onProgress: (report) => progress.push(report) } : {}),
          ...(questions ? { onElicitation: questions.ask } : {}),
          trace: outgoingTraceContext(packet),
          planned: { tool, listedPrivately: listedPrivately.has(step.server) },
        });
        // An answer such as "not found" is the tool working: only a failure counts against it.
        ok = !failedCall(output);
        return output;
      } catch (error) {
        ok = isAnswerError(toStepError(error));
        throw error;
      } finally {
        // The last report of the call goes out even when it came within the interval.
        progress?.flush();
        // Not awaited: bookkeeping stays off the step's path. Commands on one connection run in order, so the
        // write lands before the stage's audit entry, which the stage awaits before it hands the packet on.
        void deps.stats
          .record(name, { ok, elapsedMs: performance.now() - started })
          .catch((error: unknown) => deps.log.warn({ err: error, tool: name }, 'could not record tool stats'));
      }
    };
    const attempt = StepLedger.guards(tool) ? () => deps.ledger.call(packet.id, step.id, once, settleBeforeDone) : once;
    const policy = { ...config.executor, safeToRepeat: safeToRepeat(tool) };
    let output: Awaited<ReturnType<typeof callWithRetry>>;
    try {
      output = await callWithRetry(attempt, policy, ctx.signal);
    } finally {
      await questions?.close(deps.log);
    }
    // A cache that cannot be written costs the next call a miss, never this step its result.
    if (cacheRule && owner && !output.isError) {
      void deps.cache
        .set(cacheRule, owner, step.server, step.tool, step.arguments, output)
        .catch((error: unknown) => deps.log.warn({ err: error, tool: name }, 'could not cache a tool result'));
    }
    return output;
  };
}
