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

const ServerEntrySchema = z.object({ listedAt: z.string(), tools: z.array(ToolDescriptorSchema) });

/**
 * The tools every configured MCP server offers, shared through Redis: executors
 * publish what they listed, the router, selector and reviewer read it. Readers
 * keep a copy and reload only when the version counter moves, so a read is one GET.
 */
export class ToolCatalog {
  private cached: { version: string | null; tools: ToolDescriptor[] } | undefined;

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
    const version = await this.redis.get(redisKeys.toolsVersion(this.prefix));
    if (this.cached && this.cached.version === version) return this.cached.tools;
    const entries = await this.redis.hgetall(redisKeys.tools(this.prefix));
    const tools: ToolDescriptor[] = [];
    for (const server of Object.keys(entries).sort()) {
      const parsed = ServerEntrySchema.safeParse(JSON.parse(entries[server] ?? '{}'));
      if (parsed.success) tools.push(...parsed.data.tools);
    }
    this.cached = { version, tools };
    return tools;
  }

  async find(server: string, name: string): Promise<ToolDescriptor | undefined> {
    return (await this.list()).find((t) => t.server === server && t.name === name);
  }
}
