import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Packet, StageName } from '@switchyard/packet-schema';
import { auditStreamOf, type AuditEntry } from './audit-trail.js';
import type { SwitchyardConfig } from './config.js';
import { redisKeys } from './keys.js';
import type { Destination } from './pipeline.js';
import { redactValue } from './redact.js';
import type { BatchCommand, BatchReplies } from './tick-batch.js';
import type { TurnEvent, TurnProgress } from './turn-results.js';

/**
 * A visit's whole record as one script: its audit entries (each on the stream of its kind, both
 * streams' TTL renewed), the turn's progress, the stage event, and on the last stage the result
 * stored if none is and announced only then. One command per visit instead of four to seven; a
 * visit that did the next stage's work too writes both stages' records, in order, in the same call.
 *
 * KEYS: decisions stream, calls stream, progress, result.
 * ARGV: max entries, audit TTL, result TTL, channel, then per record: progress, stage event, final
 * event ('' when the turn goes on), how many audit entries, and one (stream 1|2, entry) pair per entry.
 */
const STAGE_RECORD = `
local touched = {}
local first = 1
local i = 5
while i <= #ARGV do
  local progress, event, final, entries = ARGV[i], ARGV[i + 1], ARGV[i + 2], tonumber(ARGV[i + 3])
  i = i + 4
  for _ = 1, entries do
    local key = KEYS[tonumber(ARGV[i])]
    redis.call('XADD', key, 'MAXLEN', '~', ARGV[1], '*', 'entry', ARGV[i + 1])
    touched[key] = true
    i = i + 2
  end
  redis.call('SET', KEYS[3], progress, 'EX', ARGV[3])
  redis.call('PUBLISH', ARGV[4], event)
  if final ~= '' then
    if redis.call('SET', KEYS[4], final, 'EX', ARGV[3], 'NX') then
      redis.call('PUBLISH', ARGV[4], final)
    else
      first = 0
    end
  end
end
for key in pairs(touched) do redis.call('EXPIRE', key, ARGV[2]) end
return first`;

const STAGE_RECORD_SHA = createHash('sha1').update(STAGE_RECORD).digest('hex');

/** What a stage's visit leaves behind in Redis before its packet moves on. */
export interface StageVisitRecord {
  stage: StageName;
  /** The packet as it leaves the stage (stamped). */
  packet: Packet;
  next: Destination;
  ms: number;
  note: string;
  entries: AuditEntry[];
}

/** A visit's record, serialised: queue its command on a batch, then confirm its reply. */
export interface PreparedRecord {
  command: BatchCommand;
  /** Throws the script's error; a script Redis no longer holds (restarted, flushed) is sent in full and run then. */
  confirm(replies: Promise<BatchReplies>): Promise<void>;
}

/**
 * Makes each visit's record one script call by its SHA, for a caller's batch. Not an ioredis
 * `defineCommand`: in a pipeline that sends the whole script with every call (it remembers loaded
 * scripts per socket, and a pipeline writes through a stand-in object made per batch).
 */
export class StageRecord {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    private readonly config: Pick<SwitchyardConfig, 'prefix' | 'jobs' | 'policy'>,
  ) {
    this.prefix = config.prefix;
  }

  /** Puts the script in Redis's cache before the first visit, so that visit's call by SHA finds it. */
  async load(): Promise<void> {
    await this.redis.script('LOAD', STAGE_RECORD);
  }

  /**
   * Serialises the records of one visit (its own, or its own and then that of the stage whose work it
   * did in place; everything that can throw happens here, before a shared batch is touched) into one
   * command; its reply is 1, or 0 when the turn had finished already (the last stage run again).
   */
  prepare(...visits: [StageVisitRecord, ...StageVisitRecord[]]): PreparedRecord {
    const packetId = visits[0].packet.id;
    if (visits.some((v) => v.packet.id !== packetId)) throw new Error('the records of one call must be of one turn');
    const { maxEntries, ttlSeconds } = this.config.policy.audit;
    const args: Array<string | number> = [
      redisKeys.audit(this.prefix, packetId),
      redisKeys.auditCalls(this.prefix, packetId),
      redisKeys.progress(this.prefix, packetId),
      redisKeys.result(this.prefix, packetId),
      maxEntries,
      ttlSeconds,
      this.config.jobs.resultTtlSeconds,
      redisKeys.turnEvents(this.prefix),
    ];
    for (const { stage, packet, next, ms, note, entries } of visits) {
      const state = packet.status.state;
      // `type`, then `packetId`, first: a producer reads only that lead of a stage event nobody follows.
      const stageEvent: TurnEvent = { type: 'stage', packetId, stage, next, state, ms, note };
      const progress: TurnProgress = { packetId, state, stage, next, at: new Date().toISOString(), log: packet.status.log };
      const final = next === 'done' ? JSON.stringify({ type: 'done', packetId, packet } satisfies TurnEvent) : '';
      args.push(JSON.stringify(progress), JSON.stringify(stageEvent), final, entries.length);
      for (const entry of entries) args.push(auditStreamOf(entry.kind) === 'calls' ? 2 : 1, JSON.stringify(redactValue(entry)));
    }
    return {
      command: ['evalsha', STAGE_RECORD_SHA, 4, ...args],
      confirm: async (replies) => {
        const [error] = (await replies)[0] ?? [null];
        if (!error) return;
        if (!/NOSCRIPT/.test(error.message)) throw error;
        await this.redis.eval(STAGE_RECORD, 4, ...args);
      },
    };
  }
}
