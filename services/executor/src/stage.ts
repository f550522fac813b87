import type { ExecutionStep, Packet } from '@switchyard/packet-schema';
import { defineStage, NonRetryableError, ToolPolicy, type StageDeps } from '@switchyard/runtime';
import { RateGate } from './rate-gate.js';
import { guardStep } from './step-guard.js';
import { StepLedger } from './step-ledger.js';
import { McpPool } from './mcp-pool.js';
import { needsAnotherRound, nextAfterExecution } from './next-after-execution.js';
import { runPlan } from './run-plan.js';

/** Runs the reviewed plan against the configured MCP servers. */
export const executorStage = defineStage({
  name: 'executor',
  async create({ config, log, catalog, redis }: StageDeps) {
    const policy = new ToolPolicy(config.policy);
    const rateGate = new RateGate(redis, config.prefix, config.policy.rateLimits);
    const ledger = new StepLedger(redis, config.prefix);
    const pool = await McpPool.connect(config.mcpServers, {
      baseDir: config.baseDir,
      log,
      onToolsChanged: (server, tools) => void catalog.publish(server, tools),
    });
    await Promise.all(pool.servers.map((server) => catalog.publish(server, pool.get(server)?.tools ?? [])));

    return {
      async handle(packet: Packet) {
        const steps = packet.review?.approved ? (packet.plan?.steps ?? []) : [];
        const { byName } = await catalog.snapshot();
        const records = await runPlan(steps, async (step) => {
          const tool = byName.get(`${step.server}.${step.tool}`);
          const guarded = await guardStep(step, packet, tool, policy, rateGate);
          if (guarded) return guarded;
          const connection = pool.get(step.server);
          if (!connection) throw new NonRetryableError(`no MCP server named ${step.server} is configured`);
          const server = config.mcpServers[step.server];
          const call = () =>
            connection.callTool(step.tool, step.arguments, {
              timeoutMs: server?.timeoutMs ?? config.executor.toolTimeoutMs,
              maxOutputChars: config.executor.maxOutputChars,
            });
          return StepLedger.guards(tool) ? ledger.call(packet.id, step.id, call) : call();
        });
        const earlier: ExecutionStep[] = packet.execution?.steps ?? [];
        const executed: Packet = { ...packet, execution: { steps: [...earlier, ...records], needsMoreTools: false } };
        executed.execution!.needsMoreTools = needsAnotherRound(executed, records);
        const { next, packet: out } = nextAfterExecution(executed);
        const ok = records.filter((r) => r.ok).length;
        return { packet: out, next, note: `${ok}/${records.length} steps ok${next === 'router' ? '; another round' : ''}` };
      },
      close: () => pool.close(),
    };
  },
});
