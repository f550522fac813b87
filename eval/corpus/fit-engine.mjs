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
 *   toolNeeded           P(a tool is needed)           on every turn: the router routes by it, and it is the
 *                                                      route's confidence (its complement for "no tool")
 *   clearToolDecision    P(route, tools and arguments all right)  on tool decisions the trust checks do not doubt
 *   doubtedToolDecision  the same                      on tool decisions they doubt
 * Platt scaling calibrates the tool-need probability and the whole tool decision's.
 * The selector runs on every case, so the tool models learn from every turn
 * the router may send on, whatever today's route says.
 *
 * Every knob is chosen with sources held out (leave-one-source-out): each
 * model's feature groups and L2 strength by held-out log loss, the Platt parameters on held-out
 * predictions, the routing threshold as the tool-need probability with the best
 * mean per-source route accuracy on held-out predictions, and the decide-alone gates (one for tool decisions, one
 * for "no tool" answers) as the loosest confidence whose held-out precision among decisions of its kind reaches the target. The table printed (and written into
 * the weights file) measures each source with models, calibration and gate
 * fitted without it (the Platt fit for a source reads the other sources'
 * held-out predictions).
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideRoute, selectCalls, combineWithCatalog, noToolDoubted, ROUTE_FEATURE_GROUPS, TOOL_NEED_EVIDENCE } from '../../packages/local-engine/dist/index.js';
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
/**
 * Decided-alone precision the gate must reach on held-out sources: the routing goal, 0.95. Since the route is
 * fitted, no gate below 0.99 reaches 0.97 held out, so a higher target only closes the gate.
 */
const TARGET_PRECISION = Number(process.env.FIT_TARGET ?? 0.95);
/**
 * Held-out precision at which, with no model configured, a plan runs without asking (below it, it is offered as a
 * question). Lower than the decide-alone target: the alternative is asking the user, not a model, and a plan that
 * changes anything waits for the user's approval at the reviewer whatever its confidence.
 */
const OFFER_PRECISION = Number(process.env.FIT_OFFER_TARGET ?? 0.9);
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
  ...['everyday', 'everyday_second_writer', 'everyday_third_writer', 'everyday_fourth_writer', 'everyday_sixth_writer', 'everyday_seventh_writer', 'everyday_eighth_writer', 'everyday_ninth_writer', 'everyday_tenth_writer', 'everyday_eleventh_writer', 'everyday_twelfth_writer', 'everyday_thirteenth_writer', 'everyday_fourteenth_writer', 'everyday_fifteenth_writer', 'everyday_sixteenth_writer', 'everyday_seventeenth_writer', 'everyday_eighteenth_writer', 'everyday_nineteenth_writer', 'everyday_twentieth_writer', 'everyday_twenty_first_writer', 'everyday_twenty_second_writer', 'everyday_twenty_third_writer', 'everyday_twenty_fourth_writer', 'everyday_twenty_fifth_writer', 'everyday_twenty_sixth_writer', 'everyday_twenty_seventh_writer', 'everyday_twenty_eighth_writer', 'everyday_twenty_ninth_writer', 'clinc_no_tool'].filter((name) => existsSync(join(data, `${name}.jsonl`))).map((name) => ({ file: join(data, `${name}.jsonl`), extra: [] })),
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
    // The selector runs on every case, so the tool and argument models learn from every turn the fitted route may
    // send on, not only those today's route does.
    const selection = tools.length > 0 ? selectCalls({ message: testCase.query, history: testCase.history, tools, shortlist: DEFAULT_SHORTLIST }) : undefined;
    const asTool = scoreCase(testCase, true, selection?.calls ?? []);
    rows.push({
      source: testCase.source,
      route: route.features,
      selection: selection?.features ?? {},
      // A sure rule (empty, history, small talk, arithmetic, no tools) answers directly whatever the model says.
      sure: route.rule !== undefined,
      needed: testCase.expected.tool_needed ? 1 : 0,
      toolsRight: asTool.toolNameCorrect === true || (!testCase.expected.calls.length && testCase.expected.tool_needed) ? 1 : 0,
      // Unspecified arguments count as right: only the tools can be checked.
      argumentsRight: asTool.argumentsCorrect !== false ? 1 : 0,
      hasCalls: testCase.expected.calls.length > 0,
      // A plan of a kind the engine always hands over (an append, a forget, a destruction not asked for …).
      selectionNeverAlone: selection?.neverAlone === true,
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
  ['lexical', 'intent', 'rules'],
  ['lexical', 'intent', 'form', 'rules'],
  ['lexical', 'intent', 'form', 'context', 'rules'],
].map((groups) => ({ groups, names: groups.flatMap((group) => ROUTE_FEATURE_GROUPS[group]) }));
const vector = (row, names) => names.map((name) => row.selection[name] ?? row.route[name] ?? 0);
const extracted = Date.now();

// Each source weighs the same in the tool-need fit (most sources hold one class only, and their sizes differ), and
// each weight keeps the side its feature argues for (`TOOL_NEED_EVIDENCE`).
const ROUTE_MODEL = { name: 'toolNeeded', selection: false, rows: () => rows, label: (row) => row.needed, balanced: process.env.FIT_BALANCE !== '0', signed: true };
const TOOL_MODELS = [
  { name: 'clearToolDecision', selection: true, rows: () => rows.filter((row) => row.heldOut.needsTool && row.selection.clear === 1), label: wholeRight },
  { name: 'doubtedToolDecision', selection: true, rows: () => rows.filter((row) => row.heldOut.needsTool && row.selection.clear !== 1), label: wholeRight },
];
const MODELS = [ROUTE_MODEL, ...TOOL_MODELS];

/** A tool decision is right when a tool was needed and the tools and arguments are the expected ones. */
function wholeRight(row) {
  return row.needed && row.toolsRight && row.argumentsRight ? 1 : 0;
}
const sources = [...new Set(rows.map((row) => row.source))].sort();
const logLoss = (p, y) => -(y ? Math.log(Math.max(p, 1e-9)) : Math.log(Math.max(1 - p, 1e-9)));
const EVIDENCE_FOR = new Set(TOOL_NEED_EVIDENCE.for);
const EVIDENCE_AGAINST = new Set(TOOL_NEED_EVIDENCE.against);
/** Case weights that give every source the same total. */
const sourceBalanced = (subset) => {
  const counts = new Map();
  for (const row of subset) counts.set(row.source, (counts.get(row.source) ?? 0) + 1);
  return subset.map((row) => subset.length / counts.size / counts.get(row.source));
};
/** A logistic fit; a signed model refits with every weight that crosses its feature's side held at 0, until none does. */
function fit(names, model, subset, l2) {
  const labels = subset.map(model.label);
  const options = { l2, ...(model.balanced ? { caseWeights: sourceBalanced(subset) } : {}) };
  const held = new Set();
  for (;;) {
    const fitted = fitLogistic(
      subset.map((row) => names.map((name, j) => (held.has(j) ? 0 : (row.selection[name] ?? row.route[name] ?? 0)))),
      labels,
      options,
    );
    if (!model.signed) return fitted;
    const crossing = names.flatMap((name, j) =>
      !held.has(j) && ((EVIDENCE_FOR.has(name) && fitted.weights[j] < 0) || (EVIDENCE_AGAINST.has(name) && fitted.weights[j] > 0)) ? [j] : [],
    );
    if (crossing.length === 0) return fitted;
    for (const j of crossing) held.add(j);
  }
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

/** The model's feature set and L2 strength, by leave-one-source-out log loss. */
function chooseKnobs(model) {
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
  return best;
}

/**
 * The routing threshold on the calibrated tool-need probability: the one with the best mean route accuracy over
 * the sources (each source weighs the same, whatever its size and its share of turns that need a tool).
 */
function routeThresholdOn(subset, probability) {
  const bySource = new Map();
  for (const row of subset) {
    if (!bySource.has(row.source)) bySource.set(row.source, []);
    bySource.get(row.source).push(row);
  }
  let best = { threshold: 0.5, accuracy: -1 };
  for (let step = 5; step <= 95; step += 1) {
    const threshold = step / 100;
    let accuracy = 0;
    for (const group of bySource.values()) {
      accuracy += group.filter((row) => (!row.sure && probability(row) >= threshold) === (row.needed === 1)).length / group.length;
    }
    accuracy /= bySource.size;
    if (accuracy > best.accuracy + 1e-9) best = { threshold, accuracy };
  }
  return best.threshold;
}

// The tool-need model: knobs, then each source's raw probability from a model fitted on the others.
const chosen = { toolNeeded: chooseKnobs(ROUTE_MODEL) };
for (const source of sources) {
  const fitted = fit(chosen.toolNeeded.names, ROUTE_MODEL, rows.filter((row) => row.source !== source), chosen.toolNeeded.l2);
  for (const row of rows.filter((r) => r.source === source)) row.heldOut = { needRaw: predictLogistic(fitted, vector(row, chosen.toolNeeded.names)) };
}
// Each source routed by a calibration and threshold chosen on the other sources' held-out probabilities.
const routeCalibrationOn = (subset) =>
  platt(
    subset,
    (row) => row.heldOut.needRaw,
    (row) => row.needed === 1,
  );
for (const source of sources) {
  const others = rows.filter((row) => row.source !== source);
  const calibration = routeCalibrationOn(others);
  const threshold = routeThresholdOn(others, (row) => applyPlatt(calibration, row.heldOut.needRaw));
  for (const row of rows.filter((r) => r.source === source)) {
    row.heldOut.need = applyPlatt(calibration, row.heldOut.needRaw);
    row.heldOut.threshold = threshold;
    row.heldOut.needsTool = !row.sure && row.heldOut.need >= threshold;
    row.heldOut.routeRight = row.heldOut.needsTool === (row.needed === 1);
  }
}

// The whole-decision models learn from the turns the held-out route sends on.
for (const model of TOOL_MODELS) chosen[model.name] = chooseKnobs(model);
for (const source of sources) {
  const fitted = Object.fromEntries(
    TOOL_MODELS.map((model) => [model.name, fit(chosen[model.name].names, model, model.rows().filter((row) => row.source !== source), chosen[model.name].l2)]),
  );
  for (const row of rows.filter((r) => r.source === source)) {
    if (!row.heldOut.needsTool) {
      row.heldOut.wholeRight = row.heldOut.routeRight;
      continue;
    }
    const model = row.selection.clear === 1 ? 'clearToolDecision' : 'doubtedToolDecision';
    row.heldOut.wholeRaw = predictLogistic(fitted[model], vector(row, chosen[model].names));
    row.heldOut.wholeRight = wholeRight(row) === 1;
  }
}

const toolCalibrationOn = (subset) =>
  platt(
    subset.filter((row) => row.heldOut.needsTool),
    (row) => row.heldOut.wholeRaw,
    (row) => row.heldOut.wholeRight,
  );
/** A message the engine reads poorly, as `readsPoorly` reads it. */
const poorlyRead = (row) => row.route.readability < READABLE || row.route.notEnglish === 1 || row.route.unreadableScript === 1;
/**
 * As the stages read `routeNeverAlone` and `Selection.neverAlone`: a decision handed over whatever its confidence,
 * which no gate admits. The confidence itself stays the calibrated probability.
 */
const neverAlone = (row) => poorlyRead(row) || (row.heldOut.needsTool ? row.selectionNeverAlone === true : noToolDoubted(row.route));
/** As `routeConfidence`. */
const routeConfidenceOf = (row) => (row.heldOut.needsTool ? row.heldOut.need : 1 - row.heldOut.need);
const confidenceOf = (row, calibrations) => {
  const route = routeConfidenceOf(row);
  return row.heldOut.needsTool ? Math.min(route, applyPlatt(calibrations.whole, row.heldOut.wholeRaw)) : route;
};
const scoredWith = (calibrations) => (row) => ({
  confidence: confidenceOf(row, calibrations),
  correct: row.heldOut.wholeRight,
  tool: row.heldOut.needsTool,
  neverAlone: neverAlone(row),
});
const unreadableRightOf = (subset) => {
  const unreadable = subset.filter(poorlyRead);
  return unreadable.length > 0 ? unreadable.filter((row) => row.heldOut.wholeRight).length / unreadable.length : 0;
};

/**
 * A tool decision and a "no tool" answer are different populations (the first's confidence is the lower of the
 * route's and the whole decision's probabilities, the second's the route's alone), so each kind gets its own gate:
 * the loosest confidence whose precision on `scored` reaches `target` among decisions of that kind.
 */
function gatesForPrecision(scored, target) {
  const gateOf = (tool) => {
    const kind = scored.filter((item) => item.tool === tool && !item.neverAlone);
    return Math.max(gateForPrecision(kind, target) ?? 1, gateForBandPrecision(kind, target - BAND_SLACK));
  };
  return { tool: gateOf(true), direct: gateOf(false) };
}

/** How many of the least sure decisions a gate admits form the band whose own precision is checked. */
const BAND = 50;
/** How far below the target the band at the gate may fall. */
const BAND_SLACK = 0.05;
/**
 * The loosest gate whose least sure admitted decisions (the last `BAND`) are themselves right at `floor` or more.
 * Precision over everything admitted lets the surest decisions pad the average: once a set of sure errors is fixed,
 * the pooled gate opens on a band that is right only four times in five, and those are the decisions a new kind of
 * request meets first.
 */
function gateForBandPrecision(scored, floor) {
  const sorted = [...scored].sort((a, b) => b.confidence - a.confidence);
  let best = 1;
  let rightInBand = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    if (sorted[i].correct) rightInBand += 1;
    if (i >= BAND && sorted[i - BAND].correct) rightInBand -= 1;
    if (sorted[i + 1] && sorted[i + 1].confidence === sorted[i].confidence) continue;
    if (i + 1 >= BAND && rightInBand / BAND >= floor) best = sorted[i].confidence;
    else if (i + 1 >= BAND) break;
  }
  return best;
}
const passes = (item, gates) => !item.neverAlone && item.confidence >= (item.tool ? gates.tool : gates.direct);

// Per source: calibration and gate from the other sources' held-out predictions, measured on the source.
const table = [];
let pooledTaken = 0;
let pooledRight = 0;
const pooledScored = [];
const pooledRouteScored = [];
for (const source of sources) {
  const others = rows.filter((row) => row.source !== source);
  const held = rows.filter((row) => row.source === source);
  const calibrations = { whole: toolCalibrationOn(others) };
  const scoredOf = scoredWith(calibrations);
  const gates = gatesForPrecision(others.map(scoredOf), TARGET_PRECISION);
  const scored = held.map(scoredOf);
  if (process.env.FIT_DEBUG) {
    const sure = scored.map((item, i) => ({ ...item, tool: held[i].heldOut.needsTool })).filter((item) => item.confidence >= 0.9);
    console.error(source, 'conf>=0.9:', sure.length, 'wrong tool:', sure.filter((x) => !x.correct && x.tool).length, 'wrong direct:', sure.filter((x) => !x.correct && !x.tool).length);
  }
  // The route's own confidence, as `routeConfidence` gives it, against whether the route is right.
  const routeScored = held.map((row) => ({ confidence: routeConfidenceOf(row), correct: row.heldOut.routeRight }));
  pooledRouteScored.push(...routeScored);
  pooledScored.push(...scored);
  const taken = scored.filter((item) => passes(item, gates));
  pooledTaken += taken.length;
  pooledRight += taken.filter((item) => item.correct).length;
  table.push({
    source,
    cases: held.length,
    toolGate: round(gates.tool),
    directGate: round(gates.direct),
    precision: taken.length ? round(taken.filter((item) => item.correct).length / taken.length) : null,
    share: round(taken.length / held.length),
    ece: round(reliability(scored).expectedCalibrationError),
    wholeRight: round(held.filter((row) => row.heldOut.wholeRight).length / held.length),
    threshold: round(held[0].heldOut.threshold),
    routeRight: round(held.filter((row) => row.heldOut.routeRight).length / held.length),
    routeEce: round(reliability(routeScored).expectedCalibrationError),
  });
}
if (process.env.FIT_DEBUG) {
  for (const gate of [0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.98, 0.99]) {
    const taken = pooledScored.filter((item) => !item.neverAlone && item.confidence >= gate);
    const tools = taken.filter((item) => item.tool);
    console.error(`gate ${gate}: share ${(taken.length / pooledScored.length).toFixed(3)} precision ${(taken.filter((x) => x.correct).length / taken.length).toFixed(3)}; tool ${tools.length} right ${tools.filter((x) => x.correct).length}; direct ${taken.length - tools.length} right ${taken.filter((x) => !x.tool && x.correct).length}`);
  }
}
const pooled = {
  cases: rows.length,
  precision: pooledTaken ? round(pooledRight / pooledTaken) : null,
  share: round(pooledTaken / rows.length),
  ece: round(reliability(pooledScored).expectedCalibrationError),
  wholeRight: round(rows.filter((row) => row.heldOut.wholeRight).length / rows.length),
  routeRight: round(rows.filter((row) => row.heldOut.routeRight).length / rows.length),
  routeEce: round(reliability(pooledRouteScored).expectedCalibrationError),
};

// The shipped models: fitted on every source, calibrated, thresholded and gated on every source's held-out predictions.
const finalModels = Object.fromEntries(MODELS.map((model) => [model.name, fit(chosen[model.name].names, model, model.rows(), chosen[model.name].l2)]));
const routeCalibration = routeCalibrationOn(rows);
const routeThreshold = routeThresholdOn(rows, (row) => applyPlatt(routeCalibration, row.heldOut.needRaw));
const calibrations = { whole: toolCalibrationOn(rows) };
// Messages read poorly are handed over whatever their confidence; how often the engine gets them right is reported.
const unreadable = rows.filter(poorlyRead);
const unreadableRight = unreadableRightOf(rows);
const heldOutScored = rows.map(scoredWith(calibrations));
const shippedGates = gatesForPrecision(heldOutScored, TARGET_PRECISION);
// Decisions handed over are offered whatever their confidence: the offer gate is chosen among the others.
const offerGate = gateForPrecision(
  heldOutScored.filter((item) => !item.neverAlone),
  OFFER_PRECISION,
);
const finished = Date.now();
if (process.env.FIT_DUMP) writeFileSync(process.env.FIT_DUMP, JSON.stringify({ rows, routeNames, selectionNames }));

const fmt = (x) => (x === null ? '    —' : x.toFixed(3).padStart(5));
console.log(`Leave-one-source-out (models, calibration and gates fitted without the source); target precision ${TARGET_PRECISION}`);
console.log(`${'held-out source'.padEnd(28)} cases  gates (tool / no tool)  precision  share    ECE  whole right  route at  route right  route ECE`);
for (const r of table)
  console.log(
    `${r.source.padEnd(28)} ${String(r.cases).padStart(5)}  ${fmt(r.toolGate)} / ${fmt(r.directGate)}           ${fmt(r.precision)}  ${fmt(r.share)}  ${fmt(r.ece)}        ${fmt(r.wholeRight)}     ${fmt(r.threshold)}        ${fmt(r.routeRight)}      ${fmt(r.routeEce)}`,
  );
console.log(
  `${'all (each source held out)'.padEnd(28)} ${String(pooled.cases).padStart(5)}                          ${fmt(pooled.precision)}  ${fmt(pooled.share)}  ${fmt(pooled.ece)}        ${fmt(pooled.wholeRight)}              ${fmt(pooled.routeRight)}      ${fmt(pooled.routeEce)}`,
);
for (const model of MODELS) {
  const pick = chosen[model.name];
  console.log(`${model.name}: ${model.selection ? 'selection + ' : ''}${pick.groups.join(' + ')} features, L2 ${pick.l2} (held-out log loss ${pick.loss.toFixed(3)})`);
}
console.log(`${unreadable.length} messages read poorly, whole decision right ${round(unreadableRight)}`);
console.log(`shipped route threshold ${round(routeThreshold)}; offered below ${offerGate === undefined ? 'every confidence' : round(offerGate)} without a model (held-out precision ${OFFER_PRECISION})`);
console.log(`shipped gates: tool decisions ${round(shippedGates.tool)}, "no tool" answers ${round(shippedGates.direct)}; features ${((extracted - started) / 1000).toFixed(1)} s, fit ${((finished - extracted) / 1000).toFixed(1)} s`);

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
    toolNeeded: named(ROUTE_MODEL, finalModels.toolNeeded),
    clearToolDecision: named(TOOL_MODELS[0], finalModels.clearToolDecision),
    doubtedToolDecision: named(TOOL_MODELS[1], finalModels.doubtedToolDecision),
    routeCalibration: { a: round(routeCalibration.a, 4), b: round(routeCalibration.b, 4) },
    wholeCalibration: { a: round(calibrations.whole.a, 4), b: round(calibrations.whole.b, 4) },
    routeThreshold: round(routeThreshold, 3),
    gates: { tool: round(shippedGates.tool, 3), direct: round(shippedGates.direct, 3) },
    offerGate: offerGate === undefined ? 1 : round(offerGate, 3),
    readable: READABLE,
  };
  const header = [
    '/**',
    ' * Fitted by `npm run fit-engine` (eval/corpus/fit-engine.mjs) on the development corpus listed in',
    ' * `obtained.data`; do not edit by hand. `obtained.heldOut` is measured leave-one-source-out: each source',
    ' * decided by models, calibration and gates fitted without it.',
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
