import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Packet, StageName } from '@switchyard/packet-schema';
import { auditStreamOf, type AuditEntry } from './audit-trail.js';
import type { SwitchyardConfig } from './config.js';
import type { SessionSave } from './conversation-store.js';
import { redisKeys } from './keys.js';
import { isoNow } from './iso-now.js';
import type { Destination } from './pipeline.js';
import { redactValue } from './redact.js';
import type { BatchCommand, BatchReplies } from './tick-batch.js';
import type { TurnEvent, TurnProgress } from './turn-results.js';

/**
 * A visit's whole record as one script: its audit entries (each on the stream of its kind, both
 * streams' TTL renewed), the turn's progress, its own entry of the turn's stage log, the stage event,
 * and on the last stage the result stored if none is and announced only then. One command per visit
 * instead of four to seven; a visit that did the next stage's work too writes both stages' records,
 * in order, in the same call.
 *
 * The stage log is a list each visit adds its one entry to, at its place in the packet's log, when the
 * list holds as many entries before it and the last of them is the packet's (the same time written in it,
 * which a run of a visit made again after a crash cannot share): appended, or put in place
 * of what a visit run again (after a crash) wrote there before, the list cut after it. So the list is
 * the log of the packet that last wrote it, as the progress record's copy was. A list that lacks
 * entries before it, or whose entry before it is another's (a turn that began with a log of its own,
 * one whose list expired while it was parked, a visit after one that ran twice) is left as it is and
 * the reply says so (2 added): the caller then writes the whole log (FILL_LOG).
 *
 * A visit may carry a session's save (the exchange its turn adds to the kept messages): applied in the same
 * script, first, and only while the turn has no result. So it is written with the record or not at all (a
 * worker killed in between leaves neither), and a visit run again after its turn finished (the record
 * written, the job not completed) does not keep the exchange twice.
 *
 * A key of another type (a stream, the stage log or the session's list taken over) refuses the record before anything
 * is written: a script is not undone by a failing command, and the visit's retry would write its audit entries twice.
 *
 * KEYS: decisions stream, calls stream, progress, result, stage log, and with a save the conversation.
 * ARGV: max entries, audit TTL, result TTL, the turn's channel, the stage events' channel, how many messages the save
 * adds (0 without one), how many the list keeps, its TTL, the messages, then per record: progress, stage event, final
 * event ('' when the turn goes on), the log entry's place (0-based, -1 for none), the time (`at`) of the
 * entry before it ('' at the first place), the log entry, how many audit entries, and one (stream 1|2,
 * entry) pair per entry.
 */
const STAGE_RECORD = `
for at, kind in pairs({[1] = 'stream', [2] = 'stream', [5] = 'list', [6] = 'list'}) do
  if KEYS[at] then
    local held = redis.call('TYPE', KEYS[at]).ok
    if held ~= kind and held ~= 'none' then return redis.error_reply('WRONGTYPE the record key ' .. KEYS[at] .. ' holds a ' .. held) end
  end
end
local saved = tonumber(ARGV[6])
if saved > 0 and redis.call('EXISTS', KEYS[4]) == 0 then
  redis.call('RPUSH', KEYS[6], unpack(ARGV, 9, 8 + saved))
  redis.call('LTRIM', KEYS[6], -tonumber(ARGV[7]), -1)
  redis.call('EXPIRE', KEYS[6], ARGV[8])
end
local touched = {}
local first = 1
local gap = 0
local i = 9 + saved
while i <= #ARGV do
  local progress, event, final, place, before, logEntry, entries = ARGV[i], ARGV[i + 1], ARGV[i + 2], tonumber(ARGV[i + 3]), ARGV[i + 4], ARGV[i + 5], tonumber(ARGV[i + 6])
  i = i + 7
  for _ = 1, entries do
    local key = KEYS[tonumber(ARGV[i])]
    redis.call('XADD', key, 'MAXLEN', '~', ARGV[1], '*', 'entry', ARGV[i + 1])
    touched[key] = true
    i = i + 2
  end
  redis.call('SET', KEYS[3], progress, 'EX', ARGV[3])
  if place >= 0 then
    local held = redis.call('LLEN', KEYS[5])
    if held >= place and (place == 0 or string.find(redis.call('LINDEX', KEYS[5], place - 1), '"at":"' .. before .. '"', 1, true)) then
      if held > place then
        if place == 0 then redis.call('DEL', KEYS[5]) else redis.call('LTRIM', KEYS[5], 0, place - 1) end
      end
      redis.call('RPUSH', KEYS[5], logEntry)
    else
      gap = 2
    end
    redis.call('EXPIRE', KEYS[5], ARGV[3])
  end
  redis.call('PUBLISH', ARGV[5], event)
  if final ~= '' then
    if redis.call('SET', KEYS[4], final, 'EX', ARGV[3], 'NX') then
      redis.call('PUBLISH', ARGV[4], final)
    else
      first = 0
    end
  end
end
for key in pairs(touched) do redis.call('EXPIRE', key, ARGV[2]) end
return first + gap`;

/**
 * The whole stage log, written when a visit found entries before its own missing. Only a longer log
 * replaces the list: a later visit's fill, or its append, is never undone by an earlier one's.
 * KEYS[1] stage log; ARGV: TTL, then the entries in order.
 */
const FILL_LOG = `
if redis.call('LLEN', KEYS[1]) < #ARGV - 1 then
  redis.call('DEL', KEYS[1])
  redis.call('RPUSH', KEYS[1], unpack(ARGV, 2))
end
redis.call('EXPIRE', KEYS[1], ARGV[1])
return 1`;

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
  /** The session's exchange this visit keeps (see `ConversationStore.saveOf`), applied with the record. */
  save?: SessionSave;
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
   * command; its reply is 1, or 0 when the turn had finished already (the last stage run again), 2 more
   * when the stage log lacked earlier entries (then written whole by `confirm`).
   */
  prepare(...visits: [StageVisitRecord, ...StageVisitRecord[]]): PreparedRecord {
    const packetId = visits[0].packet.id;
    if (visits.some((v) => v.packet.id !== packetId)) throw new Error('the records of one call must be of one turn');
    const { maxEntries, ttlSeconds } = this.config.policy.audit;
    const save = saveOfCall(visits);
    const args: Array<string | number> = [
      redisKeys.audit(this.prefix, packetId),
      redisKeys.auditCalls(this.prefix, packetId),
      redisKeys.progress(this.prefix, packetId),
      redisKeys.result(this.prefix, packetId),
      redisKeys.progressLog(this.prefix, packetId),
      ...(save ? [save.key] : []),
      maxEntries,
      ttlSeconds,
      this.config.jobs.resultTtlSeconds,
      redisKeys.turnEvents(this.prefix),
      redisKeys.stageEvents(this.prefix),
      ...(save ? [save.messages.length, save.keep, save.ttlSeconds, ...save.messages] : [0, '', '']),
    ];
    const keyCount = save ? 6 : 5;
    for (const { stage, packet, next, ms, note, entries } of visits) {
      const state = packet.status.state;
      // `type`, then `packetId`, first: a producer reads only that lead of a stage event nobody follows.
      const stageEvent: TurnEvent = { type: 'stage', packetId, stage, next, state, ms, note };
      // The stage log goes on its own list, one entry per visit; the progress record carries none.
      const progress: TurnProgress = { packetId, state, stage, next, at: isoNow() };
      const final = next === 'done' ? JSON.stringify({ type: 'done', packetId, packet } satisfies TurnEvent) : '';
      const log = packet.status.log;
      const place = log.length - 1;
      // Of the entry before its own, only the time: enough to tell it from another run's, and a tenth of its size.
      args.push(
        JSON.stringify(progress),
        JSON.stringify(stageEvent),
        final,
        place,
        place > 0 ? log[place - 1]!.at : '',
        place >= 0 ? JSON.stringify(log[place]) : '',
        entries.length,
      );
      for (const entry of entries) args.push(auditStreamOf(entry.kind) === 'calls' ? 2 : 1, JSON.stringify(redactValue(entry)));
    }
    const wholeLog = visits[visits.length - 1]!.packet.status.log;
    const logKey = redisKeys.progressLog(this.prefix, packetId);
    // Not async: nearly every reply needs nothing more, and each visit's record is confirmed.
    const fillWhenShort = (reply: unknown): Promise<unknown> | undefined =>
      typeof reply === 'number' && reply >= 2 && wholeLog.length > 0
        ? this.redis.eval(FILL_LOG, 1, logKey, this.config.jobs.resultTtlSeconds, ...wholeLog.map((entry) => JSON.stringify(entry)))
        : undefined;
    return {
      command: ['evalsha', STAGE_RECORD_SHA, keyCount, ...args],
      confirm: async (replies) => {
        const [error, reply] = (await replies)[0] ?? [null, null];
        if (!error) {
          const filling = fillWhenShort(reply);
          if (filling) await filling;
          return;
        }
        if (!/NOSCRIPT/.test(error.message)) throw error;
        await fillWhenShort(await this.redis.eval(STAGE_RECORD, keyCount, ...args));
      },
    };
  }
}

/** The save a call's records carry: one at most (a turn's exchange is kept once, by the visit that replies). */
function saveOfCall(visits: StageVisitRecord[]): SessionSave | undefined {
  const saves = visits.flatMap((visit) => (visit.save ? [visit.save] : []));
  if (saves.length > 1) throw new Error("the records of one call keep one session's exchange at most");
  return saves[0];
}
