import { z } from 'zod';
import type { Redis } from 'ioredis';
import { redisKeys } from './keys.js';

export const ToolAnnotationsSchema = z
  .object({
    title: z.string().optional(),
    readOnlyHint: z.boolean().optional(),
    destructiveHint: z.boolean().optional(),
    idempotentHint: z.boolean().optional(),
    openWorldHint: z.boolean().optional(),
  })
  .loose();

export const ToolDescriptorSchema = z.object({
  server: z.string(),
  name: z.string(),
  description: z.string().optional(),
  inputSchema: z.record(z.string(), z.unknown()),
  annotations: ToolAnnotationsSchema.optional(),
});
export type ToolDescriptor = z.infer<typeof ToolDescriptorSchema>;

/** `server.tool`: how a tool is named to the local engine and in logs. */
export function qualifiedToolName(tool: { server: string; name: string }): string {
  return `${tool.server}.${tool.name}`;
}

/** A tool as the local engine and the models see it (name, description, parameters). */
export interface ToolSpecView {
  name: string;
  description?: string;
  parameters?: Record<string, unknown>;
}

/**
 * One version of the catalog. The arrays keep their identity until the catalog
 * changes, so per-array caches (the engine's ranking index) stay warm.
 */
export interface CatalogSnapshot {
  tools: ToolDescriptor[];
  specs: ToolSpecView[];
  byName: Map<string, ToolDescriptor>;
}

const ServerEntrySchema = z.object({ listedAt: z.string(), tools: z.array(ToolDescriptorSchema) });

/**
 * The tools every configured MCP server offers, shared through Redis: executors
 * publish what they listed, the router, selector and reviewer read it. Readers
 * keep a copy and reload only when the version counter moves, so a read is one GET.
 */
export class ToolCatalog {
  private cached: { version: string | null; snapshot: CatalogSnapshot } | undefined;
  /** The read in flight: concurrent jobs share it instead of each sending their own GET. */
  private reading: Promise<CatalogSnapshot> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async publish(server: string, tools: ToolDescriptor[]): Promise<void> {
    const entry = JSON.stringify({ listedAt: new Date().toISOString(), tools });
    await this.redis
      .multi()
      .hset(redisKeys.tools(this.prefix), server, entry)
      .incr(redisKeys.toolsVersion(this.prefix))
      .exec();
  }

  async remove(server: string): Promise<void> {
    await this.redis.multi().hdel(redisKeys.tools(this.prefix), server).incr(redisKeys.toolsVersion(this.prefix)).exec();
  }

  async list(): Promise<ToolDescriptor[]> {
    return (await this.snapshot()).tools;
  }

  snapshot(): Promise<CatalogSnapshot> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async read(): Promise<CatalogSnapshot> {
    const version = await this.redis.get(redisKeys.toolsVersion(this.prefix));
    if (this.cached && this.cached.version === version) return this.cached.snapshot;
    const entries = await this.redis.hgetall(redisKeys.tools(this.prefix));
    const tools: ToolDescriptor[] = [];
    for (const server of Object.keys(entries).sort()) {
      const parsed = ServerEntrySchema.safeParse(JSON.parse(entries[server] ?? '{}'));
      if (parsed.success) tools.push(...parsed.data.tools);
    }
    const snapshot: CatalogSnapshot = {
      tools,
      specs: tools.map((t) => ({
        name: qualifiedToolName(t),
        ...(t.description ? { description: t.description } : {}),
        parameters: t.inputSchema,
      })),
      byName: new Map(tools.map((t) => [qualifiedToolName(t), t])),
    };
    this.cached = { version, snapshot };
    return snapshot;
  }

  async find(server: string, name: string): Promise<ToolDescriptor | undefined> {
    return (await this.snapshot()).byName.get(qualifiedToolName({ server, name }));
  }
}
