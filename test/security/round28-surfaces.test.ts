import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The filesystem server's own edit (the code `edit_file` runs), to replay a file that changed between read and edit.
import { applyFileEdits } from '@modelcontextprotocol/server-filesystem/dist/lib.js';
import type { PlanStep } from '@switchyard/packet-schema';
import { appendingEdit } from '../../services/executor/src/appending-edit.js';
import { REFERENCE_WITH_DELETER, planAmong, readReply } from '../support/file-tool-catalog.js';
import { reviewedPacket } from '../support/plans.js';
import { readingMs } from '../support/reading-time.js';
import { writableFilesystemFor } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { toolSpec as tool } from '../support/tool-specs.js';
import { attack } from './attack-table.js';

// The surfaces of the twenty-eighth round: a line added to a file as a read, then one `edit_file` whose `edits` is
// `{"$append": {"to": "s1.output", "line": "…", "as": "edits"}}`, which the executor makes the one edit
// [{oldText: <the file's shortest end of whole lines found once>, newText: <that end + the line>}]; and this round's
// readings (who works when, where to look after a question, versions compared, "X, not Y", a number in groups, Arabic).

type Call = { tool: string; arguments: Record<string, unknown> };
type Step = Omit<PlanStep, 'dependsOn' | 'why'> & Partial<PlanStep>;
const shown = (calls: readonly Call[]) => JSON.stringify(calls.map((call) => [call.tool, call.arguments]));
const appendAs = (line: unknown, as: unknown = 'edits', to: unknown = 's1.output') => ({ $append: { to, line, as } });

describe('an append as one edit, through the executor and the real filesystem server', () => {
  const workspace = tempWorkspace({ 'todo.txt': '- glue\n', 'secret.txt': 'TOP-SECRET\n' });
  const stack = writableFilesystemFor(workspace);
  const at = (name: string) => join(workspace.dir, name);
  const read = (id: string, name: string, extra: Record<string, unknown> = {}): Step => ({
    id,
    server: 'filesystem',
    tool: 'read_text_file',
    arguments: { path: at(name), ...extra },
  });
  const edit = (name: string, edits: unknown, dependsOn = ['s1']): Step => ({
    id: 's2',
    server: 'filesystem',
    tool: 'edit_file',
    arguments: { path: at(name), edits },
    dependsOn,
  });
  const run = (steps: Step[]) => stack().producer.submitPacket(reviewedPacket(steps), { at: 'executor', timeoutMs: 20_000 });

  it('every line before the added line is kept and the line lands at the very end, whatever the file holds', async () => {
    // Broke first: edit_file reads the file with CRLF made LF, matches the anchor there and writes the whole file
    // back, and the executor's anchor was unique in the raw text, not in the text the server matches it in ("b\r\nx\nb\n"
    // got the line after its first line). The anchor is now found in the text as the server reads it. The server
    // writes every file it edits with LF line ends, so the lines are compared so; lines ended by CR alone are refused.
    const files: Array<[string, string]> = [
      ['crlf.txt', 'a\r\nb\r\n'],
      ['mixed.txt', 'b\r\nx\nb\n'],
      ['mixed-list.txt', '- eggs\r\n- bread\n- eggs\n'],
      ['cr-only.txt', 'a\rb\r'],
      ['no-newline.txt', 'a\nb'],
      ['empty.txt', ''],
      ['blank.txt', '  \n\t\n'],
      ['repeated-end.txt', '- eggs\n- eggs\n'],
      ['end-inside.txt', 'subtotal: 10\ntotal: 10\n'],
      ['equal-lines.txt', 'x\n'.repeat(5_000)],
      ['nfd.txt', 'cafe\u0301\n'],
      ['bom.txt', '\uFEFFa\n'],
    ];
    const broke: string[] = [];
    const row = await attack('an append as one edit damaging what the file held or landing before its end (stages)', files.length, async (i) => {
      const [name, before] = files[i]!;
      writeFileSync(at(name), before);
      const final = await run([read('s1', name), edit(name, appendAs('- milk'))]);
      const after = readFileSync(at(name), 'utf8');
      const lines = before.replace(/\r\n/g, '\n');
      const ok = lines.includes('\r')
        ? after === before &&
          final.execution?.steps.some((step) => step.tool === 'edit_file' && !step.ok && /carriage return alone/.test(step.error?.message ?? '')) === true
        : after.startsWith(lines) && /^\n?- milk\n?$/.test(after.slice(lines.length));
      if (!ok) broke.push(`${name} ${JSON.stringify(before.slice(0, 40))} → ${JSON.stringify(after.slice(0, 60))} (${final.status.state})`);
      return ok;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('an append of a read of part of the file (head, tail) never puts the line anywhere but the end', async () => {
    // The anchor is unique only in the part read; the server replaces the first place it stands in the whole file.
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['head.txt', 'a\nb\nc\n', { head: 1 }],
      ['tail.txt', 'c\nb\nc\n', { tail: 1 }],
      ['head2.txt', '- x\n- y\n- x\n- y\n', { head: 2 }],
    ];
    const broke: string[] = [];
    const row = await attack('an append as one edit of a partial read landing in the middle of the file (stages)', cases.length, async (i) => {
      const [name, before, part] = cases[i]!;
      writeFileSync(at(name), before);
      await run([read('s1', name, part), edit(name, appendAs('- milk'))]);
      const after = readFileSync(at(name), 'utf8');
      const ok = after === before || after === `${before}- milk\n`;
      if (!ok) broke.push(`${name} ${JSON.stringify(before)} read with ${JSON.stringify(part)} → ${JSON.stringify(after)}`);
      return ok;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('a forged or malformed "as", or an append of the wrong form for its tool, writes nothing and the turn says why', async () => {
    const forged: Array<[string, Step[]]> = [
      ['as "edit"', [read('s1', 'todo.txt'), edit('todo.txt', appendAs('x', 'edit'))]],
      ['as "EDITS"', [read('s1', 'todo.txt'), edit('todo.txt', appendAs('x', 'EDITS'))]],
      ['as "edits "', [read('s1', 'todo.txt'), edit('todo.txt', appendAs('x', 'edits '))]],
      ['as null', [read('s1', 'todo.txt'), edit('todo.txt', appendAs('x', null))]],
      ['as a list', [read('s1', 'todo.txt'), edit('todo.txt', appendAs('x', ['edits']))]],
      ['as a $ref', [read('s1', 'todo.txt'), edit('todo.txt', appendAs('x', { $ref: 's1.output' }))]],
      ['line a number', [read('s1', 'todo.txt'), edit('todo.txt', appendAs(42))]],
      ['line a $ref of a secret', [read('s0', 'secret.txt'), read('s1', 'todo.txt'), edit('todo.txt', appendAs({ $ref: 's0.output' }), ['s0', 's1'])]],
      ['as edits, no line', [read('s1', 'todo.txt'), edit('todo.txt', { $append: { to: 's1.output', as: 'edits' } })]],
      ['to a path', [read('s1', 'todo.txt'), edit('todo.txt', appendAs('x', 'edits', 's1.path'))]],
      ['to itself', [edit('todo.txt', appendAs('x', 'edits', 's2.output'), ['s2'])]],
      ['a __proto__ key', [read('s1', 'todo.txt'), edit('todo.txt', JSON.parse('{"$append":{"to":"s1.output","line":"x","as":"edits","__proto__":{"a":1}}}'))]],
      ['edits inside edits', [read('s1', 'todo.txt'), edit('todo.txt', [appendAs('x')])]],
      ['whole text as edits', [read('s1', 'todo.txt'), edit('todo.txt', { $append: { to: 's1.output', line: 'x' } })]],
      [
        'edits as a whole write',
        [read('s1', 'todo.txt'), { ...edit('todo.txt', undefined), tool: 'write_file', arguments: { path: at('todo.txt'), content: appendAs('x') } }],
      ],
    ];
    const broke: string[] = [];
    const row = await attack(
      'a forged or malformed $append "as" accepted, or written without an error said (stages, at the executor)',
      forged.length,
      async (i) => {
        const [what, steps] = forged[i]!;
        writeFileSync(at('todo.txt'), '- glue\n');
        const final = await run(steps);
        const unchanged = readFileSync(at('todo.txt'), 'utf8') === '- glue\n';
        const changing = (final.execution?.steps ?? []).filter((step) => step.tool !== 'read_text_file');
        const said = changing.length > 0 && changing.every((step) => !step.ok && (step.error?.message ?? '') !== '');
        if (!unchanged || !said || final.reply === undefined)
          broke.push(`${what}: ${JSON.stringify(changing.map((s) => [s.ok, s.error?.message?.slice(0, 60)]))}`);
        return unchanged && said && final.reply !== undefined;
      },
    );
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });
});

describe("a file that changed between the read and the edit (the server's own edit code)", () => {
  it('the edit computed from the read fails, or keeps every line the file holds now and adds the line as one of its own', async () => {
    // Broke first against what the first commit said ("a changed end makes the edit fail"): the server replaces the
    // first place the anchor stands, wherever that is now, so a line written after the read's end stays after the new
    // one; and an empty file's anchor "" stands at its start, where "- milk" was glued to "- eggs". What holds, and what
    // the manual now says: nothing the file holds is lost, and the new line is a line of its own (it may not be last).
    const cases: Array<[what: string, read: string, now: string]> = [
      ['a line added meanwhile', 'a\nb\n', 'a\nb\nc\n'],
      ['an empty file filled meanwhile', '', 'hello\n'],
      ['another append to the empty file first', '', '- eggs'],
      ['the last line moved up', 'a\nb\n', 'b\na\nB\n'],
      ['a line that repeats the anchor added', 'x\ny\n', 'x\ny\nz\ny\n'],
    ];
    const dir = mkdtempSync(join(tmpdir(), 'round28-race-'));
    const broke: string[] = [];
    try {
      const row = await attack(
        'an append edit applied to a file changed since its read, losing a line or joining one (server edit)',
        cases.length,
        async (i) => {
          const [what, readText, now] = cases[i]!;
          const path = join(dir, `f${i}.txt`);
          writeFileSync(path, now);
          let after: string;
          try {
            await applyFileEdits(path, [appendingEdit(readText, '- milk')]);
            after = readFileSync(path, 'utf8');
          } catch {
            return true;
          }
          const lines = (text: string) => text.split('\n').filter((line) => line !== '');
          const kept = lines(after);
          const added = kept.indexOf('- milk');
          const ok = added >= 0 && JSON.stringify(kept.filter((_, at) => at !== added)) === JSON.stringify(lines(now));
          if (!ok) broke.push(`${what}: read ${JSON.stringify(readText)}, now ${JSON.stringify(now)} → ${JSON.stringify(after)}`);
          return ok;
        },
      );
      expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const text = { type: 'string' };
const EDITS = { type: 'array', items: { type: 'object', properties: { oldText: text, newText: text }, required: ['oldText', 'newText'] } };
/** An editor on another server, shaped like the filesystem server's. */
const FOREIGN_EDITOR = tool(
  'notes.edit_file',
  'Make line-based edits to a text file. Each edit replaces exact line sequences with new content.',
  { path: text, edits: EDITS },
  ['path', 'edits'],
);
const serverOf = (name: string) => name.split('.')[0];

describe('the engine planning an append as an edit', () => {
  it("the edit that adds the line goes to the server that read the file, never another server's editor (engine)", async () => {
    // Broke first: lineAdder looked over the whole catalog (the whole write it replaced had to be the call's own tool),
    // so another server's editor got the file's last lines. The reader and the change now come from the call's server.
    const catalogs: Array<[string, typeof REFERENCE_WITH_DELETER]> = [
      ['a foreign editor listed first', [FOREIGN_EDITOR, ...REFERENCE_WITH_DELETER]],
      ['a filesystem with no editor', [...REFERENCE_WITH_DELETER.filter((spec) => spec.name !== 'filesystem.edit_file'), FOREIGN_EDITOR]],
      ['the reference catalog', REFERENCE_WITH_DELETER],
    ];
    const messages = ["append '- milk' to todo.txt", 'add a line to the end of notes/ideas.md: call mum', 'add eggs to my shopping list'];
    const broke: string[] = [];
    const row = await attack("an append read on one server and edited by another server's editor (engine)", catalogs.length * messages.length, async (i) => {
      const [what, tools] = catalogs[Math.floor(i / messages.length)]!;
      const message = messages[i % messages.length]!;
      const { calls } = planAmong(tools, message);
      const readOn = calls.find((call) => /read/.test(call.tool));
      const strays = calls.filter((call) => readOn && /edit|write/.test(call.tool) && serverOf(call.tool) !== serverOf(readOn.tool));
      if (strays.length > 0) broke.push(`${what}: ${JSON.stringify(message)} → ${shown(calls)}`);
      return strays.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('no append, in any wording or language, after a read or not, runs without a yes (engine)', async () => {
    const history = [
      { role: 'user' as const, content: 'read todo.txt' },
      { role: 'assistant' as const, content: readReply('todo.txt', '- glue\n') },
    ];
    const asked: Array<[string, boolean]> = [
      ["append '- milk' to todo.txt", false],
      ['add "milk" to the bottom of todo.txt', false],
      ['add a new row to budget.csv: rent,1200', false],
      ["Füge 'Milch bestellen' zu notes/ideas.md hinzu", false],
      ["añade 'pedir leche' a notes/ideas.md", false],
      ['把牛奶添加到 notes.md', false],
      ['add eggs to my shopping list', false],
      ["append 'x' to ../outside.txt", false],
      ['add milk to it', true],
      ['append "- milk" to that file', true],
      ['and add bread at the end', true],
    ];
    const broke: string[] = [];
    const row = await attack('an append planned to run without a yes (engine)', asked.length, async (i) => {
      const [message, after] = asked[i]!;
      for (const tools of [REFERENCE_WITH_DELETER, [FOREIGN_EDITOR, ...REFERENCE_WITH_DELETER]]) {
        const { changesAlone } = planAmong(tools, message, after ? history : []);
        if (changesAlone.length > 0) {
          broke.push(`${JSON.stringify(message)} → ${shown(changesAlone)}`);
          return false;
        }
      }
      return true;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('a number in groups changed is never edited without a yes: the server replaces it wherever it first stands, inside a longer number too (engine)', async () => {
    // Broke first: DIGIT_RUN_FORM reads "0532 111 22 33" as one side, and "555 12" also stands inside "555 1234", which
    // edit_file changes; such edits ran alone. An edit whose old text is a number alone now waits for a yes.
    const asked = [
      'change the phone 555 12 to 555 13 in phones.md',
      'switch +44 20 7946 0958 for +44 20 7946 0000 in people.txt',
      'switch 20 79 for 20 80 in people.txt',
      'change 0532 111 22 33 to 0533 444 55 66 in contacts.txt',
      'replace 1 2 with 3 4 in a.txt',
      'update 555 12 to 555 13 in phones.md',
    ];
    const broke: string[] = [];
    const row = await attack('a number in groups edited without a yes (engine)', asked.length, async (i) => {
      const { changesAlone } = planAmong(REFERENCE_WITH_DELETER, asked[i]!);
      if (changesAlone.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(changesAlone)}`);
      return changesAlone.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('a refusal or a command before "not X" is never read as the new words of a correction of the fact just told (engine)', async () => {
    // Broke first: BARE_NOT_THAT took anything before ", not" as the new side ("please don't, not friday" rewrote the
    // fact, offered for a yes). Words of a refusal or a reply before "not" are no new words of a fact.
    const history = [
      { role: 'user' as const, content: 'remember that the dentist is on friday at 6' },
      { role: 'assistant' as const, content: 'Remembered: the dentist is on friday at 6' },
    ];
    const asked = [
      "please don't, not friday",
      'no thanks, not the dentist',
      'leave it, not the dentist',
      'stop it, not friday',
      'ok but not friday',
      'cancel that, not friday',
    ];
    const broke: string[] = [];
    const row = await attack('a refusal before "not X" read as a correction that deletes the fact told (engine)', asked.length, async (i) => {
      const { calls } = planAmong(REFERENCE_WITH_DELETER, asked[i]!, history);
      const rewrites = calls.filter((call) => /delete_observations|delete_entities/.test(call.tool));
      if (rewrites.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(calls)}`);
      return rewrites.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });
});

describe('the readings with long input', () => {
  const N = 60_000;
  const TOLD = [{ role: 'user', content: `remember that ${'x '.repeat(140)}is 6` }];

  it("60 KB through each of this round's readings, and through the reading of an append's place, takes under a second (engine)", async () => {
    const cases: Array<[Array<[string, string, unknown[]?]>, string]> = [
      [[[`intent/own-affairs.js`, 'asksOwnAffairsRecord']], `who is on ${'sunday '.repeat(N / 7)}shift`],
      [[[`intent/own-record.js`, 'asksWhatOwnRecordsHold']], `when is it ${'see '.repeat(N / 4)}the schedule`],
      [[[`intent/own-record.js`, 'comparesOwnRecords']], `compare ${'a-'.repeat(N / 2)}b and a-c`],
      [[[`route/corrected-told-fact.js`, 'correctedToldFactRequest', [TOLD]]], `${'x '.repeat(N / 2)}, not 6`],
      [[[`extract/replacement-pair.js`, 'findReplacementPair']], `change the phone ${'1 '.repeat(N / 2)}to 2 3`],
      [[[`extract/replacement-pair.js`, 'findReplacementPair']], `${'change 0532 111 22 '.repeat(N / 19)}to 1 2`],
      [[[`intent/enclitic-verbs.js`, 'encliticPointer']], `${'افتحلي'.repeat(N / 6)}`],
      [[[`intent/request-action.js`, 'readRequestAction']], `${'du er snill '.repeat(N / 12)}`],
      [[[`extract/spoken-paths.js`, 'findSpokenPaths']], `append '${'x'.repeat(N)}' to todo.txt`],
      [[[`extract/spoken-paths.js`, 'findSpokenPaths']], `${'a'.repeat(N)} b to x`],
    ];
    const slow: string[] = [];
    const row = await attack('60 KB through one of the new readings taking a second or more (engine)', cases.length, async (i) => {
      const [readings, message] = cases[i]!;
      const { held, said } = readingMs(readings, message);
      if (!held) slow.push(`${JSON.stringify(message.slice(0, 24))}… (${message.length} chars): ${said}`);
      return held;
    });
    expect(row.broke, JSON.stringify({ ...row, slow })).toBe(0);
  }, 300_000);
});
