import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliCommand } from './format-turn.js';

const CLONE = fileURLToPath(new URL('../../..', import.meta.url));

describe('cliCommand: the hints a turn prints run from where the user stands', () => {
  it('is npx switchyard inside the clone, with the config the turn ran with', () => {
    expect(cliCommand('approve abc', { config: 'my.json' }, CLONE)).toBe('npx switchyard approve abc --config my.json');
    expect(cliCommand('deny abc', {}, `${CLONE}/examples`)).toBe('npx switchyard deny abc');
  });

  it("is this CLI's entry by its path from one's own folder, where npx finds no switchyard", () => {
    const hint = cliCommand('approve abc', {}, tmpdir());
    expect(hint).toMatch(/^node \S*packages\/cli\/bin\/switchyard\.js approve abc$/);
    expect(hint).toContain(CLONE.replace(/\/$/, ''));
  });
});
