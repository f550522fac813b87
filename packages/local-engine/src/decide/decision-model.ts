/**
 * The engine's fitted probabilities: that no tool is needed (when the router
 * answers directly), that a tool is needed (when it sends the turn on), and
 * that a tool decision is right as a whole (route, tools, arguments), each
 * calibrated on held-out sources. Weights come from
 * `fitted-model.ts` (written by `npm run fit-engine`); nothing is fitted here.
 */
import type { Features } from './features.js';
import { FITTED_MODEL } from './fitted-model.js';

export interface LogisticModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
}

/** Platt scaling: p = σ(a · logit(raw) + b). */
export interface Calibration {
  a: number;
  b: number;
}

/** Probabilities are kept off 0 and 1 so a logit stays finite. */
const EPSILON = 1e-6;

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function logit(p: number): number {
  const clamped = Math.min(1 - EPSILON, Math.max(EPSILON, p));
  return Math.log(clamped / (1 - clamped));
}

export function predict(model: LogisticModel, ...features: readonly Features[]): number {
  let z = model.bias;
  for (const [name, weight] of Object.entries(model.weights)) {
    for (const set of features) {
      const value = set[name];
      if (value !== undefined) {
        z += weight * value;
        break;
      }
    }
  }
  return sigmoid(z);
}

export function calibrate(calibration: Calibration, raw: number): number {
  return sigmoid(calibration.a * logit(raw) + calibration.b);
}

/**
 * A message the engine reads poorly (another language, another script) is handed over, never decided alone: its
 * confidence is at most the share of such messages the engine decided right on the development corpus.
 */
/** The most a decision the engine must never take alone may claim: below any gate, whatever the fit says. */
export const HAND_OVER_CAP = 0.5;

export function readablyConfident(confidence: number, route: Features): number {
  // Another language or script is read through a small lexicon at best: handed over, never decided alone.
  const poorlyRead = (route.readability ?? 1) < FITTED_MODEL.readable || route.notEnglish === 1 || route.unreadableScript === 1;
  return poorlyRead ? Math.min(confidence, FITTED_MODEL.unreadableRight, HAND_OVER_CAP) : confidence;
}

/** Calibrated probability that the route decision is right: a tool is needed, or no tool is (then it is the whole decision). */
export function routeConfidence(needsTool: boolean, route: Features): number {
  return needsTool
    ? calibrate(FITTED_MODEL.routeCalibration, predict(FITTED_MODEL.toolNeeded, route))
    : // The tool-need model's view counts against "no tool" too (a look-up asked for, the user's own things, an
      // unreadable message): the direct model alone is flattened by the sources' different base rates.
      calibrate(FITTED_MODEL.directCalibration, predict(FITTED_MODEL.noToolRight, route) * (1 - predict(FITTED_MODEL.toolNeeded, route)));
}

/**
 * Calibrated probability that a tool decision is right as a whole: a tool is needed, these tools, these
 * arguments. A decision the trust checks doubt (a missing or ungrounded argument, a value left over, several
 * tools...) and one they do not are different populations: each has its own fitted model, so the graded signals
 * (margin, words explained, extraction) rank the clear decisions instead of the doubted ones' bulk.
 */
export function wholeDecisionConfidence(route: Features, selection: Features): number {
  const model = selection.clear === 1 ? FITTED_MODEL.clearToolDecision : FITTED_MODEL.doubtedToolDecision;
  return calibrate(FITTED_MODEL.wholeCalibration, predict(model, selection, route));
}

/**
 * The operating point on the precision–coverage curve at which the engine decides alone in
 * `local-then-model` mode: chosen by the fit on held-out sources. Configurable (`cascadeThreshold`).
 */
export const DECIDE_ALONE_GATE: number = FITTED_MODEL.gate;
