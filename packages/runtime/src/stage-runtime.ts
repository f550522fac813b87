import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { SwitchyardConfig } from './config.js';
import { ConversationStore } from './conversation-store.js';
import { DeadLetterQueue } from './dead-letter.js';
import { createRedis } from './redis.js';
import type { StageDefinition, StageHandler } from './stage.js';
import { StageQueues } from './stage-queues.js';
import { StageWorker } from './stage-worker.js';
import { ToolCatalog } from './tool-catalog.js';
import { TurnResults } from './turn-results.js';
import { Approvals } from './approvals.js';
import { AuditTrail } from './audit-trail.js';
import { metrics } from './metrics.js';

/**
 * The stages of one process. Two shared Redis connections: one for BullMQ
 * (queues and workers; each worker adds its own blocking one) and one for our
 * own keys (results, audit, catalog, conversations). They are kept apart
 * because BullMQ defines its Lua scripts on the connection it is given, and
 * ioredis copies every defined script into each MULTI or pipeline built on that
 * connection: on a shared one that copy cost more than the commands themselves.
 * `close()` lets in-flight jobs finish.
 */
export class StageRuntime {
  private readonly workers: StageWorker[] = [];
  private readonly handlers: StageHandler[] = [];
  private closing: Promise<void> | undefined;
  private unwatch: () => void = () => undefined;

  private constructor(
    readonly config: SwitchyardConfig,
    readonly log: Logger,
    readonly redis: Redis,
    private readonly queueRedis: Redis,
    readonly queues: StageQueues,
    readonly deadLetters: DeadLetterQueue,
  ) {}

  /**
   * Builds every handler first, in the order given (put the executor first: it
   * publishes the tool catalog the others read), then starts the workers.
   */
  static async start(definitions: StageDefinition[], config: SwitchyardConfig, log: Logger): Promise<StageRuntime> {
    const name = `switchyard-${definitions.map((d) => d.name).join('+')}`;
    const redis = createRedis(config.redis.url, name);
    const queueRedis = createRedis(config.redis.url, `${name}-queues`);
    for (const connection of [redis, queueRedis]) connection.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
    const queues = new StageQueues(queueRedis, config);
    const deadLetters = new DeadLetterQueue(queueRedis, config.prefix);
    const runtime = new StageRuntime(config, log, redis, queueRedis, queues, deadLetters);
    const deps = {
      config,
      log,
      redis,
      catalog: new ToolCatalog(redis, config.prefix),
      conversations: new ConversationStore(redis, config.prefix, config.conversation),
    };
    const results = new TurnResults(redis, config.prefix, config.jobs.resultTtlSeconds);
    const audit = new AuditTrail(redis, config.prefix, config.policy.audit);
    const approvals = new Approvals(redis, config.prefix, queues, results, audit);
    try {
      for (const definition of definitions) {
        const handler = await definition.create({ ...deps, log: log.child({ stage: definition.name }) });
        runtime.handlers.push(handler);
        runtime.workers.push(new StageWorker(definition, handler, { config, log, connection: queueRedis, redis, queues, results, deadLetters, approvals, audit }));
      }
    } catch (error) {
      await runtime.close();
      throw error;
    }
    runtime.unwatch = metrics.watch({ queues, deadLetters, redis, prefix: config.prefix });
    for (const worker of runtime.workers) worker.start();
    log.info({ stages: definitions.map((d) => d.name), prefix: config.prefix }, 'stages ready');
    return runtime;
  }

  /** What keeps this process from being ready: Redis not answering, or a stage's own reasons. */
  async readiness(): Promise<string[]> {
    const redis = await this.redis.ping().then(
      () => [],
      (error: unknown) => [`redis is not answering: ${(error as Error).message}`],
    );
    return [...redis, ...this.handlers.flatMap((h) => h.readiness?.() ?? [])];
  }

  get stageWorkers(): readonly StageWorker[] {
    return this.workers;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.unwatch();
      await Promise.all(this.workers.map((w) => w.close()));
      await Promise.all(this.handlers.map((h) => h.close?.()));
      await this.queues.close();
      await this.deadLetters.close();
      await Promise.all([this.redis, this.queueRedis].map((r) => r.quit().catch(() => r.disconnect())));
    })();
    return this.closing;
  }
}
