import { realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { ExecutionStep, Packet } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from '@switchyard/platform';

/** By server: the folders its command line points it at (a file server's allowed roots), absolute. */
export type ServerFolders = ReadonlyMap<string, readonly string[]>;

/**
 * The folders of each stdio server: every argument that is not a flag or a URL, resolved from where the
 * server starts (its `cwd`, else the config file's folder), and where it really is when that is a link
 * (servers report real paths). An argument that is no folder only adds a prefix no result starts with.
 */
export function serverFolders(config: Pick<SwitchyardConfig, 'mcpServers' | 'baseDir'>): ServerFolders {
  const folders = new Map<string, string[]>();
  for (const [server, entry] of Object.entries(config.mcpServers)) {
    if (!('command' in entry)) continue;
    const cwd = resolve(config.baseDir, entry.cwd ?? '.');
    const named = entry.args.map((arg) => (arg.startsWith('--') && arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : arg));
    const paths = named.filter((arg) => arg !== '' && !arg.startsWith('-') && !arg.includes('://')).map((arg) => resolve(cwd, arg));
    folders.set(server, [...new Set(paths.flatMap((path) => [path, realPath(path)]))]);
  }
  return folders;
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * The packet as the reply shows it: a tool output that is a list of absolute paths (a file search) shows
 * each path inside its server's folder relative to that folder, as the person names files in their
 * requests; else relative to a folder the call named by its absolute path. A path outside both stays
 * absolute, and any other output (a file's text, JSON) is left as it is.
 */
export function withRelativePaths(packet: Packet, folders: ServerFolders): Packet {
  const execution = packet.execution;
  if (!execution?.steps.some((step) => step.output)) return packet;
  return { ...packet, execution: { ...execution, steps: execution.steps.map((step) => relativeStep(step, folders)) } };
}

function relativeStep(step: ExecutionStep, folders: ServerFolders): ExecutionStep {
  if (!step.output) return step;
  const lines = step.output.split('\n');
  const listed = lines.map((line) => line.trim()).filter(Boolean);
  if (listed.length === 0 || !listed.every((line) => isAbsolute(line))) return step;
  const roots = folders.get(step.server) ?? [];
  const named = Object.values(step.arguments).filter((value): value is string => typeof value === 'string' && isAbsolute(value));
  const output = lines.map((line) => insideOf(line.trim(), roots) ?? insideOf(line.trim(), named) ?? line).join('\n');
  return { ...step, output };
}

/** The path relative to the deepest of `bases` strictly holding it, else undefined. */
function insideOf(path: string, bases: readonly string[]): string | undefined {
  let shortest: string | undefined;
  for (const base of bases) {
    const inside = relative(base, path);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) continue;
    if (shortest === undefined || inside.length < shortest.length) shortest = inside;
  }
  return shortest;
}
