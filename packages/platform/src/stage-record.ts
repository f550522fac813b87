import type { ChainableCommander, Redis } from 'ioredis';
import type { Packet, StageName } from '@switchyard/packet-schema';
import { auditStreamOf, type AuditEntry } from './audit-trail.js';
import type { SwitchyardConfig } from './config.js';
import { redisKeys } from './keys.js';
import type { Destination } from './pipeline.js';
import { redactValue } from './redact.js';
import type { TurnEvent, TurnProgress } from './turn-results.js';

/**
 * A visit's whole record as one script: its audit entries (each on the stream of its kind, both
 * streams' TTL renewed), the turn's progress, the stage event, and on the last stage the result
 * stored if none is and announced only then. One command per visit instead of four to seven.
 *
 * KEYS: decisions stream, calls stream, progress, result.
 * ARGV: max entries, audit TTL, result TTL, channel, progress, stage event, final event ('' when
 * the turn goes on), then one (stream 1|2, entry) pair per audit entry.
 */
const STAGE_RECORD = `
local touched = {}
for i = 8, #ARGV, 2 do
  local key = KEYS[tonumber(ARGV[i])]
  redis.call('XADD', key, 'MAXLEN', '~', ARGV[1], '*', 'entry', ARGV[i + 1])
  touched[key] = true
end
for key in pairs(touched) do redis.call('EXPIRE', key, ARGV[2]) end
redis.call('SET', KEYS[3], ARGV[5], 'EX', ARGV[3])
redis.call('PUBLISH', ARGV[4], ARGV[6])
if ARGV[7] == '' then return 1 end
if redis.call('SET', KEYS[4], ARGV[7], 'EX', ARGV[3], 'NX') then
  redis.call('PUBLISH', ARGV[4], ARGV[7])
  return 1
end
return 0`;

const COMMAND = 'switchyardStageRecord';

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

type RecordCommand = (this: ChainableCommander, ...args: Array<string | number>) => ChainableCommander;

/** Queues each visit's record as one script call on a caller's pipeline. */
export class StageRecord {
  private readonly prefix: string;

  constructor(
    redis: Redis,
    private readonly config: Pick<SwitchyardConfig, 'prefix' | 'jobs' | 'policy'>,
  ) {
    this.prefix = config.prefix;
    // Defined on our own keys' connection only: ioredis copies a connection's scripts into every pipeline built on it.
    redis.defineCommand(COMMAND, { numberOfKeys: 4, lua: STAGE_RECORD });
  }

  /**
   * Serialises the record (everything that can throw happens here, before a shared batch is touched) and
   * returns what queues it on a batch; its reply is 1, or 0 when the turn had finished already (the last stage run again).
   */
  prepare(visit: StageVisitRecord): (batch: ChainableCommander) => void {
    const { stage, packet, next, ms, note } = visit;
    const packetId = packet.id;
    const state = packet.status.state;
    const stageEvent: TurnEvent = { type: 'stage', packetId, stage, next, state, ms, note };
    const progress: TurnProgress = { packetId, state, stage, next, at: new Date().toISOString() };
    const final = next === 'done' ? JSON.stringify({ type: 'done', packetId, packet } satisfies TurnEvent) : '';
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
      JSON.stringify(progress),
      JSON.stringify(stageEvent),
      final,
    ];
    for (const entry of visit.entries) args.push(auditStreamOf(entry.kind) === 'calls' ? 2 : 1, JSON.stringify(redactValue(entry)));
    return (batch) => {
      ((batch as unknown as Record<string, RecordCommand>)[COMMAND] as RecordCommand).apply(batch, args);
    };
  }
}
