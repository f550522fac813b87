import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import type { SwitchyardConfig } from './config.js';
import { Deployment } from './deployment.js';
import { PIPELINE } from './pipeline.js';
import type { StageDefinition, StageHandler } from './stage.js';
import type { StageQueues } from './stage-queues.js';
import { StageWorker } from './stage-worker.js';
import { TimerWorker } from './timer-worker.js';
import { metrics } from './metrics.js';
import { redactText } from './redact.js';

/**
 * The stages of one process on one Deployment (its connections and shared
 * objects), plus the timers worker. `close()` lets in-flight jobs finish.
 */
export class StageRuntime {
  private readonly workers: StageWorker[] = [];
  private readonly handlers: StageHandler[] = [];
  private readonly timers: TimerWorker;
  private closing: Promise<void> | undefined;
  private unwatch: () => void = () => undefined;

  private constructor(
    readonly deployment: Deployment,
    readonly log: Logger,
  ) {
    this.timers = new TimerWorker(deployment, log);
  }

  get config(): SwitchyardConfig {
    return this.deployment.config;
  }

  /** Our own keys' connection (results, audit, catalog). */
  get redis(): Redis {
    return this.deployment.redis;
  }

  get queues(): StageQueues {
    return this.deployment.queues;
  }

  /**
   * Builds every handler first, in the pipeline's start-up order (the executor
   * publishes the tool catalog the others read), then starts the workers.
   */
  static async start(
    definitions: StageDefinition[],
    config: SwitchyardConfig,
    log: Logger,
    options: { reportsProblems?: boolean } = {},
  ): Promise<StageRuntime> {
    const ordered = [...definitions].sort((a, b) => PIPELINE.startupOrder.indexOf(a.name) - PIPELINE.startupOrder.indexOf(b.name));
    const deployment = Deployment.connect(config, `switchyard-${ordered.map((d) => d.name).join('+')}`);
    for (const connection of [deployment.redis, deployment.queueRedis]) connection.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
    const runtime = new StageRuntime(deployment, log);
    // Catalog changes and cancellations are pushed: a turn reads neither the catalog version nor its cancellation.
    const subscriber = deployment.connection(`switchyard-${ordered.map((d) => d.name).join('+')}-events`);
    await deployment.catalog.watch(subscriber);
    await deployment.cancellations.watch(subscriber);
    await deployment.stageRecord.load();
    const deps = { config, log, deployment, ...(options.reportsProblems ? { reportsProblems: true } : {}) };
    try {
      for (const definition of ordered) {
        const handler = await definition.create({ ...deps, log: log.child({ stage: definition.name }) });
        runtime.handlers.push(handler);
        runtime.workers.push(new StageWorker(definition, handler, deployment, log));
      }
    } catch (error) {
      await runtime.close();
      throw error;
    }
    runtime.unwatch = metrics.watch({ queues: deployment.queues, deadLetters: deployment.deadLetters, redis: deployment.redis, prefix: config.prefix });
    for (const worker of runtime.workers) worker.start();
    runtime.timers.start();
    log.info({ stages: ordered.map((d) => d.name), prefix: config.prefix }, 'stages ready');
    return runtime;
  }

  /**
   * What keeps this process from being ready: Redis not answering, or a stage's own reasons.
   * Redacted: `/readyz` answers anyone who reaches the port, and a reason may quote what failed
   * (a server URL with its password, as fetch's own error does).
   */
  async readiness(): Promise<string[]> {
    const redis = await this.redis.ping().then(
      () => [],
      (error: unknown) => [`redis is not answering: ${(error as Error).message}`],
    );
    return [...redis, ...this.handlers.flatMap((h) => h.readiness?.() ?? [])].map(redactText);
  }

  get stageWorkers(): readonly StageWorker[] {
    return this.workers;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.unwatch();
      await Promise.all([...this.workers.map((w) => w.close()), this.timers.close()]);
      await Promise.all(this.handlers.map((h) => h.close?.()));
      await this.deployment.close();
    })();
    return this.closing;
  }
}
