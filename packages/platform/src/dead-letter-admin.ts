import { parsePacket, STAGE_NAMES, type Packet, type StageName } from '@switchyard/packet-schema';
import type { DeadLetter } from './dead-letter.js';
import type { Deployment } from './deployment.js';
import { NonRetryableError } from './errors.js';
import { redisKeys } from './keys.js';
import { stateAt } from './pipeline.js';

export class DeadLetterNotFoundError extends NonRetryableError {
  override readonly name = 'DeadLetterNotFoundError';
}

/** A dead letter with the id an operator retries it by. */
export type ListedDeadLetter = DeadLetter & { id: string };

/**
 * What operators do with the dead-letter queue: list it, and send a packet
 * back to the stage that gave up on it. A retried packet's stored failure is
 * cleared first, so the turn can finish again.
 */
export class DeadLetterAdmin {
  constructor(private readonly deployment: Deployment) {}

  async list(limit = 100): Promise<ListedDeadLetter[]> {
    const jobs = await this.deployment.deadLetters.queue.getJobs(['waiting', 'paused', 'delayed'], 0, limit - 1, true);
    return jobs.map((job) => ({ id: String(job.id), ...job.data }));
  }

  /** Re-queues the dead letter's packet at the stage that gave up on it and removes the letter. */
  async retry(id: string): Promise<{ packetId: string; stage: StageName }> {
    const job = await this.deployment.deadLetters.queue.getJob(id);
    if (!job) throw new DeadLetterNotFoundError(`no dead letter with id ${id}; \`switchyard dlq list\` shows them`);
    const letter = job.data;
    const stage = STAGE_NAMES.find((s) => s === letter.stage);
    if (!stage) throw new NonRetryableError(`dead letter ${id} came from "${letter.stage}", not a stage it can go back to`);
    let packet: Packet;
    try {
      packet = parsePacket(letter.raw);
    } catch (error) {
      throw new NonRetryableError(`dead letter ${id} cannot be retried: its data is not a valid packet: ${(error as Error).message}`);
    }
    // The failure was stored as the turn's result; without clearing it the retried turn could not finish.
    await this.deployment.redis.del(redisKeys.result(this.deployment.prefix, packet.id));
    const { error: _dropped, ...status } = packet.status;
    await this.deployment.queues.send(stage, { ...packet, status: { ...status, state: stateAt(stage) } }, `${packet.id}-${stage}-retry-${id}`);
    await job.remove();
    return { packetId: packet.id, stage };
  }
}
