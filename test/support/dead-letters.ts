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
