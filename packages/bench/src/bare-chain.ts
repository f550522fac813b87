import { Queue, Worker } from 'bullmq';
import { createRedis, type Redis } from '@switchyard/platform';

const HOPS = ['b-router', 'b-selector', 'b-reviewer', 'b-executor', 'b-composer'];

/**
 * The physical floor: five BullMQ queues passing the same payload along with no
 * work, the last one announcing completion on pub/sub like the real pipeline.
 */
export class BareChain {
  private readonly queues: Queue[];
  private readonly workers: Worker[];
  private readonly waiters = new Map<string, () => void>();
  private readonly channel: string;

  private constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    concurrency: number,
  ) {
    this.channel = `${prefix}:bare-done`;
    this.queues = HOPS.map((name) => new Queue(name, { connection: redis, prefix }));
    this.workers = HOPS.map(
      (name, i) =>
        new Worker(
          name,
          async (job) => {
            const next = this.queues[i + 1];
            if (next) await next.add(HOPS[i + 1]!, job.data, { jobId: `${job.id}-${i + 1}`, removeOnComplete: { age: 600 } });
            else await redis.publish(this.channel, String(job.data.id));
          },
          { connection: redis, prefix, concurrency },
        ),
    );
  }

  static async start(url: string, prefix: string, concurrency: number): Promise<BareChain> {
    const redis = createRedis(url, 'bench-bare');
    const subscriber = createRedis(url, 'bench-bare-sub');
    const chain = new BareChain(redis, subscriber, prefix, concurrency);
    subscriber.on('message', (_c: string, id: string) => {
      chain.waiters.get(id)?.();
      chain.waiters.delete(id);
    });
    await subscriber.subscribe(chain.channel);
    return chain;
  }

  /** Sends one payload through the five queues and resolves when the last is done. */
  run(id: string, payload: Record<string, unknown>): Promise<void> {
    const done = new Promise<void>((resolve) => this.waiters.set(id, resolve));
    void this.queues[0]!.add(HOPS[0]!, { ...payload, id }, { jobId: id, removeOnComplete: { age: 600 } });
    return done;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all(this.queues.map((q) => q.close()));
    await this.subscriber.quit();
    await this.redis.quit();
  }
}
