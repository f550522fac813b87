#!/usr/bin/env node
/**
 * Fits the local engine's decision models on the development corpus and
 * writes them to packages/local-engine/src/decide/fitted-model.ts.
 *
 *   npm run fit-engine                 (builds, fits, writes the weights)
 *   node eval/corpus/fit-engine.mjs --check   (after a build: held-out table only, writes nothing)
 *
 * FIT_DUMP=file saves the extracted features and labels, FIT_ROWS=file fits from such a file instead of running
 * the engine (to try knobs quickly; the shipped weights come from a run over the cases).
 *
 * Models (logistic regressions over `decide/features.ts`), one per decision:
 *   noToolRight          P(no tool is needed)          on turns the router answers directly
 *   toolNeeded           P(a tool is needed)           on turns the router sends to the selector
 *   clearToolDecision    P(route, tools and arguments all right)  on tool decisions the trust checks do not doubt
 *   doubtedToolDecision  the same                      on tool decisions they doubt
 * Platt scaling calibrates the route's probability and the whole tool decision's.
 * The selector runs on every case that needs a tool, so the tool models learn
 * from all of them, not only those the router sends on.
 *
 * Every knob is chosen with sources held out (leave-one-source-out): each
 * model's feature groups and L2 strength by held-out log loss, the Platt parameters on held-out
 * predictions, and the decide-alone gate as the loosest confidence whose
 * held-out precision reaches the target. The table printed (and written into
 * the weights file) measures each source with models, calibration and gate
 * fitted without it (the Platt fit for a source reads the other sources'
 * held-out predictions).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideRoute, selectCalls, combineWithCatalog, ROUTE_FEATURE_GROUPS } from '../../packages/local-engine/dist/index.js';
import {
  scoreCase,
  parseCaseLine,
  parseToolLine,
  DEFAULT_SHORTLIST,
  fitLogistic,
  predictLogistic,
  reliability,
  gateForPrecision,
} from '../../packages/engine-eval/dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const data = join(here, 'data');
const OUT = join(root, 'packages/local-engine/src/decide/fitted-model.ts');
/** Decided-alone precision the gate must reach on held-out sources. */
const TARGET_PRECISION = Number(process.env.FIT_TARGET ?? 0.97);
const L2_GRID = [0.01, 0.1, 1, 10, 30];
const check = process.argv.includes('--check');
/** Readability (share of the message's words the engine reads, `intent/readability.ts`) under which it reads a message poorly. */
const READABLE = 0.5;

const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((line) => line.trim());
const catalog = (name) => lines(join(data, name)).map((line, i) => parseToolLine(line, name, i + 1));
const catalog400 = catalog('catalog_400.jsonl');
const runs = [
  ...['simple_python', 'multiple', 'parallel', 'parallel_multiple', 'irrelevance'].map((name) => ({ file: join(root, 'eval/bfcl', `bfcl_${name}.jsonl`), extra: [] })),
  ...['seal_tools', 'nestful_glaive', 'nestful_sgd', 'nestful_executable'].map((name) => ({ file: join(data, `${name}.jsonl`), extra: [] })),
  { file: join(data, 'assistant_mix.jsonl'), extra: catalog400 },
  // ToolAlpaca's requests are read from this mix (toolalpaca.jsonl holds the same cases).
  { file: join(data, 'assistant_mix_conversational.jsonl'), extra: catalog400 },
  ...(existsSync(join(data, 'everyday.jsonl')) ? [{ file: join(data, 'everyday.jsonl'), extra: [] }] : []),
];

const started = Date.now();
let rows = [];
const seen = new Set();
if (process.env.FIT_ROWS) rows = JSON.parse(readFileSync(process.env.FIT_ROWS, 'utf8')).rows;
else for (const { file, extra } of runs) {
  lines(file).forEach((line, i) => {
    const testCase = parseCaseLine(line, file, i + 1);
    const key = `${testCase.source}\u0000${testCase.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const tools = extra.length > 0 ? combineWithCatalog(extra, testCase.tools) : testCase.tools;
    const route = decideRoute({ message: testCase.query, history: testCase.history, tools });
    // The selector runs on every case, so the tool and argument models learn from all tool-needing cases, not only
    // those today's route sends on.
    const selects = route.needsTool || testCase.expected.tool_needed;
    const selection = selects ? selectCalls({ message: testCase.query, history: testCase.history, tools, shortlist: DEFAULT_SHORTLIST }) : undefined;
    const asTool = scoreCase(testCase, true, selection?.calls ?? []);
    rows.push({
      source: testCase.source,
      route: route.features,
      selection: selection?.features ?? {},
      decidedTool: route.needsTool,
      needed: testCase.expected.tool_needed ? 1 : 0,
      toolsRight: asTool.toolNameCorrect === true || (!testCase.expected.calls.length && testCase.expected.tool_needed) ? 1 : 0,
      // Unspecified arguments count as right: only the tools can be checked.
      argumentsRight: asTool.argumentsCorrect !== false ? 1 : 0,
      hasCalls: testCase.expected.calls.length > 0,
    });
  });
}
const routeNames = Object.keys(rows[0].route).sort();
const selectionNames = Object.keys(rows.find((row) => Object.keys(row.selection).length > 0).selection).sort();
const grouped = new Set(Object.values(ROUTE_FEATURE_GROUPS).flat());
const ungrouped = routeNames.filter((name) => !grouped.has(name));
if (ungrouped.length > 0) throw new Error(`route features in no group: ${ungrouped.join(', ')}`);
/** Candidate feature sets, from the tool match's evidence alone to every route feature. */
const FEATURE_SETS = [
  ['lexical', 'rules'],
  ['lexical', 'form', 'rules'],
  ['lexical', 'form', 'context', 'rules'],
].map((groups) => ({ groups, names: groups.flatMap((group) => ROUTE_FEATURE_GROUPS[group]) }));
const vector = (row, names) => names.map((name) => row.selection[name] ?? row.route[name] ?? 0);
const extracted = Date.now();

const MODELS = [
  { name: 'noToolRight', selection: false, rows: () => rows.filter((row) => !row.decidedTool), label: (row) => 1 - row.needed },
  { name: 'toolNeeded', selection: false, rows: () => rows.filter((row) => row.decidedTool), label: (row) => row.needed },
  { name: 'clearToolDecision', selection: true, rows: () => rows.filter((row) => row.decidedTool && row.selection.clear === 1), label: wholeRight },
  { name: 'doubtedToolDecision', selection: true, rows: () => rows.filter((row) => row.decidedTool && row.selection.clear !== 1), label: wholeRight },
];

/** A tool decision is right when a tool was needed and the tools and arguments are the expected ones. */
function wholeRight(row) {
  return row.needed && row.toolsRight && row.argumentsRight ? 1 : 0;
}
const sources = [...new Set(rows.map((row) => row.source))].sort();
const logLoss = (p, y) => -(y ? Math.log(Math.max(p, 1e-9)) : Math.log(Math.max(1 - p, 1e-9)));
const fit = (names, model, subset, l2) =>
  fitLogistic(
    subset.map((row) => vector(row, names)),
    subset.map(model.label),
    { l2 },
  );

// Each model's feature set and L2 strength, by leave-one-source-out log loss.
const chosen = {};
for (const model of MODELS) {
  const all = model.rows();
  let best;
  for (const set of FEATURE_SETS) {
    const names = model.selection ? [...selectionNames, ...set.names] : set.names;
    for (const l2 of L2_GRID) {
      let loss = 0;
      for (const source of sources) {
        const held = all.filter((row) => row.source === source);
        if (held.length === 0) continue;
        const fitted = fit(names, model, all.filter((row) => row.source !== source), l2);
        for (const row of held) loss += logLoss(predictLogistic(fitted, vector(row, names)), model.label(row));
      }
      if (process.env.FIT_DEBUG) console.error(model.name, set.groups.join('+'), l2, (loss / all.length).toFixed(4));
      if (!best || loss / all.length < best.loss) best = { l2, names, groups: set.groups, loss: loss / all.length };
    }
  }
  chosen[model.name] = best;
}

// Held-out raw probabilities: each source predicted by models fitted on the others.
for (const source of sources) {
  const others = rows.filter((row) => row.source !== source);
  const fitted = Object.fromEntries(
    MODELS.map((model) => [model.name, fit(chosen[model.name].names, model, model.rows().filter((row) => row.source !== source), chosen[model.name].l2)]),
  );
  for (const row of rows.filter((r) => r.source === source)) row.heldOut = rawDecision(row, fitted);
  void others;
}

/** The raw probabilities of the engine's decision, given fitted models. */
function rawDecision(row, fitted) {
  const routeRight = row.decidedTool === (row.needed === 1);
  if (!row.decidedTool) {
    // What the tool-need model sees against "no tool" (a look-up asked for, the user's own things, a message it
    // cannot read) counts too: the direct model alone is flattened by the sources' different base rates.
    const right =
      predictLogistic(fitted.noToolRight, vector(row, chosen.noToolRight.names)) *
      (1 - predictLogistic(fitted.toolNeeded, vector(row, chosen.toolNeeded.names)));
    return { needsTool: false, routeRaw: right, routeRight, wholeRaw: right, wholeRight: routeRight };
  }
  const needed = predictLogistic(fitted.toolNeeded, vector(row, chosen.toolNeeded.names));
  const model = row.selection.clear === 1 ? 'clearToolDecision' : 'doubtedToolDecision';
  const whole = predictLogistic(fitted[model], vector(row, chosen[model].names));
  return { needsTool: true, routeRaw: needed, routeRight, wholeRaw: whole, wholeRight: wholeRight(row) === 1 };
}

const logit = (p) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};
const platt = (subset, raw, right) => {
  const fitted = fitLogistic(
    subset.map((row) => [logit(raw(row))]),
    subset.map((row) => (right(row) ? 1 : 0)),
    { l2: 1e-6 },
  );
  return { a: fitted.weights[0], b: fitted.bias };
};
const applyPlatt = (calibration, raw) => 1 / (1 + Math.exp(-(calibration.a * logit(raw) + calibration.b)));
const routeCalibrationOn = (subset) =>
  platt(
    subset.filter((row) => row.heldOut.needsTool),
    (row) => row.heldOut.routeRaw,
    (row) => row.heldOut.routeRight,
  );
const directCalibrationOn = (subset) =>
  platt(
    subset.filter((row) => !row.heldOut.needsTool),
    (row) => row.heldOut.routeRaw,
    (row) => row.heldOut.routeRight,
  );
const toolCalibrationOn = (subset) =>
  platt(
    subset.filter((row) => row.heldOut.needsTool),
    (row) => row.heldOut.wholeRaw,
    (row) => row.heldOut.wholeRight,
  );
const confidenceOf = (row, calibrations) =>
  row.heldOut.needsTool
    ? Math.min(applyPlatt(calibrations.route, row.heldOut.routeRaw), applyPlatt(calibrations.whole, row.heldOut.wholeRaw))
    : applyPlatt(calibrations.direct, row.heldOut.routeRaw);

// Per source: calibration and gate from the other sources' held-out predictions, measured on the source.
const table = [];
let pooledTaken = 0;
let pooledRight = 0;
const pooledScored = [];
for (const source of sources) {
  const others = rows.filter((row) => row.source !== source);
  const held = rows.filter((row) => row.source === source);
  const calibrations = { direct: directCalibrationOn(others), route: routeCalibrationOn(others), whole: toolCalibrationOn(others) };
  const othersScored = others.map((row) => ({ confidence: confidenceOf(row, calibrations), correct: row.heldOut.wholeRight }));
  const gate = gateForPrecision(othersScored, TARGET_PRECISION) ?? 1;
  const scored = held.map((row) => ({ confidence: confidenceOf(row, calibrations), correct: row.heldOut.wholeRight }));
  pooledScored.push(...scored);
  const taken = scored.filter((item) => item.confidence >= gate);
  pooledTaken += taken.length;
  pooledRight += taken.filter((item) => item.correct).length;
  table.push({
    source,
    cases: held.length,
    gate: round(gate),
    precision: taken.length ? round(taken.filter((item) => item.correct).length / taken.length) : null,
    share: round(taken.length / held.length),
    ece: round(reliability(scored).expectedCalibrationError),
    wholeRight: round(held.filter((row) => row.heldOut.wholeRight).length / held.length),
  });
}
const pooled = {
  cases: rows.length,
  precision: pooledTaken ? round(pooledRight / pooledTaken) : null,
  share: round(pooledTaken / rows.length),
  ece: round(reliability(pooledScored).expectedCalibrationError),
  wholeRight: round(rows.filter((row) => row.heldOut.wholeRight).length / rows.length),
};

// The shipped models: fitted on every source, calibrated and gated on every source's held-out predictions.
const finalModels = Object.fromEntries(MODELS.map((model) => [model.name, fit(chosen[model.name].names, model, model.rows(), chosen[model.name].l2)]));
const calibrations = { direct: directCalibrationOn(rows), route: routeCalibrationOn(rows), whole: toolCalibrationOn(rows) };
const shippedGate = gateForPrecision(
  rows.map((row) => ({ confidence: confidenceOf(row, calibrations), correct: row.heldOut.wholeRight })),
  TARGET_PRECISION,
);
// A message the engine reads poorly is decided by no model of it: its confidence is the measured share right.
const unreadable = rows.filter((row) => row.route.readability < READABLE || row.route.notEnglish === 1 || row.route.unreadableScript === 1);
const unreadableRight = unreadable.length > 0 ? unreadable.filter((row) => row.heldOut.wholeRight).length / unreadable.length : 0;
const finished = Date.now();
if (process.env.FIT_DUMP) writeFileSync(process.env.FIT_DUMP, JSON.stringify({ rows, routeNames, selectionNames }));

const fmt = (x) => (x === null ? '    —' : x.toFixed(3).padStart(5));
console.log(`Leave-one-source-out (models, calibration and gate fitted without the source); target precision ${TARGET_PRECISION}`);
console.log(`${'held-out source'.padEnd(28)} cases   gate  precision  share    ECE  whole right`);
for (const r of table) console.log(`${r.source.padEnd(28)} ${String(r.cases).padStart(5)}  ${fmt(r.gate)}      ${fmt(r.precision)}  ${fmt(r.share)}  ${fmt(r.ece)}        ${fmt(r.wholeRight)}`);
console.log(`${'all (each source held out)'.padEnd(28)} ${String(pooled.cases).padStart(5)}         ${fmt(pooled.precision)}  ${fmt(pooled.share)}  ${fmt(pooled.ece)}        ${fmt(pooled.wholeRight)}`);
for (const model of MODELS) {
  const pick = chosen[model.name];
  console.log(`${model.name}: ${model.selection ? 'selection + ' : ''}${pick.groups.join(' + ')} features, L2 ${pick.l2} (held-out log loss ${pick.loss.toFixed(3)})`);
}
console.log(`${unreadable.length} messages read poorly, whole decision right ${round(unreadableRight)}`);
console.log(`shipped gate ${shippedGate === undefined ? 'none' : round(shippedGate)}; features ${((extracted - started) / 1000).toFixed(1)} s, fit ${((finished - extracted) / 1000).toFixed(1)} s`);

if (!check) {
  const named = (model, fitted) => ({
    bias: round(fitted.bias, 4),
    weights: Object.fromEntries(chosen[model.name].names.map((name, j) => [name, round(fitted.weights[j], 4)]).filter(([, w]) => w !== 0)),
  });
  const result = {
    obtained: {
      command: 'npm run fit-engine',
      date: new Date().toISOString().slice(0, 10),
      data: runs.map((run) => relative(root, run.file) + (run.extra.length > 0 ? ' + eval/corpus/data/catalog_400.jsonl' : '')),
      cases: rows.length,
      knobs: Object.fromEntries(
        MODELS.map((model) => [model.name, { l2: chosen[model.name].l2, features: [...(model.selection ? ['selection'] : []), ...chosen[model.name].groups] }]),
      ),
      targetPrecision: TARGET_PRECISION,
      heldOut: { pooled, bySource: table },
    },
    noToolRight: named(MODELS[0], finalModels.noToolRight),
    toolNeeded: named(MODELS[1], finalModels.toolNeeded),
    clearToolDecision: named(MODELS[2], finalModels.clearToolDecision),
    doubtedToolDecision: named(MODELS[3], finalModels.doubtedToolDecision),
    directCalibration: { a: round(calibrations.direct.a, 4), b: round(calibrations.direct.b, 4) },
    routeCalibration: { a: round(calibrations.route.a, 4), b: round(calibrations.route.b, 4) },
    wholeCalibration: { a: round(calibrations.whole.a, 4), b: round(calibrations.whole.b, 4) },
    gate: shippedGate === undefined ? 1 : round(shippedGate, 3),
    readable: READABLE,
    unreadableRight: round(unreadableRight, 3),
  };
  const header = [
    '/**',
    ' * Fitted by `npm run fit-engine` (eval/corpus/fit-engine.mjs) on the development corpus listed in',
    ' * `obtained.data`; do not edit by hand. `obtained.heldOut` is measured leave-one-source-out: each source',
    ' * decided by models, calibration and gate fitted without it.',
    ' */',
  ].join('\n');
  writeFileSync(OUT, `${header}\nexport const FITTED_MODEL = ${JSON.stringify(result, null, 2)};\n`);
  // Written in the repository's style, so lint passes on the generated file as on any other.
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', OUT], { stdio: 'ignore' });
  console.log(`wrote ${relative(root, OUT)}`);
}

function round(value, digits = 3) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
