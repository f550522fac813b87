import type { Redis } from 'ioredis';
import type { Packet, PacketState, StageName } from '@switchyard/packet-schema';
import type { Destination } from './pipeline.js';
import type { PendingElicitation } from './elicitations.js';
import { redisKeys } from './keys.js';

/** KEYS[1] result; ARGV: the event, TTL seconds, channel. */
const FINISH_ONCE = `if redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2], 'NX') then redis.call('PUBLISH', ARGV[3], ARGV[1]) return 1 end return 0`;

/** What producers hear about a turn while it moves. */
export type TurnEvent =
  | { type: 'stage'; packetId: string; stage: StageName; next: Destination; state: PacketState; ms: number; note: string }
  | { type: 'done'; packetId: string; packet: Packet }
  | { type: 'parked'; packetId: string; packet: Packet }
  | { type: 'failed'; packetId: string; stage: StageName; reason: string; packet?: Packet }
  | ToolProgressEvent
  | ({ type: 'elicitation' } & PendingElicitation)
  | { type: 'elicitation_answered'; packetId: string; step: string; action: 'accept' | 'decline' | 'cancel'; expired: boolean; state: 'executing' };

/** A tool reported progress during one step's call (MCP `notifications/progress`), throttled per call. */
export interface ToolProgressEvent {
  type: 'progress';
  packetId: string;
  step: string;
  server: string;
  tool: string;
  progress: number;
  total?: number;
  message?: string;
}

/** Where a running turn is: the last stage that finished with it and what comes next. */
export interface TurnProgress {
  packetId: string;
  state: PacketState | 'queued';
  stage?: StageName;
  next?: Destination;
  at: string;
  /** The stage visits so far (the packet's log, kept as a list beside the record): what an event stream opened mid-turn replays. */
  log?: Packet['status']['log'];
}

/**
 * Where finished turns are delivered: the final packet is stored (with a TTL, so
 * a caller that arrives late or submits the same turn again still gets it) and
 * every transition is published on one channel.
 */
export class TurnResults {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  get channel(): string {
    return redisKeys.turnEvents(this.prefix);
  }

  /** Where the stage events go (five or more a turn, each heard only by a producer someone follows stages through). */
  get stageChannel(): string {
    return redisKeys.stageEvents(this.prefix);
  }

  async publish(event: TurnEvent): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify(event));
  }

  /** The turn's progress after its last finished stage, if any stage has finished with it. */
  async progress(packetId: string): Promise<TurnProgress | undefined> {
    const replies = await this.redis.multi().get(redisKeys.progress(this.prefix, packetId)).lrange(redisKeys.progressLog(this.prefix, packetId), 0, -1).exec();
    const raw = replies?.[0]?.[1] as string | null | undefined;
    if (!raw) return undefined;
    const progress = JSON.parse(raw) as TurnProgress;
    // The stage log is kept apart, one entry per visit (a record written before that carries its own).
    const entries = (replies?.[1]?.[1] as string[] | undefined) ?? [];
    if (entries.length > 0 || !progress.log) progress.log = entries.map((entry) => JSON.parse(entry) as NonNullable<TurnProgress['log']>[number]);
    return progress;
  }

  /**
   * Stores the final packet, then announces it (store first: a listener may read
   * it at once). Only the first finish of a turn counts: a stage that runs again
   * after a crash cannot reply twice. Returns whether this call was the first.
   */
  async finish(event: Extract<TurnEvent, { type: 'done' | 'failed' }>): Promise<boolean> {
    return (await this.redis.eval(...this.finishArgs(event))) === 1;
  }

  /** Store-if-absent and announce in one script: the event is serialised once, and announced only by the first finish. */
  private finishArgs(event: Extract<TurnEvent, { type: 'done' | 'failed' }>): [string, number, string, string, number, string] {
    return [FINISH_ONCE, 1, redisKeys.result(this.prefix, event.packetId), JSON.stringify(event), this.ttlSeconds, this.channel];
  }

  async get(packetId: string): Promise<Extract<TurnEvent, { type: 'done' | 'failed' }> | undefined> {
    const raw = await this.redis.get(redisKeys.result(this.prefix, packetId));
    return raw ? (JSON.parse(raw) as Extract<TurnEvent, { type: 'done' | 'failed' }>) : undefined;
  }
}
