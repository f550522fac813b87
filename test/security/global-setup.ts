import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printAttackTable } from './attack-table.js';

/** Collects one row per attack from every test file and prints the table at the end. */
export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'switchyard-security-'));
  const rows = join(dir, 'rows.jsonl');
  process.env.SWITCHYARD_SECURITY_ROWS = rows;
  return () => {
    process.stdout.write(printAttackTable(rows));
    rmSync(dir, { recursive: true, force: true });
  };
}
