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

  it("keeps a listing's own marks of folders and files before the paths it shows relative", () => {
    expect(shown('files', '[DIR] /srv/team/shared/garden\n[FILE] /srv/team/shared/garden.md')).toBe('[DIR] garden\n[FILE] garden.md');
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

describe("an edit's diff", () => {
  const diff = (path: string) =>
    [
      '```diff',
      `Index: ${path}`,
      '='.repeat(20),
      `--- ${path}\toriginal`,
      `+++ ${path}\tmodified`,
      '@@ -1,1 +1,1 @@',
      '-- /srv/team/shared/a',
      '+- eggs',
      '```',
    ].join('\n');
  const edited = (output: string, tool = 'edit_file') => {
    const packet = ranOnce('files', output);
    const step = { ...packet.execution!.steps[0]!, tool };
    return withRelativePaths({ ...packet, execution: { steps: [step], needsMoreTools: false } }, serverFolders(config)).execution?.steps[0]?.output;
  };

  it("names the edited file in the diff's header from the server's folder, and leaves the file's own lines as they are", () => {
    expect(edited(diff('/srv/team/shared/lists/shopping.md'))).toBe(diff('lists/shopping.md'));
    expect(edited(diff('/srv/team/shared/lists/shopping.md'))).toContain('\n-- /srv/team/shared/a\n');
  });

  it("leaves a removed or added line that reads like a header (a file's own '-- /path') as the file says it", () => {
    const own = `${diff('/srv/team/shared/lists/shopping.md').replace('-- /srv/team/shared/a', '--- /srv/team/shared/secret\n+++ /srv/team/shared/x')}`;
    const shown = edited(own);
    expect(shown).toContain('\n--- /srv/team/shared/secret\n+++ /srv/team/shared/x\n');
    expect(shown).toContain('--- lists/shopping.md\toriginal');
  });

  it('keeps a path outside the folders, and a read file that holds a diff, as they are', () => {
    expect(edited(diff('/etc/hosts'))).toBe(diff('/etc/hosts'));
    expect(edited(diff('/srv/team/shared/lists/shopping.md'), 'read_text_file')).toBe(diff('/srv/team/shared/lists/shopping.md'));
  });
});

describe("a tool's error naming a path", () => {
  const failed = (server: string, message: string): string | undefined => {
    const packet = ranOnce(server, '');
    const step: ExecutionStep = { ...packet.execution!.steps[0]!, ok: false, output: undefined, error: { code: 'not_found', message, retryable: false } };
    const shownPacket = withRelativePaths({ ...packet, execution: { steps: [step], needsMoreTools: false } }, serverFolders(config));
    return shownPacket.execution?.steps[0]?.error?.message;
  };

  it("shows a path inside the server's folder from that folder's name, without the folders above it", () => {
    expect(failed('files', "ENOENT: no such file or directory, open '/srv/team/shared/recipes/soup.txt'")).toBe(
      "ENOENT: no such file or directory, open 'shared/recipes/soup.txt'",
    );
  });

  it('keeps a path the call was sent as written: the one the request named', () => {
    const packet = ranOnce('files', '', { path: '/srv/team/shared/notes/missing.md' });
    const message = "ENOENT: no such file or directory, open '/srv/team/shared/notes/missing.md'";
    const step: ExecutionStep = { ...packet.execution!.steps[0]!, ok: false, output: undefined, error: { code: 'not_found', message, retryable: false } };
    const shownPacket = withRelativePaths({ ...packet, execution: { steps: [step], needsMoreTools: false } }, serverFolders(config));
    expect(shownPacket.execution?.steps[0]?.error?.message).toBe(message);
  });

  it('keeps a path outside the folder, or of another server, as the tool wrote it', () => {
    const outside = "Access denied - path outside allowed directories: '/etc/passwd'";
    expect(failed('files', outside)).toBe(outside);
    expect(failed('remote', "ENOENT: no such file or directory, open '/srv/team/shared/x.txt'")).toBe(
      "ENOENT: no such file or directory, open '/srv/team/shared/x.txt'",
    );
  });
});

describe('a path a search found, passed to the next call', () => {
  function searchThenRead(readPath: string, planned: unknown = { $ref: 's1.path' }): Packet {
    const search: ExecutionStep = { stepId: 's1', server: 'files', tool: 'search_files', arguments: {}, ok: true, elapsedMs: 1, attempts: 1, output: readPath };
    const read: ExecutionStep = {
      stepId: 's2',
      server: 'files',
      tool: 'read_text_file',
      arguments: { path: readPath },
      ok: true,
      elapsedMs: 1,
      attempts: 1,
      output: '# Scones',
    };
    const packet = newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'show me my scones recipe', history: [] });
    return {
      ...packet,
      plan: {
        steps: [
          { id: 's1', server: 'files', tool: 'search_files', arguments: { pattern: '*scone*' }, dependsOn: [], why: 'find it' },
          { id: 's2', server: 'files', tool: 'read_text_file', arguments: { path: planned }, dependsOn: ['s1'], why: 'read it' },
        ],
        reasoning: '',
        confidence: 0.9,
      },
      execution: { steps: [search, read], needsMoreTools: false },
    } as Packet;
  }

  it("is shown inside the server's folder, while the packet keeps what the server was sent", () => {
    const packet = searchThenRead('/srv/team/shared/recipes/scones.md');
    const read = withRelativePaths(packet, serverFolders(config)).execution?.steps[1];
    expect(read?.arguments).toEqual({ path: 'recipes/scones.md' });
    expect(packet.execution?.steps[1]?.arguments).toEqual({ path: '/srv/team/shared/recipes/scones.md' });
  });

  it('is left absolute outside the folder, and an argument the request named itself is left as written', () => {
    expect(withRelativePaths(searchThenRead('/etc/hosts'), serverFolders(config)).execution?.steps[1]?.arguments).toEqual({ path: '/etc/hosts' });
    const named = searchThenRead('/srv/team/shared/recipes/scones.md', '/srv/team/shared/recipes/scones.md');
    expect(withRelativePaths(named, serverFolders(config)).execution?.steps[1]?.arguments).toEqual({ path: '/srv/team/shared/recipes/scones.md' });
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
