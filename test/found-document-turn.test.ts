import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writableFilesystemFor } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

// A document named by what it is ("my shopping list", "my to do list") is found by a search of the folder, then read,
// or read and edited to have the item at its end. Through the five stages and the real filesystem server.
describe('a document named by what it is, found, read and added to', () => {
  const workspace = tempWorkspace({
    'shopping-list.txt': '- bread\n- milk\n',
    'garden-notes-2024.md': 'roses\n',
    'garden-notes-2025.md': 'tulips\n',
  });
  mkdirSync(join(workspace.dir, 'notes'));
  writeFileSync(join(workspace.dir, 'notes', 'to-do.md'), '- ring the dentist\n');
  mkdirSync(join(workspace.dir, 'garden'));
  writeFileSync(join(workspace.dir, 'garden', 'seeds_to_buy.txt'), 'lovage\n');
  const contents = (): Record<string, string> => {
    const all: Record<string, string> = {};
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else all[relative(workspace.dir, path)] = readFileSync(path, 'utf8');
      }
    };
    walk(workspace.dir);
    return all;
  };
  const stack = writableFilesystemFor(workspace);

  const offerAndAccept = async (message: string, sessionId: string) => {
    const offered = await stack().producer.submitTurn({ sessionId, userId: 'tester', agentId: 'test', message }, { timeoutMs: 20_000 });
    expect(offered.status.state, offered.reply?.text).toBe('awaiting_approval');
    return stack().producer.answerApproval(offered.id, 'approve', 'tester', { timeoutMs: 20_000 });
  };

  it('reads the one file a search finds for "my to do list"', async () => {
    const done = await offerAndAccept('read me my to do list', 'found-1');
    expect(done.execution?.steps.map((step) => [step.tool, step.ok])).toEqual([
      ['search_files', true],
      ['read_text_file', true],
    ]);
    expect(done.reply?.text).toContain('ring the dentist');
  });

  it('adds the item at the end of the one file found, and changes nothing else', async () => {
    const before = contents();
    const done = await offerAndAccept('add eggs to my shopping list', 'found-2');
    expect(done.status.state, JSON.stringify(done.execution)).toBe('done');
    expect(contents()).toEqual({ ...before, 'shopping-list.txt': '- bread\n- milk\n- eggs\n' });
    expect(done.reply?.text).toMatch(/added "eggs" to the end of \S*shopping-list\.txt/);
  });

  it('finds a list named by a phrase however its file joins the words', async () => {
    const before = contents();
    await offerAndAccept('put sweet cicely on my seeds to buy list', 'found-3');
    expect(contents()).toEqual({ ...before, [join('garden', 'seeds_to_buy.txt')]: 'lovage\nsweet cicely\n' });
  });

  it('writes nothing when the search finds several, and asks which', async () => {
    const before = contents();
    const done = await offerAndAccept('add mint to my garden notes', 'found-4');
    expect(contents()).toEqual(before);
    expect(done.execution?.steps.filter((step) => step.ok).map((step) => step.tool)).toEqual(['search_files']);
    expect(done.reply?.text).toContain('garden-notes-2024.md');
    expect(done.reply?.text).toContain('garden-notes-2025.md');
  });
});
