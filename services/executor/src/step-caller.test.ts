import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@switchyard/platform';
import { step } from '../../../test/support/packets.js';
import { stepTimeoutMs } from './step-caller.js';

describe('stepTimeoutMs', () => {
  it('takes the step, then the tool, then the server, then the default', () => {
    const config = loadConfig({
      env: {},
      cwd: tmpdir(),
      overrides: {
        mcpServers: { fs: { command: 'x', timeoutMs: 4_000 } },
        executor: { toolTimeoutMs: 9_000, toolTimeouts: { 'fs.slow': 60_000 } },
      },
    });
    expect(stepTimeoutMs({ ...step('a', 'slow'), timeoutMs: 100 }, config)).toBe(100);
    expect(stepTimeoutMs(step('a', 'slow'), config)).toBe(60_000);
    expect(stepTimeoutMs(step('a', 'read'), config)).toBe(4_000);
    expect(stepTimeoutMs({ ...step('a', 'read'), server: 'other' }, config)).toBe(9_000);
  });
});
