/**
 * One call per listed value: lists of the same length are zipped ("A and B with
 * 20 and 15 minutes respectively"), lists of different lengths are crossed.
 */
import type { DetailedExtraction } from '../extract/extract-arguments.js';

const MAX_FAN_OUT = 12;

export function expandFanOut(extraction: DetailedExtraction): Array<Record<string, unknown>> {
  const lists = Object.entries(extraction.fanOut);
  if (lists.length === 0) return [structuredClone(extraction.arguments)];
  const byLength = new Map<number, Array<[string, unknown[]]>>();
  for (const entry of lists) {
    const group = byLength.get(entry[1].length) ?? [];
    group.push(entry);
    byLength.set(entry[1].length, group);
  }
  let calls: Array<Record<string, unknown>> = [structuredClone(extraction.arguments)];
  for (const [length, zipped] of byLength) {
    const next: Array<Record<string, unknown>> = [];
    for (const call of calls) {
      for (let i = 0; i < length; i += 1) {
        const variant = { ...call };
        for (const [name, values] of zipped) variant[name] = values[i];
        next.push(variant);
      }
    }
    calls = next.slice(0, MAX_FAN_OUT);
  }
  return calls;
}
