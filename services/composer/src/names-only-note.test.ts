import type { ExecutionStep } from '@switchyard/packet-schema';
import { describe, expect, it } from 'vitest';
import { namesOnlyNote } from './names-only-note.js';
import type { ToolsByName } from './plain-words.js';

const SEARCH_FILES =
  'Recursively search for files and directories matching a pattern. The patterns should be glob-style patterns that match paths relative to the working directory.';
const tools: ToolsByName = new Map([
  ['filesystem.search_files', { name: 'search_files', description: SEARCH_FILES }],
  ['docs.search', { name: 'search', description: 'Full-text search of the contents of every document matching a pattern of names.' }],
  ['memory.search_nodes', { name: 'search_nodes', description: 'Search for nodes in the knowledge graph based on a query' }],
]);
const searched = (server: string, tool: string, output: string, ok = true): ExecutionStep =>
  ({ stepId: 's1', server, tool, arguments: { pattern: '**/*unpaid*' }, ok, attempts: 1, elapsedMs: 3, output }) as ExecutionStep;

describe('a search of names that found nothing', () => {
  it('says it looked at names only', () => {
    for (const output of ['No matches found', '', '[]', 'no files found.']) {
      expect(namesOnlyNote([searched('filesystem', 'search_files', output)], tools), output).toBe(
        'This search matches file and folder names only, not what the files say.',
      );
    }
  });

  it('says nothing when it found something, failed, or the search reads contents or is not of files', () => {
    expect(namesOnlyNote([searched('filesystem', 'search_files', 'invoices/2024-10-shah.txt')], tools)).toBeUndefined();
    expect(namesOnlyNote([searched('filesystem', 'search_files', '', false)], tools)).toBeUndefined();
    expect(namesOnlyNote([searched('docs', 'search', 'No matches found')], tools)).toBeUndefined();
    expect(namesOnlyNote([searched('memory', 'search_nodes', '[]')], tools)).toBeUndefined();
  });
});
