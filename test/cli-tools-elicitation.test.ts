import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '@switchyard/platform';
import { ToolCatalog } from '@switchyard/tools';
import { runNode } from './support/processes.js';
import { servers, startStack } from './support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const ASKING_TOOLS = ['everything.trigger-elicitation-request', 'everything.trigger-url-elicitation'];

describe('switchyard tools with no executor running connects as the executor would', () => {
  const workspace = tempWorkspace({});
  const prefixes: string[] = [];
  afterAll(async () => {
    await Promise.all(prefixes.map(deletePrefix));
    workspace.cleanup();
  });

  /** The everything server's tools as `switchyard tools` lists them on a fresh prefix (no catalog: it starts the server). */
  async function listed(elicitation: boolean): Promise<string[]> {
    const configFile = join(workspace.dir, `elicitation-${elicitation}.json`);
    writeFileSync(configFile, JSON.stringify({ mcpServers: { everything: servers.everything() }, executor: { elicitation: { enabled: elicitation } } }));
    const prefix = freshPrefix('cli-tools');
    prefixes.push(prefix);
    const run = await runNode(BIN, ['tools', 'everything.', '--json', '--config', configFile], { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' });
    expect(run.code, run.stderr).toBe(0);
    return (JSON.parse(run.stdout) as Array<{ name: string }>).map((entry) => entry.name).sort();
  }

  it('lists the elicitation tools when elicitation is on, the same tools a running executor lists', async () => {
    const names = await listed(true);
    expect(names).toEqual(expect.arrayContaining([...ASKING_TOOLS, 'everything.echo']));

    const stack = await startStack({ mcpServers: { everything: servers.everything() }, executor: { elicitation: { enabled: true } } });
    const redis = createRedis(REDIS_URL);
    try {
      const { byName } = await new ToolCatalog(redis, stack.config.prefix).snapshot();
      expect(names).toEqual([...byName.keys()].sort());
    } finally {
      redis.disconnect();
      await stack.close();
    }
  });

  it('leaves them out when elicitation is off, as the server does for a client that cannot answer', async () => {
    const names = await listed(false);
    expect(names).toContain('everything.echo');
    for (const tool of ASKING_TOOLS) expect(names).not.toContain(tool);
  });
});
