/** Accumulates per-case results into the evaluation report. */
import type { CaseScore } from './score-case.js';

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
}

export interface EvalReport extends EvalScores {
  threshold: number;
  /** Who decided: the bare local engine (`confident` = route confidence >= threshold), or the stages with their models (`confident` = decided without a model). */
  decidedBy: 'local-engine' | 'stages';
  bySource: Record<string, EvalScores>;
}

export interface CaseOutcome extends CaseScore {
  source: string;
  latencyMs: number;
  confident: boolean;
}

export function summarise(outcomes: readonly CaseOutcome[]): EvalScores {
  const named = outcomes.filter((outcome) => outcome.toolNameCorrect !== undefined);
  const argued = outcomes.filter((outcome) => outcome.argumentsCorrect !== undefined);
  const confident = outcomes.filter((outcome) => outcome.confident);
  const latencies = outcomes.map((outcome) => outcome.latencyMs).sort((a, b) => a - b);
  return {
    cases: outcomes.length,
    toolNeededAccuracy: share(outcomes, (outcome) => outcome.toolNeededCorrect) ?? 0,
    toolNameAccuracy: share(named, (outcome) => outcome.toolNameCorrect === true),
    argumentAccuracy: share(argued, (outcome) => outcome.argumentsCorrect === true),
    latencyMs: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) },
    confidentShare: outcomes.length > 0 ? round(confident.length / outcomes.length) : 0,
    confidentAccuracy: share(confident, (outcome) => outcome.toolNeededCorrect),
  };
}

export function buildReport(outcomes: readonly CaseOutcome[], threshold: number, decidedBy: EvalReport['decidedBy'] = 'local-engine'): EvalReport {
  const sources = [...new Set(outcomes.map((outcome) => outcome.source))].sort();
  const bySource: Record<string, EvalScores> = {};
  for (const source of sources) bySource[source] = summarise(outcomes.filter((outcome) => outcome.source === source));
  return { ...summarise(outcomes), threshold, decidedBy, bySource };
}

function share<T>(items: readonly T[], passes: (item: T) => boolean): number | null {
  if (items.length === 0) return null;
  return round(items.filter(passes).length / items.length);
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return Math.round((sorted[rank] ?? 0) * 1000) / 1000;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
