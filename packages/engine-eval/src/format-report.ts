/** A readable table of an evaluation report: one row overall, one per case source. */
import type { EvalReport, EvalScores } from './report.js';

const COLUMNS = ['source', 'cases', 'tool needed', 'tool name', 'arguments', 'p50 ms', 'p99 ms', 'alone', 'alone prec.', 'R@1', 'R@5', 'R@k', 'view'];

export function formatEvalReport(report: EvalReport): string {
  const rows = [...Object.entries(report.bySource).map(([source, scores]) => row(source, scores, report.shortlist)), row('overall', report, report.shortlist)];
  const widths = COLUMNS.map((column, index) => Math.max(column.length, ...rows.map((cells) => (cells[index] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const body = rows.map(line);
  body.splice(body.length - 1, 0, rule);
  const legend = [
    report.decidedBy === 'stages'
      ? 'alone = share of cases the local engine decided without asking a model'
      : `alone = share of cases the engine decides without a model in local-then-model mode (gates: tool decisions ${report.threshold.tool}, no tool ${report.threshold.direct})`,
    'alone prec. = of those, route + tool names + arguments all right',
    `R@n = share of expected tools in the top n of the shortlist ranking (k = ${report.shortlist}, the shortlist size)`,
    "view = share of tool-needing cases whose expected tools are all among those the stages' models are shown",
  ];
  return [line(COLUMNS), rule, ...body, '', ...legend, '', ...formatReliability(report), '', ...formatCurve(report)].join('\n');
}

/** Confidence bins against the share of whole decisions right, and the expected calibration error. */
export function formatReliability(scores: EvalScores): string[] {
  const rows = scores.reliability.bins.map((bin) =>
    [
      `${bin.from.toFixed(1)}-${bin.to.toFixed(1)}`.padEnd(10),
      String(bin.cases).padStart(6),
      (bin.meanConfidence === null ? '—' : bin.meanConfidence.toFixed(3)).padStart(11),
      (bin.accuracy === null ? '—' : bin.accuracy.toFixed(3)).padStart(9),
    ].join('  '),
  );
  return [
    'Reliability (confidence = probability the whole decision is right):',
    `${'confidence'.padEnd(10)}  ${'cases'.padStart(6)}  ${'mean conf.'.padStart(11)}  ${'right'.padStart(9)}`,
    ...rows,
    `expected calibration error (10 bins): ${scores.reliability.expectedCalibrationError.toFixed(3)}`,
  ];
}

/** Decided-alone precision and coverage if the gate were at each level. */
export function formatCurve(scores: EvalScores): string[] {
  return [
    'Precision-coverage (decide alone at confidence >= gate):',
    `${'gate'.padEnd(6)}  ${'coverage'.padStart(8)}  ${'precision'.padStart(9)}`,
    ...scores.precisionCoverage.map(
      (point) => `${point.gate.toFixed(2).padEnd(6)}  ${percent(point.coverage).padStart(8)}  ${percent(point.precision).padStart(9)}`,
    ),
  ];
}

function row(source: string, scores: EvalScores, k: number): string[] {
  return [
    source,
    String(scores.cases),
    percent(scores.toolNeededAccuracy),
    percent(scores.toolNameAccuracy),
    percent(scores.argumentAccuracy),
    scores.latencyMs.p50.toFixed(3),
    scores.latencyMs.p99.toFixed(3),
    percent(scores.decidedAloneShare),
    percent(scores.decidedAlonePrecision),
    percent(scores.shortlistRecall['1'] ?? null),
    percent(scores.shortlistRecall['5'] ?? null),
    percent(scores.shortlistRecall[String(k)] ?? null),
    percent(scores.modelViewRecall),
  ];
}

function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}
