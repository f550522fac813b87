/** A readable table of an evaluation report: one row overall, one per case source. */
import type { EvalReport, EvalScores } from './report.js';

const COLUMNS = ['source', 'cases', 'tool needed', 'tool name', 'arguments', 'p50 ms', 'p99 ms', 'confident', 'conf. acc.'];

export function formatEvalReport(report: EvalReport): string {
  const rows = [
    ...Object.entries(report.bySource).map(([source, scores]) => row(source, scores)),
    row('overall', report),
  ];
  const widths = COLUMNS.map((column, index) => Math.max(column.length, ...rows.map((cells) => (cells[index] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const body = rows.map(line);
  body.splice(body.length - 1, 0, rule);
  const confident =
    report.decidedBy === 'stages'
      ? 'confident = share of cases the local engine decided without asking a model'
      : `confident = share of cases with route confidence >= ${report.threshold}`;
  return [line(COLUMNS), rule, ...body, '', confident].join('\n');
}

function row(source: string, scores: EvalScores): string[] {
  return [
    source,
    String(scores.cases),
    percent(scores.toolNeededAccuracy),
    percent(scores.toolNameAccuracy),
    percent(scores.argumentAccuracy),
    scores.latencyMs.p50.toFixed(3),
    scores.latencyMs.p99.toFixed(3),
    percent(scores.confidentShare),
    percent(scores.confidentAccuracy),
  ];
}

function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}
