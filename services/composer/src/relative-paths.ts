import { realpathSync } from 'node:fs';
import { basename, isAbsolute, join, normalize, parse, relative, resolve, sep } from 'node:path';
import { type ExecutionStep, foundPathStepId, type Packet, type PlanStep } from '@switchyard/packet-schema';
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
 * requests; a server with no folder of its own, relative to a folder the call named by its absolute path.
 * A path outside them stays absolute, and any other output (a file's text, JSON) is left as it is. A call's
 * argument that was the path a search found (`{"$ref": "s1.path"}`) is shown the same way; the server was
 * sent it whole.
 */
export function withRelativePaths(packet: Packet, folders: ServerFolders): Packet {
  const execution = packet.execution;
  if (!execution?.steps.length) return packet;
  const planned = packet.plan?.steps ?? [];
  const steps = execution.steps.map((step) => withFoundArguments(relativeStep(step, folders), planned, folders));
  if (steps.every((step, index) => step === execution.steps[index])) return packet;
  return { ...packet, execution: { ...execution, steps } };
}

function relativeStep(step: ExecutionStep, folders: ServerFolders): ExecutionStep {
  if (step.error) return relativeError(step, step.error, folders);
  if (!step.output) return step;
  if (CHANGES_FILES.test(step.tool) && DIFF_HEADER.test(step.output)) return relativeDiff(step, step.output, folders);
  const lines = step.output.split('\n');
  const listed = lines.map(pathOfLine).filter(Boolean);
  if (listed.length === 0 || !listed.every((line) => isAbsolute(line))) return step;
  // One kind of base per listing: a folder the call named beside the server's would show paths outside the
  // server's folder as if inside it. The filesystem root is no base: relative to it, nothing reads shorter.
  const own = folders.get(step.server) ?? [];
  const named = Object.values(step.arguments).filter((value): value is string => typeof value === 'string' && isAbsolute(value));
  const bases = usableBases(own.length > 0 ? own : named);
  const output = lines.map((line) => shownLine(line, bases)).join('\n');
  return { ...step, output };
}

/** A unified diff's header line naming a file by its absolute path (`Index: /home/a/x.md`, `--- /home/a/x.md\toriginal`). */
/** A call that changes a file and may answer with its diff; a read's diff-shaped output is the file's own text. */
const CHANGES_FILES = /edit|patch|write|replace|apply/i;
const DIFF_HEADER = /^(?:Index: |--- |\+\+\+ )\/.*$/m;
const DIFF_HEADERS = /^(Index: |--- |\+\+\+ )(\/[^\t\n]*)/gm;

/**
 * The step with the paths an edit's diff names in its header lines inside its server's folder shown relative to it,
 * as the person names the file; the lines of the diff below them are the file's own and stay as they are.
 */
function relativeDiff(step: ExecutionStep, output: string, folders: ServerFolders): ExecutionStep {
  const bases = usableBases(folders.get(step.server) ?? []);
  // Headers stand before a file's first hunk; below it a removed "-- /x" reads "--- /x" and is the file's own line.
  const hunk = /^@@/m.exec(output)?.index ?? output.length;
  const headers = output.slice(0, hunk).replace(DIFF_HEADERS, (line, header: string, path: string) => {
    const inside = insideOf(path, bases);
    return inside ? `${header}${inside}` : line;
  });
  const shown = headers + output.slice(hunk);
  return shown === output ? step : { ...step, output: shown };
}

/** A quoted absolute path in a tool's error ("ENOENT: no such file or directory, open '/home/a/notes/x.md'"). */
const QUOTED_ABSOLUTE = /(['"])(\/[^'"\n]*)\1/g;

/**
 * The step with the paths its error names inside its server's folder shown from that folder's own name
 * ("notes/notes/todo.md" where the server's folder is notes): where the server looked, without the machine's
 * folders above it.
 */
function relativeError(step: ExecutionStep, error: NonNullable<ExecutionStep['error']>, folders: ServerFolders): ExecutionStep {
  const bases = usableBases(folders.get(step.server) ?? []);
  // A path the call was sent as written is the one the request named: the reply names it as asked.
  const sent = new Set(Object.values(step.arguments).filter((value) => typeof value === 'string'));
  const message = error.message.replace(QUOTED_ABSOLUTE, (quoted, mark: string, path: string) => {
    if (sent.has(path)) return quoted;
    const base = bases.filter((one) => insideOf(path, [one]) !== undefined).sort((a, b) => b.length - a.length)[0];
    return base ? `${mark}${join(basename(base), relative(base, path))}${mark}` : quoted;
  });
  return message === error.message ? step : { ...step, error: { ...error, message } };
}

/** The step with each argument its plan took from a found path shown inside its server's folder. */
function withFoundArguments(step: ExecutionStep, planned: readonly PlanStep[], folders: ServerFolders): ExecutionStep {
  const plan = planned.find((one) => one.id === (step.fallbackFor ?? step.stepId));
  if (!plan || plan.server !== step.server) return step;
  const bases = usableBases(folders.get(step.server) ?? []);
  let args: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(plan.arguments)) {
    const sent = step.arguments[name];
    if (foundPathStepId(value) === undefined || typeof sent !== 'string') continue;
    const inside = insideOf(sent, bases);
    if (inside) args = { ...(args ?? step.arguments), [name]: inside };
  }
  return args ? { ...step, arguments: args } : step;
}

function usableBases(folders: readonly string[]): string[] {
  return folders.map((base) => resolve(base)).filter((base) => base !== parse(base).root);
}

/** A listing's own mark of what a path is, before it (`[DIR] /home/a/garden`). */
const KIND_MARK = /^\[(?:DIR|FILE)\]\s+/i;

/** The path a listing's line names, without its mark and the space around it. */
function pathOfLine(line: string): string {
  return line.trim().replace(KIND_MARK, '');
}

/** The line with its path relative to its base, and its mark and the space around it as the tool wrote them. */
function shownLine(line: string, bases: readonly string[]): string {
  const path = pathOfLine(line);
  const inside = path && insideOf(path, bases);
  return inside ? line.replace(path, inside) : line;
}

/**
 * The path relative to the deepest of `bases` strictly holding it, else undefined. Only a path written in
 * its plain form: a ".." after a link leaves where the letters say, so "folder/link/../x" is not read.
 */
function insideOf(path: string, bases: readonly string[]): string | undefined {
  if (normalize(path) !== path) return undefined;
  let shortest: string | undefined;
  for (const base of bases) {
    const inside = relative(base, path);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) continue;
    if (shortest === undefined || inside.length < shortest.length) shortest = inside;
  }
  return shortest;
}
