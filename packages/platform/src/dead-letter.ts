import { Queue, type ConnectionOptions } from 'bullmq';
import { storableRaw, storableReason } from './dead-letter-preview.js';
import { DEAD_LETTER_QUEUE } from './keys.js';

export interface DeadLetter {
  /** The stage that gave up on the packet. */
  stage: string;
  /** A sentence a person can act on. */
  reason: string;
  packetId?: string;
  /**
   * The job data as received, redacted like logs are. Data over the packet
   * shape limits is kept as a bounded preview (`{ preview, cut }`).
   */
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
    // Stored redacted: a dead letter is read by operators and served by the API.
    await this.queue.add('dead-letter', {
      ...letter,
      reason: storableReason(letter.reason),
      raw: storableRaw(letter.raw),
      at: new Date().toISOString(),
    });
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
  // Bounded: a hostile id must not become a key of any size.
  if (typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' && (raw as { id: string }).id.length <= 128) {
    return (raw as { id: string }).id;
  }
  return undefined;
}
