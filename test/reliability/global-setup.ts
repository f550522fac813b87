import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printSummary } from './summary.js';

/** Collects one row per scenario from every test file and prints the table at the end. */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-reliability-'));
  const rows = join(dir, 'rows.jsonl');
  process.env.SWITCHYARD_RELIABILITY_ROWS = rows;
  return () => {
    process.stdout.write(printSummary(rows));
    rmSync(dir, { recursive: true, force: true });
  };
}
