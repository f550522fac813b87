import { assertRedisReachable, createLogger, createRedis, loadConfig, withoutConfigFile, type Redis, type SwitchyardConfig } from '@switchyard/platform';
import { registerTools, ToolCatalog, toolFingerprint, ToolStats, toolsWithCapability, type RegisteredTool, type ToolDescriptor } from '@switchyard/tools';
import { executorPoolOptions, McpPool } from '@switchyard/executor';

export interface ToolsOptions {
  config?: string;
  capability?: string;
  json?: boolean;
}

/**
 * `switchyard tools [name] [--capability TAG]`: every tool of every configured
 * server with its hints, capability tags and live stats. Tools come from the
 * catalog running executors publish; with none running, from the servers directly.
 */
export async function tools(name: string | undefined, options: ToolsOptions): Promise<number> {
  const config = loadConfig(options.config ? { file: options.config } : {});
  await assertRedisReachable(config.redis.url);
  const redis = createRedis(config.redis.url, 'switchyard-cli');
  try {
    const listed = await new ToolCatalog(redis, config.prefix).list();
    const { descriptors, unreachable } = listed.length > 0 ? { descriptors: listed, unreachable: [] } : await listFromServers(config, redis);
    // A server that did not start is named with its reason, in words, before the tools the others have.
    for (const problem of unreachable) process.stderr.write(`switchyard: ${problem}\n`);
    let registry = registerTools(descriptors, config.tools, await new ToolStats(redis, config.prefix).all());
    if (options.capability) registry = toolsWithCapability(registry, options.capability);
    if (name) registry = registry.filter((entry) => entry.name === name || entry.name.includes(name));
    if (options.json) {
      // The fingerprint is what `tools accept --fingerprint` names: the definition as reviewed here.
      const entries = registry.map((entry) => ({ ...entry, fingerprint: toolFingerprint(entry.tool) }));
      process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
    } else if (registry.length === 0) {
      process.stdout.write(`no tools${options.capability ? ` with capability "${options.capability}"` : ''}${name ? ` named like "${name}"` : ''}\n`);
      // Nothing to list because nothing is configured: say where a configuration was looked for.
      if (!config.source && Object.keys(config.mcpServers).length === 0)
        process.stderr.write(`switchyard: ${withoutConfigFile(config)} (or pass --config FILE)\n`);
    } else {
      process.stdout.write(formatTable(registry));
    }
    // As `ask`: 2 when a configured server could not be reached (its tools are missing from the list).
    return unreachable.length > 0 ? 2 : registry.length === 0 ? 1 : 0;
  } finally {
    redis.disconnect();
  }
}

/**
 * The servers' tools as the executor would list them (its clients' capabilities decide what a server
 * offers), and a line for each server that could not be reached, saying why.
 */
async function listFromServers(config: SwitchyardConfig, redis: Redis): Promise<{ descriptors: ToolDescriptor[]; unreachable: string[] }> {
  // The reasons are printed in words below; the log's own line (with its stack) only when asked for.
  const log = createLogger({ name: 'switchyard', level: process.env.LOG_LEVEL ?? 'fatal' });
  const pool = await McpPool.connect(config.mcpServers, executorPoolOptions(config, log, redis));
  try {
    const unreachable = pool.servers
      .filter((server) => !pool.get(server)?.connected)
      .map((server) => `mcp server ${server} is not connected: ${pool.get(server)?.failure ?? 'it did not start'}`);
    return { descriptors: pool.tools(), unreachable };
  } finally {
    await pool.close();
  }
}

/**
 * `ro` read-only, `idem` idempotent, `destr` destructive: what the executor's retries and cache go by;
 * `untrusted` when the server is not trusted (its hints count for nothing), `changed` until `tools accept`.
 */
function hints(tool: ToolDescriptor): string {
  const a = tool.annotations ?? {};
  const marks = [
    a.readOnlyHint ? 'ro' : '',
    a.idempotentHint ? 'idem' : '',
    a.destructiveHint ? 'destr' : '',
    tool.trusted === false ? 'untrusted' : '',
    tool.drift ? 'changed' : '',
  ];
  return marks.filter(Boolean).join(',') || '-';
}

function formatTable(registry: RegisteredTool[]): string {
  const header = ['TOOL', 'HINTS', 'CAPABILITIES', 'CALLS', 'FAILS', 'MEAN MS', 'P95 MS'];
  const rows = registry.map((e) => [
    e.name,
    hints(e.tool),
    e.capabilities.join(',') || '-',
    String(e.stats?.calls ?? 0),
    String(e.stats?.failures ?? 0),
    e.stats ? String(e.stats.meanMs) : '-',
    e.stats ? String(e.stats.p95Ms) : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const examples = registry.flatMap((e) => e.examples.map((x) => `  ${e.name}: ${x}`));
  return `${[line(header), ...rows.map(line), ...(examples.length > 0 ? ['', 'examples:', ...examples] : [])].join('\n')}\n`;
}
