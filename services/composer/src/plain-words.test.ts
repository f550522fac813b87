import type { ExecutionStep } from '@switchyard/packet-schema';
import { describe, expect, it } from 'vitest';
import { doneSentence } from './plain-words.js';

const ran = (server: string, tool: string, args: Record<string, unknown>, ok = true, extra: Partial<ExecutionStep> = {}): ExecutionStep =>
  ({ stepId: tool, server, tool, arguments: args, ok, attempts: 1, elapsedMs: 3, ...extra }) as ExecutionStep;

describe('doneSentence: what a turn did, in plain words', () => {
  it('names the files read, not the number of calls', () => {
    expect(doneSentence([ran('filesystem', 'read_text_file', { path: 'notes/todo.md' })])).toBe('Read notes/todo.md.');
    expect(
      doneSentence([ran('filesystem', 'read_text_file', { path: 'notes/todo.md' }), ran('filesystem', 'read_text_file', { path: 'notes/ideas.md' })]),
    ).toBe('Read notes/todo.md and notes/ideas.md.');
  });

  it('reads other tools by their verb and the values they worked on, and counts what failed', () => {
    expect(doneSentence([ran('memory', 'search_nodes', { query: 'Switchyard' })])).toBe('Searched nodes for "Switchyard".');
    expect(doneSentence([ran('memory', 'createEntities', { entities: [{ name: 'Priya', entityType: 'person' }] })])).toBe('Created entities "Priya" (person).');
    expect(doneSentence([ran('everything', 'zap', {})])).toBe('Used everything.zap.');
    expect(
      doneSentence([
        ran('filesystem', 'list_directory', { path: 'notes' }),
        ran('filesystem', 'read_text_file', { path: 'x' }, false, { error: { code: 'timeout', message: 'timed out', retryable: true } }),
      ]),
    ).toBe('Listed the folder notes; 1 of 2 calls failed.');
  });

  it("takes the verb from a tool's description when its name has none", () => {
    const tools = new Map([['filesystem.directory_tree', { name: 'directory_tree', description: 'Get a recursive tree view of files and directories.' }]]);
    expect(doneSentence([ran('filesystem', 'directory_tree', { path: 'recipes' })], tools)).toBe('Got the folder tree of recipes.');
    expect(doneSentence([ran('filesystem', 'list_directory', { path: 'notes' }), ran('filesystem', 'directory_tree', { path: 'recipes' })], tools)).toBe(
      'Listed the folder notes and got the folder tree of recipes.',
    );
  });
});
