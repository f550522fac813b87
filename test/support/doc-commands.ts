import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './processes.js';

/** The README and every page under docs/, as repository-relative paths. */
export function documentationFiles(): string[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort()];
}

export function readDoc(file: string): string {
  return readFileSync(join(REPO_ROOT, file), 'utf8');
}

/** The shell blocks of a markdown text, each as its commands: continuation lines joined, comments and blank lines removed. */
export function shellBlocks(markdown: string): string[][] {
  return [...markdown.matchAll(/^ *```sh\n([\s\S]*?)^ *```/gm)].map((m) =>
    m[1]!
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .map((line) => line.replace(/(^|\s+)#.*$/, '').trim())
      .filter(Boolean),
  );
}

/** The shell block of the section under `heading` (the first block after it). */
export function sectionCommands(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section "${heading}"`);
  const block = shellBlocks(markdown.slice(start))[0];
  if (!block) throw new Error(`no sh block under "${heading}"`);
  return block;
}

/** A `switchyard` command written in the docs: its subcommand path and the long options it uses. */
export interface CliUse {
  file: string;
  text: string;
  path: string[];
  options: string[];
}

const INVOCATION = /(?:npx switchyard|node packages\/cli\/dist\/bin\.js|(?<![\w./@-])switchyard)((?: +[^\s|;&`]+)+)/g;

/** Every `switchyard …` use in the shell blocks and the inline code of a markdown text. */
export function cliUses(file: string, markdown: string): CliUse[] {
  const pieces = [...shellBlocks(markdown).flat(), ...[...markdown.matchAll(/`([^`\n]*switchyard [^`\n]*)`/g)].map((m) => m[1]!)];
  const uses: CliUse[] = [];
  for (const piece of pieces) {
    for (const match of piece.matchAll(INVOCATION)) {
      const words = match[1]!.trim().split(/\s+/).filter(Boolean);
      const path: string[] = [];
      // The subcommand path: leading bare words (`dlq list`, `tools accept`), up to the first option or argument.
      for (const word of words) {
        if (!/^[a-z][a-z-]*$/.test(word) || path.length === 2) break;
        path.push(word);
      }
      const options = words.flatMap((word) => [...word.matchAll(/(?:^|\[)(--[a-z][a-z-]*)/g)].map((m) => m[1]!));
      uses.push({ file, text: match[0], path, options });
    }
  }
  return uses;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The README's "Your own folder and tools" as a new user follows it, in `home` standing for `~`: its config
 * (but for the remote server, an example address) in `~/my-project`, a note in `my-notes/todo.md`, and the
 * section's first shell block as one script, to run with HOME=home where `~/switchyard` is the clone.
 */
export function ownFolderScript(readme: string, home: string): { script: string; note: string } {
  const section = readme.slice(readme.indexOf('\n## Your own folder and tools\n'));
  const [config] = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as { mcpServers: Record<string, unknown> });
  delete config!.mcpServers.remote;
  const project = join(home, 'my-project');
  mkdirSync(join(project, 'my-notes'), { recursive: true });
  writeFileSync(join(project, 'switchyard.config.json'), JSON.stringify(config));
  const note = 'water the plants';
  writeFileSync(join(project, 'my-notes', 'todo.md'), `# To do\n- ${note}\n`);
  const commands = shellBlocks(section)[0]!;
  if (commands[0] !== 'cd ~/my-project') throw new Error(`the section's first block does not start in ~/my-project: ${commands[0]}`);
  return { script: commands.join('\n'), note };
}
