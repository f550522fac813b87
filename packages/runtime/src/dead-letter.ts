import { Queue, type ConnectionOptions } from 'bullmq';
import { DEAD_LETTER_QUEUE } from './keys.js';

export interface DeadLetter {
  /** The stage that gave up on the packet. */
  stage: string;
  /** A sentence a person can act on. */
  reason: string;
  packetId?: string;
  /** The job data exactly as received, so nothing is lost. */
  raw: unknown;
  at: string;
}

/** Packets that could not be processed end here with the reason; they are never dropped. */
export class DeadLetterQueue {
  readonly queue: Queue<DeadLetter>;

  constructor(connection: ConnectionOptions, prefix: string) {
    this.queue = new Queue<DeadLetter>(DEAD_LETTER_QUEUE, { connection, prefix });
  }

  async add(letter: Omit<DeadLetter, 'at'>): Promise<void> {
    // Kept until an operator removes or retries it: no removeOnComplete, no TTL.
    await this.queue.add('dead-letter', { ...letter, at: new Date().toISOString() });
  }

  async list(start = 0, end = 99): Promise<DeadLetter[]> {
    const jobs = await this.queue.getJobs(['waiting', 'paused', 'delayed'], start, end, true);
    return jobs.map((job) => job.data);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** The packet id of raw job data, if it has a string one. */
export function rawPacketId(raw: unknown): string | undefined {
  if (typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string') {
    return (raw as { id: string }).id;
  }
  return undefined;
}
