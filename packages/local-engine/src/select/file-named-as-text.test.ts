import { describe, expect, it } from 'vitest';
import { withoutOwnPathAsText, writesFileNameAsText } from './file-named-as-text.js';

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

describe('a change whose text is only the file it acts on', () => {
  const edit = (args: Record<string, unknown>) => ({ tool: 'fs.edit_file', arguments: args, missing: [], confidence: 0.9, why: '' });
  it("asks for that text instead of looking for the file's own name", () => {
    const call = edit({ path: 'choir/rota.md', edits: [{ oldText: 'choir/rota.md', newText: 'Dec' }] });
    const asked = withoutOwnPathAsText('in choir/rota.md change 19 Dec: Piotr to 19 Dec: Ewa', call);
    expect(asked.arguments).toEqual({ path: 'choir/rota.md', edits: [{ newText: 'Dec' }] });
    expect(asked.missing).toEqual(['edits[0].oldText']);
  });
  it("keeps a file name the request quotes, another file's name, and places that are no written path", () => {
    const quoted = edit({ path: 'index.md', edits: [{ oldText: 'index.md', newText: 'home.md' }] });
    expect(withoutOwnPathAsText("in index.md change 'index.md' to 'home.md'", quoted)).toBe(quoted);
    const other = edit({ path: 'index.md', edits: [{ oldText: 'style.css', newText: 'main.css' }] });
    expect(withoutOwnPathAsText('in index.md replace style.css with main.css', other)).toBe(other);
    const trip = { ...edit({ location: 'Bengal Tiger', species: 'Bengal Tiger' }), tool: 'eco.analyze' };
    expect(withoutOwnPathAsText('analyze the Bengal Tiger in Sundarbans', trip)).toBe(trip);
  });
});
