/** Accumulates per-case results into the evaluation report. */
import type { CaseScore } from './score-case.js';
import type { DecideAloneGates } from '@switchyard/local-engine';
import { modelViewRecall } from './view-recall.js';
import { precisionCoverage, reliability, type CurvePoint, type Reliability } from './calibration.js';

export interface EvalScores {
  cases: number;
  toolNeededAccuracy: number;
  /** Over cases that expect calls; null when there are none. */
  toolNameAccuracy: number | null;
  /** Over cases that expect calls with specified arguments; null when there are none. */
  argumentAccuracy: number | null;
  latencyMs: { p50: number; p99: number };
  /** Share of cases whose route confidence reached the cascade threshold. */
  confidentShare: number;
  /** Tool-needed accuracy on those confident cases; null when there are none. */
  confidentAccuracy: number | null;
  /** Share of cases the engine decides without a model in `local-then-model` mode. */
  decidedAloneShare: number;
  /** Of those, the share whose whole decision (route, tool names, arguments) is right; null when there are none. */
  decidedAlonePrecision: number | null;
  /** Mean share of expected tools within the top k of the shortlist ranking, by k; over cases that expect calls. */
  shortlistRecall: Record<string, number | null>;
  /** The same, over cases that expect one tool and cases that expect several. */
  shortlistRecallSingle: Record<string, number | null>;
  shortlistRecallMulti: Record<string, number | null>;
  /** Share of cases that expect calls whose expected tools are all in the model's view (see view-recall.ts); null when not measured. */
  modelViewRecall: number | null;
  /** Confidence (probability the whole decision is right) against the share right, in 10 bins, and the ECE. */
  reliability: Reliability;
  /** Decided-alone precision and coverage at a range of gates. */
  precisionCoverage: CurvePoint[];
}

export interface EvalReport extends EvalScores {
  threshold: DecideAloneGates;
  /** The shortlist size recall@k and the cases' shortlists use. */
  shortlist: number;
  /** Who decided: the bare local engine (`confident` = route confidence >= threshold), or the stages with their models (`confident` = decided without a model). */
  decidedBy: 'local-engine' | 'stages';
  bySource: Record<string, EvalScores>;
}

export interface CaseOutcome extends CaseScore {
  source: string;
  latencyMs: number;
  confident: boolean;
  /** Probability that the whole decision is right, as the decider reported it. */
  confidence: number;
  decidedAlone: boolean;
  /** Route, tool names and (where specified) arguments all right. */
  wholeCorrect: boolean;
  multiTool: boolean;
  /** Share of expected tools in the top k, by k; absent when no calls are expected. */
  recall?: Record<string, number>;
  /** Every expected tool is in the model's view; absent when no calls are expected or the view was not measured. */
  inView?: boolean;
}

export function summarise(outcomes: readonly CaseOutcome[]): EvalScores {
  const named = outcomes.filter((outcome) => outcome.toolNameCorrect !== undefined);
  const argued = outcomes.filter((outcome) => outcome.argumentsCorrect !== undefined);
  const confident = outcomes.filter((outcome) => outcome.confident);
  const alone = outcomes.filter((outcome) => outcome.decidedAlone);
  const latencies = outcomes.map((outcome) => outcome.latencyMs);
  const latencyAt = (fraction: number) => (latencies.length > 0 ? Math.round(percentile(latencies, fraction) * 1000) / 1000 : 0);
  return {
    cases: outcomes.length,
    toolNeededAccuracy: share(outcomes, (outcome) => outcome.toolNeededCorrect) ?? 0,
    toolNameAccuracy: share(named, (outcome) => outcome.toolNameCorrect === true),
    argumentAccuracy: share(argued, (outcome) => outcome.argumentsCorrect === true),
    latencyMs: { p50: latencyAt(0.5), p99: latencyAt(0.99) },
    confidentShare: outcomes.length > 0 ? round(confident.length / outcomes.length) : 0,
    confidentAccuracy: share(confident, (outcome) => outcome.toolNeededCorrect),
    decidedAloneShare: outcomes.length > 0 ? round(alone.length / outcomes.length) : 0,
    decidedAlonePrecision: share(alone, (outcome) => outcome.wholeCorrect),
    shortlistRecall: meanRecall(outcomes),
    shortlistRecallSingle: meanRecall(outcomes.filter((outcome) => !outcome.multiTool)),
    shortlistRecallMulti: meanRecall(outcomes.filter((outcome) => outcome.multiTool)),
    modelViewRecall: modelViewRecall(outcomes),
    ...calibrationOf(outcomes),
  };
}

function calibrationOf(outcomes: readonly CaseOutcome[]): Pick<EvalScores, 'reliability' | 'precisionCoverage'> {
  const scored = outcomes.map((outcome) => ({ confidence: outcome.confidence, correct: outcome.wholeCorrect }));
  return { reliability: reliability(scored), precisionCoverage: precisionCoverage(scored) };
}

function meanRecall(outcomes: readonly CaseOutcome[]): Record<string, number | null> {
  const ranked = outcomes.filter((outcome) => outcome.recall !== undefined);
  const ks = [...new Set(ranked.flatMap((outcome) => Object.keys(outcome.recall ?? {})))];
  return Object.fromEntries(
    ks.map((k) => [k, ranked.length === 0 ? null : round(ranked.reduce((sum, outcome) => sum + (outcome.recall?.[k] ?? 0), 0) / ranked.length)]),
  );
}

export function buildReport(
  outcomes: readonly CaseOutcome[],
  threshold: DecideAloneGates,
  decidedBy: EvalReport['decidedBy'] = 'local-engine',
  shortlist = 8,
): EvalReport {
  const sources = [...new Set(outcomes.map((outcome) => outcome.source))].sort();
  const bySource: Record<string, EvalScores> = {};
  for (const source of sources) bySource[source] = summarise(outcomes.filter((outcome) => outcome.source === source));
  return { ...summarise(outcomes), threshold, shortlist, decidedBy, bySource };
}

function share<T>(items: readonly T[], passes: (item: T) => boolean): number | null {
  if (items.length === 0) return null;
  return round(items.filter(passes).length / items.length);
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** The value at a fraction (0..1) of the samples, nearest rank; NaN for none. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
