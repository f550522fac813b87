import { execFile } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runNode } from './support/processes.js';
import { anchorOf, type CliUse, cliUses, documentationFiles, ownFolderScript, readDoc, sectionCommands, shellBlocks } from './support/doc-commands.js';
import { deletePrefix, freshPrefix, REDIS_URL, tempWorkspace } from './support/test-config.js';

const BIN = 'packages/cli/dist/bin.js';
const run = promisify(execFile);

describe('the README and docs/: commands that exist, links that lead somewhere', () => {
  const files = documentationFiles();

  it('the README is a front door: under 300 lines, linking every page of docs/', () => {
    const readme = readDoc('README.md');
    expect(readme.split('\n').length).toBeLessThan(300);
    for (const page of files.filter((f) => f.startsWith('docs/'))) expect(readme, page).toContain(`](${page}`);
  });

  it('every relative link points at a file that exists, and at a heading it has', () => {
    const broken: string[] = [];
    for (const file of files) {
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
      for (const [, target] of readDoc(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [path, anchor] = target!.split('#');
        const resolved = path ? normalize(join(dir, path)) : file;
        if (!existsSync(join(REPO_ROOT, resolved))) {
          broken.push(`${file}: ${target} (no such file)`);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          const headings = [...readFileSync(join(REPO_ROOT, resolved), 'utf8').matchAll(/^#+ (.*)$/gm)].map((m) => anchorOf(m[1]!));
          if (!headings.includes(anchor)) broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every script a shell block runs with node or sh is in the repository', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const command of shellBlocks(readDoc(file)).flat()) {
        for (const [, script] of command.matchAll(/(?:^|\s)(?:node|sh) ((?:packages|services|eval)\/\S+)/g)) {
          // Build output is checked by the tests that run it; its source must exist.
          const source = script!.replace(/\/dist\/(.*)\.js$/, '/src/$1.ts');
          if (!existsSync(join(REPO_ROOT, source))) missing.push(`${file}: ${script}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every `switchyard` command written in them exists, with the options it is shown with', { timeout: 600_000 }, async () => {
    const uses = files.flatMap((file) => cliUses(file, readDoc(file)));
    expect(uses.length).toBeGreaterThan(20);
    // One --help per command path, run side by side (a cold start of the CLI is slow on a loaded machine).
    const helps = new Map<string, Promise<string>>();
    const help = (path: string[]) => {
      const key = path.join(' ');
      if (!helps.has(key)) {
        helps.set(
          key,
          runNode(BIN, [...path, '--help'], {}, 300_000).then((result) => {
            if (result.code !== 0) throw new Error(`switchyard ${key} --help exited ${result.code}: ${result.stderr}`);
            return result.stdout;
          }),
        );
      }
      return helps.get(key)!;
    };
    const top = await help([]);
    const known = uses.filter((use) => !use.path[0] || new RegExp(`^  ${use.path[0]}\\b`, 'm').test(top));
    const commandHelps = new Map(await Promise.all([...new Set(known.flatMap((use) => use.path.slice(0, 1)))].map(async (c) => [c, await help([c])] as const)));
    const pathOf = (use: CliUse): string[] => {
      const [command, sub] = use.path;
      if (!command) return [];
      return sub && new RegExp(`^  ${sub}\\b`, 'm').test(commandHelps.get(command)!) ? [command, sub] : [command];
    };
    await Promise.all(known.map((use) => help(pathOf(use))));
    const problems = uses.filter((use) => !known.includes(use)).map((use) => `${use.file}: \`${use.text}\`: no command "${use.path[0] ?? ''}"`);
    for (const use of known) {
      const path = pathOf(use);
      const text = await help(path);
      for (const option of use.options) {
        if (!new RegExp(`${option}\\b`).test(text)) problems.push(`${use.file}: \`${use.text}\`: switchyard ${path.join(' ')} has no ${option}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the README's first-hour commands, run as written from the repository's folder", () => {
  const prefix = freshPrefix('readme-first-hour');
  const env = { ...process.env, SWITCHYARD_PREFIX: prefix, REDIS_URL };
  const sh = (command: string) => run('sh', ['-c', command], { cwd: REPO_ROOT, env, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 });
  afterAll(() => deletePrefix(prefix));
  const readme = readDoc('README.md');
  const todo = readFileSync(join(REPO_ROOT, 'examples/workspace/notes/todo.md'), 'utf8');
  const firstItem = todo
    .split('\n')
    .find((line) => line.startsWith('- '))!
    .slice(2);

  it('One turn: each command answers and exits 0', { timeout: 300_000 }, async () => {
    const commands = sectionCommands(readme, '## One turn');
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const command of commands) {
      const result = await sh(command);
      if (command.includes('--json')) expect(JSON.parse(result.stdout).reply.text).toBeTruthy();
      if (command.includes('notes/todo.md')) expect(result.stdout).toContain(firstItem);
    }
  });

  it('Hold a conversation: the second turn answers from the first one', { timeout: 300_000 }, async () => {
    const commands = sectionCommands(readme, '### Hold a conversation');
    expect(commands).toHaveLength(2);
    await sh(commands[0]!);
    const second = await sh(commands[1]!);
    expect(second.stdout).toContain('You mentioned notes/todo.md');
    // Without the session the same question has nothing to go on.
    const alone = await sh(commands[1]!.replace(/ --session \S+/, ''));
    expect(alone.stdout).not.toContain('notes/todo.md');
  });

  it("docs/mcp.md's `switchyard call` example prints the file, as written", { timeout: 300_000 }, async () => {
    const [command] = sectionCommands(readDoc('docs/mcp.md'), '### `switchyard call`');
    const result = await sh(command!);
    expect(result.stdout).toContain(firstItem);
  });

  it("Your own folder and tools: from a folder outside the clone, the CLI by its path reads that folder's config", { timeout: 300_000 }, async () => {
    // A home of its own: ~/switchyard is the clone, ~/my-project the user's folder, both as the README names them.
    const home = tempWorkspace({});
    const ownPrefix = freshPrefix('readme-own-folder');
    try {
      symlinkSync(REPO_ROOT, join(home.dir, 'switchyard'));
      const { script, note } = ownFolderScript(readme, home.dir);
      const ownEnv = { ...env, SWITCHYARD_PREFIX: ownPrefix, HOME: home.dir };
      const result = await run('sh', ['-c', script], { cwd: home.dir, env: ownEnv, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
      expect(result.stdout).toMatch(/filesystem\.read_text_file/);
      expect(result.stdout).toMatch(/memory\.create_entities/);
      expect(result.stdout).toContain(note);
    } finally {
      home.cleanup();
      await deletePrefix(ownPrefix);
    }
  });

  it('Your own folder and tools: from the clone, the commands shown work with the example config', { timeout: 300_000 }, async () => {
    const section = readme.slice(readme.indexOf('\n## Your own folder and tools\n'));
    const commands = shellBlocks(section)[1]!;
    expect(commands.join('\n')).toContain('--config examples/switchyard.config.json');
    for (const command of commands) {
      const result = await sh(command);
      if (command.includes(' tools ')) expect(result.stdout).toMatch(/filesystem\.read_text_file/);
      if (command.includes('notes/ideas.md')) expect(result.stdout).toContain('weekly digest');
    }
  });
});
