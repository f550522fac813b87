export { percentile } from '@switchyard/engine-eval';

export const round = (value: number, digits = 3): number => Math.round(value * 10 ** digits) / 10 ** digits;

/** Milliseconds an async function takes. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}
