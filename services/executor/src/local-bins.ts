import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Every `node_modules/.bin` above the given directories, nearest first, so a
 * config can name an installed server by its bin (`mcp-server-filesystem`)
 * without `npx`, which would be slower and may reach for the network.
 */
export function localBinDirs(starts: string[]): string[] {
  const found: string[] = [];
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      const bin = join(dir, 'node_modules', '.bin');
      if (existsSync(bin) && !found.includes(bin)) found.push(bin);
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return found;
}
