import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the CLI entry point', () => {
  it('loads only its argument parser up front: each command imports its module when it runs', () => {
    const source = readFileSync(new URL('./bin.ts', import.meta.url), 'utf8');
    // A static import of a command (or of the platform) here would load BullMQ, the MCP client and the engine for `--help` too.
    const loaded = [...source.matchAll(/^import\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]);
    expect(loaded).toEqual(['node:fs', 'commander']);
    expect(source).toMatch(/await import\('\.\/commands\/ask\.js'\)/);
  });
});
