import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG_FILE } from '@switchyard/platform';
import { REPO_ROOT, startNode, stop } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL } from './support/test-config.js';

describe('a stage started without a configuration', () => {
  const prefix = freshPrefix('loud');
  // No config file in the working directory and no SWITCHYARD_CONFIG: the defaults, except this test's own keys.
  const env = { SWITCHYARD_CONFIG: '', SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'info', SWITCHYARD_METRICS_PORT: '0' };
  const children: Awaited<ReturnType<typeof startNode>>[] = [];

  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    await deletePrefix(prefix);
  });

  it('says so at start, and an executor with no MCP server warns and is not ready', async () => {
    expect(existsSync(join(REPO_ROOT, DEFAULT_CONFIG_FILE))).toBe(false);
    const executor = await startNode('services/executor/dist/main.js', env, 'metrics and health listening');
    const router = await startNode('services/router/dist/main.js', env, 'stages ready');
    children.push(executor, router);

    for (const child of [executor, router]) {
      expect(child.output()).toContain(`no configuration file: no ${DEFAULT_CONFIG_FILE} in ${REPO_ROOT.replace(/\/$/, '')} and SWITCHYARD_CONFIG is not set`);
      expect(child.output()).toContain(`prefix ${prefix}, 0 MCP servers`);
    }
    expect(executor.output()).toContain('executor started with no MCP servers configured');

    const port = Number(/"port":(\d+)[^\n]*metrics and health listening/.exec(executor.output())?.[1]);
    expect(port).toBeGreaterThan(0);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', problems: ['no MCP servers configured: add "mcpServers" to the configuration file'] });
  });
});
