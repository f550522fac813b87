import type { ChainableCommander, Redis } from 'ioredis';

/** Each queued command's `[error, reply]`, in the order it was queued. */
export type BatchReplies = Array<[Error | null, unknown]>;

/** What one caller's share of a batch comes to. */
export interface BatchedCall {
  /** Settles once the batch is written to the connection: what must follow it in Redis can be sent. */
  written: Promise<void>;
  /** The replies of this caller's own commands. */
  replies: Promise<BatchReplies>;
}

interface Share {
  /** Index of the caller's first and one past its last command in the pipeline. */
  from: number;
  to: number;
  resolve: (replies: BatchReplies) => void;
  reject: (error: unknown) => void;
}

/**
 * One pipeline for the commands of every caller in the same run of the
 * microtask queue (flushed on the next tick, as ioredis's auto-pipelining does,
 * so nothing waits for the event loop's next turn): a process finishing many
 * jobs at once, from replies that arrived together, sends their stage records
 * in one write and one round trip instead of one each. A pipeline, not a MULTI: Redis
 * runs the commands in order either way, and a MULTI adds two commands and a
 * QUEUED reply per command for an all-or-nothing no reader relies on (a visit
 * cut short writes its record again when it is rerun, MULTI or not). A
 * command's failure is its own caller's; a lost connection fails every caller.
 */
export class TickBatch {
  private open: { batch: ChainableCommander; shares: Share[]; written: Promise<void> } | undefined;

  constructor(private readonly redis: Redis) {}

  /** Queues `add`'s commands on the batch of this tick (sent once the current microtasks are done). */
  queue(add: (batch: ChainableCommander) => void): BatchedCall {
    const open = this.open ?? this.start();
    const from = open.batch.length;
    add(open.batch);
    const replies = new Promise<BatchReplies>((resolve, reject) => open.shares.push({ from, to: open.batch.length, resolve, reject }));
    return { written: open.written, replies };
  }

  private start(): NonNullable<TickBatch['open']> {
    const batch = this.redis.pipeline();
    const shares: Share[] = [];
    const written = new Promise<void>((resolve) =>
      process.nextTick(() => {
        this.open = undefined;
        // exec() writes the whole pipeline to the connection before it returns (or queues it while reconnecting).
        batch.exec().then(
          (replies) => {
            for (const share of shares) share.resolve(((replies ?? []) as BatchReplies).slice(share.from, share.to));
          },
          (error: unknown) => {
            for (const share of shares) share.reject(error);
          },
        );
        resolve();
      }),
    );
    this.open = { batch, shares, written };
    return this.open;
  }
}
