import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT, runNode } from './support/processes.js';

// No Docker engine runs in CI: these check what the files say, not a running deployment.
interface ComposeService {
  image?: string;
  command?: string[];
  ports?: unknown[];
  environment?: Record<string, string>;
  volumes?: string[];
}
const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
const STAGES = ['ingress', 'router', 'selector', 'reviewer', 'executor', 'composer'];

describe('Docker files', () => {
  it('build and run on Node 24, the current LTS line', () => {
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:24(-|$)/);
  });

  it('keep Redis off the host and behind a password every service knows', () => {
    const redis = compose.services.redis as ComposeService;
    expect(redis.ports).toBeUndefined();
    expect(redis.command?.join(' ')).toMatch(/--requirepass \$\{REDIS_PASSWORD:\?[^}]+\}/);
    for (const name of STAGES) {
      expect(compose.services[name]?.environment?.REDIS_URL, name).toMatch(/^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/);
    }
  });

  it('give the services a named volume, not a bind mount, for the config and what the tools write', () => {
    for (const name of STAGES) {
      const volumes = compose.services[name]?.volumes ?? [];
      for (const volume of volumes) expect(volume, name).not.toMatch(/^[./]/);
      expect(volumes, name).toContain('examples:/app/examples');
    }
    expect(Object.keys(compose.volumes)).toContain('examples');
    // A named volume starts as the image's copy, so the copy must belong to the user the services run as.
    expect(dockerfile).toMatch(/COPY --chown=node:node examples \.\/examples/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('ship the eval cases, so eval and bench run in the container as on a clone', () => {
    expect(dockerfile).toMatch(/^COPY eval \.\/eval$/m);
    const ignored = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    expect(ignored.some((line) => line === 'eval' || line.startsWith('eval/'))).toBe(false);
    expect(existsSync(join(REPO_ROOT, 'eval/bfcl/bfcl_multiple.jsonl'))).toBe(true);
  });

  it('ship the licence package.json names', () => {
    const { license } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { license: string };
    expect(license).toBe('Apache-2.0');
    const text = readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8');
    expect(text).toMatch(/Apache License\s+Version 2\.0, January 2004/);
    expect(text).toContain('TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION');
    expect(text).toContain('END OF TERMS AND CONDITIONS');
  });

  it("compose's REDIS_URL form reaches a Redis that requires the password, and nothing reaches it without", { timeout: 120_000 }, async () => {
    const password = randomBytes(12).toString('hex');
    const port = randomInt(20_000, 60_000);
    const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--requirepass', password, '--save', '', '--appendonly', 'no']);
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        redis.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('Ready to accept connections')) resolve();
        });
        redis.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
      });
      const template = compose.services.ingress?.environment?.REDIS_URL as string;
      const url = template.replace(/\$\{REDIS_PASSWORD:\?[^}]+\}/, password).replace('@redis:6379', `@127.0.0.1:${port}`);
      const ok = await runNode('packages/cli/dist/bin.js', ['ask', 'hello, how are you?', '--json'], { REDIS_URL: url, SWITCHYARD_CONFIG: '' });
      expect(ok.code, ok.stderr).toBe(0);
      expect(JSON.parse(ok.stdout).route.needsTool).toBe(false);
      const refused = await runNode('packages/cli/dist/bin.js', ['ask', 'hello'], { REDIS_URL: `redis://127.0.0.1:${port}`, SWITCHYARD_CONFIG: '' });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/refused the connection: NOAUTH.*Put the password in REDIS_URL/);
      const wrong = await runNode('packages/cli/dist/bin.js', ['ask', 'hello'], { REDIS_URL: `redis://:wrong@127.0.0.1:${port}`, SWITCHYARD_CONFIG: '' });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toMatch(/Redis at redis:\/\/:\*+@127\.0\.0\.1:\d+ refused the connection: WRONGPASS/);
      expect(wrong.stderr).not.toContain(':wrong@');
    } finally {
      redis.kill('SIGTERM');
    }
  });
});
