/**
 * How deep and how big anything crossing a boundary may be: job data read by a
 * stage, and a tool's result. Checked before anything else reads the value —
 * JSON.stringify, zod and the redactor all recurse, and a value nested ten
 * thousand deep would overflow their stacks.
 */
export const SHAPE_LIMITS = {
  /** Packet nesting, counting every object and array level. */
  packetDepth: 64,
  /** Packet size, approximated as the JSON text length. */
  packetBytes: 8 * 1024 * 1024,
  /** A tool result's structured content and content blocks; less than a packet, which also holds the result's path. */
  toolResultDepth: 32,
  toolResultBytes: 512 * 1024,
} as const;

export interface ShapeLimit {
  maxDepth: number;
  maxBytes: number;
}

export type ShapeViolation = { kind: 'too_deep'; limit: number } | { kind: 'too_large'; limit: number };

/** The first limit `value` breaks, or undefined (see `measureShape`). */
export function checkShape(value: unknown, limit: ShapeLimit): ShapeViolation | undefined {
  return measureShape(value, limit).violation;
}

/**
 * The first limit `value` breaks, if any, and its approximate size in bytes (up to the violation). Walks without
 * recursion and stops at the first violation, so its own cost is bounded by the limits.
 */
export function measureShape(value: unknown, limit: ShapeLimit): { violation?: ShapeViolation; bytes: number } {
  // Two stacks side by side rather than a pair per node: it runs on every packet of every visit, and allocates nothing per node.
  const values: unknown[] = [value];
  const depths: number[] = [1];
  let bytes = 0;
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop()!;
    if (typeof current === 'string') bytes += current.length + 2;
    else if (current === null || typeof current !== 'object') bytes += 8;
    else {
      if (depth > limit.maxDepth) return { violation: { kind: 'too_deep', limit: limit.maxDepth }, bytes };
      bytes += 2;
      if (Array.isArray(current)) {
        for (const inner of current) {
          values.push(inner);
          depths.push(depth + 1);
        }
        bytes += current.length;
      } else {
        // Own enumerable keys, as Object.keys gives them, without the array it makes: this walk runs
        // twice on every visit (the packet in, the packet out), over every object of the packet.
        for (const key in current) {
          if (!Object.hasOwn(current, key)) continue;
          bytes += key.length + 4;
          values.push((current as Record<string, unknown>)[key]);
          depths.push(depth + 1);
        }
      }
    }
    if (bytes > limit.maxBytes) return { violation: { kind: 'too_large', limit: limit.maxBytes }, bytes };
  }
  return { bytes };
}

export const PACKET_SHAPE: ShapeLimit = { maxDepth: SHAPE_LIMITS.packetDepth, maxBytes: SHAPE_LIMITS.packetBytes };
export const TOOL_RESULT_SHAPE: ShapeLimit = { maxDepth: SHAPE_LIMITS.toolResultDepth, maxBytes: SHAPE_LIMITS.toolResultBytes };

/** A sentence for a violation: what broke which limit. */
export function describeShapeViolation(what: string, violation: ShapeViolation): string {
  return violation.kind === 'too_deep' ? `${what} is nested deeper than ${violation.limit} levels` : `${what} is larger than ${violation.limit} bytes`;
}
