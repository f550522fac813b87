import { availableParallelism, cpus } from 'node:os';
import { executorCriticalPath, type CriticalPath } from './critical-path.js';
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
    ...plan,
    ...routing,
    ...scale,
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cores, node: process.version },
    turns,
    quick,
  };
}

const GOALS: Array<[keyof BenchReport, string, (v: number) => boolean]> = [
  ['throughputRatio', '≥ 0.8', (v) => v >= 0.8],
  ['latencyRatio', '≤ 1.5', (v) => v <= 1.5],
  ['criticalPathRatio', '≤ 1.1', (v) => v <= 1.1],
  ['parallelSpeedup', '≥ 2.7', (v) => v >= 2.7],
  ['routeP50MsAt100', '≤ 1', (v) => v <= 1],
  ['routeP50MsAt10000', '≤ 10', (v) => v <= 10],
];

/** A table: every measured value, the goals with whether this run met them. */
export function formatBench(report: BenchReport): string {
  const rows = Object.entries(report).filter(([, v]) => typeof v === 'number') as Array<[string, number]>;
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = rows.map(([key, value]) => {
    const goal = GOALS.find(([k]) => k === key);
    return `${key.padEnd(width)}  ${String(value).padStart(10)}${goal ? `   goal ${goal[1]} ${goal[2](value) ? 'met' : 'NOT met'}` : ''}`;
  });
  return [`machine: ${report.machine.cpu}, ${report.machine.cores} cores, node ${report.machine.node}; ${report.turns} turns${report.quick ? ' (quick)' : ''}`, ...lines].join('\n');
}
