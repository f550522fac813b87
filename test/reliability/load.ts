import type { Packet } from '@switchyard/packet-schema';
import type { TurnProducer } from '@switchyard/platform';

export interface LoadResult {
  turns: number;
  /** Turns that got no reply in time. */
  lost: string[];
  /** Turns answered more than once (counted on the event channel). */
  doubled: string[];
  /** Turns that ended failed / dead-lettered. */
  failed: Packet[];
  packets: Packet[];
}

/** Counts `done`/`failed` events per packet id on the producer's channel. */
export function countReplies(producer: TurnProducer): Map<string, number> {
  const counts = new Map<string, number>();
  producer.on('event', (event) => {
    if (event.type === 'done' || event.type === 'failed') counts.set(event.packetId, (counts.get(event.packetId) ?? 0) + 1);
  });
  return counts;
}

/**
 * Submits `count` turns at a fixed rate and waits for every reply. `submit(i)`
 * starts turn i and resolves with its final packet. `during(i)` runs after the
 * i-th submission (to crash a process, drop connections …).
 */
export async function runLoad(
  producer: TurnProducer,
  count: number,
  perSecond: number,
  submit: (i: number) => Promise<Packet>,
  during: (i: number) => Promise<void> | void = () => {},
): Promise<LoadResult> {
  const replies = countReplies(producer);
  const pending: Array<Promise<Packet | undefined>> = [];
  const lost: string[] = [];
  const started = Date.now();
  for (let i = 0; i < count; i += 1) {
    const due = started + (i * 1_000) / perSecond;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      submit(i).catch((error: Error) => {
        lost.push(error.message);
        return undefined;
      }),
    );
    await during(i);
  }
  const packets = (await Promise.all(pending)).filter((p): p is Packet => p !== undefined);
  // Late duplicates would show up right after the last reply: give them a moment.
  await new Promise((r) => setTimeout(r, 500));
  const doubled = [...replies.entries()].filter(([, n]) => n > 1).map(([id]) => id);
  return { turns: count, lost, doubled, failed: packets.filter((p) => p.status.state === 'failed'), packets };
}
