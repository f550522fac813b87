/**
 * A change whose path climbs out of the folder it starts in ("rename notes.md to ../important", "move notes/a.txt to
 * ../../b.txt"): the request asks for it, but the place it names is outside the folder the person named, and
 * where that lands depends on a root the person may not have in mind. The plan waits for a yes.
 */
import type { PlannedCall } from '../types.js';

export const CLIMBS_OUT_REASON = 'a path the change names climbs out of its folder ("..")';

/** A ".." segment between slashes (either kind), at a path's start, end or anywhere between. */
const PARENT_SEGMENT = /(?:^|[\\/])\.\.(?:[\\/]|$)/u;

function climbs(value: unknown): boolean {
  if (typeof value === 'string') return PARENT_SEGMENT.test(value.trim());
  if (Array.isArray(value)) return value.some(climbs);
  if (value !== null && typeof value === 'object') return Object.values(value).some(climbs);
  return false;
}

/** Whether any text value of a call (nested ones included) is a path with a parent-folder step. */
export function climbsOut(call: PlannedCall): boolean {
  return Object.values(call.arguments).some(climbs);
}
