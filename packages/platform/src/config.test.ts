import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './errors.js';
import { loadConfig } from './config.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `switchyard-${label}-`));
  made.push(dir);
  return dir;
}

function configFile(content: unknown): { dir: string; file: string } {
  const dir = tempDir('config');
  const file = join(dir, 'switchyard.config.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return { dir, file };
}

describe('loadConfig', () => {
  it('has working defaults with no file and no environment', () => {
    const config = loadConfig({ env: {}, cwd: tempDir('empty') });
    expect(config.redis.url).toBe('redis://127.0.0.1:6379');
    expect(config.prefix).toBe('switchyard');
    expect(config.thresholds.confidenceGate).toBe(0.7);
    expect(config.executor.maxReinjections).toBe(3);
    expect(config.stages.executor.concurrency).toBe(4);
    expect(config.source).toBeUndefined();
  });

  it('lets the environment override the file', () => {
    const { file } = configFile({ prefix: 'from-file', stages: { router: { concurrency: 2 } } });
    const config = loadConfig({
      file,
      env: { REDIS_URL: 'redis://10.0.0.9:6380', SWITCHYARD_PREFIX: 'from-env', SWITCHYARD_CONCURRENCY_SELECTOR: '16', SWITCHYARD_CONFIDENCE_GATE: '0.5' },
    });
    expect(config.prefix).toBe('from-env');
    expect(config.redis.url).toBe('redis://10.0.0.9:6380');
    expect(config.stages.selector.concurrency).toBe(16);
    expect(config.stages.router.concurrency).toBe(2);
    expect(config.thresholds.confidenceGate).toBe(0.5);
  });

  it('refuses server entries with unknown keys or wrong types, naming the key and the shape an entry takes', () => {
    const { file } = configFile({
      mcpServers: {
        filesystem: { command: 'mcp-server-filesystem', argz: ['/srv'] },
        memory: { command: 'mcp-server-memory', args: '/path', env: { DEPTH: 3 } },
        remote: { url: 'http://127.0.0.1:9/mcp', command: 'x' },
        bare: { args: [] },
        scalar: 'mcp-server-memory',
      },
    });
    let message = '';
    try {
      loadConfig({ file, env: {} });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const lines = message.split('\n').slice(1);
    expect(lines).toContain(
      'config.mcpServers.filesystem: unknown key "argz": a stdio entry takes command, args, env, cwd, timeoutMs, trusted, drift, protocolVersion',
    );
    expect(lines).toContain('config.mcpServers.memory.args: expected an array of strings, received string');
    expect(lines).toContain('config.mcpServers.memory.env.DEPTH: expected string, received number');
    expect(lines).toContain(
      'config.mcpServers.remote: unknown key "command": an http entry takes url, headers, auth, timeoutMs, trusted, drift, protocolVersion',
    );
    expect(lines.find((l) => l.startsWith('config.mcpServers.bare.command: missing'))).toMatch(/needs "command".*needs "url"/);
    expect(lines.find((l) => l.startsWith('config.mcpServers.scalar:'))).toMatch(/expected an object, received string/);
    expect(lines).toHaveLength(6);
  });

  it('trusts stdio servers and distrusts remote ones unless an entry says otherwise; drift needs approval by default', () => {
    const { file } = configFile({
      mcpServers: {
        local: { command: 'mcp-server-memory' },
        remote: { url: 'http://127.0.0.1:9/mcp' },
        doubted: { command: 'mcp-server-memory', trusted: false, drift: 'refuse' },
        vouched: { url: 'http://127.0.0.1:9/mcp', trusted: true },
      },
    });
    const servers = loadConfig({ file, env: {} }).mcpServers;
    expect(servers.local).toMatchObject({ trusted: true, drift: 'approve' });
    expect(servers.remote).toMatchObject({ trusted: false, drift: 'approve' });
    expect(servers.doubted).toMatchObject({ trusted: false, drift: 'refuse' });
    expect(servers.vouched).toMatchObject({ trusted: true });
    const bad = configFile({ mcpServers: { x: { command: 'c', trusted: 'yes', drift: 'ignore' } } });
    expect(() => loadConfig({ file: bad.file, env: {} })).toThrowError(/mcpServers\.x\.trusted: expected true or false, received string/);
  });

  it('reads the mcpServers format and expands ${configDir} and ${env:NAME}', () => {
    const { dir, file } = configFile({
      mcpServers: {
        filesystem: { command: 'mcp-server-filesystem', args: ['${configDir}/workspace'] },
        remote: { url: 'http://127.0.0.1:9/mcp', headers: { authorization: 'Bearer ${env:TOKEN}' } },
      },
    });
    const config = loadConfig({ file, env: { TOKEN: 'abc' } });
    expect(config.mcpServers.filesystem).toMatchObject({ command: 'mcp-server-filesystem', args: [`${dir}/workspace`], env: {} });
    expect(config.mcpServers.remote).toMatchObject({ headers: { authorization: 'Bearer abc' } });
    expect(config.baseDir).toBe(dir);
    expect(() => loadConfig({ file, env: {} })).toThrowError(/\$\{env:TOKEN\} but TOKEN is not set/);
  });

  it('explains every problem of a bad file on its own line', () => {
    const { file } = configFile({ prefix: 'bad:prefix', thresholds: { confidenceGate: 3 }, mcpServers: { 'a.b': { command: 'x' } }, typo: 1 });
    let message = '';
    try {
      loadConfig({ file, env: {} });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain(`invalid configuration in ${file}:`);
    expect(message).toMatch(/config\.prefix: a prefix is 1-64 letters/);
    expect(message).toMatch(/config\.thresholds\.confidenceGate: Too big/i);
    expect(message).toMatch(/config\.mcpServers\.a\.b: invalid key: a server name/);
    expect(message).toMatch(/typo/);
  });

  it('fails fast on a missing explicit file, bad JSON and bad numbers in the environment', () => {
    expect(() => loadConfig({ file: '/nonexistent/switchyard.json', env: {} })).toThrowError(/does not exist/);
    expect(() => loadConfig({ file: configFile('{ nope').file, env: {} })).toThrowError(/is not valid JSON/);
    expect(() => loadConfig({ env: { SWITCHYARD_CONCURRENCY_ROUTER: 'lots' }, cwd: tmpdir() })).toThrowError(
      /SWITCHYARD_CONCURRENCY_ROUTER="lots" is not a number/,
    );
  });
});
