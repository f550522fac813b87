import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverFolders, withRelativePaths } from '@switchyard/composer';
import { newPacket, type ExecutionStep } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from '@switchyard/platform';
import { attack } from './attack-table.js';

// The composer shows paths in a listing relative to the file server's folder. It must never show a path
// outside that folder as if inside it, never change what is not a path, and stay fast on the largest output.
const root = realpathSync(mkdtempSync(join(tmpdir(), 'relative-paths-attack-')));
const data = join(root, 'data');
mkdirSync(data);
symlinkSync('/etc', join(data, 'link'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Servers = Pick<SwitchyardConfig, 'mcpServers' | 'baseDir'>;
const servers = (mcpServers: Record<string, unknown>) => ({ baseDir: root, mcpServers }) as unknown as Servers;
const config = servers({ files: { command: 'files-server', args: [data], env: {} }, web: { url: 'https://tools.example.com/mcp', headers: {} } });

function shown(output: string, { server = 'files', args = {}, within = config }: { server?: string; args?: Record<string, unknown>; within?: Servers } = {}) {
  const step: ExecutionStep = { stepId: 's1', server, tool: 'search_files', arguments: args, ok: true, elapsedMs: 1, attempts: 1, output };
  const packet = {
    ...newPacket({ sessionId: 's', userId: 'u', agentId: 'a', message: 'find my files', history: [] }),
    execution: { steps: [step], needsMoreTools: false },
  };
  return withRelativePaths(packet, serverFolders(within)).execution?.steps[0]?.output;
}

describe('paths shown relative to the file server folder', () => {
  it('never shows a path outside the folder as inside it', async () => {
    const cases: Array<[string, Parameters<typeof shown>[1]]> = [
      [`${data}/link/../passwd`, {}], // through a link, ".." leaves where the letters say
      [`${data}/../data2/x.md`, {}],
      [`${root}/data2/x.md`, {}], // shares the folder's prefix
      [`${root}/data-old/x.md`, {}],
      ['/etc/passwd', { args: { path: '/' } }], // a call naming the root beside the server's own folder
      [`${root}/secret.md`, { args: { path: root } }], // a call naming the folder's parent
      ['/etc/passwd', { within: servers({ files: { command: 'files-server', args: ['/'], env: {} } }) }],
    ];
    const row = await attack('"..", a link, a shared prefix, a call naming / or the parent, a server given /', cases.length, async (i) => {
      const [path, options] = cases[i]!;
      // Beside a path inside the folder, so the listing is read; the outside one stays as the tool wrote it.
      return shown(`${path}\n${data}/notes/a.md`, options)?.split('\n')[0] === path;
    });
    expect(row.broke).toBe(0);
  });

  it('keeps what is not a path as the tool wrote it', async () => {
    const outputs = [
      `  ${data}/a.md  \r\n\t${data}/b.md\r\n`, // indentation, trailing space, CRLF
      `${data}/first\n/etc/second`, // a name with a newline: the part outside stays absolute
      '/api/users\n/api/orders', // slash-led text from a server that is no file server
      `{"path": "${data}/a.md"}`,
      `# Notes\n${data}/a.md`,
    ];
    const expected = [`  a.md  \r\n\tb.md\r\n`, 'first\n/etc/second', '/api/users\n/api/orders', outputs[3], outputs[4]];
    const row = await attack('whitespace and CRLF around paths, names with newlines, JSON, slash-led text', outputs.length, async (i) => {
      return shown(outputs[i]!, { server: i === 2 ? 'web' : 'files' }) === expected[i];
    });
    expect(row.broke).toBe(0);
  });

  it('reads hostile or missing server arguments without throwing', async () => {
    const args = [[], ['--root='], ['a'.repeat(10_000)], ['-c', 'npx server /data'], ['..', '/', '.'], ['x\u0000y'], ['https://a/b', '--x=file:///c']];
    const row = await attack('server args empty, 10 KB, a NUL, a shell string, "..", "/", URLs', args.length, async (i) => {
      const output = shown(`${data}/a.md`, { within: servers({ files: { command: 'files-server', args: args[i], env: {} } }) });
      return typeof output === 'string' && output.endsWith('a.md');
    });
    expect(row.broke).toBe(0);
  });

  it('shows the largest output a step may hold (100,000 characters) within a second, line for line', async () => {
    const lines = Array.from({ length: 2_400 }, (_, i) => `${data}/${'d/'.repeat(15)}file-${i}.md`);
    const output = lines.join('\n').slice(0, 100_000);
    const row = await attack('a 100 KB listing of thousands of paths', 1, async () => {
      const started = performance.now();
      const result = shown(output) ?? '';
      return performance.now() - started < 1_000 && result.split('\n').length === output.split('\n').length && !result.includes(data);
    });
    expect(row.broke).toBe(0);
  });
});
