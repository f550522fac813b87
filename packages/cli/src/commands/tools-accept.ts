import { qualifiedToolName } from '@switchyard/packet-schema';
import { userInfo } from 'node:os';
import { assertRedisReachable, createRedis, loadConfig } from '@switchyard/platform';
import { ToolCatalog, ToolFingerprints, type ToolDescriptor } from '@switchyard/tools';

export interface ToolsAcceptOptions {
  config?: string;
  all?: boolean;
  /** Who accepts, for the audit; the user running the command unless given. */
  by?: string;
}

/**
 * `switchyard tools accept <server.tool> | --all`: accepts the current
 * definition of tools whose definition changed, so their calls run as before.
 * The acceptance is recorded in the catalog's audit and the catalog is
 * republished without the mark at once (executors read it on their next turn).
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
      process.stderr.write(`no tool ${name} in the catalog (see: switchyard tools)\n`);
      return 1;
    }
    const changed = tools.filter((t) => t.drift && (options.all || qualifiedToolName(t) === name));
    if (changed.length === 0) {
      process.stdout.write(name ? `${name}: its definition is already the accepted one\n` : 'no tool has a changed definition\n');
      return 0;
    }
    const fingerprints = new ToolFingerprints(redis, config.prefix);
    const by = options.by ?? userInfo().username;
    for (const tool of changed) {
      await fingerprints.accept(qualifiedToolName(tool), tool.drift!.current, by);
      process.stdout.write(`accepted ${qualifiedToolName(tool)} (definition ${tool.drift!.current.slice(0, 12)})\n`);
    }
    await republishAccepted(catalog, tools, new Set(changed));
    return 0;
  } finally {
    redis.disconnect();
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
