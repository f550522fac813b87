/**
 * Decision latency with a fixed catalog, the way the router and selector see
 * it (the index is built once per catalog array). Prints p50/p99 per catalog
 * size and the ratio to the smallest one, so a regression shows as a ratio.
 *
 *   node packages/local-engine/dist/bench/decision-benchmark.js [cases.jsonl ...]
 *
 * Without arguments it reads the development cases vendored in eval/bfcl.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { ToolSpec } from '../types.js';
import { decideRoute } from '../route/decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { parseCaseLine } from '../eval/eval-case.js';
import { readJsonLines } from '../eval/read-lines.js';
import { percentile } from '../eval/report.js';

async function loadCases(files: readonly string[]): Promise<{ queries: string[]; tools: ToolSpec[] }> {
  const queries: string[] = [];
  const byName = new Map<string, ToolSpec>();
  for (const file of files) {
    for await (const { line, lineNumber } of readJsonLines(file)) {
      const testCase = parseCaseLine(line, file, lineNumber);
      queries.push(testCase.query);
      for (const tool of testCase.tools) byName.set(tool.name, tool);
    }
  }
  return { queries, tools: [...byName.values()] };
}

interface Timing {
  p50: number;
  p99: number;
}

/** Router alone (one stage, as deployed) and router + selector (the eval's per-case time). */
function measure(queries: readonly string[], tools: ToolSpec[]): { route: Timing; both: Timing } {
  decideRoute({ message: queries[0] ?? '', history: [], tools }); // builds the index once, as a long-lived router does
  const routeTimes: number[] = [];
  const bothTimes: number[] = [];
  for (const message of queries) {
    const started = performance.now();
    const route = decideRoute({ message, history: [], tools });
    const routed = performance.now();
    // In production the selector is another stage; here it reuses the router's per-message caches, as the eval does.
    if (route.needsTool) selectCalls({ message, tools });
    routeTimes.push(routed - started);
    bothTimes.push(performance.now() - started);
  }
  const timing = (times: number[]): Timing => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
  };
  return { route: timing(routeTimes), both: timing(bothTimes) };
}

async function main(): Promise<void> {
  const evalDir = fileURLToPath(new URL('../../../../eval/bfcl/', import.meta.url));
  const defaults = ['bfcl_simple_python.jsonl', 'bfcl_multiple.jsonl'].map((name) => path.join(evalDir, name));
  const files = process.argv.length > 2 ? process.argv.slice(2) : defaults.filter((file) => existsSync(file));
  if (files.length === 0) throw new Error('no case files: pass JSON Lines case files as arguments');
  const { queries, tools } = await loadCases(files);
  const sizes = [10, 100, 1000, tools.length].filter((size, index, all) => size <= tools.length && all.indexOf(size) === index);
  let baseline: number | undefined;
  console.log(`${queries.length} queries, catalog sizes ${sizes.join(', ')}`);
  for (const size of sizes) {
    const { route, both } = measure(queries, tools.slice(0, size));
    baseline ??= route.p50;
    console.log(
      `${String(size).padStart(6)} tools  route p50 ${route.p50.toFixed(3)} ms  p99 ${route.p99.toFixed(3)} ms  (x${(route.p50 / baseline).toFixed(2)})` +
        `  route+select p50 ${both.p50.toFixed(3)} ms  p99 ${both.p99.toFixed(3)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
