import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import type { ToolSpec } from '../types.js';
import { COPY_REASON, NO_COPY_REASONING, NOT_TEXT_REASONING } from './copy-plan.js';
import { selectCalls } from './select-calls.js';

/** The reference filesystem server's tools as it lists them (eval/corpus/reference-tools.mjs writes the snapshot). */
const filesystem = (JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[]).filter(
  (tool) => tool.name.startsWith('filesystem.'),
);
const planned = (message: string, tools: readonly ToolSpec[] = filesystem) => {
  const selection = selectCalls({ message, tools: [...tools] });
  return { selection, calls: selection.calls.map((call) => [call.tool, call.arguments, call.takesOutput]) };
};

describe('a copy with no tool that copies', () => {
  it.each([
    ['copy notes/a.txt to backup/a.txt', 'notes/a.txt', 'backup/a.txt'],
    ['duplicate notes/a.txt as notes/b.txt', 'notes/a.txt', 'notes/b.txt'],
    ['make a copy of notes/a.txt in backup/', 'notes/a.txt', 'backup/a.txt'],
    ['please copy "Kids School/slip.txt" to backup', 'Kids School/slip.txt', 'backup/slip.txt'],
    ['read notes/meeting.txt and save a copy of it as archive/meeting-2024-05.txt', 'notes/meeting.txt', 'archive/meeting-2024-05.txt'],
    ['copia notes/a.txt a backup/a.txt', 'notes/a.txt', 'backup/a.txt'],
    ['kopiere notes/a.txt nach backup/a.txt', 'notes/a.txt', 'backup/a.txt'],
  ])('reads the file and writes what it read, never alone: %s', (message, source, destination) => {
    const { selection, calls } = planned(message);
    expect(calls).toEqual([
      ['filesystem.read_text_file', { path: source }, undefined],
      ['filesystem.write_file', { path: destination }, { argument: 'content', call: 0 }],
    ]);
    expect(selection.calls.every((call) => call.missing.length === 0)).toBe(true);
    expect(selection.neverAlone).toBe(true);
    expect(selection.handOver).toContain(COPY_REASON);
  });

  it("reads the shell's order, and leaves where a copy goes to be asked when the request does not say it", () => {
    expect(planned('cp notes/a.txt backup').calls[1]).toEqual(['filesystem.write_file', { path: 'backup/a.txt' }, { argument: 'content', call: 0 }]);
    const { selection } = planned('make a copy of notes/a.txt');
    expect(selection.calls.map((call) => [call.tool, call.arguments, call.missing])).toEqual([
      ['filesystem.read_text_file', { path: 'notes/a.txt' }, []],
      ['filesystem.write_file', {}, ['path']],
    ]);
  });

  it('leaves a copy spoken of as a thing alone', () => {
    const { calls } = planned('There is a scanned copy of my pension letter at Documents/letter.txt, could you read it to me?');
    expect(calls).toEqual([['filesystem.read_text_file', { path: 'Documents/letter.txt' }, undefined]]);
  });

  it('uses a tool that copies when the catalog has one', () => {
    const copier = madeUpTool('copy_file', 'Copy a file to a new place.', { source: { type: 'string' }, destination: { type: 'string' } }, [
      'source',
      'destination',
    ]);
    const { calls } = planned('copy notes/a.txt to backup/a.txt', [...filesystem, copier]);
    expect(calls.some(([tool]) => tool === 'filesystem.write_file')).toBe(false);
  });

  it('plans nothing, and says no tool copies, when no tool reads and writes a file whole', () => {
    const readers = filesystem.filter((tool) => tool.name !== 'filesystem.write_file');
    const { selection } = planned('copy notes/a.txt to backup/a.txt', readers);
    expect(selection.calls).toEqual([]);
    expect(selection.reasoning).toBe(NO_COPY_REASONING);
  });

  it('plans nothing for a file that is not text, which a copy through its text would damage', () => {
    for (const message of ['copy photos/cat.jpg to backup/cat.jpg', 'duplicate taxes/2024.pdf as taxes/2024 copy.pdf']) {
      const { selection } = planned(message);
      expect(selection.calls).toEqual([]);
      expect(selection.reasoning).toBe(NOT_TEXT_REASONING);
    }
  });
});
