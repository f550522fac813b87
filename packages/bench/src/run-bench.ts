import { availableParallelism, cpus } from 'node:os';
import { executorCriticalPath, type CriticalPath } from './critical-path.js';
import { directAnswer, type DirectAnswer } from './direct-answer.js';
import { pipelineVsBare, type PipelineVsBare } from './pipeline-vs-bare.js';
import { redactionCost, type RedactionCost } from './redaction-cost.js';
import { routingLatency, type RoutingLatency } from './routing-latency.js';
import { scaleOut, type ScaleOut } from './scale-out.js';

export interface BenchOptions {
  turns?: number;
  quick?: boolean;
  /** Folder of the public eval cases, for realistic tool inventories. */
  evalDir: string;
  onProgress?: (what: string) => void;
}

export type BenchReport = PipelineVsBare &
  DirectAnswer &
  CriticalPath &
  RoutingLatency &
  ScaleOut &
  RedactionCost & { machine: { cpu: string; cores: number; node: string }; turns: number; quick: boolean };

/** Runs the benchmarks one after another on the same Redis. */
export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const quick = options.quick ?? false;
  const turns = options.turns ?? (quick ? 200 : 1_000);
  const say = options.onProgress ?? (() => {});
  const cores = availableParallelism();
  say('pipeline vs bare chain');
  const pipeline = await pipelineVsBare(turns, quick ? 50 : 200);
  say('direct answers, one hop vs two');
  const direct = await directAnswer(turns, quick ? 50 : 200);
  say('executor vs critical path');
  const plan = await executorCriticalPath(quick ? 2 : 5);
  say('routing latency by inventory size');
  const routing = routingLatency(options.evalDir, quick ? 50 : 200);
  say('scale-out');
  const scale = await scaleOut(quick ? Math.min(turns, 200) : turns, cores);
  say('redaction cost per KB');
  const redaction = redactionCost(quick ? 200 : 2_000);
  return {
    ...redaction,
    ...pipeline,
    ...direct,
    ...plan,
    ...routing,
    ...scale,
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cores, node: process.version },
    turns,
    quick,
  };
}

interface Goal {
  key: keyof BenchReport;
  text: string;
  met: (v: number) => boolean;
  /** Measured on the eval cases' tools: a run on made-up tools says nothing about it. */
  needsEvalCases?: boolean;
}

const GOALS: Goal[] = [
  { key: 'throughputRatio', text: '≥ 0.8', met: (v) => v >= 0.8 },
  { key: 'latencyRatio', text: '≤ 1.5', met: (v) => v <= 1.5 },
  { key: 'betweenStagesRatio', text: '≤ 1.3', met: (v) => v <= 1.3 },
  { key: 'passThroughCpuRatio', text: '≤ 1.3', met: (v) => v <= 1.3 },
  { key: 'pipelineCpuMsPerTurn', text: '≤ 2.5', met: (v) => v <= 2.5 },
  { key: 'criticalPathRatio', text: '≤ 1.1', met: (v) => v <= 1.1 },
  { key: 'parallelSpeedup', text: '≥ 2.7', met: (v) => v >= 2.7 },
  { key: 'routeP50MsAt100', text: '≤ 1', met: (v) => v <= 1, needsEvalCases: true },
  { key: 'routeP50MsAt10000', text: '≤ 5', met: (v) => v <= 5, needsEvalCases: true },
];

/** Whether this run met the goal, or `not measured` when it ran on made-up data. */
function verdict(goal: Goal, value: number, report: BenchReport): string {
  if (goal.needsEvalCases && report.routingCorpus === 'made-up') return 'not measured (made-up tools)';
  return goal.met(value) ? 'met' : 'NOT met';
}

/** A table: every measured value, the goals with whether this run met them. */
export function formatBench(report: BenchReport): string {
  const rows = Object.entries(report).filter(([, v]) => typeof v === 'number') as Array<[string, number]>;
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([key, value]) => {
    const goal = GOALS.find((g) => g.key === key);
    return `${key.padEnd(width)}  ${String(value).padStart(10)}${goal ? `   goal ${goal.text} ${verdict(goal, value, report)}` : ''}`;
  });
  const header = `machine: ${report.machine.cpu}, ${report.machine.cores} cores, node ${report.machine.node}; ${report.turns} turns${report.quick ? ' (quick)' : ''}`;
  const warning =
    report.routingCorpus === 'made-up' ? ['routing latency: no eval cases found, so it ran on made-up tools and queries; its goals are not measured'] : [];
  return [header, ...warning, ...lines].join('\n');
}
