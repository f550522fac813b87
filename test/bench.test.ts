import { describe, expect, it } from 'vitest';
import { runNode } from './support/processes.js';

const KEYS = [
  'pipelineTurnsPerSec',
  'bareTurnsPerSec',
  'throughputRatio',
  'pipelineP50Ms',
  'bareP50Ms',
  'latencyRatio',
  'passThroughTurnsPerSec',
  'passThroughP50Ms',
  'passThroughBetweenStagesP50Ms',
  'betweenStagesRatio',
  'bareCpuMsPerTurn',
  'passThroughCpuMsPerTurn',
  'pipelineCpuMsPerTurn',
  'passThroughCpuRatio',
  'directOneHopCpuMsPerTurn',
  'directTwoHopsCpuMsPerTurn',
  'directOneHopP50Ms',
  'directTwoHopsP50Ms',
  'directCpuRatio',
  'directLatencyRatio',
  'criticalPathRatio',
  'parallelSpeedup',
  'routeP50MsAt100',
  'routeP50MsAt1000',
  'routeP50MsAt10000',
  'scaleOutRatio',
  'redactUsPerKb',
  'redactBaselineUsPerKb',
  'redactRatio',
];

describe('switchyard bench', () => {
  it('--quick --json measures every key side by side (values, not goals: machines here are noisy)', async () => {
    const result = await runNode('packages/cli/dist/bin.js', ['bench', '--quick', '--json', '--turns', '40'], {}, 180_000);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as Record<string, number>;
    for (const key of KEYS) {
      expect(Number.isFinite(report[key]), key).toBe(true);
      expect(report[key], key).toBeGreaterThan(0);
    }
    expect(report.criticalPathMs).toBe(270);
    // Routing latency ran on the eval cases in the repo, not on made-up tools.
    expect((report as unknown as { routingCorpus: string }).routingCorpus).toBe('eval cases');
    // The latency split adds up: time in the stage handlers plus time between them is the turn's p50, give or take the split of two p50s.
    expect(report.pipelineInStagesP50Ms).toBeGreaterThan(0);
    expect(report.pipelineBetweenStagesP50Ms).toBeGreaterThan(0);
    expect(report.pipelineInStagesP50Ms + report.pipelineBetweenStagesP50Ms).toBeLessThan(report.pipelineP99Ms * 2);
  }, 200_000);
});
