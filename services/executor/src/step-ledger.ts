import { safeToRepeat } from './call-with-retry.js';
import { redisKeys, type Redis } from '@switchyard/platform';
import type { ToolDescriptor } from '@switchyard/tools';
import { StepRefusedError } from './step-refused-error.js';
import type { ToolCallOutput } from './tool-output.js';

const STARTED = 'started';

/**
 * At most once for tools with side effects. When an executor job runs again
 * (its worker crashed, or BullMQ retried it), a step of a tool that is neither
 * read-only nor idempotent is not called twice: a finished call's output is
 * replayed from Redis, and a call cut off mid-way is reported, not repeated.
 */
export class StepLedger {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds = 86_400,
  ) {}

  /** Whether a tool's calls need the ledger: repeating it could do its effect twice (an untrusted server's hints do not say otherwise). */
  static guards(tool: ToolDescriptor | undefined): boolean {
    return !safeToRepeat(tool);
  }

  async call(packetId: string, stepId: string, run: () => Promise<ToolCallOutput>): Promise<ToolCallOutput> {
    const key = redisKeys.stepLedger(this.prefix, packetId, stepId);
    const claimed = await this.redis.set(key, STARTED, 'EX', this.ttlSeconds, 'NX');
    if (claimed === null) {
      const previous = await this.redis.get(key);
      if (previous && previous !== STARTED) return JSON.parse(previous) as ToolCallOutput;
      throw new StepRefusedError(
        'outcome_unknown',
        `not called again: an earlier attempt of step ${stepId} stopped mid-call, and the tool is not safe to repeat`,
      );
    }
    try {
      const output = await run();
      await this.redis.set(key, JSON.stringify(output), 'EX', this.ttlSeconds);
      return output;
    } catch (error) {
      // The call failed before any effect we know of: let a later attempt try again.
      await this.redis.del(key);
      throw error;
    }
  }
}
