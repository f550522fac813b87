/**
 * The fastest of a few timed reads of inputs of the same shape, in milliseconds: a guard that a long input is read in
 * time linear in its length holds on a loaded machine too, where one read may wait for the core. Each attempt gets its
 * own input (`attempt` changes it), so no memo of an earlier attempt answers it: a reading that takes seconds takes
 * them every time.
 */
export function fastestRead(read: (attempt: number) => unknown, attempts = 3): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const started = performance.now();
    read(attempt);
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
