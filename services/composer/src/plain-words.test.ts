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

  it('reads other tools by the verb of their name, and counts what failed', () => {
    expect(doneSentence([ran('memory', 'search_nodes', { query: 'Switchyard' })])).toBe('Searched nodes in memory.');
    expect(doneSentence([ran('memory', 'createEntities', { entities: [] })])).toBe('Created entities in memory.');
    expect(doneSentence([ran('everything', 'zap', {})])).toBe('Ran everything.zap.');
    expect(
      doneSentence([
        ran('filesystem', 'list_directory', { path: 'notes' }),
        ran('filesystem', 'read_text_file', { path: 'x' }, false, { error: { code: 'timeout', message: 'timed out', retryable: true } }),
      ]),
    ).toBe('Listed notes; 1 of 2 calls failed.');
  });
});
