import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runNode, startNode, stop } from './support/processes.js';
import { deletePrefix, freshPrefix, REDIS_URL } from './support/test-config.js';

/** The shell block of the "Scaling one stage" section of docs/operations.md, one command a line, comments removed. */
function scalingCommands(): string[] {
  const operations = readFileSync(join(REPO_ROOT, 'docs/operations.md'), 'utf8');
  const section = operations.slice(operations.indexOf('## Scaling one stage'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/operations.md: no sh block under "## Scaling one stage"');
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
}

/** `A=1 B="x y" rest`: the leading assignments and the remaining words (double quotes group words). */
function words(line: string): { assigned: Record<string, string>; rest: string[] } {
  const tokens = [...line.matchAll(/(\S*?)"([^"]*)"|(\S+)/g)].map((m) => m[3] ?? `${m[1]}${m[2]}`);
  const assigned: Record<string, string> = {};
  while (tokens[0] && /^[A-Z_][A-Z0-9_]*=/.test(tokens[0])) {
    const [name, ...value] = tokens.shift()!.split('=');
    assigned[name!] = value.join('=');
  }
  return { assigned, rest: tokens };
}

describe('the "Scaling one stage" commands of docs/operations.md, run as written', () => {
  const prefix = freshPrefix('readme');
  // Only the prefix (so this run's keys are its own) and the Redis of the tests are added.
  const env: Record<string, string> = { SWITCHYARD_PREFIX: prefix, REDIS_URL, LOG_LEVEL: 'info' };
  const children: Awaited<ReturnType<typeof startNode>>[] = [];

  afterAll(async () => {
    await Promise.all(children.map((c) => stop(c.child)));
    await deletePrefix(prefix);
  });

  it('start every stage from a fresh clone and answer a turn with a tool', { timeout: 600_000 }, async () => {
    const commands = scalingCommands();
    expect(commands[0]).toBe('npm run build'); // done before the tests run (npx tsc -b)
    let asked = false;
    // Commands ending in & go to the background as in a shell: each is waited for (ready) only before the next command that is not.
    let starting: Promise<void>[] = [];
    for (const command of commands.slice(1)) {
      if (!command.endsWith('&')) {
        await Promise.all(starting);
        starting = [];
      }
      const { assigned, rest } = words(command.replace(/\s*&$/, ''));
      if (rest[0] === 'export') {
        Object.assign(env, words(rest.slice(1).join(' ')).assigned);
      } else if (rest[0] === 'node') {
        const started = startNode(rest[1]!, { ...env, ...assigned }, 'stages ready', 90_000, rest.slice(2)).then((child) => {
          children.push(child);
        });
        if (command.endsWith('&')) starting.push(started);
        else await started;
      } else if (rest[0] === 'npx' && rest[1] === 'switchyard') {
        const todo = readFileSync(join(REPO_ROOT, 'examples/workspace/notes/todo.md'), 'utf8')
          .split('\n')
          .find((l) => l.startsWith('- '))!;
        const answer = await runNode('packages/cli/dist/bin.js', rest.slice(2), { ...env, ...assigned });
        expect(answer.code, answer.stderr).toBe(0);
        expect(answer.stdout).toMatch(/✓ filesystem\.\w+/);
        expect(answer.stdout).toContain(todo.slice(2));
        asked = true;
      } else {
        throw new Error(`docs/operations.md "Scaling one stage": a command this test does not know how to run: ${command}`);
      }
    }
    await Promise.all(starting);
    expect(asked).toBe(true);
    expect(children).toHaveLength(6);
    for (const child of children) expect(child.output()).not.toContain('no configuration file');
  });
});
