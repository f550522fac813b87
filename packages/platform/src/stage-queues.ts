import { Queue, type ConnectionOptions } from 'bullmq';
import { STAGE_NAMES, type Packet, type StageName } from '@switchyard/packet-schema';
import type { SwitchyardConfig } from './config.js';
import { packetJobOptions } from './job-options.js';
import { stageJobId } from './keys.js';
import { PIPELINE } from './pipeline.js';

/** One BullMQ queue per stage, for adding packets (forwarding and submitting). */
export class StageQueues {
  private readonly queues = new Map<StageName, Queue>();
  private timersQueue: Queue | undefined;

  constructor(
    private readonly connection: ConnectionOptions,
    private readonly config: SwitchyardConfig,
  ) {}

  get(stage: StageName): Queue {
    let queue = this.queues.get(stage);
    if (!queue) {
      queue = new Queue(stage, { connection: this.connection, prefix: this.config.prefix });
      this.queues.set(stage, queue);
    }
    return queue;
  }

  /** The queue of delayed jobs that are not a stage's work (approval expiry). */
  get timers(): Queue {
    this.timersQueue ??= new Queue(PIPELINE.timersQueue, { connection: this.connection, prefix: this.config.prefix });
    return this.timersQueue;
  }

  /**
   * Adds the packet to a stage under its deterministic job id (`jobId` overrides, for submissions). BullMQ's own
   * promise, not an async wrapper around it: every visit forwards, and once tracing is on each promise costs more.
   */
  send(stage: StageName, packet: Packet, jobId = stageJobId(packet.id, stage, packet.hop), delayMs?: number): Promise<unknown> {
    return this.get(stage).add(stage, packet, packetJobOptions(this.config, jobId, delayMs));
  }

  /** Waiting + active + delayed jobs per stage. */
  async depths(): Promise<Record<StageName, number>> {
    const entries = await Promise.all(
      STAGE_NAMES.map(async (stage) => [stage, await this.get(stage).getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized')] as const),
    );
    return Object.fromEntries(entries) as Record<StageName, number>;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values(), ...(this.timersQueue ? [this.timersQueue] : [])].map((q) => q.close()));
    this.queues.clear();
    this.timersQueue = undefined;
  }
}
