import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newPacket, type ExecutionStep, type Packet } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from '@switchyard/platform';
import { serverFolders, withRelativePaths } from './relative-paths.js';

const base = '/srv/team';
const config = {
  baseDir: base,
  mcpServers: {
    files: { command: 'files-server', args: ['-y', 'shared', '--extra=/srv/archive'], env: {} },
    notes: { command: 'notes-server', args: ['https://notes.example.com/mcp'], env: {}, cwd: 'notes' },
    remote: { url: 'https://tools.example.com/mcp', headers: {} },
  },
} as unknown as Pick<SwitchyardConfig, 'mcpServers' | 'baseDir'>;

/** A turn whose one call, to `server`, returned `output`. */
function ranOnce(server: string, output: string, args: Record<string, unknown> = {}): Packet {
  const step: ExecutionStep = { stepId: 's1', server, tool: 'find', arguments: args, ok: true, elapsedMs: 1, attempts: 1, output };
  return {
    ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'find my files', history: [] }),
    execution: { steps: [step], needsMoreTools: false },
  };
}

function shown(server: string, output: string, args: Record<string, unknown> = {}, servers = config): string | undefined {
  return withRelativePaths(ranOnce(server, output, args), serverFolders(servers)).execution?.steps[0]?.output;
}

describe('serverFolders', () => {
  it("takes a stdio server's arguments that are not flags or addresses, from where it starts; a url server has none", () => {
    const folders = serverFolders(config);
    expect(folders.get('files')).toEqual(['/srv/team/shared', '/srv/archive']);
    expect(folders.get('notes')).toEqual([]);
    expect(folders.get('remote')).toBeUndefined();
  });
});

describe('withRelativePaths', () => {
  it("shows a listing of paths inside the server's folder relative to it, and keeps the others absolute", () => {
    const listing = ['/srv/team/shared/notes/todo.md', '/srv/archive/2024/q1.md', '/etc/hosts', '/srv/team/shared'].join('\n');
    expect(shown('files', listing)).toBe(['notes/todo.md', '2024/q1.md', '/etc/hosts', '/srv/team/shared'].join('\n'));
  });

  it('does not take a sibling whose name starts like the folder for a place inside it', () => {
    expect(shown('files', '/srv/team/shared-old/a.md\n/srv/team/shared/..hidden/b.md')).toBe('/srv/team/shared-old/a.md\n..hidden/b.md');
  });

  it('falls back to the folder the call named by its absolute path', () => {
    expect(shown('remote', '/home/me/recipes/pancakes.md\n/home/other/x.md', { path: '/home/me/recipes', pattern: '*.md' })).toBe(
      'pancakes.md\n/home/other/x.md',
    );
  });

  it("leaves any output that is not a list of paths as it is: a file's text, JSON, a sentence", () => {
    const text = '# Paths\n/srv/team/shared/notes/todo.md';
    expect(shown('files', text)).toBe(text);
    expect(shown('files', '{"path": "/srv/team/shared/a.md"}')).toBe('{"path": "/srv/team/shared/a.md"}');
    expect(shown('files', 'No matches found')).toBe('No matches found');
  });

  it('leaves a packet whose steps returned nothing untouched', () => {
    const packet = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'hello', history: [] });
    expect(withRelativePaths(packet, serverFolders(config))).toBe(packet);
  });
});

describe('a folder reached through a link', () => {
  const root = mkdtempSync(join(tmpdir(), 'relative-paths-'));
  mkdirSync(join(root, 'real'));
  symlinkSync(join(root, 'real'), join(root, 'linked'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is matched where it really is, as a server reports it', () => {
    const linked = { baseDir: root, mcpServers: { files: { command: 'files-server', args: ['linked'], env: {} } } } as unknown as Pick<
      SwitchyardConfig,
      'mcpServers' | 'baseDir'
    >;
    expect(shown('files', join(root, 'real', 'a.md'), {}, linked)).toBe('a.md');
  });
});
