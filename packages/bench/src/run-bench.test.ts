import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatBench, type BenchReport } from './run-bench.js';
import { loadCorpus } from './routing-latency.js';

const VENDORED = fileURLToPath(new URL('../../../eval/bfcl', import.meta.url));

function report(routingCorpus: BenchReport['routingCorpus']): BenchReport {
  // Values that would meet every goal: only the corpus decides what the table may claim.
  return {
    throughputRatio: 0.9,
    latencyRatio: 1.1,
    criticalPathRatio: 1.01,
    parallelSpeedup: 3,
    routeP50MsAt100: 0.1,
    routeP50MsAt1000: 0.5,
    routeP50MsAt10000: 1,
    routeP99MsAt10000: 2,
    queries: 50,
    routingCorpus,
    machine: { cpu: 'test', cores: 2, node: process.version },
    turns: 40,
    quick: true,
  } as BenchReport;
}

describe('bench routing corpus', () => {
  it('reads the eval cases vendored in the repo', () => {
    const corpus = loadCorpus(VENDORED);
    expect(corpus.madeUp).toBe(false);
    expect(corpus.queries.length).toBeGreaterThan(1_000);
  });

  it('marks tools it had to make up when the folder has no cases', () => {
    const empty = mkdtempSync(join(tmpdir(), 'bench-empty-'));
    try {
      expect(loadCorpus(empty).madeUp).toBe(true);
      expect(loadCorpus(join(empty, 'missing')).madeUp).toBe(true);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('never reports a routing goal as met on made-up tools', () => {
    const table = formatBench(report('made-up'));
    expect(table).toMatch(/made-up tools and queries; its goals are not measured/);
    expect(table).toMatch(/routeP50MsAt100 .* goal ≤ 1 not measured \(made-up tools\)/);
    expect(table).toMatch(/routeP50MsAt10000 .* goal ≤ 5 not measured \(made-up tools\)/);
    expect(table).toMatch(/throughputRatio .* goal ≥ 0\.8 met/);
    const measured = formatBench(report('eval cases'));
    expect(measured).toMatch(/routeP50MsAt100 .* goal ≤ 1 met/);
    expect(measured).not.toMatch(/not measured/);
  });
});
