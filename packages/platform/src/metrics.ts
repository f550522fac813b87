import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Redis } from 'ioredis';
import { STAGE_NAMES } from '@switchyard/packet-schema';
import { DEAD_LETTER_QUEUE, redisKeys } from './keys.js';
import type { DeadLetterQueue } from './dead-letter.js';
import type { StageQueues } from './stage-queues.js';
import { scanKeys } from './redis.js';

/** What a process can tell about its queues when scraped. */
export interface QueueSource {
  queues: StageQueues;
  deadLetters: DeadLetterQueue;
  redis: Redis;
  prefix: string;
}

export type JobOutcomeLabel = 'ok' | 'failed' | 'dead_lettered' | 'skipped';

/**
 * The process's Prometheus metrics. One registry per process (module-level), so
 * helpers deep in a stage (tool calls, model calls) count without extra wiring.
 */
export class SwitchyardMetrics {
  readonly registry = new Registry();
  private sources: QueueSource[] = [];
  private defaultsOn = false;

  readonly jobSeconds = new Histogram({
    name: 'switchyard_stage_job_duration_seconds',
    help: 'Time a stage spent on one job, by outcome',
    labelNames: ['stage', 'outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });
  readonly jobs = new Counter({
    name: 'switchyard_stage_jobs_total',
    help: 'Jobs a stage finished, by outcome (ok, failed = thrown and retried or given up, dead_lettered, skipped)',
    labelNames: ['stage', 'outcome'],
    registers: [this.registry],
  });
  readonly degraded = new Counter({
    name: 'switchyard_stage_degraded_total',
    help: 'Jobs that finished but with an error noted on the packet or a failed tool step',
    labelNames: ['stage'],
    registers: [this.registry],
  });
  readonly toolCalls = new Counter({
    name: 'switchyard_tool_calls_total',
    help: 'MCP tool calls by server, tool and outcome (ok, error, thrown, cached, dry_run)',
    labelNames: ['server', 'tool', 'outcome'],
    registers: [this.registry],
  });
  readonly cacheHits = new Counter({
    name: 'switchyard_tool_cache_hits_total',
    help: 'Tool results served from the result cache',
    labelNames: ['server', 'tool'],
    registers: [this.registry],
  });
  readonly modelCalls = new Counter({
    name: 'switchyard_model_calls_total',
    help: 'Model calls by stage, provider and model',
    labelNames: ['stage', 'provider', 'model'],
    registers: [this.registry],
  });
  readonly modelTokens = new Counter({
    name: 'switchyard_model_tokens_total',
    help: 'Model tokens by provider, model and direction (input, output)',
    labelNames: ['provider', 'model', 'direction'],
    registers: [this.registry],
  });

  constructor() {
    const sources = () => this.sources;
    new Gauge({
      name: 'switchyard_queue_depth',
      help: 'Jobs waiting, active or delayed per queue',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const source of sources()) {
          for (const [stage, depth] of Object.entries(await source.queues.depths())) this.set({ queue: stage }, depth);
          this.set({ queue: DEAD_LETTER_QUEUE }, await source.deadLetters.queue.getWaitingCount());
        }
      },
    });
    new Gauge({
      name: 'switchyard_queue_oldest_waiting_age_seconds',
      help: 'Age of the oldest waiting job per stage queue (0 when none waits)',
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const source of sources()) {
          for (const stage of STAGE_NAMES) {
            const [oldest] = await source.queues.get(stage).getWaiting(0, 0);
            this.set({ queue: stage }, oldest ? Math.max(0, (Date.now() - oldest.timestamp) / 1000) : 0);
          }
        }
      },
    });
    new Gauge({
      name: 'switchyard_approvals_pending',
      help: 'Turns parked waiting for a person to approve',
      registers: [this.registry],
      async collect() {
        this.reset();
        let pending = 0;
        for (const source of sources()) pending += await countKeys(source.redis, redisKeys.parked(source.prefix, '*'));
        this.set(pending);
      },
    });
  }

  /** Adds the queues a process sees to what a scrape reports. */
  watch(source: QueueSource): () => void {
    this.sources.push(source);
    return () => (this.sources = this.sources.filter((s) => s !== source));
  }

  /** Node process metrics (CPU, memory, event loop), once per process. */
  collectProcessMetrics(): void {
    if (this.defaultsOn) return;
    this.defaultsOn = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** Times one job and counts its outcome; a throw counts as failed and is rethrown. */
  async observeJob<T>(stage: string, run: () => Promise<T>, outcomeOf: (value: T) => JobOutcomeLabel): Promise<T> {
    const started = performance.now();
    let outcome: JobOutcomeLabel = 'failed';
    try {
      const value = await run();
      outcome = outcomeOf(value);
      return value;
    } finally {
      this.jobs.inc({ stage, outcome });
      this.jobSeconds.observe({ stage, outcome }, (performance.now() - started) / 1000);
    }
  }

  /** Counts a model call and its tokens (call from any provider adapter). */
  modelCall(labels: { stage: string; provider: string; model: string }, usage: { inputTokens?: number; outputTokens?: number } = {}): void {
    this.modelCalls.inc(labels);
    const { provider, model } = labels;
    if (usage.inputTokens) this.modelTokens.inc({ provider, model, direction: 'input' }, usage.inputTokens);
    if (usage.outputTokens) this.modelTokens.inc({ provider, model, direction: 'output' }, usage.outputTokens);
  }
}

async function countKeys(redis: Redis, pattern: string): Promise<number> {
  let count = 0;
  for await (const keys of scanKeys(redis, pattern, 1000)) count += keys.length;
  return count;
}

export const metrics = new SwitchyardMetrics();
