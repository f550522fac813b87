/**
 * The engine's fitted probabilities: that a tool is needed (one model over
 * every route feature, whose calibrated output both decides the route and is
 * its confidence), and that a tool decision is right as a whole (route,
 * tools, arguments), each calibrated on held-out sources. Weights come from
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

/** Each model's weights as a list, read once: every decision reads them for every feature. */
const weightLists = new WeakMap<LogisticModel, ReadonlyArray<readonly [string, number]>>();

function weightsOf(model: LogisticModel): ReadonlyArray<readonly [string, number]> {
  let list = weightLists.get(model);
  if (!list) {
    list = Object.entries(model.weights);
    weightLists.set(model, list);
  }
  return list;
}

export function predict(model: LogisticModel, ...features: readonly Features[]): number {
  let z = model.bias;
  for (const [name, weight] of weightsOf(model)) {
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
 * A message the engine reads poorly (another language, another script) is read through a small lexicon at best:
 * whatever its probability, it is handed over (to a model, or to the user as an offer), never decided alone.
 */
export function readsPoorly(route: Features): boolean {
  return (route.readability ?? 1) < FITTED_MODEL.readable || route.notEnglish === 1 || route.unreadableScript === 1;
}

/**
 * Whether a route decision must be handed over whatever its confidence: the message is read poorly, or it is a
 * "no tool" answer the evidence doubts (`noToolDoubted`). A flag beside the probability, not a cap on it, so the
 * confidence stays what was measured: how often such decisions are right.
 */
export function routeNeverAlone(needsTool: boolean, route: Features): boolean {
  return readsPoorly(route) || (!needsTool && noToolDoubted(route));
}

/** Calibrated probability that the turn needs a tool: the route decision and its confidence both read it. */
export function toolNeedProbability(route: Features): number {
  return calibrate(FITTED_MODEL.routeCalibration, predict(FITTED_MODEL.toolNeeded, route));
}

/** The probability of "a tool is needed" at which the router sends a turn on, chosen on held-out sources. */
export const TOOL_NEEDED_AT: number = FITTED_MODEL.routeThreshold;

/**
 * Calibrated probability that the route decision is right: a tool is needed, or no tool is (then it is the whole
 * decision). Whether it may stand alone is `routeNeverAlone`'s question, not this number's.
 */
export function routeConfidence(needsTool: boolean, route: Features): number {
  const needed = toolNeedProbability(route);
  return needsTool ? needed : 1 - needed;
}

/**
 * "No tool" is never sure when the request firmly asks for what an offered tool does (the engine reads the action,
 * not whether its object is what the tool keeps), when the conversation was searched for an answer and none was
 * found (a word search that misses is weak evidence of absence), when the request commands a device, timer or
 * person (only a tool carries that out, whatever words the two share), when it asks to look something up or to use
 * a tool ("can you look that up?"), when a question about the user sits beside a tool that takes a free-form query,
 * nor when it continues a request that needed a tool ("also she speaks Dutch" after "remember that Ines works at
 * the bakery"), nor when it continues any request in a few words ("and in LA?", "and plus 4?"): what such a turn
 * asks is read from the turn before, which the engine reads no better than it read that turn; nor when it asks a
 * fact of now beside a tool that shares a word with it, nor when it asks to act ("book a table"): what to say
 * when no tool does it is a model's.
 * The fit reads the same predicate when it chooses the gates.
 */
export function noToolDoubted(route: Features): boolean {
  return (
    route.offeredToolDoes === 1 ||
    route.ruleHistoryMissing === 1 ||
    route.command === 1 ||
    route.asksForTool === 1 ||
    route.continuesToolTurn === 1 ||
    route.followUp === 1 ||
    route.action === 1 ||
    asksLiveFactBesideMatchingTool(route) ||
    asksAboutUserBesideOpenTool(route)
  );
}

/**
 * A fact of now ("the temperature in the kitchen right now", "what's the weather like in LA today") beside a tool
 * that shares a word with it: no model knows the present, so only a tool could answer, and "no tool" is not sure.
 */
function asksLiveFactBesideMatchingTool(route: Features): boolean {
  return (route.realTime === 1 || route.liveFact === 1) && (route.relevance ?? 0) > 0;
}

/**
 * A question about the user's own things ("who wrote to me about the invoice?") beside a tool that takes a free-form
 * query: the tool may hold the answer whatever words the two share, so "no tool" is not sure.
 */
function asksAboutUserBesideOpenTool(route: Features): boolean {
  return route.question === 1 && route.personal === 1 && route.openEndedTool === 1;
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
 * The operating points on the precision–coverage curve at which the engine decides alone in
 * `local-then-model` mode, one per kind of decision: a tool decision (its confidence the lower of the route's
 * and the whole decision's) and a "no tool" answer (the route's alone) are different populations, so each
 * gets the loosest gate that reaches the target precision on held-out sources. Configurable (`cascadeThreshold`).
 */
export interface DecideAloneGates {
  tool: number;
  direct: number;
}
export const DECIDE_ALONE_GATES: DecideAloneGates = FITTED_MODEL.gates;

/** The gate a decision must reach to stand without a model: the tool gate, or the "no tool" one. */
export function decideAloneGate(gates: DecideAloneGates, needsTool: boolean): number {
  return needsTool ? gates.tool : gates.direct;
}

/**
 * Without a model, a plan below this confidence is offered as a question instead of run: the operating point at
 * which held-out precision reaches 0.9, chosen by the fit. Configurable (`offerThreshold`).
 */
export const OFFER_BELOW: number = FITTED_MODEL.offerGate;
