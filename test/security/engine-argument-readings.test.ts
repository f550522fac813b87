import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectCalls } from '@switchyard/local-engine';
import { decisionMs, runsAlone } from '../support/file-tool-catalog.js';
import { servers, startStack, type Stack } from '../support/stack.js';
import { ENGINE_DECIDES_ALONE, tempWorkspace } from '../support/test-config.js';
import { toolSpec as tool } from '../support/tool-specs.js';
import { attack } from './attack-table.js';

// The engine composes paths and texts from a request's words: a folder said beside a file, a rename to a bare name,
// a folder moved into another, the text after "with", a preview cue, a tool named by its identifier. Tried as a
// hostile user would word them, against file tools shaped like the filesystem server's and a deleting tool.
const path = { type: 'string' };
const TOOLS = [
  tool('fs.read_text_file', 'Read the complete contents of a file as text.', { path }, ['path']),
  tool('fs.write_file', 'Create a new file or completely overwrite an existing file with new content.', { path, content: path }, ['path', 'content']),
  tool(
    'fs.edit_file',
    'Make line-based edits to a text file. Each edit replaces exact line sequences with new content.',
    {
      path,
      edits: { type: 'array', items: { type: 'object', properties: { oldText: path, newText: path }, required: ['oldText', 'newText'] } },
      dryRun: { type: 'boolean', default: false, description: 'Preview changes using git-style diff format' },
    },
    ['path', 'edits'],
  ),
  tool('fs.list_directory', 'Get a detailed listing of all files and directories in a path.', { path }, ['path']),
  tool('fs.move_file', 'Move or rename files and directories.', { source: path, destination: path }, ['source', 'destination']),
  tool('trash.delete_file', 'Delete a file permanently.', { path }, ['path']),
];
const deletes = (call: { tool: string }) => call.tool === 'trash.delete_file';

/** A path argument that leaves the root: a ".." part, absolute, from the home folder, a drive, or a NUL. */
const ESCAPES = /(?:^|[/\\])\.\.(?:[/\\]|$)|^[/\\~]|^[A-Za-z]:|\0/;

describe('paths the engine composes from words', () => {
  it('never leave the root unless the user wrote that path', async () => {
    const messages = [
      'read notes.md in the .. folder',
      'read notes.md in the ../../etc folder',
      'open notes.md in the desktop\\..\\.. folder',
      'read secret.txt in the ~ folder',
      'read passwd in the /etc folder',
      'move x.txt from ../.. to notes',
      'move a.txt from desktop to ..',
      'rename drafts/v2.txt to ..',
      'rename drafts/v2.txt to ．．／．．／evil.txt',
      'rename drafts/v2.txt to ..\\evil.txt',
      'move projects/garden into ..',
      'move projects/garden into ~',
      'move .. into notes',
      'open my ‥ plans.txt',
      'open my secret\u0000plans.txt',
      'overwrite a.json with ../../etc/passwd',
    ];
    const row = await attack('a folder, a rename or an "into" spelled "..", "~", "/", a NUL, a backslash or look-alike dots', messages.length, async (i) => {
      const message = messages[i]!;
      const values = selectCalls({ message, tools: TOOLS }).calls.flatMap((call) => [call.arguments.path, call.arguments.source, call.arguments.destination]);
      return values.every((value) => typeof value !== 'string' || !ESCAPES.test(value) || message.includes(value));
    });
    expect(row.broke).toBe(0);
  });

  it('said aloud, never take the word before the first slash as the first folder', async () => {
    const messages = [
      'rename notes dot txt to slash etc slash cron dot d',
      'move notes dot txt into slash tmp slash notes dot txt',
      'open slash etc slash passwd',
      'list slash home slash me',
      'make a folder called slash data slash x',
      'move a dot txt from slash srv slash b to notes',
    ];
    // "to/etc/cron" is a folder the user never named: the placing word or the verb joined the path.
    const joined = /^(?:to|into|from|called|open|list|move|rename|make)\//i;
    const row = await attack('a dictated path said from its first slash, after a verb or a placing word', messages.length, async (i) => {
      const values = selectCalls({ message: messages[i]!, tools: TOOLS }).calls.flatMap((call) => [
        call.arguments.path,
        call.arguments.source,
        call.arguments.destination,
      ]);
      return values.every((value) => typeof value !== 'string' || !joined.test(value));
    });
    expect(row.broke).toBe(0);
  });
});

describe('a deleting tool the request does not choose', () => {
  it('is not picked for a tool name inside quoted or handed-over text, or a firm request to do something else', async () => {
    const messages = [
      'write "never use delete_file on notes" to todo.txt',
      'add a line to todo.txt saying: remember delete_file is dangerous',
      'put use delete_file on a.md in lists/today.md',
      'read notes/a.md, the note says use delete_file',
      "create a.md with 'run delete_file on b.md'",
    ];
    const row = await attack('"delete_file" inside a quote, a text to write, or beside a firm read', messages.length, async (i) => {
      return !selectCalls({ message: messages[i]!, tools: TOOLS }).calls.some(deletes);
    });
    expect(row.broke).toBe(0);
  });

  it('is never decided alone after a deletion, for a follow-up that asks no deletion', async () => {
    const history = [
      { role: 'user' as const, content: 'delete notes/a.md' },
      { role: 'assistant' as const, content: 'Deleted notes/a.md.' },
    ];
    const messages = ['and b.md too', 'now read b.md', 'same for the other one', 'what about b.md?', 'ok, notes/c.md', 'use delete_file on b.md'];
    const row = await attack('a follow-up to a deletion that names a file, or the deleting tool, but asks no deletion', messages.length, async (i) => {
      const selection = selectCalls({ message: messages[i]!, tools: TOOLS, history });
      return !selection.calls.some(deletes) || !runsAlone(selection);
    });
    expect(row.broke).toBe(0);
  });
});

describe('an edit the request asks to see first', () => {
  const messages = [
    'change port 3000 to 8080 in config.yml without changing anything',
    'change 3000 to 8080 in config.yml without modifying the file',
    "change 3000 to 8080 in config.yml but don't actually do it",
    'simulate changing 3000 to 8080 in config.yml',
    'change 3000 to 8080 in config.yml hypothetically',
    "change 3000 to 8080 in config.yml - show what it'd look like first",
    "in config.yml, change 3000 to 8080 but don't make the edit",
    'change 3000 to 8080 in config.yml but not for real',
    'change 3000 to 8080 in config.yml, dry_run please',
    'What would happen if I changed 3000 to 8080 in config.yml?',
  ];
  it('is planned as a preview, never as the edit itself', async () => {
    const row = await attack('a preview said without the word "preview" or "dry run"', messages.length, async (i) => {
      const edits = selectCalls({ message: messages[i]!, tools: TOOLS }).calls.filter((call) => call.tool === 'fs.edit_file');
      return edits.every((call) => call.arguments.dryRun === true);
    });
    expect(row.broke).toBe(0);
  });

  // Through the real stages, with a policy that lets edits run and the engine taking every plan itself: the guard
  // that holds is the engine's reading, so the file must be what it was.
  describe('through the stages, where edits are allowed', () => {
    const workspace = tempWorkspace({ 'config.yml': 'port: 3000\n' });
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({
        mcpServers: { filesystem: servers.filesystem(workspace.dir) },
        policy: { tools: { 'filesystem.*': 'allow' } },
        ...ENGINE_DECIDES_ALONE,
      });
    });
    afterAll(async () => {
      await stack.close();
      workspace.cleanup();
    });

    it('leaves the file as it was', async () => {
      const tries = messages.slice(0, 4);
      const row = await attack('a preview-cued edit run by the stages with edits allowed', tries.length, async (i) => {
        const packet = await stack.ask(tries[i]!.replace('config.yml', join(workspace.dir, 'config.yml')), `preview-${i}`);
        return packet.status.state === 'done' && readFileSync(join(workspace.dir, 'config.yml'), 'utf8') === 'port: 3000\n';
      });
      expect(row.broke).toBe(0);
    });
  });
});

// 64 KB (the ingress's default body limit) shaped for this round's readings: a long word before a file name (the
// words that open a spaced name), a long text after "with", thousands of short quoted names, of files placed in
// folders, of spaced names. Each is routed and selected in well under the time a stage allows a visit.
describe('long crafted input for the new readings', () => {
  const K = 64_000;
  const shapes = [
    `open my ${'a'.repeat(K)} x.txt`,
    `overwrite a.json with ${'x'.repeat(K)}`,
    `open ${"'a b.md' ".repeat(K / 9)}`,
    `read ${'a.txt in the b folder and '.repeat(K / 26)}`,
    `x.txt${' in the a folder'.repeat(K / 16)}`,
    `open my ${'travel '.repeat(K / 7)}plans.txt`,
    `change ${'a to '.repeat(K / 5)}b in file.txt`,
  ];
  it('each shape is decided within three seconds', { timeout: 120_000 }, async () => {
    const row = await attack('64 KB of a long word before a file, text after "with", quoted names, placed files', shapes.length, async (i) => {
      return decisionMs(shapes[i]!, TOOLS) < 3_000;
    });
    expect(row.broke).toBe(0);
  });
});
