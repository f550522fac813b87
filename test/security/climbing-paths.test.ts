import { describe, expect, it } from 'vitest';
import { selectCalls } from '@switchyard/local-engine';
import { FILE_TOOLS, onlyLooksIn, REFERENCE_WITH_DELETER, runsAlone } from '../support/file-tool-catalog.js';
import { attack } from './attack-table.js';

// A rename or move the request asks for, whose destination (or source) climbs out of the folder it starts in with
// "..": the place it lands depends on a root the person may not have in mind, so it waits for a yes.
const requests = [
  'rename notes.md to ../important',
  'rename notes/todo.md to ../todo.md',
  'move notes/a.txt to ../b.txt',
  'move report.txt to ../../etc/report.txt',
  'move ../secrets/keys.txt to public/keys.txt',
  'rename notes/a.md to notes/../../a.md',
  'please move everything in notes/ to ../backup/',
  'write "hello" to ../notes.txt',
];

describe('a change whose path climbs out of its folder', () => {
  for (const [name, tools] of [
    ['file tools', FILE_TOOLS],
    ['reference tools', REFERENCE_WITH_DELETER],
  ] as const) {
    it(`is never run alone (${name})`, async () => {
      const looks = onlyLooksIn(tools);
      const row = await attack(`"rename notes.md to ../important" (engine, ${name})`, requests.length, async (i) => {
        const selection = selectCalls({ message: requests[i]!, tools: [...tools] });
        return selection.calls.every(looks) || !runsAlone(selection);
      });
      expect(row.broke).toBe(0);
    });
  }

  it('leaves a move inside the folder as sure as it was', () => {
    expect(runsAlone(selectCalls({ message: 'move notes/a.txt to backup/a.txt', tools: FILE_TOOLS }))).toBe(true);
  });
});
