import { STAGE_NAMES } from '@switchyard/packet-schema';
import { DeadLetterQueue } from '@switchyard/platform';
import { deadLetterOfRawJob } from '../support/dead-letters.js';
import type { Stack } from '../support/stack.js';
import { type AttackRow, attack } from './attack-table.js';

/**
 * Puts each forged job data on every stage's queue of the running stack: held when it lands in the dead-letter queue
 * of that stage with a reason and `unchanged()` still holds (what the forgery aimed at is as it was).
 */
export async function forgedOnEveryStage(
  name: string,
  stack: Pick<Stack, 'runtime' | 'config'>,
  forgeries: ReadonlyArray<(id: string) => unknown>,
  unchanged: () => boolean,
): Promise<AttackRow> {
  const letters = new DeadLetterQueue(stack.runtime.redis, stack.config.prefix);
  const on = { redis: stack.runtime.redis, prefix: stack.config.prefix };
  try {
    return await attack(name, forgeries.length * STAGE_NAMES.length, async (i) => {
      const stage = STAGE_NAMES[i % STAGE_NAMES.length]!;
      const letter = await deadLetterOfRawJob(letters, on, stage, forgeries[Math.floor(i / STAGE_NAMES.length)]!);
      return letter !== undefined && letter.stage === stage && letter.reason.length > 0 && unchanged();
    });
  } finally {
    await letters.queue.close();
  }
}
