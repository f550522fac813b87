import { newPacket, type Packet, type PlanStep } from '@switchyard/packet-schema';
import { createRedis, purgePrefix, StageRuntime, TurnProducer, destinationOf } from '@switchyard/platform';
import { composerStage } from '@switchyard/composer';
import { createExecutorStage } from '@switchyard/executor';
import { reviewerStage } from '@switchyard/reviewer';
import { benchConfig } from './bench-config.js';
import { benchTransports } from './bench-servers.js';
import { discardingLogger } from './quiet.js';
import { round } from './stats.js';

export interface CriticalPath {
  criticalPathMs: number;
  executorWallMs: number;
  criticalPathRatio: number;
  sequentialMs: number;
  parallelMs: number;
  parallelSpeedup: number;
}

type Sleep = { id: string; ms: number; dependsOn?: string[] };

// Eight steps with dependencies; the longest chain is s1 → s3 → s5 → s7 (100 + 80 + 60 + 30 ms).
const PLAN: Sleep[] = [
  { id: 's1', ms: 100 },
  { id: 's2', ms: 50, dependsOn: ['s1'] },
  { id: 's3', ms: 80, dependsOn: ['s1'] },
  { id: 's4', ms: 120 },
  { id: 's5', ms: 60, dependsOn: ['s2', 's3'] },
  { id: 's6', ms: 40, dependsOn: ['s4'] },
  { id: 's7', ms: 30, dependsOn: ['s5', 's6'] },
  { id: 's8', ms: 20 },
];

/** The longest sum of tool latencies along the dependencies: no executor can beat it. */
export function criticalPathMs(steps: Sleep[]): number {
  const finish = new Map<string, number>();
  const end = (step: Sleep): number => {
    const known = finish.get(step.id);
    if (known !== undefined) return known;
    const start = Math.max(0, ...(step.dependsOn ?? []).map((d) => end(steps.find((s) => s.id === d)!)));
    finish.set(step.id, start + step.ms);
    return start + step.ms;
  };
  return Math.max(...steps.map(end));
}

function plannedPacket(steps: Sleep[], label: string): Packet {
  const packet = newPacket({ sessionId: 'bench', userId: 'bench', agentId: 'bench', message: label, history: [] });
  const planSteps: PlanStep[] = steps.map((s) => ({
    id: s.id,
    server: 'bench',
    tool: 'sleep_for',
    arguments: { ms: s.ms, label: `${label}-${s.id}-${packet.id}` },
    dependsOn: s.dependsOn ?? [],
    why: 'benchmark step',
  }));
  return {
    ...packet,
    route: { needsTool: true, rationale: 'benchmark', goal: 'benchmark', confidence: 1, decidedBy: 'rule' },
    plan: { steps: planSteps, confidence: 1, reasoning: 'benchmark plan', alternatives: [], decidedBy: 'rule' },
  };
}

/** The executor's wall time for plans whose tool latencies are known (a sleeping in-process MCP tool). */
export async function executorCriticalPath(rounds: number): Promise<CriticalPath> {
  const config = benchConfig('plan', { executor: { concurrency: 8 } });
  const runtime = await StageRuntime.start([createExecutorStage({ transports: benchTransports() }), reviewerStage, composerStage], config, discardingLogger());
  const producer = await TurnProducer.connect(config);
  const executorMs = async (steps: Sleep[], label: string) => {
    const done = await producer.submitPacket(plannedPacket(steps, label), { at: destinationOf('selector', 'planned'), timeoutMs: 60_000 });
    if (!done.execution?.steps.every((s) => s.ok)) throw new Error(`benchmark plan ${label} did not run: ${done.reply?.text}`);
    return done.status.log.find((e) => e.stage === 'executor')!.ms;
  };
  const best = async (steps: Sleep[], label: string) => {
    const runs: number[] = [];
    for (let i = 0; i < rounds; i += 1) runs.push(await executorMs(steps, label));
    return Math.min(...runs);
  };
  try {
    const three: Sleep[] = [
      { id: 'a', ms: 100 },
      { id: 'b', ms: 100 },
      { id: 'c', ms: 100 },
    ];
    const chained: Sleep[] = [
      { id: 'a', ms: 100 },
      { id: 'b', ms: 100, dependsOn: ['a'] },
      { id: 'c', ms: 100, dependsOn: ['b'] },
    ];
    const wall = await best(PLAN, 'plan8');
    const parallel = await best(three, 'parallel');
    const sequential = await best(chained, 'sequential');
    const critical = criticalPathMs(PLAN);
    return {
      criticalPathMs: critical,
      executorWallMs: round(wall, 1),
      criticalPathRatio: round(wall / critical),
      sequentialMs: round(sequential, 1),
      parallelMs: round(parallel, 1),
      parallelSpeedup: round(sequential / parallel, 2),
    };
  } finally {
    await producer.close();
    await runtime.close();
    const redis = createRedis(config.redis.url, 'bench-cleanup');
    await purgePrefix(redis, config.prefix);
    redis.disconnect();
  }
}
