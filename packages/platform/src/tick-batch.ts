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
 * A tick with one command only (one turn at a time) sends it alone: an ioredis
 * pipeline costs about twice the CPU of the command sent by itself.
 */
export class TickBatch {
  private open: { commands: BatchCommand[]; shares: Share[]; written: Promise<void> } | undefined;

  constructor(private readonly redis: Redis) {}

  /** Queues the commands on the batch of this tick (sent once the current microtasks are done). */
  queue(commands: BatchCommand[]): BatchedCall {
    const open = this.open ?? this.start();
    const from = open.commands.length;
    open.commands.push(...commands);
    const replies = new Promise<BatchReplies>((resolve, reject) => open.shares.push({ from, to: open.commands.length, resolve, reject }));
    return { written: open.written, replies };
  }

  private start(): NonNullable<TickBatch['open']> {
    const commands: BatchCommand[] = [];
    const shares: Share[] = [];
    const written = new Promise<void>((resolve) =>
      process.nextTick(() => {
        this.open = undefined;
        // Both write the commands to the connection before they return (or queue them while reconnecting).
        this.send(commands).then(
          (replies) => {
            for (const share of shares) share.resolve(replies.slice(share.from, share.to));
          },
          (error: unknown) => {
            for (const share of shares) share.reject(error);
          },
        );
        resolve();
      }),
    );
    this.open = { commands, shares, written };
    return this.open;
  }

  private async send(commands: BatchCommand[]): Promise<BatchReplies> {
    if (commands.length === 1) {
      const [name, ...args] = commands[0]!;
      // As in a pipeline's replies: Redis's answer of an error is the command's; anything else (a lost connection) fails the caller.
      return this.redis.call(name, ...args).then(
        (reply): BatchReplies => [[null, reply]],
        (error: unknown): BatchReplies => {
          if (error instanceof ReplyError) return [[error as Error, null]];
          throw error;
        },
      );
    }
    const batch = this.redis.pipeline();
    for (const [name, ...args] of commands) batch.call(name, ...args);
    return ((await batch.exec()) ?? []) as BatchReplies;
  }
}
