#!/usr/bin/env node
/**
 * Leave-one-source-out calibration of the trust gates. For each source, the
 * gate levels are chosen on all other sources (the loosest levels whose
 * decided-alone precision there is >= 0.95, most coverage first), then
 * precision and coverage are measured on the source left out.
 *
 *   npx tsc -b && node eval/corpus/loso.mjs [more case files...]
 *
 * Reads eval/corpus/data (assistant_mix.jsonl and
 * assistant_mix_conversational.jsonl with catalog_400.jsonl as extra tools,
 * everyday.jsonl with its own 36 tools)
 * and any case files given (e.g. the development cases). A case is counted
 * once: the conversational mix repeats assistant_mix's no-tool tasks, and
 * the ToolAlpaca requests are read from that mix only (not toolalpaca.jsonl),
 * so later copies of a source's case id are skipped.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideRoute, selectCalls, combineWithCatalog, MARGIN_REASON, COVERAGE_REASON, TRUST_GATES } from '../../packages/local-engine/dist/index.js';
import { scoreCase, parseCaseLine, parseToolLine, DEFAULT_THRESHOLD, DEFAULT_SHORTLIST } from '../../packages/engine-eval/dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const data = join(here, 'data');
const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((line) => line.trim());
const catalog = lines(join(data, 'catalog_400.jsonl')).map((line, i) => parseToolLine(line, 'catalog_400.jsonl', i + 1));
const runs = [
  ...['seal_tools', 'nestful_glaive', 'nestful_sgd', 'nestful_executable'].map((name) => ({ file: join(data, `${name}.jsonl`), extra: [] })),
  { file: join(data, 'assistant_mix.jsonl'), extra: catalog },
  { file: join(data, 'assistant_mix_conversational.jsonl'), extra: catalog },
  { file: join(data, 'everyday.jsonl'), extra: [] },
  ...process.argv.slice(2).map((file) => ({ file, extra: [] })),
];
const GATE_REASONS = new Set([MARGIN_REASON, COVERAGE_REASON]);

const rows = [];
const seen = new Set();
let repeated = 0;
for (const { file, extra } of runs) {
  lines(file).forEach((line, i) => {
    const testCase = parseCaseLine(line, file, i + 1);
    const key = `${testCase.source}\u0000${testCase.id}`;
    if (seen.has(key)) {
      repeated += 1;
      return;
    }
    seen.add(key);
    const tools = extra.length > 0 ? combineWithCatalog(extra, testCase.tools) : testCase.tools;
    const route = decideRoute({ message: testCase.query, history: testCase.history, tools });
    const selection = route.needsTool ? selectCalls({ message: testCase.query, history: testCase.history, tools, shortlist: DEFAULT_SHORTLIST }) : undefined;
    const score = scoreCase(testCase, route.needsTool, selection?.calls ?? []);
    rows.push({
      source: testCase.source,
      routeSure: route.confidence >= DEFAULT_THRESHOLD,
      needsTool: route.needsTool,
      // Reasons other than the graded gates hand over whatever the levels.
      hardFail: selection ? (selection.handOver ?? []).some((reason) => !GATE_REASONS.has(reason)) || !selection.trustMeasures : false,
      measures: selection?.trustMeasures,
      correct: score.toolNeededCorrect && score.toolNameCorrect !== false && score.argumentsCorrect !== false,
    });
  });
}

const alone = (row, gates) => {
  if (!row.routeSure) return false;
  if (!row.needsTool) return true;
  if (row.hardFail || !row.measures) return false;
  const m = row.measures;
  return m.margin >= gates.minMargin && m.coverage >= gates.minCoverage && m.unexplained <= gates.maxUnexplained;
};
const measure = (subset, gates) => {
  const taken = subset.filter((row) => alone(row, gates));
  return { coverage: taken.length / subset.length, precision: taken.length ? taken.filter((row) => row.correct).length / taken.length : null, n: subset.length };
};

const grid = [];
for (const minMargin of [1, 1.1, 1.25, 1.5, 2]) for (const minCoverage of [0.5, 0.6, 0.7, 0.8, 0.9]) for (const maxUnexplained of [0, 1, 2, 3]) grid.push({ minMargin, minCoverage, maxUnexplained });

const sources = [...new Set(rows.map((row) => row.source))].sort();
const fmt = (x) => (x === null ? '   —' : x.toFixed(3));
console.log(`${'held-out source'.padEnd(26)} cases  gates chosen on the others (margin/coverage/unexplained)  precision  coverage   | shipped gates: precision coverage`);
let heldTaken = 0;
let heldRight = 0;
for (const source of sources) {
  const others = rows.filter((row) => row.source !== source);
  const held = rows.filter((row) => row.source === source);
  let best;
  for (const gates of grid) {
    const m = measure(others, gates);
    if (m.precision !== null && m.precision >= 0.95 && (!best || m.coverage > best.m.coverage)) best = { gates, m };
  }
  const out = best ? measure(held, best.gates) : { precision: null, coverage: 0 };
  const taken = best ? held.filter((row) => alone(row, best.gates)) : [];
  heldTaken += taken.length;
  heldRight += taken.filter((row) => row.correct).length;
  const shipped = measure(held, TRUST_GATES);
  const g = best ? `${best.gates.minMargin}/${best.gates.minCoverage}/${best.gates.maxUnexplained}` : 'none reaches 0.95';
  console.log(`${source.padEnd(26)} ${String(held.length).padStart(5)}  ${g.padEnd(58)} ${fmt(out.precision)}      ${fmt(out.coverage)}     | ${fmt(shipped.precision)}     ${fmt(shipped.coverage)}`);
}
const pooled = `${fmt(heldTaken ? heldRight / heldTaken : null)}      ${fmt(heldTaken / rows.length)}`;
console.log(`${'all (each source held out)'.padEnd(26)} ${String(rows.length).padStart(5)}  ${'gates chosen without the source'.padEnd(58)} ${pooled}`);
if (repeated > 0) console.log(`(${repeated} repeated cases counted once)`);
const all = measure(rows, TRUST_GATES);
console.log(`${'all (shipped gates)'.padEnd(26)} ${String(rows.length).padStart(5)}  ${`${TRUST_GATES.minMargin}/${TRUST_GATES.minCoverage}/${TRUST_GATES.maxUnexplained}`.padEnd(58)} ${fmt(all.precision)}      ${fmt(all.coverage)}`);
