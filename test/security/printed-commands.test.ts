import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliCommand } from '@switchyard/cli';
import { attack } from './attack-table.js';

// Every follow-up command the CLI prints repeats the config the user named. Pasted into sh it must run that
// command with exactly those words and nothing else, and the line a terminal shows must be the line that runs.
const scratch = mkdtempSync(join(tmpdir(), 'printed-commands-'));
const marker = join(scratch, 'ran');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The words sh passes to `npx` (or `node`) for a printed line: each program is replaced by one that lists them. */
function wordsRun(line: string): string[] {
  const lister = `npx() { for w; do printf '%s\\0' "$w"; done; }; node() { npx "$@"; };`;
  return execFileSync('sh', ['-c', `${lister} ${line}`], { encoding: 'utf8' })
    .split('\0')
    .slice(0, -1);
}

const HOSTILE_CONFIGS = [
  'my team config.json',
  "it's.json",
  `$(touch ${marker}).json`,
  `\`touch ${marker}\`.json`,
  `a;touch ${marker}`,
  `a'; touch ${marker}; echo '`,
  'line one\nline two.json',
  '-rf.json',
  '--remote',
  '=ls',
  '~/config.json',
  '*.json',
  'café/配置.json',
  '"double".json',
  '\\backslash.json',
  `${'deep/'.repeat(800)}config.json`,
  '#comment.json',
  '!!.json',
];
// Characters a terminal does not show as themselves: the line seen (and copied) would not be the line printed.
const UNSEEN_CONFIGS = ['a\rb.json', 'esc\u001b[2Kx.json', 'tab\there.json', 'bidi\u202eNOSJ.json', 'bell\u0007.json', 'del\u007f.json'];

describe('follow-up commands printed with a hostile --config', () => {
  it('each runs the intended words in sh, and no command hidden in the path', async () => {
    const row = await attack('config paths with spaces, quotes, $(), backticks, newlines, dashes, unicode, 4 KB', HOSTILE_CONFIGS.length, async (i) => {
      const config = HOSTILE_CONFIGS[i]!;
      const line = cliCommand(['approve', 'abc-123', '--remote'], { config });
      const words = wordsRun(line);
      return JSON.stringify(words.slice(-5)) === JSON.stringify(['approve', 'abc-123', '--remote', '--config', config]) && !existsSync(marker);
    });
    expect(row.broke).toBe(0);
  });

  it('writes characters a terminal hides as printf bytes, so the line shown is the line that runs', async () => {
    const row = await attack('config paths with carriage return, escape, tab, bidi override, bell, delete', UNSEEN_CONFIGS.length, async (i) => {
      const config = UNSEEN_CONFIGS[i]!;
      const line = cliCommand(['deny', 'abc-123'], { config });
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
      const shown = !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(line);
      return shown && wordsRun(line).at(-1) === config && !existsSync(marker);
    });
    expect(row.broke).toBe(0);
  });

  it('quotes a word zsh would expand: "=cmd" names the program\'s path there', async () => {
    const row = await attack('a config named "=ls" (zsh equals expansion)', 1, async () => cliCommand(['up'], { config: '=ls' }).endsWith("--config '=ls'"));
    expect(row.broke).toBe(0);
  });

  it('quotes words other than the config the same way (a tool name, a JSON answer)', async () => {
    const words = ['tools', 'srv.$(id)', 'answer', '{"a": "`id`"}', "x'y"];
    const row = await attack('tool names and JSON arguments with shell metacharacters', 1, async () => {
      return JSON.stringify(wordsRun(cliCommand(words, { config: 'c.json' })).slice(-7)) === JSON.stringify([...words, '--config', 'c.json']);
    });
    expect(row.broke).toBe(0);
  });
});
