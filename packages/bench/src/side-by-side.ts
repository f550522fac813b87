import type { Packet } from '@switchyard/packet-schema';

export interface Contender {
  runOne: (i: number) => Promise<Packet | undefined>;
  wallMs: number;
  cpuMs: number;
  latencies: number[];
  /** Single-turn latency minus the time the packet spent inside stages (its timeline), per turn. */
  between: number[];
}

export const contender = (runOne: Contender['runOne']): Contender => ({ runOne, wallMs: 0, cpuMs: 0, latencies: [], between: [] });

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};

/**
 * Throughput at saturation and single-turn latency, interleaved: the turns go
 * in rounds, each contender taking its share in turn (order rotating), so a
 * shared machine's load falls on all of them alike.
 */
export async function sideBySide(contenders: Contender[], turns: number, latencyTurns: number): Promise<void> {
  for (const c of contenders) for (let i = 0; i < 20; i += 1) await c.runOne(-1 - i); // warm-up
  const rounds = Math.max(1, Math.min(5, Math.floor(turns / 20)));
  let next = 0;
  for (let r = 0; r < rounds; r += 1) {
    const size = Math.floor(turns / rounds) + (r < turns % rounds ? 1 : 0);
    const first = next;
    next += size;
    for (let k = 0; k < contenders.length; k += 1) {
      const c = contenders[(r + k) % contenders.length]!;
      const wall = performance.now();
      const cpu = cpuMs();
      await Promise.all(Array.from({ length: size }, (_, i) => c.runOne(first + i)));
      c.cpuMs += cpuMs() - cpu;
      c.wallMs += performance.now() - wall;
    }
  }
  for (let i = 0; i < latencyTurns; i += 1) {
    for (let k = 0; k < contenders.length; k += 1) {
      const c = contenders[(i + k) % contenders.length]!;
      const t = performance.now();
      const packet = await c.runOne(turns + i);
      const ms = performance.now() - t;
      c.latencies.push(ms);
      c.between.push(ms - (packet?.status.log.reduce((sum, entry) => sum + entry.ms, 0) ?? 0));
    }
  }
}
