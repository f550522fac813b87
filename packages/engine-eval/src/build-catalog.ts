/**
 * Builds a tool catalog (JSON Lines, one tool a line) from case files: every
 * tool offered by any case, once per name (the first spelling wins). Used to
 * measure ranking at inventory scale with `switchyard eval --extra-tools`.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { ToolSpec } from '@switchyard/local-engine';
import { parseCaseLine } from './eval-case.js';
import { readJsonLines } from './read-lines.js';
import { expandFiles } from './expand-files.js';

/** Every distinct tool (by name) of the given case files or folders, in first-seen order. */
export async function collectCatalog(inputs: readonly string[]): Promise<ToolSpec[]> {
  const byName = new Map<string, ToolSpec>();
  for (const file of await expandFiles(inputs)) {
    for await (const { line, lineNumber } of readJsonLines(file)) {
      for (const tool of parseCaseLine(line, file, lineNumber).tools) {
        if (!byName.has(tool.name)) byName.set(tool.name, tool);
      }
    }
  }
  return [...byName.values()];
}

/** Write the catalog of `inputs` to `output`; returns how many tools it holds. */
export async function writeCatalog(inputs: readonly string[], output: string): Promise<number> {
  const tools = await collectCatalog(inputs);
  const out = createWriteStream(output, { encoding: 'utf8' });
  for (const tool of tools) {
    if (!out.write(`${JSON.stringify(tool)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return tools.length;
}
