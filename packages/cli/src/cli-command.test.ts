import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliCommand, shellWord } from './cli-command.js';

const CLONE = fileURLToPath(new URL('../../..', import.meta.url));

/** The words a POSIX shell makes of a command line, one a line. */
function wordsOf(line: string): string[] {
  return execFileSync('sh', ['-c', `printf '%s\\n' ${line}`], { encoding: 'utf8' })
    .split('\n')
    .slice(0, -1);
}

describe('shellWord', () => {
  it('leaves a plain word as it is and quotes one the shell would change', () => {
    expect(shellWord('examples/switchyard.config.json')).toBe('examples/switchyard.config.json');
    expect(shellWord('my config.json')).toBe("'my config.json'");
  });

  it('survives the shell unchanged, whatever the word holds', () => {
    const words = ['my config.json', "it's.json", '$HOME/x', '{"field": "value"}', 'a\\b', '*.json', 'tab\there', '`date`', '!x'];
    expect(wordsOf(words.map(shellWord).join(' '))).toEqual(words);
  });
});

describe('cliCommand: the hints a turn prints run from where the user stands', () => {
  it('is npx switchyard inside the clone, with the config the turn ran with', () => {
    expect(cliCommand(['approve', 'abc'], { config: 'my.json' }, CLONE, {})).toBe('npx switchyard approve abc --config my.json');
    expect(cliCommand(['deny', 'abc'], {}, `${CLONE}/examples`, {})).toBe('npx switchyard deny abc');
  });

  it('carries the prefix and config the environment chose, so the hint runs the same in a new terminal', () => {
    const env = { SWITCHYARD_PREFIX: "camila's-1", SWITCHYARD_CONFIG: 'mine.json', REDIS_URL: 'redis://:secret@host:6379' };
    const hint = cliCommand(['approve', 'abc'], {}, CLONE, env);
    expect(hint).toBe(`SWITCHYARD_CONFIG=mine.json SWITCHYARD_PREFIX='camila'\\''s-1' npx switchyard approve abc`);
    expect(hint).not.toContain('secret');
    // A config named on the command line wins over the environment's, and is the one repeated.
    expect(cliCommand(['deny', 'abc'], { config: 'my.json' }, CLONE, env)).toBe(`SWITCHYARD_PREFIX='camila'\\''s-1' npx switchyard deny abc --config my.json`);
    expect(cliCommand(['deny', 'abc'], {}, CLONE, {})).toBe('npx switchyard deny abc');
  });

  it('quotes a config path the shell would split, so the hint runs as printed', () => {
    const hint = cliCommand(['approve', 'abc'], { config: "../my team's config.json" }, CLONE, {});
    expect(wordsOf(hint)).toEqual(['npx', 'switchyard', 'approve', 'abc', '--config', "../my team's config.json"]);
  });

  it("names the config of one's own folder by its whole path, so the hint runs from any folder", () => {
    const own = mkdtempSync(join(tmpdir(), 'own-folder-'));
    try {
      writeFileSync(join(own, 'switchyard.config.json'), '{}');
      expect(wordsOf(cliCommand(['approve', 'abc'], {}, own, {})).slice(-2)).toEqual(['--config', join(own, 'switchyard.config.json')]);
      expect(wordsOf(cliCommand(['approve', 'abc'], { config: 'other.json' }, own, {})).slice(-2)).toEqual(['--config', join(own, 'other.json')]);
      // The environment's config is the one the command finds, wherever it runs.
      expect(cliCommand(['approve', 'abc'], {}, own, { SWITCHYARD_CONFIG: '/etc/s.json' })).not.toContain('--config');
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("is this CLI's entry by its path from one's own folder, where npx finds no switchyard", () => {
    const hint = cliCommand(['approve', 'abc'], {}, tmpdir(), {});
    expect(hint).toMatch(/^node \S*packages\/cli\/bin\/switchyard\.js approve abc$/);
    expect(hint).toContain(CLONE.replace(/\/$/, ''));
  });
});
