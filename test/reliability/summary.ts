import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface SummaryRow {
  scenario: string;
  turns: number;
  lost: number;
  doubled: number;
  deadLettered: number;
  unauthorizedRuns: number;
  note?: string;
}

const file = () => process.env.SWITCHYARD_RELIABILITY_ROWS as string;

/** Adds a row to the table printed at the end of the suite. */
export function report(row: SummaryRow): void {
  appendFileSync(file(), `${JSON.stringify(row)}\n`);
}

export function printSummary(path: string): string {
  if (!existsSync(path)) return 'no reliability rows were recorded\n';
  const rows = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as SummaryRow);
  const head = ['scenario', 'turns', 'lost', 'doubled', 'dead-lettered', 'unauthorized runs', 'note'];
  const body = rows.map((r) => [r.scenario, r.turns, r.lost, r.doubled, r.deadLettered, r.unauthorizedRuns, r.note ?? ''].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return ['', 'reliability summary', line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line), ''].join('\n');
}
