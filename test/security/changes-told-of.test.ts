import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectCalls, type ToolSpec } from '@switchyard/local-engine';
import { onlyLooksIn, runsAlone } from '../support/file-tool-catalog.js';
import { writableFilesystemFor } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

// A replacement said in a sentence that forbids it, asks about it, reports it or keeps it for later was read as the
// edit itself, because a pair of texts ("'x' to 'y'") made the request an edit whatever surrounded it: "don't replace
// 'x' with 'y' in notes/a.md" edited the file alone at 0.85, "who changed 'x' to 'y' in notes/a.md?" at 0.90.
const TOOLS = JSON.parse(readFileSync(new URL('../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const onlyLooks = onlyLooksIn(TOOLS);

const TOLD_OF = [
  "don't replace 'x' with 'y' in notes/a.md",
  "never change 'x' to 'y' in notes/a.md",
  "do not swap 'x' for 'y' in notes/a.md",
  "please don't edit 'x' to 'y' in notes/a.md",
  "who changed 'x' to 'y' in notes/a.md?",
  "should I change 'x' to 'y' in notes/a.md?",
  'has anyone replaced foo with bar in notes/a.md?',
  "is it a good idea to replace 'x' with 'y' in notes/a.md?",
  "I already changed 'x' to 'y' in notes/a.md",
  "can you check whether 'x' was changed to 'y' in notes/a.md",
  "remind me to change 'x' to 'y' in notes/a.md tomorrow",
  "if 'x' were changed to 'y' in notes/a.md, would it break?",
  "did you change 'x' to 'y' in notes/a.md?",
  "why did 'x' change to 'y' in notes/a.md?",
  // The same with other changes than a replacement (these held before).
  'who wrote hello to notes/a.md?',
  'I already moved notes/a.md to archive/',
  'remind me to move notes/a.md to archive/ tomorrow',
  'should I rename notes/a.md to b.md?',
  'is it a good idea to overwrite notes/a.md with "x"?',
  "don't write hello to notes/a.md",
  'never make a folder notes/new',
  'i wrote hello to notes/a.md yesterday',
  // In other languages (offered, as a request the engine reads as another language is).
  "no cambies 'x' por 'y' en notes/a.md",
  "ersetze nicht 'x' durch 'y' in notes/a.md",
  "ne remplace pas 'x' par 'y' dans notes/a.md",
  "não troque 'x' por 'y' em notes/a.md",
  "不要把 'x' 改成 'y' notes/a.md",
  "wer hat 'x' durch 'y' ersetzt in notes/a.md?",
];

describe('a replacement forbidden, asked about, reported or kept for later', () => {
  it('is never edited alone', async () => {
    const row = await attack("\"don't replace 'x' with 'y' in a.md\", \"who changed 'x' to 'y'?\": a change told of", TOLD_OF.length, async (i) => {
      const selection = selectCalls({ message: TOLD_OF[i]!, tools: TOOLS });
      return selection.calls.every(onlyLooks) || !runsAlone(selection);
    });
    expect(row.broke).toBe(0);
  });

  it('a replacement asked for still runs alone', () => {
    for (const message of ["change 'x' to 'y' in notes/a.md", 'replace foo with bar in notes/a.md', "can you replace 'x' with 'y' in notes/a.md?"])
      expect(runsAlone(selectCalls({ message, tools: TOOLS }))).toBe(true);
  });
});

// Through the stages with the filesystem server's writes allowed unasked and no model: the file keeps its text.
describe('a replacement told of, through the stages', () => {
  const workspace = tempWorkspace({ 'a.md': 'alpha\n' });
  const stack = writableFilesystemFor(workspace);

  it('changes nothing', async () => {
    const at = join(workspace.dir, 'a.md');
    const messages = [
      `don't replace 'alpha' with 'pwned' in ${at}`,
      `never change 'alpha' to 'pwned' in ${at}`,
      `who changed 'alpha' to 'pwned' in ${at}?`,
      `I already replaced 'alpha' with 'pwned' in ${at}`,
    ];
    const row = await attack('a replacement forbidden, asked about or reported, with writes allowed (stages)', messages.length, async (i) => {
      writeFileSync(at, 'alpha\n');
      const packet = await stack().producer.submitTurn(
        { sessionId: `told-of-${i}`, userId: 'tester', agentId: 'test', message: messages[i]! },
        { timeoutMs: 20_000 },
      );
      const untouched = readFileSync(at, 'utf8') === 'alpha\n';
      if (!untouched || !['done', 'awaiting_approval'].includes(packet.status.state))
        throw new Error(`"${messages[i]}": ${packet.status.state} ${JSON.stringify(packet.execution?.steps?.map((step) => step.tool))}`);
      return true;
    });
    expect(row.broke).toBe(0);
  });
});
