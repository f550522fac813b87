import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('guardUnhandledRejections', () => {
  it('logs a rejection nobody handled and the process keeps running', () => {
    // A real process: without the guard, Node ends it with exit code 1 at the first unhandled rejection.
    const script = `
      const { createLogger, guardUnhandledRejections } = await import('@switchyard/platform');
      guardUnhandledRejections(createLogger({ name: 'guard-test', level: 'info' }));
      Promise.reject(new Error('nobody caught me'));
      setTimeout(() => process.stdout.write('still running\\n'), 100);`;
    // Importing the platform takes a second of CPU and up to a quarter minute on a loaded machine: the limit only catches a hang.
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', timeout: 90_000 });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('still running');
    expect(`${run.stdout}${run.stderr}`).toMatch(/unhandled promise rejection \(kept running\)/);
    expect(`${run.stdout}${run.stderr}`).toContain('nobody caught me');
  });
});
