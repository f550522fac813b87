/** Case-file arguments: files as given, folders expanded to their `*.jsonl` files (sorted). */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export async function expandFiles(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const info = await stat(input).catch(() => {
      throw new Error(`${input}: no such case file or folder`);
    });
    if (info.isDirectory()) {
      const names = (await readdir(input)).filter((name) => name.endsWith('.jsonl')).sort();
      files.push(...names.map((name) => path.join(input, name)));
    } else {
      files.push(input);
    }
  }
  return files;
}
