import { qualifiedToolName, type ExecutionStep, type Packet, type PlanStep } from '@switchyard/packet-schema';
import {
  ApprovalGrants,
  defineStage,
  redactConsole,
  traceToolCall,
  type StageContext,
  type StageDeps,
  type StageResult,
  type ToolProgressEvent,
} from '@switchyard/platform';
import { CancelWatch } from './cancel-watch.js';
import { CacheRules, NoToolCatalogError, reliedHints, ToolFingerprints, ToolPolicy, ToolStats, type CatalogSnapshot } from '@switchyard/tools';
import { CatalogPublisher, type ToolReview } from './catalog-publisher.js';
import { executorPoolOptions } from './executor-pool-options.js';
import { InvalidPlanError } from './invalid-plan-error.js';
import type { TransportFactory } from './mcp-connection.js';
import { McpPool } from './mcp-pool.js';
import { QuestionTally } from './question-tally.js';
import { needsAnotherRound, nextAfterExecution } from './next-after-execution.js';
import { RateGate } from './rate-gate.js';
import { ResultCache } from './result-cache.js';
import { rejectedPlanRecords } from './run-plan.js';
import { visitRound, type RoundVisit } from './task-round.js';
import { stepCaller } from './step-caller.js';
import { StepLedger } from './step-ledger.js';

export interface ExecutorStageOptions {
  /** Extra servers reached through a ready transport (in-process servers, e.g. for benchmarks). */
  transports?: Record<string, TransportFactory>;
}

/** The executor stage; `executorStage` is this with only the configured servers. */
export function createExecutorStage(options: ExecutorStageOptions = {}) {
  return defineStage({
    name: 'executor',
    async create({ config, log, deployment, reportsProblems }: StageDeps) {
      // The MCP client warns on the console with what authorization servers answered, word for word.
      redactConsole();
      const { catalog, redis } = deployment;
      const { executor } = config;
      let publisher: CatalogPublisher | undefined;
      const fingerprints = new ToolFingerprints(redis, config.prefix);
      // Servers reached through a ready transport are not in the config: theirs is the default, approve.
      const review: ToolReview = async (server, tools) => {
        const reviewed = await fingerprints.review(tools, config.mcpServers[server]?.drift ?? 'approve');
        for (const event of reviewed.events) {
          if (event.kind === 'tool_first_seen')
            log.info(
              { tool: event.tool, fingerprint: event.fingerprint },
              'tool seen for the first time: its definition is accepted as it is (trust on first use)',
            );
          else
            log.warn(
              { tool: event.tool, fingerprint: event.fingerprint, previous: event.previous },
              `tool definition changed: its calls need ${config.mcpServers[server]?.drift === 'refuse' ? 'an operator to accept it (refused until then)' : 'approval'} until: switchyard tools accept ${event.tool}`,
            );
        }
        return reviewed.tools;
      };
      const pool = await McpPool.connect(config.mcpServers, {
        ...executorPoolOptions(config, log, redis),
        // Then check: a change landing after Redis lost the catalog must not leave it holding this one server only.
        onToolsChanged: (server, tools, cacheScope) =>
          void review(server, tools)
            .then((reviewed) => catalog.publish(server, reviewed, undefined, cacheScope))
            .then(() => publisher?.check())
            .catch((error: unknown) => log.warn({ err: error, server }, 'could not publish changed tools; the next catalog check will')),
        ...(options.transports ? { transports: options.transports } : {}),
      });
      const noServers = pool.servers.length === 0 ? 'no MCP servers configured: add "mcpServers" to the configuration file' : undefined;
      if (noServers && !reportsProblems)
        log.warn({ config: config.source ?? 'none (defaults)' }, `executor started with ${noServers}; every turn will be answered without tools`);
      publisher = new CatalogPublisher(catalog, redis, pool, log, executor.catalogCheckMs, review);
      await publisher.start();
      // Redis lost the catalog: put ours back now rather than fail this turn.
      const readCatalog = (): Promise<CatalogSnapshot> =>
        catalog.snapshot().catch(async (error: unknown) => {
          if (!(error instanceof NoToolCatalogError)) throw error;
          await publisher.check();
          return catalog.snapshot();
        });
      const deps = {
        config,
        log,
        pool,
        policy: new ToolPolicy(config.policy),
        rateGate: new RateGate(redis, config.prefix, config.policy.rateLimits),
        ledger: new StepLedger(redis, config.prefix),
        tally: new QuestionTally(redis, config.prefix),
        cache: new ResultCache(redis, config.prefix, new CacheRules(executor.cache), deployment.owners),
        // A call's stat goes in the tick's batch, on the connection the stage records take after it: in the same
        // write as the records of that tick, and in Redis before the record of the visit that made the call.
        stats: new ToolStats(redis, config.prefix, async (commands) => {
          const failed = (await deployment.stageRecords.queue(commands).replies).find(([error]) => error);
          if (failed) throw failed[0];
        }),
        grants: new ApprovalGrants(redis, config.prefix),
        owners: deployment.owners,
        // Progress is a hint for whoever watches the turn: one that cannot be published is only logged.
        onProgress: (event: ToolProgressEvent) =>
          void deployment.results.publish(event).catch((error: unknown) => log.warn({ err: error, step: event.step }, 'could not publish tool progress')),
        ...(executor.elicitation.enabled ? { elicitations: deployment.elicitations } : {}),
      };
      /**
       * The task round a packet carries, if an executor sent it on exactly so; otherwise the packet is
       * taken as starting a round (its records so far count as earlier rounds', its handles are dropped:
       * a task this turn started is found again in the step ledger).
       */
      async function ownRound(packet: Packet): Promise<Packet> {
        const { tasks } = packet;
        const records = packet.execution?.steps.slice(tasks?.recordsBefore ?? 0) ?? [];
        if (!tasks || (await deps.ledger.isRecordedRound(packet.id, tasks, records))) return packet;
        log.warn({ packetId: packet.id, visits: tasks.visits }, 'task round refused: no executor sent this round on as it is; the plan starts a round');
        const { tasks: _claimed, ...rest } = packet;
        return rest;
      }
      /** One visit: the round's steps (and tasks) under the turn's cancellation watch. */
      async function visit(claimed: Packet, watch: CancelWatch, ctx: StageContext): Promise<StageResult<'executor'>> {
        const packet = await ownRound(claimed);
        const steps = packet.review?.approved ? (packet.plan?.steps ?? []) : [];
        const { byName, listedPrivately } = await readCatalog();
        const earlier: ExecutionStep[] = packet.execution?.steps ?? [];
        let round: RoundVisit;
        let rejected: string | undefined;
        try {
          const callStep = stepCaller(deps, packet, byName, listedPrivately, ctx.settleBeforeDone);
          // No step starts once the turn is cancelled: the record is read right before each.
          const watched: typeof callStep = async (step, ctx) => {
            await watch.check();
            if (ctx.signal.aborted) throw ctx.signal.reason;
            return callStep(step, ctx);
          };
          // A tool not vouched read-only by its trusted server may change state: one such call per server at a time.
          const mayChange = (step: PlanStep) => reliedHints(byName.get(qualifiedToolName({ server: step.server, name: step.tool })))?.readOnlyHint !== true;
          round = await visitRound(
            packet,
            steps,
            (step, ctx) => traceToolCall(step.server, step.tool, () => watched(step, ctx)),
            deps,
            watch.signal,
            mayChange,
          );
        } catch (error) {
          // A bad plan is the selector's decision gone wrong, not a broken packet: the reply says why.
          if (!(error instanceof InvalidPlanError)) throw error;
          rejected = error.message;
          round = { records: rejectedPlanRecords(steps, rejected), recordsBefore: earlier.length };
        } finally {
          watch.stop();
        }
        const { tasks: _done, ...rest } = packet;
        const executed: Packet = { ...rest, execution: { steps: [...earlier, ...round.records], needsMoreTools: false } };
        const records = executed.execution!.steps.slice(round.recordsBefore);
        const ok = records.filter((r) => r.ok).length;
        if (watch.cancellation) {
          // Its approvals end with it: the cancellation record expires, an unused grant must not outlive it.
          await deps.grants.revoke(packet.id);
          executed.status = { ...executed.status, cancelled: watch.cancellation };
          return { packet: executed, edge: 'cancelled', note: `cancelled by ${watch.cancellation.by}: ${ok}/${records.length} steps ok` };
        }
        if (rejected) {
          executed.status = { ...executed.status, error: `plan rejected before any tool ran: ${rejected}` };
          return { packet: executed, edge: 'rejected', note: `plan rejected: ${rejected}` };
        }
        if (round.tasks && round.revisitAfterMs !== undefined) {
          // No slot is held while tasks run: the packet comes back as a delayed job.
          executed.tasks = round.tasks;
          await deps.ledger.recordRound(packet.id, round.tasks, executed.execution!.steps.slice(round.tasks.recordsBefore));
          const waiting = round.tasks.pending.map((h) => `${h.server}.${h.tool} ${h.status}`).join(', ');
          return {
            packet: executed,
            edge: 'awaitTasks',
            note: `waiting for task(s): ${waiting}`,
            revisit: { afterMs: round.revisitAfterMs, visit: round.tasks.visits },
          };
        }
        executed.execution!.needsMoreTools = needsAnotherRound(executed, records, new Set(pool.servers));
        const { edge, packet: out } = nextAfterExecution(executed);
        return { packet: out, edge, note: `${ok}/${records.length} steps ok${edge === 'reinject' ? '; another round' : ''}` };
      }
      return {
        handle: (packet: Packet, ctx: StageContext) => visit(packet, new CancelWatch(deployment.cancellations, packet.id).start(), ctx),
        // A turn cancelled while it waited: its running tasks are cancelled, its steps recorded as not run.
        cancel: (packet: Packet, ctx: StageContext) => visit(packet, new CancelWatch(deployment.cancellations, packet.id, packet.status.cancelled), ctx),
        async close() {
          await publisher.close();
          await pool.close();
        },
        readiness: () => [
          ...(noServers ? [noServers] : []),
          ...pool.servers
            .filter((s) => !pool.get(s)?.connected)
            .map((s) => `mcp server ${s} is not connected${pool.get(s)?.failure ? `: ${pool.get(s)?.failure}` : ''}`),
        ],
      };
    },
  });
}

/** Runs the reviewed plan against the configured MCP servers. */
export const executorStage = createExecutorStage();
