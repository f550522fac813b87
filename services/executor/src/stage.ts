import type { ExecutionStep, Packet } from '@switchyard/packet-schema';
import { CacheRules, defineStage, ToolPolicy, ToolStats, traceToolCall, type StageDeps } from '@switchyard/runtime';
import { InvalidPlanError } from './invalid-plan-error.js';
import type { TransportFactory } from './mcp-connection.js';
import { McpPool } from './mcp-pool.js';
import { needsAnotherRound, nextAfterExecution } from './next-after-execution.js';
import { RateGate } from './rate-gate.js';
import { ResultCache } from './result-cache.js';
import { rejectedPlanRecords, runPlan } from './run-plan.js';
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
    async create({ config, log, catalog, redis }: StageDeps) {
      const { executor } = config;
      const pool = await McpPool.connect(config.mcpServers, {
        baseDir: config.baseDir,
        log,
        onToolsChanged: (server, tools) => void catalog.publish(server, tools),
        ...(options.transports ? { transports: options.transports } : {}),
      });
      await Promise.all(pool.servers.map((server) => catalog.publish(server, pool.get(server)?.tools ?? [])));
      const deps = {
        config,
        log,
        pool,
        policy: new ToolPolicy(config.policy),
        rateGate: new RateGate(redis, config.prefix, config.policy.rateLimits),
        ledger: new StepLedger(redis, config.prefix),
        cache: new ResultCache(redis, config.prefix, new CacheRules(executor.cache)),
        stats: new ToolStats(redis, config.prefix),
      };
      return {
        async handle(packet: Packet) {
          const steps = packet.review?.approved ? (packet.plan?.steps ?? []) : [];
          const { byName } = await catalog.snapshot();
          let records: ExecutionStep[];
          let rejected: string | undefined;
          try {
            const callStep = stepCaller(deps, packet, byName);
            records = await runPlan(steps, (step, ctx) => traceToolCall(step.server, step.tool, () => callStep(step, ctx)), {
              concurrency: executor.concurrency,
              deadlineMs: executor.turnDeadlineMs,
              ...(packet.plan ? { planConfidence: packet.plan.confidence } : {}),
            });
          } catch (error) {
            // A bad plan is the selector's decision gone wrong, not a broken packet: the reply says why.
            if (!(error instanceof InvalidPlanError)) throw error;
            rejected = error.message;
            records = rejectedPlanRecords(steps, rejected);
          }
          const earlier: ExecutionStep[] = packet.execution?.steps ?? [];
          const executed: Packet = { ...packet, execution: { steps: [...earlier, ...records], needsMoreTools: false } };
          if (rejected) {
            executed.status = { ...executed.status, error: `plan rejected before any tool ran: ${rejected}` };
            return { packet: executed, next: 'composer', note: `plan rejected: ${rejected}` };
          }
          executed.execution!.needsMoreTools = needsAnotherRound(executed, records);
          const { next, packet: out } = nextAfterExecution(executed);
          const ok = records.filter((r) => r.ok).length;
          return { packet: out, next, note: `${ok}/${records.length} steps ok${next === 'router' ? '; another round' : ''}` };
        },
        close: () => pool.close(),
        readiness: () => pool.servers.filter((s) => !pool.get(s)?.connected).map((s) => `mcp server ${s} is not connected`),
      };
    },
  });
}

/** Runs the reviewed plan against the configured MCP servers. */
export const executorStage = createExecutorStage();
