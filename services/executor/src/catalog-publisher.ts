import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '@switchyard/platform';
import type { ServerListing, ToolCatalog, ToolDescriptor } from '@switchyard/tools';
import type { McpPool } from './mcp-pool.js';

/** How long a claim lasts without renewal: several missed checks, and never under 3 s (clock skew, pauses). */
export function claimLifetimeMs(checkMs: number): number {
  return Math.max(3_000, checkMs * 6);
}

/** Marks a server's tools whose definitions differ from the accepted ones, before they are published. */
export type ToolReview = (server: string, tools: ToolDescriptor[]) => Promise<ToolDescriptor[]>;

/**
 * Keeps this executor's servers in the shared catalog: claims them and
 * publishes their tools at start, and every `checkMs` (and whenever the Redis
 * connection becomes ready again) republishes when Redis lost them, renews the
 * claim and drops servers no live executor configures. On close it gives its
 * claim up, so a configuration's servers leave with its last executor.
 */
export class CatalogPublisher {
  readonly executorId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;
  private closed = false;
  private readonly onReady = () => void this.check();

  constructor(
    private readonly catalog: ToolCatalog,
    private readonly redis: Redis,
    private readonly pool: McpPool,
    private readonly log: Logger,
    private readonly checkMs: number,
    private readonly review: ToolReview = async (_server, tools) => tools,
  ) {}

  /** Publishes one server's tools as reviewed (a changed definition is marked, never published as the accepted one). */
  async publish(server: string, tools: ToolDescriptor[]): Promise<void> {
    const listing = await this.listing(server, tools);
    await this.catalog.publish(server, listing.tools, listing.unreachable, listing.cacheScope);
  }

  /** A server's tools as reviewed, with why it has none when its executor could not reach it. */
  private async listing(server: string, tools: ToolDescriptor[]): Promise<ServerListing> {
    const connection = this.pool.get(server);
    const unreachable = connection && !connection.connected ? (connection.failure ?? 'not connected') : undefined;
    return { server, tools: await this.review(server, tools), unreachable, cacheScope: connection?.listScope };
  }

  async start(): Promise<void> {
    await this.publishAll();
    await this.prune();
    this.timer = setInterval(() => void this.check(), this.checkMs);
    this.timer.unref();
    // A Redis restarted without persistence comes back empty: republish as soon as we are connected again.
    this.redis.on('ready', this.onReady);
  }

  /** One check at a time; concurrent callers share it. Failures are logged: the next check tries again. */
  check(): Promise<void> {
    // After close a check would claim the servers again that close just gave up.
    if (this.closed) return Promise.resolve();
    this.checking ??= this.runCheck()
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not check the tool catalog; trying again at the next check'))
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.redis.off('ready', this.onReady);
    await this.checking;
    await this.catalog
      .release(this.executorId, claimLifetimeMs(this.checkMs))
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not withdraw this executor from the tool catalog'));
  }

  private async runCheck(): Promise<void> {
    if (!(await this.catalog.claim(this.executorId, this.pool.servers))) {
      this.log.warn({ servers: this.pool.servers }, 'the tool catalog is missing from Redis: publishing it again');
      await this.publishAll();
    }
    await this.prune();
  }

  /** The claim and every server's tools in one transaction (see `ToolCatalog.publishAll`). */
  private async publishAll(): Promise<void> {
    const listings = await Promise.all(this.pool.servers.map((server) => this.listing(server, this.pool.get(server)?.tools ?? [])));
    await this.catalog.publishAll(this.executorId, listings);
  }

  private async prune(): Promise<void> {
    const dropped = await this.catalog.prune(claimLifetimeMs(this.checkMs));
    if (dropped.length > 0) this.log.info({ servers: dropped }, 'dropped the tools of servers no running executor configures');
  }
}
