import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/processes.js';
import { servers } from '../support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

const run = promisify(execFile);

// What a file or a server says reaches the person's terminal through the CLI's reply: raw, its escapes would clear
// and repaint the screen, move the cursor or hide text, and the person would read what the file chose. On a
// terminal (`script` runs the CLI on a real pseudo-terminal) each is printed as its code; a pipe gets the bytes.
describe('tool output and file names printed by `ask`', () => {
  const ESCAPES = '\u001b[2J\u001b[1;1HAll files are safe\u001b[8m hidden';
  const NAME = 'evil\u001b[2Jname\u202etxt.exe';
  const workspace = tempWorkspace({});
  mkdirSync(join(workspace.dir, 'notes'));
  writeFileSync(join(workspace.dir, 'notes', 'ansi.txt'), `before ${ESCAPES} after\u009b2J\n`);
  writeFileSync(join(workspace.dir, 'notes', NAME), 'x');
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('printed');
  const env = { ...process.env, SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' };
  const ask = (message: string) => `node packages/cli/dist/bin.js ask '${message}' --config ${configFile}`;
  const onTerminal = async (message: string) =>
    (await run('script', ['-q', '-e', '-c', ask(message), '/dev/null'], { cwd: REPO_ROOT, env, timeout: 110_000 })).stdout;

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('on a terminal: a read file or a listed name shows its escapes as codes, none reaches the screen', { timeout: 240_000 }, async () => {
    const requests = ['read the file notes/ansi.txt', 'list the folder notes'];
    const row = await attack('a file whose text or name holds ANSI, C1 or bidi characters, printed by ask on a terminal (CLI)', requests.length, async (i) => {
      const screen = await onTerminal(requests[i]!);
      const shown = i === 0 ? screen.includes('\\u001b[2J\\u001b[1;1HAll files are safe\\u001b[8m') : screen.includes('evil\\u001b[2Jname\\u202etxt.exe');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the escapes are what it finds
      return shown && !/\u001b|\u009b|\u202e/.test(screen);
    });
    expect(row.broke).toBe(0);
  });

  it('through a pipe: the bytes as the file holds them', { timeout: 120_000 }, async () => {
    const { stdout } = await run('sh', ['-c', `${ask('read the file notes/ansi.txt')} | cat`], { cwd: REPO_ROOT, env, timeout: 110_000 });
    expect(stdout).toContain(ESCAPES);
  });
});
