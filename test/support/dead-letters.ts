import { randomUUID } from 'node:crypto';
import { type ConnectionOptions, Queue } from 'bullmq';
import type { DeadLetterQueue } from '@switchyard/platform';

/** The dead letter of a packet, once one is stored (undefined after `timeoutMs`). */
export async function letterFor(deadLetters: DeadLetterQueue, packetId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const letter = (await deadLetters.list(0, 500)).find((l) => l.packetId === packetId);
    if (letter) return letter;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/** Puts raw job data on a stage's queue as its own job and returns the dead letter it became, if any within the wait. */
export async function deadLetterOfRawJob(
  deadLetters: DeadLetterQueue,
  on: { redis: ConnectionOptions; prefix: string },
  stage: string,
  data: (id: string) => unknown,
) {
  const id = randomUUID();
  const queue = new Queue(stage, { connection: on.redis, prefix: on.prefix });
  try {
    await queue.add(stage, data(id), { jobId: id });
  } finally {
    await queue.close();
  }
  return letterFor(deadLetters, id);
}
