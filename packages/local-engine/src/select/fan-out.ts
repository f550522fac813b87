/**
 * One call per listed value. Lists the message pairs up ("A and B with 20 and
 * 15 minutes respectively") are zipped; independent lists ("Lakers and Bulls in
 * seasons 2018 and 2020") are crossed.
 */
import type { DetailedExtraction } from '../extract/extract-arguments.js';

const MAX_FAN_OUT = 16;

/** A deep copy of extracted arguments (plain JSON values; structuredClone's generality costs more than the copy). */
function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cloneJson(inner)])) as T;
  }
  return value;
}
export const PAIRED_LISTS = /\b(respectively|correspondingly|in that order)\b/i;

export function expandFanOut(extraction: DetailedExtraction, text = ''): Array<Record<string, unknown>> {
  const lists = Object.entries(extraction.fanOut);
  if (lists.length === 0) return [cloneJson(extraction.arguments)];
  const paired = PAIRED_LISTS.test(text);
  // Zipped lists travel together; every other list multiplies the calls.
  const groups = new Map<string, Array<[string, unknown[]]>>();
  for (const entry of lists) {
    const key = paired ? `length:${entry[1].length}` : `name:${entry[0]}`;
    const group = groups.get(key) ?? [];
    group.push(entry);
    groups.set(key, group);
  }
  let calls: Array<Record<string, unknown>> = [cloneJson(extraction.arguments)];
  for (const zipped of groups.values()) {
    const length = zipped[0]?.[1].length ?? 0;
    const next: Array<Record<string, unknown>> = [];
    for (const call of calls) {
      for (let i = 0; i < length; i += 1) {
        const variant = cloneJson(call);
        for (const [name, values] of zipped) variant[name] = cloneJson(values[i]);
        next.push(variant);
      }
    }
    calls = next.slice(0, MAX_FAN_OUT);
  }
  return calls;
}
