import { ReplyError, type Redis } from 'ioredis';

/** A command as queued: its name, then its arguments. */
export type BatchCommand = [name: string, ...args: Array<string | number>];

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
  commands: BatchCommand[];
  resolve: (replies: BatchReplies) => void;
  reject: (error: unknown) => void;
}

/**
 * The commands of every caller in the same run of the microtask queue, sent together on the next
 * tick (as ioredis's auto-pipelining does, so nothing waits for the event loop's next turn): a
 * process finishing many jobs at once, from replies that arrived together, sends their stage
 * records in one socket write (the connection corks a tick's writes, `tick-corked-writes.ts`) and
 * one round trip instead of one each. Redis runs them in the order they were queued.
 *
 * Commands are sent one by one, not in a pipeline: a pipeline costs about twice the CPU of the
 * command alone, and far more on the queue connection, into every pipeline of which ioredis copies
 * each of BullMQ's defined scripts. So no MULTI goes here (a reconnect could resend its rest
 * without its head): what must be applied whole is one script. A command's failure is its own
 * caller's; a lost connection fails its callers.
 */
export class TickBatch {
  private open: { shares: Share[]; written: Promise<void> } | undefined;

  constructor(private readonly redis: Redis) {}

  /** Queues the commands on the batch of this tick (sent once the current microtasks are done). */
  queue(commands: BatchCommand[]): BatchedCall {
    const open = this.open ?? this.start();
    const replies = new Promise<BatchReplies>((resolve, reject) => open.shares.push({ commands, resolve, reject }));
    return { written: open.written, replies };
  }

  private start(): NonNullable<TickBatch['open']> {
    const shares: Share[] = [];
    const written = new Promise<void>((resolve) =>
      process.nextTick(() => {
        this.open = undefined;
        // Each send writes its commands to the connection before it returns (or queues them while reconnecting).
        for (const share of shares) this.send(share);
        resolve();
      }),
    );
    this.open = { shares, written };
    return this.open;
  }

  private send({ commands, resolve, reject }: Share): void {
    // A visit's record is one command: its reply needs no gathering (two promises fewer per visit).
    if (commands.length === 1) this.call(commands[0]!).then((reply) => resolve([reply]), reject);
    else Promise.all(commands.map((command) => this.call(command))).then(resolve, reject);
  }

  /** As in a pipeline's replies: Redis's answer of an error is the command's; anything else (a lost connection) fails the caller. */
  private call([name, ...args]: BatchCommand): Promise<BatchReplies[number]> {
    return this.redis.call(name, ...args).then(
      (reply): BatchReplies[number] => [null, reply],
      (error: unknown): BatchReplies[number] => {
        if (error instanceof ReplyError) return [error as Error, null];
        throw error;
      },
    );
  }
}
