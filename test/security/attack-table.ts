import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** One attack of the security suite: how often it was tried, and how often the guard held. */
export interface AttackRow {
  attack: string;
  tries: number;
  held: number;
  broke: number;
  note?: string;
}

const rowsFile = () => process.env.SWITCHYARD_SECURITY_ROWS;

/**
 * Runs an attack `tries` times. `tryOnce` resolves true when the guard held
 * (the attack was refused and nothing it aimed at happened). A throw counts as
 * broke, with its message in the note. Adds the row to the suite's table and
 * returns it, so the test asserts `broke === 0` itself.
 */
export async function attack(name: string, tries: number, tryOnce: (attempt: number) => Promise<boolean>): Promise<AttackRow> {
  let held = 0;
  const notes: string[] = [];
  for (let i = 0; i < tries; i++) {
    try {
      if (await tryOnce(i)) held++;
    } catch (error) {
      notes.push(error instanceof Error ? error.message.slice(0, 120) : String(error));
    }
  }
  const row: AttackRow = { attack: name, tries, held, broke: tries - held, ...(notes.length ? { note: notes[0] } : {}) };
  const file = rowsFile();
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
  return row;
}

export function printAttackTable(path: string): string {
  if (!existsSync(path)) return '\nsecurity summary: no attack was recorded\n';
  const rows = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AttackRow);
  const head = ['attack', 'tries', 'held', 'broke', 'note'];
  const body = rows.map((r) => [r.attack, r.tries, r.held, r.broke, r.note ?? ''].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const broke = rows.reduce((n, r) => n + r.broke, 0);
  return ['', 'security summary', line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line), `${rows.length} attacks, ${broke} broke`, ''].join(
    '\n',
  );
}
