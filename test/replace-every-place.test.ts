import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlanStep } from '@switchyard/packet-schema';
import { plannedPacket, reviewedPacket } from './support/plans.js';
import { writableFilesystemFor } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

type Step = Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>;

// The filesystem server's edit_file changes only the first place each edit's old text stands: "change every 'Hive B'
// to 'Hive E'" as one edit changed one place of two. A read, then edits whose value is `{"$replace": …}`, which the
// executor makes one edit a line from what the read returned, changes every place through the real server.
describe('every place of a text changed, through the stages and the real filesystem server', () => {
  const log = [
    '# Inspection log',
    '2026-05-01 Hive B: queen seen, 6 frames of brood',
    '2026-05-01 Hive E: calm (Hive E was split from Hive A)',
    '2026-05-08 Hive B2 (a nuc from Hive B): eggs present',
    '2026-05-08 Hive A: supers on',
    '',
  ].join('\n');
  const workspace = tempWorkspace({ 'inspection-log.md': log, 'other.md': 'Hive B stays here\n' });
  const stack = writableFilesystemFor(workspace);
  const at = (name: string) => join(workspace.dir, name);
  const contents = () => Object.fromEntries(readdirSync(workspace.dir).map((name) => [name, readFileSync(at(name), 'utf8')]));
  const read = (name: string, extra: Record<string, unknown> = {}): Step => ({
    id: 's1',
    server: 'filesystem',
    tool: 'read_text_file',
    arguments: { path: at(name), ...extra },
  });
  const edit = (name: string, old: string, replacement: string): Step => ({
    id: 's2',
    server: 'filesystem',
    tool: 'edit_file',
    arguments: { path: at(name), edits: { $replace: { in: 's1.output', old, new: replacement } } },
    dependsOn: ['s1'],
  });

  it('changes every place "Hive B" stands as written, not "Hive B2", which is another hive, and nothing else, and says so', async () => {
    const before = contents();
    // Entered at the reviewer: the real edit_file schema lets the `$replace` through as a value known at run time.
    const final = await stack().producer.submitPacket(plannedPacket([read('inspection-log.md'), edit('inspection-log.md', 'Hive B', 'Hive E')]), {
      at: 'reviewer',
      timeoutMs: 20_000,
    });
    expect(final.status.state, JSON.stringify(final.execution)).toBe('done');
    expect(contents()).toEqual({
      ...before,
      'inspection-log.md': log.replace('2026-05-01 Hive B:', '2026-05-01 Hive E:').replace('(a nuc from Hive B)', '(a nuc from Hive E)'),
    });
    expect(contents()['inspection-log.md']).toContain('2026-05-08 Hive B2 (a nuc from Hive E): eggs present');
    const edits = final.execution?.steps.find((step) => step.tool === 'edit_file')?.arguments.edits;
    expect(edits).toHaveLength(2);
    expect(final.reply?.text).toContain(`Changed every "Hive B" to "Hive E" in ${at('inspection-log.md')}.`);
  });

  it('changes identical lines, CRLF lines and a last line without a line break, as the server writes an edit (with LF)', async () => {
    writeFileSync(at('crlf.md'), 'Hive B\r\nx\r\nHive B\r\nHive B');
    const final = await stack().producer.submitPacket(reviewedPacket([read('crlf.md'), edit('crlf.md', 'Hive B', 'Hive E')]), {
      at: 'executor',
      timeoutMs: 20_000,
    });
    expect(final.status.state, JSON.stringify(final.execution)).toBe('done');
    expect(readFileSync(at('crlf.md'), 'utf8')).toBe('Hive E\nx\nHive E\nHive E');
  });

  it('changes nothing and says why when the text does not stand in the file, or the read took only part of it', async () => {
    writeFileSync(at('part.md'), 'Hive A\nHive B\n');
    const cases: Array<[Step[], string]> = [
      [[read('part.md'), edit('part.md', 'Hive Z', 'Hive E')], `"Hive Z" does not stand in ${at('part.md')} as read; nothing was changed`],
      [[read('part.md', { head: 1 }), edit('part.md', 'Hive A', 'Hive E')], 'read only part of the file (head), so places outside it would stay as they were'],
    ];
    for (const [steps, why] of cases) {
      const before = contents();
      const final = await stack().producer.submitPacket(reviewedPacket(steps), { at: 'executor', timeoutMs: 20_000 });
      expect(contents()).toEqual(before);
      const failed = final.execution?.steps.find((step) => step.tool === 'edit_file');
      expect(failed?.ok).toBe(false);
      expect(failed?.error).toMatchObject({ code: 'bad_reference', retryable: false });
      expect(failed?.error?.message).toContain(why);
      expect(final.reply?.text).not.toMatch(/\bChanged every\b/);
    }
  });
});
