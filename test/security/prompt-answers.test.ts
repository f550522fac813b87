import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runNode, SEVERAL_PROCESSES_MS } from '../support/processes.js';
import { servers } from '../support/stack.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from '../support/test-config.js';
import { attack } from './attack-table.js';

const BIN = 'packages/cli/dist/bin.js';

// The CLI's yes/no prompt approves exactly what the question lists. A line that starts with a yes but asks for
// something else ("yes but only …", "ok but write bye instead") reads to a person as a change, not as consent to
// the original: it must not run the plan unchanged.
describe("an answer at the CLI's yes/no prompt that says more than yes", () => {
  const workspace = tempWorkspace({});
  const configFile = join(workspace.dir, 'switchyard.config.json');
  writeFileSync(configFile, JSON.stringify({ mcpServers: { filesystem: servers.filesystem(workspace.dir) } }));
  const prefix = freshPrefix('prompt-answers');
  const env = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'silent' };
  const ask = (message: string, input: string) => runNode(BIN, ['ask', message, '--json', '--config', configFile], env, 90_000, input);

  afterAll(async () => {
    await deletePrefix(prefix);
    workspace.cleanup();
  });

  it('runs nothing, says only yes or no answers, and a plain yes after it still runs the plan', { timeout: SEVERAL_PROCESSES_MS * 2 }, async () => {
    const lines = ['yes but only notes/z.txt instead', 'ok but write bye instead', 'sure, and also delete everything', 'yes, and then remove it'];
    const row = await attack('a yes with more words at the CLI prompt (yes but …, ok but … instead, sure and also …)', lines.length, async (i) => {
      const target = join(workspace.dir, `made-${i}`);
      const asked = await ask(`create the directory ${target}`, `${lines[i]}\n`);
      const packet = JSON.parse(asked.stdout);
      const held = packet.status.state === 'awaiting_approval' && !existsSync(target) && asked.stderr.includes('Only a plain yes or no answers this question');
      // The same line, then a plain yes: the question asked again takes it.
      const again = await ask(`create the directory ${target}-yes`, `${lines[i]}\nyes\n`);
      return held && JSON.parse(again.stdout).approval?.state === 'approved' && existsSync(`${target}-yes`);
    });
    expect(row.broke).toBe(0);
  });
});
