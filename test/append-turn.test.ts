import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writableFilesystemFor } from './support/stack.js';
import { tempWorkspace } from './support/test-config.js';

// The filesystem server has no append: a line is added by reading the file, then editing its last lines (found only
// there) to have the line after them. Offered for a yes without a model; on the yes, only that line is added.
describe('adding a line to a file, through the five stages and the real filesystem server', () => {
  const files = {
    'todo.txt': '- glue\n- sandpaper\n',
    'no-newline.txt': '- glue',
    'other.txt': 'left alone\n',
    'week.txt': 'rest\nwork\nrest\n',
  };
  const workspace = tempWorkspace(files);
  const at = (name: string) => join(workspace.dir, name);
  const contents = () => Object.fromEntries(readdirSync(workspace.dir).map((name) => [name, readFileSync(at(name), 'utf8')]));
  const stack = writableFilesystemFor(workspace);

  const offerAndAccept = async (message: string, sessionId: string) => {
    const offered = await stack().producer.submitTurn({ sessionId, userId: 'tester', agentId: 'test', message }, { timeoutMs: 20_000 });
    expect(offered.status.state, offered.reply?.text).toBe('awaiting_approval');
    const done = await stack().producer.answerApproval(offered.id, 'approve', 'tester', { timeoutMs: 20_000 });
    return { offered, done };
  };

  it('offers the read and the edit in plain words, and on a yes adds the line and nothing else', async () => {
    const before = contents();
    const { offered, done } = await offerAndAccept(`append the line '- order new copper roves' to ${at('todo.txt')}`, 'append-1');
    expect(offered.approval?.question).toContain(
      `read ${at('todo.txt')} with filesystem.read_text_file, then edit it so it has "- order new copper roves" added at the end, using filesystem.edit_file`,
    );
    expect(done.status.state, JSON.stringify(done.execution)).toBe('done');
    expect(contents()).toEqual({ ...before, 'todo.txt': '- glue\n- sandpaper\n- order new copper roves\n' });
    expect(done.reply?.text).toContain(`Added "- order new copper roves" to the end of ${at('todo.txt')}.`);
  });

  it('puts the line on a new line of its own when the file does not end with one, as an item of the list it ends with', async () => {
    const before = contents();
    await offerAndAccept(`add a line to the end of ${at('no-newline.txt')}: order roves`, 'append-2');
    expect(contents()).toEqual({ ...before, 'no-newline.txt': '- glue\n- order roves' });
  });

  it('adds the line at the very end when the last line is found earlier in the file too', async () => {
    const before = contents();
    await offerAndAccept(`append the line 'gym' to ${at('week.txt')}`, 'append-5');
    expect(contents()).toEqual({ ...before, 'week.txt': 'rest\nwork\nrest\ngym\n' });
  });

  it('refuses to write back a file that is not plain UTF-8 text, leaving its bytes as they were, and does not say it added the line', async () => {
    // "café\n" in Latin-1: the server reads the 0xE9 byte as U+FFFD, and a write of that text would put U+FFFD in.
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    writeFileSync(at('latin1.txt'), latin1);
    const { done } = await offerAndAccept(`append the line '- bread' to ${at('latin1.txt')}`, 'append-4');
    expect(readFileSync(at('latin1.txt'))).toEqual(latin1);
    const write = done.execution?.steps.find((step) => step.tool === 'edit_file');
    expect(write?.ok).toBe(false);
    expect(write?.error?.message).toContain('the file is not plain UTF-8 text; writing it back would damage it');
    expect(done.reply?.text).not.toMatch(/\bAdded\b/);
  });

  it('asks what to add when the request does not say, and reads and writes nothing', async () => {
    const before = contents();
    const asked = await stack().ask(`add a line to the end of ${at('todo.txt')}`, 'append-3');
    expect(asked.status.state).toBe('done');
    expect(asked.execution?.steps ?? []).toEqual([]);
    expect(asked.reply?.text).toContain(`What should I add to the end of ${at('todo.txt')}?`);
    expect(contents()).toEqual(before);
  });
});
