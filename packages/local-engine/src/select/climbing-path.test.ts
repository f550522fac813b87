import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { CLIMBS_OUT_REASON } from './climbing-path.js';
import { selectCalls } from './select-calls.js';

const filesystem = (JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[]).filter(
  (tool) => tool.name.startsWith('filesystem.'),
);
const select = (message: string) => selectCalls({ message, tools: filesystem });

describe('a change whose path climbs out of its folder', () => {
  it.each([
    ['rename notes.md to ../important', '../important'],
    ['rename notes/todo.md to ../todo.md', '../todo.md'],
    ['move notes/a.txt to ../b.txt', '../b.txt'],
    ['move report.txt to ../../etc/report.txt', '../../etc/report.txt'],
  ])('plans the move it asks for, and waits for a yes: %s', (message, destination) => {
    const selection = select(message);
    expect(selection.calls.map((call) => [call.tool, call.arguments.destination])).toEqual([['filesystem.move_file', destination]]);
    expect(selection.neverAlone).toBe(true);
    expect(selection.handOver).toContain(CLIMBS_OUT_REASON);
  });

  it.each(['rename notes/todo.md to todo-old.md', 'move notes/a.txt to archive/a.txt', 'rename notes..md to notes.md', 'move a..b.txt to archive/a..b.txt'])(
    'leaves a change that stays inside, or dots that are part of a name, alone: %s',
    (message) => {
      expect(select(message).handOver).not.toContain(CLIMBS_OUT_REASON);
    },
  );

  it('is a change: reading a file one folder up is not held back for it', () => {
    const selection = select('read ../notes/todo.md');
    expect(selection.calls.map((call) => call.tool)).toEqual(['filesystem.read_text_file']);
    expect(selection.handOver).not.toContain(CLIMBS_OUT_REASON);
  });
});
