/**
 * One call per listed value. Lists the message pairs up ("A and B with 20 and
 * 15 minutes respectively") are zipped; independent lists ("Lakers and Bulls in
 * seasons 2018 and 2020") are crossed.
 */
import type { DetailedExtraction } from '../extract/extract-arguments.js';

const MAX_FAN_OUT = 16;
export const PAIRED_LISTS = /\b(respectively|correspondingly|in that order)\b/i;

export function expandFanOut(extraction: DetailedExtraction, text = ''): Array<Record<string, unknown>> {
  const lists = Object.entries(extraction.fanOut);
  if (lists.length === 0) return [structuredClone(extraction.arguments)];
  const paired = PAIRED_LISTS.test(text);
  // Zipped lists travel together; every other list multiplies the calls.
  const groups = new Map<string, Array<[string, unknown[]]>>();
  for (const entry of lists) {
    const key = paired ? `length:${entry[1].length}` : `name:${entry[0]}`;
    const group = groups.get(key) ?? [];
    group.push(entry);
    groups.set(key, group);
  }
  let calls: Array<Record<string, unknown>> = [structuredClone(extraction.arguments)];
  for (const zipped of groups.values()) {
    const length = zipped[0]?.[1].length ?? 0;
    const next: Array<Record<string, unknown>> = [];
    for (const call of calls) {
      for (let i = 0; i < length; i += 1) {
        const variant = structuredClone(call);
        for (const [name, values] of zipped) variant[name] = structuredClone(values[i]);
        next.push(variant);
      }
    }
    calls = next.slice(0, MAX_FAN_OUT);
  }
  return calls;
}
