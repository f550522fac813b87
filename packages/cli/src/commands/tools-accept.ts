import { createInterface } from 'node:readline/promises';
import { qualifiedToolName } from '@switchyard/packet-schema';
import { userInfo } from 'node:os';
import { assertRedisReachable, createRedis, loadConfig } from '@switchyard/platform';
import { ToolCatalog, ToolFingerprints, type ToolDescriptor } from '@switchyard/tools';
import { cliCommand, type CommandHints } from '../cli-command.js';

export interface ToolsAcceptOptions {
  config?: string;
  all?: boolean;
  /** The definitions the operator reviewed (full sha256 fingerprints, as `switchyard tools NAME --json` shows them). */
  fingerprint?: string[];
  /** Who accepts, for the audit; the user running the command unless given. */
  by?: string;
}

/** A changed tool whose new definition the operator named (reviewed), or why it is not accepted. */
type Decision = { tool: ToolDescriptor; fingerprint: string } | { tool: ToolDescriptor; refused: string };

/**
 * `switchyard tools accept <server.tool> | --all`: accepts the reviewed
 * definition of tools whose definition changed, so their calls run as before.
 * The definition is named by its fingerprint (`--fingerprint`, or shown and
 * confirmed at a terminal): a tool whose current definition is not one named is
 * not accepted. The acceptance is recorded in the catalog's audit and the
 * catalog is republished without the mark at once (executors read it on their next turn).
 */
export async function acceptTools(name: string | undefined, options: ToolsAcceptOptions): Promise<number> {
  if (!name && !options.all) {
    process.stderr.write('name the tool to accept (server.tool), or pass --all to accept every changed tool\n');
    return 2;
  }
  const config = loadConfig(options.config ? { file: options.config } : {});
  await assertRedisReachable(config.redis.url);
  const redis = createRedis(config.redis.url, 'switchyard-cli');
  try {
    const catalog = new ToolCatalog(redis, config.prefix);
    const { tools } = await catalog.snapshot();
    if (name && !tools.some((t) => qualifiedToolName(t) === name)) {
      process.stderr.write(`no tool ${name} in the catalog (see: ${cliCommand(['tools'], options)})\n`);
      return 1;
    }
    const changed = tools.filter((t) => t.drift && (options.all || qualifiedToolName(t) === name));
    if (changed.length === 0) {
      process.stdout.write(name ? `${name}: its definition is already the accepted one\n` : 'no tool has a changed definition\n');
      return 0;
    }
    const decisions = options.fingerprint?.length
      ? changed.map((tool) => named(tool, options.fingerprint ?? [], options))
      : process.stdin.isTTY && process.stdout.isTTY
        ? await confirmed(changed)
        : undefined;
    if (!decisions) {
      const current = changed.map((t) => `  ${qualifiedToolName(t)}: ${t.drift?.current}\n    review: ${reviewCommand(t, options)}`).join('\n');
      process.stderr.write(`name the definition you reviewed with --fingerprint; the current definitions are:\n${current}\n`);
      return 2;
    }
    const fingerprints = new ToolFingerprints(redis, config.prefix);
    const by = options.by ?? userInfo().username;
    const accepted = new Set<ToolDescriptor>();
    for (const decision of decisions) {
      const tool = qualifiedToolName(decision.tool);
      if ('refused' in decision) {
        process.stderr.write(`not accepted ${tool}: ${decision.refused}\n`);
        continue;
      }
      // The named definition is what gets accepted: one that changes after this still differs from it.
      await fingerprints.accept(tool, decision.fingerprint, by);
      accepted.add(decision.tool);
      process.stdout.write(`accepted ${tool} (definition ${decision.fingerprint.slice(0, 12)})\n`);
    }
    await republishAccepted(catalog, tools, accepted);
    return accepted.size === decisions.length ? 0 : 1;
  } finally {
    redis.disconnect();
  }
}

/** Accepted only when its current definition is one the operator named, in full. */
function named(tool: ToolDescriptor, fingerprints: string[], hints: CommandHints): Decision {
  const current = tool.drift?.current ?? '';
  if (fingerprints.some((f) => f.trim().toLowerCase() === current)) return { tool, fingerprint: current };
  return {
    tool,
    refused: `its definition is now ${current}, not one named by --fingerprint (review it again: ${reviewCommand(tool, hints)})`,
  };
}

/** The command that shows a tool's current definition and fingerprint, with the config this one ran with. */
function reviewCommand(tool: ToolDescriptor, hints: CommandHints): string {
  return cliCommand(['tools', qualifiedToolName(tool), '--json'], hints);
}

/** At a terminal: each changed definition shown with its fingerprint, and accepted (pinned to that fingerprint) on yes. */
async function confirmed(changed: ToolDescriptor[]): Promise<Decision[]> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const decisions: Decision[] = [];
    for (const tool of changed) {
      const shown = tool.drift?.current ?? '';
      const { name, description, inputSchema, outputSchema, annotations } = tool;
      process.stdout.write(`${qualifiedToolName(tool)} changed (accepted ${tool.drift?.accepted.slice(0, 12)}); its definition now:\n`);
      process.stdout.write(`${JSON.stringify({ name, description, inputSchema, outputSchema, annotations }, null, 2)}\nfingerprint ${shown}\n`);
      const answer = await prompt.question(`accept this definition (fingerprint ${shown.slice(0, 12)})? [y/N] `);
      decisions.push(/^y(es)?$/i.test(answer.trim()) ? { tool, fingerprint: shown } : { tool, refused: 'not confirmed' });
    }
    return decisions;
  } finally {
    prompt.close();
  }
}

/** Each affected server's entry again, without the drift mark of the tools just accepted. */
async function republishAccepted(catalog: ToolCatalog, tools: ToolDescriptor[], accepted: Set<ToolDescriptor>): Promise<void> {
  const servers = new Set([...accepted].map((t) => t.server));
  for (const server of servers) {
    const entry = tools
      .filter((t) => t.server === server)
      .map((t) => {
        if (!accepted.has(t)) return t;
        const { drift: _drift, ...rest } = t;
        return rest;
      });
    await catalog.publish(server, entry);
  }
}
