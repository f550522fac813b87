import { describe, expect, it } from 'vitest';
import { writesFileNameAsText } from './file-named-as-text.js';

const call = (args: Record<string, unknown>) => ({ tool: 'fs.write_file', arguments: args, confidence: 1, why: '', missing: [] });

describe('a file name written as text', () => {
  it('is a text argument that is, whole, a path the request names', () => {
    expect(writesFileNameAsText('overwrite notes/a.md with notes/b.md', call({ path: 'notes/a.md', content: 'notes/b.md' }))).toBe(true);
    expect(writesFileNameAsText('replace a.md with b.md', call({ path: 'a.md', edits: [{ oldText: 'b.md', newText: 'a.md' }] }))).toBe(true);
  });

  it('is not where the call acts, text of the user, or a quoted value', () => {
    expect(writesFileNameAsText('rename notes/a.md to notes/b.md', call({ source: 'notes/a.md', destination: 'notes/b.md' }))).toBe(false);
    expect(writesFileNameAsText('write hello to notes/a.md', call({ path: 'notes/a.md', content: 'hello' }))).toBe(false);
    expect(writesFileNameAsText("write 'see notes/b.md' to notes/a.md", call({ path: 'notes/a.md', content: 'see notes/b.md' }))).toBe(false);
  });
});
