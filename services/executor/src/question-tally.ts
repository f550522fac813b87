import { redisKeys, type Redis } from '@switchyard/platform';

/** Which call a tally counts for: a plan step of one round of a turn. */
export interface TalliedCall {
  packetId: string;
  /** The turn's round of plans (its reinjection count): a later round's step of the same id is another call. */
  round: number;
  step: string;
}

/**
 * Takes one of the call's question slots (KEYS[1] field `asked`, below ARGV[1]) and one of the turn's
 * (KEYS[2], below ARGV[3]), else counts the question as declined for the call; 1 when taken.
 */
const CLAIM = `
local taken = 0
if tonumber(redis.call('HGET', KEYS[1], 'asked') or '0') < tonumber(ARGV[1])
  and tonumber(redis.call('GET', KEYS[2]) or '0') < tonumber(ARGV[3]) then
  redis.call('HINCRBY', KEYS[1], 'asked', 1)
  redis.call('INCR', KEYS[2])
  taken = 1
else
  redis.call('HINCRBY', KEYS[1], 'declined', 1)
end
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return taken`;

/** The questions declined so far (KEYS[1] field `declined`), taken away so they are recorded once. */
const TAKE_DECLINED = `
local declined = tonumber(redis.call('HGET', KEYS[1], 'declined') or '0')
redis.call('HDEL', KEYS[1], 'declined')
return declined`;

/**
 * The count of a call's questions in Redis, with the call's other state: a call that parks and resumes
 * (a task polled over many executor visits), answers rounds of input or is retried stays one call, on
 * whichever executor process takes it. Held in memory, each visit or attempt would start a cap afresh.
 */
export class QuestionTally {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds = 86_400,
  ) {}

  /**
   * Whether the call may put one more question to its user (`cap` per call, `turnCap` for all calls of its
   * turn, which the step and round a job names cannot reset); if not, the question is counted as declined.
   */
  async claim(call: TalliedCall, cap: number, turnCap: number): Promise<boolean> {
    const turnKey = redisKeys.turnQuestions(this.prefix, call.packetId);
    return (await this.redis.eval(CLAIM, 2, this.key(call), turnKey, cap, this.ttlSeconds, turnCap)) === 1;
  }

  /** Counts questions declined without asking Redis each time (once the call's cap was known to be reached). */
  async declined(call: TalliedCall, count: number): Promise<void> {
    if (count > 0) await this.redis.multi().hincrby(this.key(call), 'declined', count).expire(this.key(call), this.ttlSeconds).exec();
  }

  /** The questions declined past the cap since last taken: the call records them in one line when it ends. */
  async takeDeclined(call: TalliedCall): Promise<number> {
    return Number(await this.redis.eval(TAKE_DECLINED, 1, this.key(call)));
  }

  private key(call: TalliedCall): string {
    return redisKeys.callQuestions(this.prefix, call.packetId, call.round, call.step);
  }
}
