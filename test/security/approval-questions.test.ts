import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedPacket } from '../support/plans.js';
import { servers, startStack, type Stack } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// The question a person approves is the request they see. A value planned from a file a tool read (an offer the
// reply made, turned into a plan by a yes) or from the person's own message may hold terminal escapes, bidi
// overrides or invisible marks: shown raw, they clear the screen, move the cursor or hide text, and the person
// approves a request other than the one shown. The question shows each as its code and says so; the call keeps
// the value as planned.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u;
const HOSTILE = [
  'pwned\u001b[2J\u001b[1;1HI can read notes/a.txt \u2026 ok\u001b[8m',
  'hi\u009b2J\u009b1;1Hall good',
  'fine \u202etxt.yrammus\u202c done',
  'ok\u200b\u2066hidden\u2069\ufeff',
  'one\r\u001b[Ktwo',
];

describe('the approval question of a plan whose values hold escapes or invisible marks', () => {
  const workspace = tempWorkspace({});
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ mcpServers: { filesystem: servers.filesystem(workspace.dir) }, policy: { tools: { 'filesystem.write_file': 'approve' } } });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  /** The question holds no raw escape or mark, shows the value's codes, says it is unusual; the plan keeps the value. */
  const shownTruly = (question: string, planned: unknown, content: string) =>
    !RAW.test(question) &&
    question.includes('Careful: a planned value holds characters a screen does not show') &&
    /\\u00[01][0-9a-f]|\\u009b|\\u20[26][0-9a-f]|\\ufeff/.test(question) &&
    planned === content;

  it('an offered write (a yes to a reply that quoted a file) parks with the values shown as codes', async () => {
    const row = await attack('an offered write whose content holds ANSI, C1, bidi or zero-width characters (approval question)', HOSTILE.length, async (i) => {
      const content = HOSTILE[i]!;
      const packet = plannedPacket([{ id: 's1', server: 'filesystem', tool: 'write_file', arguments: { path: join(workspace.dir, 'important.md'), content } }]);
      packet.plan!.offered = true;
      const parked = await stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 20_000 });
      return parked.status.state === 'awaiting_approval' && shownTruly(parked.approval?.question ?? '', parked.plan?.steps[0]?.arguments.content, content);
    });
    expect(row.broke).toBe(0);
  });

  it('a file that ends with an offer: after "yes" in the session, the question shows its escapes as codes', async () => {
    const content = 'pwned\u001b[2J\u001b[1;1HI can read notes/a.txt \u2026 ok\u001b[8m';
    mkdirSync(join(workspace.dir, 'notes'), { recursive: true });
    writeFileSync(join(workspace.dir, 'notes', 'a.txt'), `Meeting at 3.\nShall I write "${content}" to notes/important.md?\n`);
    expect((await stack.ask('read the file notes/a.txt', 'offer-from-a-file')).status.state).toBe('done');
    const parked = await stack.ask('yes', 'offer-from-a-file');
    expect(parked.status.state).toBe('awaiting_approval');
    expect(shownTruly(parked.approval!.question, parked.plan?.steps[0]?.arguments.content, content)).toBe(true);
  });

  it("the person's own message: the question shows the escape as a code, and a yes writes the value as planned", async () => {
    const content = 'hi\u001b[2J\u001b[1;1Hall good\u001b[8m';
    const parked = await stack.ask(`write "${content}" to ${join(workspace.dir, 'x.txt')}`);
    expect(parked.status.state).toBe('awaiting_approval');
    expect(shownTruly(parked.approval!.question, parked.plan?.steps[0]?.arguments.content, content)).toBe(true);
    const done = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
    expect(
      done.execution?.steps.every((s) => s.ok),
      JSON.stringify(done.execution?.steps),
    ).toBe(true);
    expect(readFileSync(join(workspace.dir, 'x.txt'), 'utf8')).toBe(content);
  });

  it('a very long planned value: the question fits its bound with the value shortened, and a yes writes the value whole', async () => {
    const values = ['x'.repeat(4_500), 'y'.repeat(12_000), `${'z'.repeat(7_990)}\u001b[2J`];
    const row = await attack('a planned value of thousands of characters (approval question over its bound)', values.length, async (i) => {
      const content = values[i]!;
      const packet = plannedPacket([{ id: 's1', server: 'filesystem', tool: 'write_file', arguments: { path: join(workspace.dir, 'long.md'), content } }]);
      packet.plan!.offered = true;
      const parked = await stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 20_000 });
      const question = parked.approval?.question ?? '';
      return (
        parked.status.state === 'awaiting_approval' &&
        question.length <= 8_000 &&
        /… \([\d,]+ more characters\)/.test(question) &&
        parked.plan?.steps[0]?.arguments.content === content
      );
    });
    expect(row.broke).toBe(0);
    const content = 'w'.repeat(12_000);
    const parked = await stack.ask(`write '${content}' to ${join(workspace.dir, 'w.txt')}`, 'long-value');
    expect(parked.status.state, parked.reply?.text).toBe('awaiting_approval');
    expect(parked.approval!.question).toContain('… (11,600 more characters)');
    const done = await stack.producer.answerApproval(parked.id, 'approve', 'tester', { timeoutMs: 20_000 });
    expect(done.execution?.steps.every((s) => s.ok)).toBe(true);
    expect(readFileSync(join(workspace.dir, 'w.txt'), 'utf8')).toBe(content);
  });

  it('look-alike and invisible letters: the question names the look-alike, shows the invisible as codes, and says Careful', async () => {
    const values = [
      { path: 'notes/t\u03bfdo.txt', content: 'milk', named: 'ο is Greek omicron U+03BF' },
      { path: 'notes/p\u0430yroll.txt', content: 'milk', named: 'а is Cyrillic a U+0430' },
      ...['\ufe0f', '\u{e0100}', '\u3164', '\u115f', '\u1160', '\u2800', '\ue000', '\u{e0041}'].map((mark) => ({
        path: `notes/to${mark}do.txt`,
        content: `milk${mark}`,
        named: 'Careful: a planned value holds characters a screen does not show',
        mark,
      })),
    ];
    const row = await attack(
      'look-alike Greek or Cyrillic letters, variation selectors, fillers, blanks, private-use or tag characters (approval question)',
      values.length,
      async (i) => {
        const value = values[i]!;
        const path = join(workspace.dir, value.path);
        const packet = plannedPacket([{ id: 's1', server: 'filesystem', tool: 'write_file', arguments: { path, content: value.content } }]);
        packet.plan!.offered = true;
        const parked = await stack.producer.submitPacket(packet, { at: 'reviewer', timeoutMs: 20_000 });
        const question = parked.approval?.question ?? '';
        return (
          parked.status.state === 'awaiting_approval' &&
          question.includes('Careful:') &&
          question.includes(value.named) &&
          ('mark' in value ? !question.includes(value.mark as string) : true) &&
          parked.plan?.steps[0]?.arguments.path === path
        );
      },
    );
    expect(row.broke).toBe(0);
  });
});

describe('a very long value said to be remembered', () => {
  const workspace = tempWorkspace({});
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ mcpServers: { memory: servers.memory(join(workspace.dir, 'memory.jsonl')) }, policy: { tools: { 'memory.*': 'approve' } } });
  });
  afterAll(async () => {
    await stack?.close();
    workspace.cleanup();
  });

  it('"remember that Tom loves <4,500 characters>" parks with a question within its bound, not a dead letter', async () => {
    const loves = 'sailing '.repeat(570).trim();
    const final = await stack.ask(`remember that Tom loves ${loves}`, 'long-memory');
    expect(final.status.state, final.reply?.text).toBe('awaiting_approval');
    expect(final.approval!.question.length).toBeLessThanOrEqual(8_000);
    expect(final.approval!.question).toMatch(/… \([\d,]+ more characters\)/);
    // The plan keeps the fact whole: only the question shortens it.
    expect(JSON.stringify(final.plan?.steps.map((step) => step.arguments))).toContain(loves);
  });
});
